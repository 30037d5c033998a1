package preguntas

import (
	"fmt"
	"io"
	"io/fs"

	"github.com/musfem/musfem/escenarios"
	"github.com/musfem/musfem/features"
	"github.com/musfem/musfem/internal/reportfile"
	"github.com/musfem/musfem/reference"
)

// FeatureDir is the folder of features/ that holds the question
// scenarios.
const FeatureDir = "preguntas"

// Options configure Generate.
type Options struct {
	Catalog *reference.Catalog
	// Games is the number of random games per option; Seed is S (seeds
	// S+1 … S+Games).
	Games int
	Seed  uint64
	// FS and Dirs locate the question scenarios (features.FS and
	// "preguntas" by default).
	FS       fs.FS
	Dirs     []string
	Progress io.Writer
	// Generated, when not empty, is written into the report (a date):
	// the committed report has none, so that it is reproducible.
	Generated string
}

// Files is a rendered report: its JSON, and the pages rendered from it.
type Files = reportfile.Files[*Report]

// FileNames are the names of the three files, in writing order.
var FileNames = [3]string{"preguntas.json", "preguntas.md", "preguntas.html"}

// Generate runs the question scenarios with their traces recorded, plays
// the random games and renders the three files.
func Generate(o Options) (*Files, error) {
	if o.Catalog == nil {
		cat, err := reference.Load()
		if err != nil {
			return nil, err
		}
		o.Catalog = cat
	}
	if o.FS == nil {
		o.FS, o.Dirs = features.FS, []string{FeatureDir}
	}
	var scenarios []escenarios.Scenario
	if dirs := existing(o.FS, o.Dirs); len(dirs) > 0 {
		var err error
		scenarios, err = escenarios.Run(escenarios.Options{FS: o.FS, Dirs: dirs, Record: true})
		if err != nil {
			return nil, fmt.Errorf("escenarios de las preguntas: %v", err)
		}
	}
	built := Build(Input{Catalog: o.Catalog, Scenarios: scenarios, Games: o.Games, Seed: o.Seed,
		Progress: o.Progress, Generated: o.Generated})
	return Render(built)
}

// existing returns the folders of dirs that exist in fsys.
func existing(fsys fs.FS, dirs []string) []string {
	var out []string
	for _, d := range dirs {
		if st, err := fs.Stat(fsys, d); err == nil && st.IsDir() {
			out = append(out, d)
		}
	}
	return out
}

// Render encodes the report as JSON and renders the Markdown and the HTML
// from the decoded JSON itself.
func Render(r *Report) (*Files, error) {
	return reportfile.Render(r, Decode, FileNames)
}

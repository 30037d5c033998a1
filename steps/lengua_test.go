package steps

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/musfem/musfem/engine"
)

// internalWords are the project's own references that a professor cannot
// follow: its design documents (the seeds, the rulings, the decisions),
// its programs and their jargon. The scenarios say the rule instead.
var internalWords = regexp.MustCompile(`(?i)\bseeds?\b|\bsemillas\b|\brulings?\b|\barena\b|\brunner\b|\bstacked\b|mazos? preparados?|barajado preparado|docs/decisions|decisions\.md|reference/data|\.go\b|desarrollador`)

// catalogWords returns a regexp of the catalog's English names: event
// kinds, error codes, phases, action types and visibilities ("Mus" is a
// Spanish word too and is left out).
func catalogWords() *regexp.Regexp {
	var names []string
	for _, k := range engine.EventKindsV2() {
		names = append(names, k.String())
	}
	for _, c := range engine.CodesV2() {
		names = append(names, c.String())
	}
	for p := engine.Phase(0); !strings.HasPrefix(p.String(), "Phase("); p++ {
		names = append(names, p.String())
	}
	for _, a := range engine.ActionTypesV2() {
		if a.String() != "Mus" {
			names = append(names, a.String())
		}
	}
	names = append(names, "PUBLIC", "PRIVATE", "SYSTEM")
	for i, n := range names {
		names[i] = regexp.QuoteMeta(n)
	}
	return regexp.MustCompile(`\b(?:` + strings.Join(names, "|") + `)\b`)
}

// TestFeaturesSpeakSpanish checks every line of features/ that a
// professor reads (steps, tables, descriptions, comments and the README
// files): no English name of the catalog and no internal reference.
func TestFeaturesSpeakSpanish(t *testing.T) {
	catalog := catalogWords()
	var files []string
	for _, dir := range featurePaths {
		fs, _ := filepath.Glob(filepath.Join(dir, "*.feature"))
		files = append(files, fs...)
		files = append(files, filepath.Join(dir, "README.md"))
	}
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for i, l := range strings.Split(string(data), "\n") {
			if strings.HasPrefix(strings.TrimSpace(l), "@") {
				continue // tags name the catalog's ids
			}
			if m := catalog.FindString(l); m != "" {
				t.Errorf("%s:%d: «%s» es un nombre del catálogo en inglés; se dice en español (docs/pasos.md)", f, i+1, m)
			}
			if m := internalWords.FindString(l); m != "" {
				t.Errorf("%s:%d: «%s» es una referencia interna; se dice la regla", f, i+1, m)
			}
		}
	}
}

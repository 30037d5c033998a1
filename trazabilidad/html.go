package trazabilidad

import (
	_ "embed"
	"html/template"
	"strings"

	"github.com/musfem/musfem/evidence"
	"github.com/musfem/musfem/internal/cartas"
	"github.com/musfem/musfem/internal/reportfile"
)

//go:embed page.html.tmpl
var pageTemplate string

var page = template.Must(template.New("informe").Funcs(template.FuncMap{
	"counts":     countsLine,
	"results":    ScenarioCountsText,
	"label":      scenarioLabel,
	"file":       fileName,
	"statuses":   func() []evidence.Status { return rowStatuses },
	"countA":     func(r *Report, s evidence.Status) int { return r.Summary.Articles.Of(s) },
	"countC":     func(r *Report, s evidence.Status) int { return r.Summary.Conventions.Of(s) },
	"profile":    func(r *Report) string { return r.profileLine() },
	"fixed":      func(r *Report) string { return r.fixedLine() },
	"join":       strings.Join,
	"notDefault": func(kv KeyValue) bool { return !kv.IsDefault },
	"css":        cartas.CSS,
	"legend":     cartas.Legend,
	"gherkin":    cartas.Lines,
	"scenario":   scenarioHTML,
	"phrase":     Phrase,
	"cards":      cartas.Annotate,
	"toc":        tocLine,
	"meaning":    statusMeaning,
	"fase":       phaseName,
	"justified":  justified,
}).Parse(pageTemplate))

// HTML renders the report as one self-contained page: no network, no
// external fonts or scripts. The page's script recounts the rows and
// fills the summary, so a rendered page that disagrees with the JSON is
// caught by the Chromium test.
func (r *Report) HTML() ([]byte, error) {
	return reportfile.Execute(page, r)
}

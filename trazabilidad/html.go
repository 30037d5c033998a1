package trazabilidad

import (
	_ "embed"
	"html/template"

	"github.com/musfem/musfem/evidence"
	"github.com/musfem/musfem/internal/reportfile"
)

//go:embed page.html.tmpl
var pageTemplate string

var page = reportfile.Template("informe", pageTemplate, template.FuncMap{
	"counts":     countsLine,
	"results":    ScenarioCountsText,
	"label":      scenarioLabel,
	"file":       fileName,
	"statuses":   func() []evidence.Status { return rowStatuses },
	"countA":     func(r *Report, s evidence.Status) int { return r.Summary.Articles.Of(s) },
	"countC":     func(r *Report, s evidence.Status) int { return r.Summary.Conventions.Of(s) },
	"profile":    func(r *Report) string { return r.profileLine() },
	"fixed":      func(r *Report) string { return r.fixedLine() },
	"notDefault": func(kv KeyValue) bool { return !kv.IsDefault },
	"scenario":   scenarioHTML,
	"phrase":     Phrase,
	"toc":        tocLine,
	"meaning":    statusMeaning,
	"fase":       phaseName,
	"justified":  justified,
})

// HTML renders the report as one self-contained page: no network, no
// external fonts or scripts. The page's script recounts the rows and
// fills the summary, so a rendered page that disagrees with the JSON is
// caught by the Chromium test.
func (r *Report) HTML() ([]byte, error) {
	return reportfile.Execute(page, r)
}

package preguntas

import (
	_ "embed"
	"html/template"

	"github.com/musfem/musfem/internal/reportfile"
)

//go:embed page.html.tmpl
var pageTemplate string

var page = reportfile.Template("preguntas", pageTemplate, template.FuncMap{
	"side":     sideBySide,
	"label":    func(q Question, name string) string { return q.optionLabel(name) },
	"settings": settingsText,
	"share":    shareText,
	"stat":     statText,
	"total":    tantoTotal,
	"differs":  func(q Question, oi OptionImpact) string { return differsText(oi, q.isReference(oi.Option)) },
	"concept":  conceptLabel,
	"yesno":    yesNo,
	"file":     fileName,
	"outcome":  outcomeDiffers,
	"isref":    func(q Question, name string) bool { return q.isReference(name) },
	"tantoAt": func(oi OptionImpact, i int) string {
		if i < len(oi.Tantos) {
			return statText(oi.Tantos[i].Stat)
		}
		return "—"
	},
	"inc":     func(i int) int { return i + 1 },
	"intro":   func() string { return introText },
	"reading": func() string { return readingText },
	"fireText": func(im Impact, oi OptionImpact) string {
		s := shareText(&oi.Fires)
		if oi.Detector != im.Detector && oi.Detector != "—" {
			s += " — " + oi.Detector
		}
		return s
	},
})

// HTML renders the report as one self-contained page in Spanish: no
// network, no external fonts or scripts. The page's script recounts the
// scenarios that differ and the cells marked as different, and checks
// them against the numbers of the JSON written into the page, so a
// rendering that disagrees with the JSON is caught by the Chromium test.
func (r *Report) HTML() ([]byte, error) {
	return reportfile.Execute(page, r)
}

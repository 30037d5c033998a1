package certify

import (
	"bytes"
	_ "embed" // the page's template
	"encoding/json"
	"html/template"
	"regexp"
	"strings"

	"github.com/musfem/musfem/diferencial"
	"github.com/musfem/musfem/evidence"
	"github.com/musfem/musfem/internal/cartas"
	"github.com/musfem/musfem/internal/reportfile"
)

// JSON renders the report as indented JSON.
func (r *Report) JSON() ([]byte, error) {
	return reportfile.JSON(r)
}

//go:embed certificado.html.tmpl
var pageText string

var page = reportfile.Template("p", pageText, template.FuncMap{
	"mark":     statusMark,
	"counts":   groupCounts,
	"cls":      evidence.Status.Slug,
	"or":       func(a, b string) string { return firstOf(a, b) },
	"lines":    func(ls []string) template.HTML { return cartas.Lines(strings.Join(ls, "\n")) },
	"diff":     diffRows,
	"quote":    shellQuote,
	"modetext": modeText,
	"seltext":  selectionText,
	"opciones": keepOptions,
	"inc":      func(i int) int { return i + 1 },
	"grupos": func(n int) string {
		if n == 1 {
			return "grupo"
		}
		return "grupos"
	},
	"arts": func(ids []string) template.HTML {
		var b strings.Builder
		for i, id := range ids {
			if i > 0 {
				b.WriteString(", ")
			}
			b.WriteString(`<a href="#` + template.HTMLEscapeString(id) + `">` + template.HTMLEscapeString(id) + `</a>`)
		}
		return template.HTML(b.String())
	},
})

// pageData is what the page template reads: the report and the filters.
type pageData struct {
	*Report
	Filters []filter
}

// filter is one button of the status filter, with how many rows it shows.
type filter struct {
	Status evidence.Status
	Count  int
}

// HTML renders the report as a self-contained page: the verdict and the
// groups of divergences first, then every row with a filter by status.
func (r *Report) HTML() ([]byte, error) {
	d := pageData{Report: r}
	for _, s := range evidence.Statuses() {
		if n := r.Summary.Articles.Of(s) + r.Summary.Conventions.Of(s); n > 0 {
			d.Filters = append(d.Filters, filter{s, n})
		}
	}
	var b bytes.Buffer
	if err := page.Execute(&b, d); err != nil {
		return nil, err
	}
	return b.Bytes(), nil
}

// diffRow is one field of a side-by-side view of a divergence.
type diffRow struct {
	Path, Reference, Engine string
	Differs                 bool
}

// diffRows lays a divergence's two sides out field by field: the fields
// of the compared value (an event's payload one level down), each with
// both values, the differing ones marked; a side that is not an object is
// one row.
func diffRows(d evidence.Divergence) []diffRow {
	differs := func(path string) bool {
		for _, f := range d.Fields {
			if f.Path == path || strings.HasPrefix(f.Path, path+".") || strings.HasPrefix(f.Path, path+"[") || f.Path == "" {
				return true
			}
		}
		return false
	}
	rk, rm := diferencial.ObjectFields([]byte(d.Reference))
	ek, em := diferencial.ObjectFields([]byte(d.Engine))
	if d.Reference == "" || d.Engine == "" {
		// One side has nothing (a missing or left-over event): one
		// finding, one row, each side in words.
		return []diffRow{{Path: "el evento", Reference: SideText(d.Reference), Engine: SideText(d.Engine), Differs: true}}
	}
	if rm == nil && em == nil {
		return []diffRow{{Path: "(valor)", Reference: SideText(d.Reference), Engine: SideText(d.Engine), Differs: true}}
	}
	var rows []diffRow
	var walk func(prefix string, keys []string, a, b map[string]json.RawMessage)
	walk = func(prefix string, keys []string, a, b map[string]json.RawMessage) {
		for _, k := range keys {
			p := diferencial.JoinPath(prefix, k)
			ak, am := diferencial.ObjectFields(a[k])
			bk, bm := diferencial.ObjectFields(b[k])
			if prefix == "" && (am != nil || bm != nil) && (k == "payload" || k == "visibility") {
				walk(p, diferencial.MergeKeys(ak, bk), am, bm)
				continue
			}
			rows = append(rows, diffRow{Path: p, Reference: firstOf(string(a[k]), "(nada)"), Engine: firstOf(string(b[k]), "(nada)"), Differs: differs(p)})
		}
	}
	walk("", diferencial.MergeKeys(rk, ek), rm, em)
	return rows
}

// Write writes certificacion-NAME.{md,html,json} into dir, the three
// together or none (WriteAll), and returns the paths; with the case files
// (WriteCases) written first, the certificate names them.
func (r *Report) Write(dir, name string) ([]string, error) {
	files, paths, err := r.pages(dir, name)
	if err != nil {
		return nil, err
	}
	if err := reportfile.Replace(dir, files, nil); err != nil {
		return nil, err
	}
	return paths, nil
}

// shellQuote quotes a text for a POSIX shell, so that a command can be
// copied as it is.
func shellQuote(s string) string {
	if s != "" && strings.IndexFunc(s, func(r rune) bool {
		return !(r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || strings.ContainsRune("-_./=:,+@", r))
	}) < 0 {
		return s
	}
	return "'" + strings.ReplaceAll(s, "'", `'\''`) + "'"
}

// ReproduceCommand is the command that runs a group's case file alone
// against the engine, or "" when the group has none.
func (r *Report) ReproduceCommand(g Group) string {
	if g.Repro == nil || g.Repro.CaseFile == "" || r.Command == "" {
		return ""
	}
	return "musfem certify --motor " + shellQuote(r.engineCommand()) + " --caso " + shellQuote(r.casePath(g))
}

// optionRe matches a command-line option of musfem, with its value when it
// has one: «--comparaciones todas», «--version».
var optionRe = regexp.MustCompile(`--[a-zñ-]+(?: (?:todas|muestra|ninguna))?`)

// keepOptions writes a sentence as HTML with each command-line option in
// a code element that does not break: on a phone, «--comparaciones» must
// not be cut after its dashes.
func keepOptions(s string) template.HTML {
	return template.HTML(optionRe.ReplaceAllString(template.HTMLEscapeString(s), `<code class="opcion">$0</code>`))
}

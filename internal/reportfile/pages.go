package reportfile

import (
	"bytes"
	"encoding/json"
	"fmt"
	"html/template"
	"maps"
	"strings"

	"github.com/musfem/musfem/internal/cartas"
)

// Page is a report that renders itself as a Markdown page and an HTML
// page.
type Page interface {
	Markdown() []byte
	HTML() ([]byte, error)
}

// Files are a report's three files: its JSON, and the Markdown and the
// HTML rendered from that JSON decoded again (Report), so that a page
// never says what the JSON does not. Names are the files' names, in
// writing order (JSON, Markdown, HTML).
type Files[P Page] struct {
	Report               P
	JSON, Markdown, HTML []byte
	Names                [3]string
}

// Render encodes r as JSON, decodes that JSON with decode and renders
// both pages from what was decoded; names are the files' names.
func Render[P Page](r any, decode func([]byte) (P, error), names [3]string) (*Files[P], error) {
	f := &Files[P]{Names: names}
	var err error
	if f.JSON, err = JSON(r); err != nil {
		return nil, err
	}
	if f.Report, err = decode(f.JSON); err != nil {
		return nil, err
	}
	f.Markdown = f.Report.Markdown()
	if f.HTML, err = f.Report.HTML(); err != nil {
		return nil, err
	}
	return f, nil
}

// Write writes the three files into dir, creating it if needed; a file
// whose content did not change is left untouched.
func (f *Files[P]) Write(dir string) error {
	return Write(dir, File{Name: f.Names[0], Data: f.JSON}, File{Name: f.Names[1], Data: f.Markdown}, File{Name: f.Names[2], Data: f.HTML})
}

// Head is the head of every report's JSON: the name and the version of
// its format. A report embeds it first, so that its JSON begins with them.
type Head struct {
	Schema        string `json:"schema"`
	SchemaVersion int    `json:"schema_version"`
}

// Decode reads the JSON of a report into v and checks that its format
// (its fields schema and schema_version) is name and version; what names
// the report in the error.
func Decode(what string, data []byte, v any, name string, version int) error {
	var h Head
	if err := json.Unmarshal(data, &h); err != nil {
		return fmt.Errorf("%s: %v", what, err)
	}
	if h.Schema != name || h.SchemaVersion != version {
		return fmt.Errorf("%s: esquema %s/%d, se esperaba %s/%d", what, h.Schema, h.SchemaVersion, name, version)
	}
	if err := json.Unmarshal(data, v); err != nil {
		return fmt.Errorf("%s: %v", what, err)
	}
	return nil
}

// DecodeAs reads the JSON of a report of type R, as Decode does.
func DecodeAs[R any](what string, data []byte, name string, version int) (*R, error) {
	var r R
	if err := Decode(what, data, &r, name, version); err != nil {
		return nil, err
	}
	return &r, nil
}

// Template parses the text of a report's HTML page (embedded, so a text
// that does not parse is a bug and panics, as template.Must) with the
// functions every page may use — join, and css, legend, gherkin and cards
// of internal/cartas — and the page's own funcs, which win on a name.
func Template(name, text string, funcs template.FuncMap) *template.Template {
	all := template.FuncMap{
		"join":    strings.Join,
		"css":     cartas.CSS,
		"legend":  cartas.Legend,
		"gherkin": cartas.Lines,
		"cards":   cartas.Annotate,
	}
	maps.Copy(all, funcs)
	return template.Must(template.New(name).Funcs(all).Parse(text))
}

// Execute renders a page's template with data.
func Execute(page *template.Template, data any) ([]byte, error) {
	var b bytes.Buffer
	if err := page.Execute(&b, data); err != nil {
		return nil, err
	}
	return b.Bytes(), nil
}

// MarkdownCell escapes text for a cell of a Markdown table: its bars
// escaped, its line breaks made spaces, trimmed.
func MarkdownCell(s string) string {
	s = strings.ReplaceAll(s, "|", "\\|")
	s = strings.ReplaceAll(s, "\n", " ")
	return strings.TrimSpace(s)
}

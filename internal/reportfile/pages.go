package reportfile

import (
	"bytes"
	"encoding/json"
	"fmt"
	"html/template"
	"strings"
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

// schema is the head of every report's JSON: the name and the version of
// its format.
type schema struct {
	Name    string `json:"schema"`
	Version int    `json:"schema_version"`
}

// Decode reads the JSON of a report into v and checks that its format
// (its fields schema and schema_version) is name and version; what names
// the report in the error.
func Decode(what string, data []byte, v any, name string, version int) error {
	var s schema
	if err := json.Unmarshal(data, &s); err != nil {
		return fmt.Errorf("%s: %v", what, err)
	}
	if s.Name != name || s.Version != version {
		return fmt.Errorf("%s: esquema %s/%d, se esperaba %s/%d", what, s.Name, s.Version, name, version)
	}
	if err := json.Unmarshal(data, v); err != nil {
		return fmt.Errorf("%s: %v", what, err)
	}
	return nil
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

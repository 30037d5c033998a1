// Package docjson writes the JSON documents that musfem keeps as files
// (the golden fixtures, the saved games) in the layout that makes their
// diffs readable: one field per line, and each item of a list (a play, an
// event, an observation) on a line of its own.
package docjson

import (
	"bytes"
	"fmt"
)

// Writer builds such a document. Write the opening brace, then the fields
// in order (the last one with last set), then the closing brace.
type Writer struct {
	bytes.Buffer
}

// Field writes the field name with the JSON value b on one line.
func (w *Writer) Field(name string, b []byte, last bool) {
	fmt.Fprintf(w, "  %q: %s", name, b)
	w.end(last)
}

// List writes the field name with a list whose items (JSON values) stand
// one per line.
func (w *Writer) List(name string, items [][]byte, last bool) {
	fmt.Fprintf(w, "  %q: [", name)
	for i, it := range items {
		if i > 0 {
			w.WriteByte(',')
		}
		w.WriteString("\n    ")
		w.Write(it)
	}
	if len(items) > 0 {
		w.WriteString("\n  ")
	}
	w.WriteByte(']')
	w.end(last)
}

// end ends a field's line, with a comma unless it is the last field.
func (w *Writer) end(last bool) {
	if !last {
		w.WriteByte(',')
	}
	w.WriteByte('\n')
}

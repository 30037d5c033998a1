// Package reportfile holds what musfem's reports (the traceability
// report, the certification, the open questions) share when they become
// files: the same JSON encoding, and writing a folder without touching the
// files whose content did not change.
package reportfile

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
)

// JSON encodes v with its fields in declaration order, two-space
// indentation, no HTML escaping and a final newline.
func JSON(v any) ([]byte, error) {
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", "  ")
	if err := enc.Encode(v); err != nil {
		return nil, err
	}
	return b.Bytes(), nil
}

// NonNil returns s, or an empty list when s is nil, so that a report's
// JSON writes [] for a list with nothing in it, never null.
func NonNil[T any](s []T) []T {
	if s == nil {
		return []T{}
	}
	return s
}

// File is one file of a report: its name inside the folder and its bytes.
type File struct {
	Name string
	Data []byte
}

// Write writes the files into dir, creating it if needed; a file whose
// content did not change is left untouched.
func Write(dir string, files ...File) error {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	for _, f := range files {
		path := filepath.Join(dir, f.Name)
		if old, err := os.ReadFile(path); err == nil && bytes.Equal(old, f.Data) {
			continue
		}
		if err := os.WriteFile(path, f.Data, 0o644); err != nil {
			return err
		}
	}
	return nil
}

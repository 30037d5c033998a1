package reportfile

import (
	"os"
	"path/filepath"
	"testing"
)

func TestJSONKeepsOrderAndHTML(t *testing.T) {
	got, err := JSON(struct {
		B string `json:"b"`
		A int    `json:"a"`
	}{"<a & b>", 1})
	if err != nil {
		t.Fatal(err)
	}
	want := "{\n  \"b\": \"<a & b>\",\n  \"a\": 1\n}\n"
	if string(got) != want {
		t.Errorf("JSON = %q, se esperaba %q", got, want)
	}
}

// TestWriteLeavesUnchangedFiles makes the written file read-only: writing
// the same bytes again must not touch it (no error), other bytes must try
// and fail.
func TestWriteLeavesUnchangedFiles(t *testing.T) {
	if os.Getuid() == 0 {
		t.Skip("root escribe en ficheros de solo lectura")
	}
	dir := filepath.Join(t.TempDir(), "informe")
	if err := Write(dir, File{Name: "a.md", Data: []byte("uno\n")}); err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(dir, "a.md")
	if err := os.Chmod(path, 0o444); err != nil {
		t.Fatal(err)
	}
	if err := Write(dir, File{Name: "a.md", Data: []byte("uno\n")}); err != nil {
		t.Errorf("el mismo contenido se ha vuelto a escribir: %v", err)
	}
	if err := Write(dir, File{Name: "a.md", Data: []byte("dos\n")}); err == nil {
		t.Error("un contenido distinto no se ha intentado escribir")
	}
}

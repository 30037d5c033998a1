package reportfile

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// list returns the names under dir, folders with a slash.
func list(t *testing.T, dir string) []string {
	t.Helper()
	var out []string
	filepath.WalkDir(dir, func(p string, d os.DirEntry, err error) error {
		if err != nil || p == dir {
			return err
		}
		rel, _ := filepath.Rel(dir, p)
		if d.IsDir() {
			rel += "/"
		}
		out = append(out, rel)
		return nil
	})
	return out
}

// TestReplaceAllOrNothing: the files and the folder of cases are replaced
// together (the old cases go); a set of files one of which cannot be
// written changes nothing, leaves nothing behind, and names the file.
func TestReplaceAllOrNothing(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "informes")
	first := []File{{"c.md", []byte("APROBADO md")}, {"c.json", []byte("APROBADO json")}, {"casos-x/D1.json", []byte("1")}, {"casos-x/D2.json", []byte("2")}}
	if err := Replace(dir, first, []string{"casos-x"}); err != nil {
		t.Fatal(err)
	}
	if got, want := list(t, dir), []string{"c.json", "c.md", "casos-x/", "casos-x/D1.json", "casos-x/D2.json"}; !slices.Equal(got, want) {
		t.Fatalf("tras la primera escritura: %q", got)
	}
	bad := []File{{"c.md", []byte("RECHAZADO md")}, {strings.Repeat("x", 300), []byte("no cabe")}, {"c.json", []byte("RECHAZADO json")}}
	err := Replace(dir, bad, []string{"casos-x"})
	if err == nil || !strings.Contains(err.Error(), "no se puede escribir "+filepath.Join(dir, "xxx")) || !strings.Contains(err.Error(), "el nombre es demasiado largo") {
		t.Errorf("error %v", err)
	}
	if got, want := list(t, dir), []string{"c.json", "c.md", "casos-x/", "casos-x/D1.json", "casos-x/D2.json"}; !slices.Equal(got, want) {
		t.Errorf("tras la escritura fallida: %q", got)
	}
	if b, _ := os.ReadFile(filepath.Join(dir, "c.md")); string(b) != "APROBADO md" {
		t.Errorf("c.md: %q", b)
	}
	second := []File{{"c.md", []byte("RECHAZADO md")}, {"c.json", []byte("RECHAZADO json")}}
	if err := Replace(dir, second, []string{"casos-x"}); err != nil {
		t.Fatal(err)
	}
	if got, want := list(t, dir), []string{"c.json", "c.md"}; !slices.Equal(got, want) {
		t.Errorf("tras la segunda escritura: %q", got)
	}
	if b, _ := os.ReadFile(filepath.Join(dir, "c.json")); string(b) != "RECHAZADO json" {
		t.Errorf("c.json: %q", b)
	}
}

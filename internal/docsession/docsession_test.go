package docsession

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

func TestRead(t *testing.T) {
	dir := t.TempDir()
	write := func(name, text string) string {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	ok := write("ok.md", "# Doc\n\n```session\n> {\"id\":1}\n< {\"id\":1,\"ok\":true}\n> bye\n```\n\n```session\n> otro\n```\n")
	sent, answered, err := Read(ok)
	if err != nil || !slices.Equal(sent, []string{`{"id":1}`, "bye"}) || !slices.Equal(answered, []string{`{"id":1,"ok":true}`}) {
		t.Errorf("Read = %q, %q, %v", sent, answered, err)
	}
	if _, _, err := Read(write("sin.md", "# Doc\n```json\n{}\n```\n")); err == nil || !strings.Contains(err.Error(), "sin.md no tiene el bloque") {
		t.Errorf("sin bloque: %v", err)
	}
	if _, _, err := Read(write("mala.md", "```session\n> a\nb\n```\n")); err == nil || !strings.Contains(err.Error(), `mala.md: línea del ejemplo sin > ni <: "b"`) {
		t.Errorf("línea mala: %v", err)
	}
}

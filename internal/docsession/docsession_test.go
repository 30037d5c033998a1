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

func TestBlocks(t *testing.T) {
	dir := t.TempDir()
	write := func(name, text string) string {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	doc := "# Doc\n\n```session\n> a\n# nota\n> b\n< B\n```\n\ntexto\n\n```session\n> c\n<~ c1\n<~ c2\n```\n"
	got, err := Blocks(write("ok.md", doc))
	if err != nil {
		t.Fatal(err)
	}
	want := [][]Exchange{
		{{Line: 4, Sent: "a"}, {Line: 6, Sent: "b", Answer: "B"}},
		{{Line: 13, Sent: "c", Excerpt: []string{"c1", "c2"}}},
	}
	if len(got) != len(want) {
		t.Fatalf("Blocks = %+v", got)
	}
	for i := range want {
		if !slices.EqualFunc(got[i], want[i], func(a, b Exchange) bool {
			return a.Line == b.Line && a.Sent == b.Sent && a.Answer == b.Answer && slices.Equal(a.Excerpt, b.Excerpt)
		}) {
			t.Errorf("bloque %d = %+v, quiero %+v", i, got[i], want[i])
		}
	}
	for name, bad := range map[string]string{
		"sin-peticion.md": "```session\n< x\n```\n",
		"dos.md":          "```session\n> a\n< x\n< y\n```\n",
		"mezcla.md":       "```session\n> a\n<~ x\n< y\n```\n",
		"linea.md":        "```session\n> a\nb\n```\n",
		"abierto.md":      "```session\n> a\n",
		"vacio.md":        "```session\n```\n",
	} {
		if _, err := Blocks(write(name, bad)); err == nil || !strings.Contains(err.Error(), name) {
			t.Errorf("%s: error %v, quiero uno que nombre el fichero", name, err)
		}
	}
}

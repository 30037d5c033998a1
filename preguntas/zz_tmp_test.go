package preguntas

import (
	"os"
	"testing"

	"github.com/musfem/musfem/reference"
)

func TestTmpGen(t *testing.T) {
	cat, err := reference.LoadFS(os.DirFS("/tmp/refdata"))
	if err != nil {
		t.Fatal(err)
	}
	f, err := Generate(Options{Catalog: cat, Games: 200, Seed: 0})
	if err != nil {
		t.Fatal(err)
	}
	if err := f.Write("/tmp/pregout"); err != nil {
		t.Fatal(err)
	}
	g, err := Generate(Options{Catalog: cat, Games: 20, Seed: 0, FS: os.DirFS("testdata"), Dirs: []string{"preguntas"}})
	if err != nil {
		t.Fatal(err)
	}
	g.Write("/tmp/pregtest")
}

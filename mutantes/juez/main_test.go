package main

import (
	"bytes"
	"encoding/json"
	"github.com/musfem/musfem/evidence"
	"os"
	"path/filepath"
	"slices"
	"testing"

	"github.com/musfem/musfem/escenarios"
	"github.com/musfem/musfem/features"
)

// TestCoverageSelectionAndJudge runs the harness as make mutantes does,
// with no mutant: the coverage lists every scenario and fixture, all
// passing; a selection of them (every fifth, outline rows included) run
// through the commented-out copy of the specification are exactly those,
// with their own references; and judging some of them kills nothing.
func TestCoverageSelectionAndJudge(t *testing.T) {
	var out bytes.Buffer
	if err := run([]string{"cobertura", "../../features"}, &out); err != nil {
		t.Fatal(err)
	}
	var c Coverage
	if err := json.Unmarshal(out.Bytes(), &c); err != nil {
		t.Fatal(err)
	}
	fixtures := 0
	want := map[string]bool{}
	var chosen []string
	rows := 0
	for i, u := range c.Units {
		if u.Result != string(evidence.Pasa) {
			t.Errorf("%s: %s", u.Unit, u.Result)
		}
		if (u.Text == "") != (filepath.Ext(u.Unit) == ".json") {
			t.Errorf("%s: huella del texto %q", u.Unit, u.Text)
		}
		if filepath.Ext(u.Unit) == ".json" {
			fixtures++
			continue
		}
		if i%5 == 0 {
			want[u.Unit] = true
			chosen = append(chosen, u.Unit)
		}
	}
	if len(c.Units) < 300 || fixtures < 5 {
		t.Errorf("%d unidades, %d fixtures: faltan", len(c.Units), fixtures)
	}

	fsys, dirs, err := selection(features.FS, want)
	if err != nil {
		t.Fatal(err)
	}
	got, err := escenarios.Run(escenarios.Options{FS: fsys, Dirs: dirs})
	if err != nil {
		t.Fatal(err)
	}
	var ran []string
	for _, s := range got {
		if s.Result != evidence.Pasa {
			t.Errorf("%s: %s %s", s.Ref(), s.Result, s.Message)
		}
		if s.Row > 0 {
			rows++
		}
		ran = append(ran, s.Ref())
	}
	if rows == 0 {
		t.Error("la selección no tiene filas de Ejemplos")
	}
	slices.Sort(ran)
	slices.Sort(chosen)
	if !slices.Equal(ran, chosen) {
		t.Errorf("se ejecutan %d escenarios, se eligieron %d", len(ran), len(chosen))
	}

	list := filepath.Join(t.TempDir(), "u.txt")
	units := c.Units[0].Unit + "\n" + c.Units[len(c.Units)-1].Unit + "\n"
	if err := os.WriteFile(list, []byte(units), 0o644); err != nil {
		t.Fatal(err)
	}
	out.Reset()
	if err := run([]string{"mutante", list}, &out); err != nil {
		t.Fatal(err)
	}
	if got := out.String(); got != "{\"killed\":false}\n" {
		t.Errorf("sin mutante: %s", got)
	}
	if err := run([]string{"otra"}, &out); err == nil {
		t.Error("una orden desconocida no da error")
	}
}

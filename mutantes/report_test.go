package mutantes

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestCommittedReportIsFresh checks the committed reports/mutantes.json
// against the inputs it was made from: its fingerprint must be that of the
// current engine/, specification, tool, catalog and equivalents file (run
// `make mutantes` when it is not), the Markdown and the HTML must be the
// renderings of the JSON, and the totals must add up. It hashes files and runs nothing.
func TestCommittedReportIsFresh(t *testing.T) {
	data, err := os.ReadFile(filepath.Join("..", "reports", "mutantes.json"))
	if err != nil {
		t.Fatalf("%v (genera el informe con `make mutantes`)", err)
	}
	var r Report
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&r); err != nil {
		t.Fatal(err)
	}
	fp, err := Fingerprint("..", AllInputs)
	if err != nil {
		t.Fatal(err)
	}
	if r.Fingerprint != fp {
		t.Errorf("reports/mutantes.json es de otras entradas (huella %.16s…, la de ahora %.16s…): ejecuta `make mutantes` y guarda el informe", r.Fingerprint, fp)
	}
	md, err := os.ReadFile(filepath.Join("..", "reports", "mutantes.md"))
	if err != nil {
		t.Fatal(err)
	}
	if string(md) != Markdown(r) {
		t.Error("reports/mutantes.md no es el de reports/mutantes.json: ejecuta `make mutantes`")
	}
	page, err := os.ReadFile(filepath.Join("..", "reports", "mutantes.html"))
	if err != nil {
		t.Fatal(err)
	}
	if want, err := HTML(r); err != nil {
		t.Fatal(err)
	} else if !bytes.Equal(page, want) {
		t.Error("reports/mutantes.html no es el de reports/mutantes.json: ejecuta `make mutantes`")
	}
	var sum Counts
	for _, m := range r.Mutants {
		sum.addResult(Result{Status: m.Status, Observer: m.Observer})
	}
	if sum != r.Summary || r.Summary.Score() != r.Score {
		t.Errorf("el resumen %+v no es la suma de los mutantes %+v", r.Summary, sum)
	}
	if n := r.Summary.Survived; n != len(r.Survivors) {
		t.Errorf("%d vivos en el resumen, %d en la lista", n, len(r.Survivors))
	}
	if n := r.Summary.Equivalent; n != len(r.Equivalents) {
		t.Errorf("%d equivalentes en el resumen, %d en la lista", n, len(r.Equivalents))
	}
	if _, err := LoadEquivalents(".."); err != nil {
		t.Fatal(err)
	}
	for _, e := range r.Equivalents {
		if e.Reason == "" {
			t.Errorf("#%d es equivalente sin motivo", e.ID)
		}
	}
}

// TestCountsByHand: the score leaves the equivalents and the mutants out of
// the contract out, and counts the timed out as detected.
func TestCountsByHand(t *testing.T) {
	var c Counts
	for _, s := range []Status{Killed, Killed, Killed, TimedOut, Survived, NoCoverage, Equivalent, Outside, NotCompiled} {
		c.add(s)
	}
	want := Counts{Mutants: 8, Killed: 3, Survived: 2, Equivalent: 1, TimedOut: 1, NoCoverage: 1, OutOfContract: 1}
	if c != want {
		t.Errorf("%+v, se esperaba %+v", c, want)
	}
	// (3 + 1) / (8 - 1 - 1) = 66.7 %
	if s := c.Score(); s != 66.7 {
		t.Errorf("puntuación %v, se esperaba 66.7", s)
	}
	if s := (Counts{}).Score(); s != 100 {
		t.Errorf("sin mutantes, puntuación %v", s)
	}
}

func TestGlob(t *testing.T) {
	cases := []struct {
		p, s string
		want bool
	}{
		{"engine/a.go|F|*", "engine/a.go|F|constante|1|2|1", true},
		{"engine/a.go|F|*", "engine/a.go|G|constante|1|2|1", false},
		{"*|quitar-sentencia|e.reserve(*)||*", "engine/b.go|(*emitter).x|quitar-sentencia|e.reserve(10)||1", true},
		{"*|quitar-sentencia|e.reserve(*)||*", "engine/b.go|(*emitter).x|quitar-sentencia|e.emit(10)||1", false},
		{"a*b*a", "aba", true},
		{"a*b*a", "ab", false},
		{"exacta", "exacta", true},
	}
	for _, c := range cases {
		if got := (Equivalence{Key: c.p}).Matches(c.s); got != c.want {
			t.Errorf("%q ~ %q = %v", c.p, c.s, got)
		}
	}
}

// TestMarkdownSummaryClassesAddUp: the summary's six classes do not
// overlap and add up to the mutants (3 killed + 1 timed out + 1 reached +
// 0 without coverage + 2 equivalent + 0 out = 7); the observer's part of
// the survivors is said apart.
func TestMarkdownSummaryClassesAddUp(t *testing.T) {
	md := Markdown(handReport())
	for _, want := range []string{
		"| mutantes | muertos | por tiempo | vivos alcanzados | vivos sin cobertura | equivalentes observados | fuera del contrato | puntuación |",
		"| 7 | 3 | 1 | 1 | 0 | 2 | 0 | 80.0 % |",
		"Los **vivos** son 1: 1 **alcanzados**",
		"De esos 1 vivos, el observador del motor distingue 1 del",
	} {
		if !strings.Contains(md, want) {
			t.Errorf("el informe no tiene %q", want)
		}
	}
	if c := handReport().Summary; c.Killed+c.TimedOut+c.Reached()+c.NoCoverage+c.Equivalent+c.OutOfContract != c.Mutants {
		t.Errorf("las clases del resumen %+v no suman los mutantes", c)
	}
}

package certify

import (
	"bytes"
	"strings"
	"testing"
)

// findRow returns the row of a catalog id.
func findRow(r *Report, id string) (Row, bool) {
	for _, c := range r.Chapters {
		for _, row := range c.Rows {
			if row.ID == id {
				return row, true
			}
		}
	}
	for _, row := range r.Conventions {
		if row.ID == id {
			return row, true
		}
	}
	return Row{}, false
}

func TestReferencePassesEverything(t *testing.T) {
	rep, err := Run(Options{Target: ReferenceTarget(), Games: 20, Seed: 5})
	if err != nil {
		t.Fatal(err)
	}
	if rep.Failed() {
		var bad []string
		for _, c := range rep.Chapters {
			for _, row := range c.Rows {
				if row.Status != Pasa && row.Status != NoAplica {
					bad = append(bad, row.ID+" "+row.Status)
				}
			}
		}
		t.Fatalf("la referencia no aprueba: %v %v", bad, rep.Notes)
	}
	s := rep.Summary
	if s.Scenarios.Total == 0 || s.Scenarios.Pasa != s.Scenarios.Total {
		t.Errorf("escenarios: %+v", s.Scenarios)
	}
	if s.Fixtures.Total == 0 || s.Fixtures.Pasa != s.Fixtures.Total {
		t.Errorf("registros: %+v (%v)", s.Fixtures, rep.Notes)
	}
	if s.Articles.Falla+s.Articles.Error+s.Articles.Tiempo != 0 || s.Articles.Pasa != s.Enforceable+countPassingNotEnforceable(rep) {
		t.Errorf("artículos: %+v, aplicables %d", s.Articles, s.Enforceable)
	}
	if rep.Divergence != nil {
		t.Errorf("divergencia: %+v", rep.Divergence)
	}
	// Every enforceable article passes; none is NO APLICA.
	for _, c := range rep.Chapters {
		for _, row := range c.Rows {
			if row.Enforceable && row.Status != Pasa {
				t.Errorf("%s: %s", row.ID, row.Status)
			}
		}
	}
}

func countPassingNotEnforceable(r *Report) int {
	n := 0
	for _, c := range r.Chapters {
		for _, row := range c.Rows {
			if !row.Enforceable && row.Status == Pasa {
				n++
			}
		}
	}
	return n
}

func TestWrongEngineRejected(t *testing.T) {
	o := Options{Target: flipTarget(), Games: 50, Seed: 7, NoScenarios: true, NoFixtures: true}
	rep, err := Run(o)
	if err != nil {
		t.Fatal(err)
	}
	if !rep.Failed() {
		t.Fatal("el motor que cambia el ganador de grande aprueba")
	}
	row, ok := findRow(rep, "CONVENCION-orden-grande")
	if !ok || row.Status != Falla {
		t.Fatalf("CONVENCION-orden-grande: %+v", row)
	}
	md := string(rep.Markdown())
	for _, want := range []string{"RECHAZADO", "Primera divergencia", "CONVENCION-orden-grande", "Grande: gana la pareja", "| referencia | motor |"} {
		if !strings.Contains(md, want) {
			t.Errorf("el informe no contiene %q", want)
		}
	}

	// Declared as expected, the row is ESPERADO and the engine passes.
	o.Expect = []Expectation{{Articulo: "CONVENCION-orden-grande", Motivo: "gira el ganador"}, {Articulo: "CONVENCION-empates", Motivo: "idem"}}
	rep2, err := Run(o)
	if err != nil {
		t.Fatal(err)
	}
	row, _ = findRow(rep2, "CONVENCION-orden-grande")
	if row.Status != Esperado {
		t.Fatalf("con el fallo esperado: %s", row.Status)
	}
	// Without scenarios, the enforceable articles lack evidence (ERROR),
	// but nothing fails any more.
	if rep2.Summary.Articles.Falla+rep2.Summary.Conventions.Falla != 0 {
		t.Errorf("sigue habiendo fallos: %+v %+v", rep2.Summary.Articles, rep2.Summary.Conventions)
	}
	if rep2.Summary.Conventions.Esperado != 2 {
		t.Errorf("esperadas: %+v", rep2.Summary.Conventions)
	}
}

func TestReportDeterministic(t *testing.T) {
	o := Options{Target: flipTarget(), Games: 10, Seed: 7, NoScenarios: true, NoFixtures: true}
	var outs [2][3][]byte
	for i := range outs {
		rep, err := Run(o)
		if err != nil {
			t.Fatal(err)
		}
		j, err := rep.JSON()
		if err != nil {
			t.Fatal(err)
		}
		h, err := rep.HTML()
		if err != nil {
			t.Fatal(err)
		}
		outs[i] = [3][]byte{rep.Markdown(), h, j}
	}
	for k := range outs[0] {
		if !bytes.Equal(outs[0][k], outs[1][k]) {
			t.Errorf("salida %d distinta entre dos ejecuciones", k)
		}
	}
}

func TestParseExpectations(t *testing.T) {
	e, err := ParseExpectations("[[esperado]]\narticulo = \"FEM-VI.4\"\nmotivo = \"no lo hacemos\"\n")
	if err != nil || len(e) != 1 || e[0].Articulo != "FEM-VI.4" || e[0].Motivo != "no lo hacemos" {
		t.Fatalf("%+v %v", e, err)
	}
	for _, bad := range []string{"[[esperado]]\nmotivo = \"x\"\n", "[[esperado]]\narticulo = \"FEM-VI.4\"\n", "[[esperado]]\narticulo = \"X\"\nmotivo = \"y\"\notra = 1\n", "no es toml ["} {
		if _, err := ParseExpectations(bad); err == nil {
			t.Errorf("se acepta %q", bad)
		}
	}
}

// TestUnclaimedOptionsAreNotApplicable certifies the reference engine as
// an engine that claims no config key: the scenarios of FEM-III.11 that
// ask for another discard or serving order are NO APLICA (counted, never
// evidence), and the article still passes on the scenarios that play the
// defaults — it is not ERROR for options the engine does not offer.
func TestUnclaimedOptionsAreNotApplicable(t *testing.T) {
	target := ReferenceTarget()
	target.AllConfig = false
	target.Claims = func(string) bool { return false }
	rep, err := Run(Options{Target: target, Selector: "FEM-III.11", NoFixtures: true})
	if err != nil {
		t.Fatal(err)
	}
	row, ok := findRow(rep, "FEM-III.11")
	if !ok {
		t.Fatal("sin fila FEM-III.11")
	}
	if row.Status != Pasa {
		t.Errorf("FEM-III.11: %s %s", row.Status, row.Reason)
	}
	s := rep.Summary.Scenarios
	if s.NoAplica == 0 || s.Pasa == 0 || s.Error+s.Falla != 0 {
		t.Errorf("escenarios: %+v", s)
	}
	for _, c := range row.Checks {
		if c.Result == NoAplica {
			t.Errorf("un escenario que no aplica cuenta como prueba: %+v", c)
		}
	}
	if rep.Failed() {
		t.Errorf("veredicto %s", rep.Verdict)
	}
}

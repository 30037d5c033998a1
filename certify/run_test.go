package certify

import (
	"bytes"
	"encoding/json"
	"slices"
	"strings"
	"testing"

	"github.com/BurntSushi/toml"
	"github.com/musfem/musfem/driver"
	"github.com/musfem/musfem/protocol"
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
	var g *Group
	for i := range rep.Groups {
		if slices.Equal(rep.Groups[i].Articles, []string{"CONVENCION-orden-grande"}) {
			g = &rep.Groups[i]
		}
	}
	if g == nil || g.Repro == nil || len(g.Repro.Plays) == 0 || g.FirstGame == 0 {
		t.Fatalf("grupo de la grande %+v", g)
	}
	// Every play of the reproduction is a catalog action.
	for _, p := range g.Repro.Plays {
		var x struct {
			Seat *int
			Type string
		}
		if err := json.Unmarshal([]byte(p), &x); err != nil || x.Seat == nil || x.Type == "" {
			t.Errorf("jugada %q", p)
		}
	}
	md := string(rep.Markdown())
	for _, want := range []string{"RECHAZADO", "## Divergencias", g.ID + " — ", "CONVENCION-orden-grande", "Grande: gana la pareja", "| campo | referencia | motor |", "`payload.winner`"} {
		if !strings.Contains(md, want) {
			t.Errorf("el informe no contiene %q", want)
		}
	}

	// Declared as expected, the rows are ESPERADO.
	var exp []Expectation
	for _, gr := range rep.Groups {
		for _, a := range gr.Articles {
			exp = append(exp, Expectation{Articulo: a, Motivo: "gira el ganador"})
		}
	}
	o.Expect = exp
	rep2, err := Run(o)
	if err != nil {
		t.Fatal(err)
	}
	row, _ = findRow(rep2, "CONVENCION-orden-grande")
	if row.Status != Esperado {
		t.Fatalf("con el fallo esperado: %s", row.Status)
	}
	if rep2.Summary.Articles.Falla+rep2.Summary.Conventions.Falla != 0 {
		t.Errorf("sigue habiendo fallos: %+v %+v", rep2.Summary.Articles, rep2.Summary.Conventions)
	}
}

func TestReportDeterministic(t *testing.T) {
	o := Options{Target: forkable(flipTarget()), Games: 10, Seed: 7, NoScenarios: true, NoFixtures: true}
	var outs [2][3][]byte
	for i := range outs {
		o.Workers = 1 + 2*i
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
// defaults.
func TestUnclaimedOptionsAreNotApplicable(t *testing.T) {
	target := ReferenceTarget()
	target.AllConfig = false
	target.Claims = func(string) bool { return false }
	rep, err := Run(Options{Target: target, Selector: "FEM-III.11", NoFixtures: true})
	if err != nil {
		t.Fatal(err)
	}
	row, ok := findRow(rep, "FEM-III.11")
	if !ok || row.Status != Pasa {
		t.Errorf("FEM-III.11: %+v", row)
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

// claimsTarget is the reference engine behind a hello that lists the
// given config.
func claimsTarget(c protocol.ConfigCap) Target {
	h := protocol.Hello{Protocol: protocol.Protocol2, Capabilities: protocol.Capabilities{
		StackedDecks: true, ReshuffleDecks: true, SeededRNG: true, Signals: true, Step: true, Config: c}}
	return Target{Name: "afirma", Version: "1", Protocol: 2, NewEngine: driver.Reference,
		Claims: h.Claims, ClaimsValue: h.ClaimsValue, OnlyDefault: h.OnlyDefault, SeededRNG: true, StackedDecks: true}
}

// tomlToJSON turns a TOML literal of a default into JSON.
func tomlToJSON(t *testing.T, v string) string {
	t.Helper()
	var x struct{ V any }
	if _, err := toml.Decode("v = "+v, &x); err != nil {
		t.Fatalf("%s: %v", v, err)
	}
	b, err := json.Marshal(x.V)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// TestAdapterDeclaredRows: an engine of protocol 3 that declares that its
// adapter computes "estamos dentro" gets the rows of that rule as LO CALCULA
// EL ADAPTADOR, never as its passes, and the summary counts them; the
// other rows are judged as always.
func TestAdapterDeclaredRows(t *testing.T) {
	tg := ReferenceTarget()
	tg.Protocol, tg.Adapter = 3, []string{"team_is_in"}
	rep, err := Run(Options{Target: tg, Selector: "FEM-VII", NoFixtures: true})
	if err != nil {
		t.Fatal(err)
	}
	row, _ := findRow(rep, "FEM-VII.7")
	if row.Status != Adaptador || !strings.Contains(row.Reason, "adaptador") {
		t.Errorf("FEM-VII.7: %s %q", row.Status, row.Reason)
	}
	for _, c := range row.Checks {
		if c.Result == Pasa {
			t.Errorf("un aprobado del adaptador cuenta como del motor: %+v", c)
		}
	}
	if row, _ := findRow(rep, "FEM-VII.2"); row.Status != Pasa {
		t.Errorf("FEM-VII.2: %s", row.Status)
	}
	if rep.Summary.AdapterRows != 1 || rep.Summary.Articles.Adaptador != 1 || !slices.Equal(rep.Adapter, []string{"team_is_in"}) {
		t.Errorf("resumen %+v, adaptador %v", rep.Summary, rep.Adapter)
	}
	if !strings.Contains(string(rep.Markdown()), "lo calcula el adaptador") && !strings.Contains(string(rep.Markdown()), "LO CALCULA EL ADAPTADOR") {
		t.Error("el informe no dice qué calcula el adaptador")
	}
}

//go:build !race

// What certification catches and how it judges: differential games
// against engines with a planted fault, options and claims. They are built
// without the race detector only, and make test runs them in its pass
// without it (internal/racepkgs): they play through the same goroutines —
// the workers of the differential games, Run's collection, the protocol's
// client — that TestDifferentialWorkersSameResult, TestReportDeterministic,
// TestDifferentialWithStepper, TestPartsInterruptedAndFarewells and the
// breaker's and transport's tests run under -race.

package certify

import (
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/musfem/musfem/diferencial"
	"github.com/musfem/musfem/evidence"
	"github.com/musfem/musfem/protocol"
)

// TestOptionNotOfferedIsNotApplicable: an engine that plays señas only
// off gets the articles of chapter VIII of kind option that nothing else
// reaches as NO APLICA, with the reason naming the key and the value it
// does not offer, and its verdict does not change; the fixtures of set v2
// are NO APLICA too (counted, named in the notes, never evidence).
// Artículo: FEM-VIII.2
func TestOptionNotOfferedIsNotApplicable(t *testing.T) {
	rep, err := Run(shortCompare(Options{Target: protocol1Target(), Selector: "FEM-VIII"}))
	if err != nil {
		t.Fatal(err)
	}
	if rep.Failed() {
		t.Errorf("veredicto %s: las señas que el motor no ofrece no deben rechazarlo", rep.Verdict)
	}
	// An article some check reaches with señas off (08-lenguaje.feature)
	// is judged by it; the others are NO APLICA, naming the key.
	na := 0
	if row, ok := findRow(rep, "FEM-VIII.7"); !ok || row.Status != evidence.NoAplica {
		t.Errorf("FEM-VIII.7 (nadie ha de confirmar una seña a un contrario: imposible en musfem): %+v, se esperaba NO APLICA", row)
	}
	for i := 1; i <= 6; i++ {
		id := "FEM-VIII." + string(rune('0'+i))
		row, ok := findRow(rep, id)
		if !ok {
			t.Fatalf("sin fila %s", id)
		}
		switch {
		case len(row.Checks) > 0 && row.Status == evidence.Pasa:
		case len(row.Checks) == 0 && row.Status == evidence.NoAplica && strings.Contains(row.Reason, "el motor no ofrece signals_enabled = true"):
			na++
		default:
			t.Errorf("%s: %s %q con %d pruebas, se esperaba PASA con pruebas o NO APLICA porque el motor no ofrece signals_enabled = true", id, row.Status, row.Reason, len(row.Checks))
		}
	}
	if row, _ := findRow(rep, "FEM-VIII.2"); row.Status != evidence.NoAplica {
		t.Errorf("FEM-VIII.2 (las señas oficiales): %s, se esperaba NO APLICA", row.Status)
	}
	if na == 0 {
		t.Error("ningún artículo del capítulo VIII es NO APLICA")
	}
	if row, _ := findRow(rep, "FEM-VIII.8"); row.Status != evidence.Pasa {
		t.Errorf("FEM-VIII.8 (vocabulario, sin señas): %s", row.Status)
	}
	if s := rep.Summary.Scenarios; s.NoAplica == 0 || s.Falla+s.Error+s.Tiempo+s.Consecuencia != 0 {
		t.Errorf("escenarios: %+v", s)
	}
	if s := rep.Summary.Fixtures; s.NoAplica < 2 || s.Falla+s.Error != 0 {
		t.Errorf("registros: %+v, se esperaban al menos los 2 del juego v2 como NO APLICA", s)
	}
	if !slices.ContainsFunc(rep.Notes, func(n string) bool {
		return strings.HasPrefix(n, "Registros de referencia que no aplican") && strings.Contains(n, "requiere signals_enabled = true") && strings.Contains(n, "seeds/v2/sena-vista-por-el-companero.json")
	}) {
		t.Errorf("las notas no dicen qué registro no aplica ni por qué: %q", rep.Notes)
	}

	// The same articles with señas: every one passes on its scenarios.
	full, err := Run(shortCompare(Options{Target: Reference(), Selector: "FEM-VIII"}))
	if err != nil {
		t.Fatal(err)
	}
	for _, id := range []string{"FEM-VIII.2", "FEM-VIII.3", "FEM-VIII.4", "FEM-VIII.5", "FEM-VIII.6"} {
		if row, _ := findRow(full, id); row.Status != evidence.Pasa {
			t.Errorf("referencia, %s: %s %s", id, row.Status, row.Reason)
		}
	}
}

func TestWrongEngineRejected(t *testing.T) {
	o := shortCompare(Options{Target: flipTarget(), Games: 50, Seed: 7, NoScenarios: true, NoFixtures: true})
	rep, err := Run(o)
	if err != nil {
		t.Fatal(err)
	}
	if !rep.Failed() {
		t.Fatal("el motor que cambia el ganador de grande aprueba")
	}
	row, ok := findRow(rep, "CONVENCION-orden-grande")
	if !ok || row.Status != evidence.Falla {
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
	if row.Status != evidence.Esperado {
		t.Fatalf("con el fallo esperado: %s", row.Status)
	}
	if rep2.Summary.Articles.Falla+rep2.Summary.Conventions.Falla != 0 {
		t.Errorf("sigue habiendo fallos: %+v %+v", rep2.Summary.Articles, rep2.Summary.Conventions)
	}
}

// TestUnclaimedOptionsAreNotApplicable certifies the reference engine as
// an engine that claims no config key: the scenarios of FEM-III.11 that
// ask for another discard or serving order are NO APLICA (counted, never
// evidence), and the article still passes on the scenarios that play the
// defaults.
func TestUnclaimedOptionsAreNotApplicable(t *testing.T) {
	target := Reference()
	target.Greeting.Capabilities = protocol.Capabilities{SeededRNG: true, StackedDecks: true}
	rep, err := Run(shortCompare(Options{Target: target, Selector: "FEM-III.11", NoFixtures: true}))
	if err != nil {
		t.Fatal(err)
	}
	row, ok := findRow(rep, "FEM-III.11")
	if !ok || row.Status != evidence.Pasa {
		t.Errorf("FEM-III.11: %+v", row)
	}
	s := rep.Summary.Scenarios
	if s.NoAplica == 0 || s.Pasa == 0 || s.Error+s.Falla != 0 {
		t.Errorf("escenarios: %+v", s)
	}
	for _, c := range row.Checks {
		if c.Result == evidence.NoAplica {
			t.Errorf("un escenario que no aplica cuenta como prueba: %+v", c)
		}
	}
	if rep.Failed() {
		t.Errorf("veredicto %s", rep.Verdict)
	}
}

// TestAdapterDeclaredRows: an engine of protocol 3 that declares that its
// adapter computes "estamos dentro" gets the rows of that rule as LO CALCULA
// EL ADAPTADOR, never as its passes, and the summary counts them; the
// other rows are judged as always.
func TestAdapterDeclaredRows(t *testing.T) {
	tg := Reference()
	tg.Greeting.Protocol, tg.Greeting.Capabilities.Adapter = 3, []string{"team_is_in"}
	rep, err := Run(shortCompare(Options{Target: tg, Selector: "FEM-VII", NoFixtures: true}))
	if err != nil {
		t.Fatal(err)
	}
	row, _ := findRow(rep, "FEM-VII.7")
	if row.Status != evidence.Adaptador || !strings.Contains(row.Reason, "adaptador") {
		t.Errorf("FEM-VII.7: %s %q", row.Status, row.Reason)
	}
	for _, c := range row.Checks {
		if c.Result == evidence.Pasa {
			t.Errorf("un aprobado del adaptador cuenta como del motor: %+v", c)
		}
	}
	if row, _ := findRow(rep, "FEM-VII.2"); row.Status != evidence.Pasa {
		t.Errorf("FEM-VII.2: %s", row.Status)
	}
	if rep.Summary.AdapterRows != 1 || rep.Summary.Articles.Adaptador != 1 || !slices.Equal(rep.Adapter, []string{"team_is_in"}) {
		t.Errorf("resumen %+v, adaptador %v", rep.Summary, rep.Adapter)
	}
	if !strings.Contains(string(rep.Markdown()), "lo calcula el adaptador") && !strings.Contains(string(rep.Markdown()), "LO CALCULA EL ADAPTADOR") {
		t.Error("el informe no dice qué calcula el adaptador")
	}
}

// TestDifferentialCatchesSenaFaults: the random games with señas on catch
// the three faults of señas, each charged to its article and to no other:
// a false seña and a seña before the cut through the probes of illegal
// señas, a seña seen by everyone through the events and the leak check.
func TestDifferentialCatchesSenaFaults(t *testing.T) {
	want := map[string][]string{
		"sena-falsa":            {"FEM-VIII.2", "FEM-VIII.4", "FEM-VIII.6"},
		"senas-antes-del-corte": {"FEM-VIII.3", "CONVENCION-senas-momento"},
		"sena-para-todos":       {"FEM-VIII.2"},
	}
	for name, arts := range want {
		r := diferencial.Differential(faultTarget(t, name), table(t), senasRules(), 1, 40, 1, nil)
		if len(r.Groups) == 0 {
			t.Errorf("%s: las partidas con señas no lo cazan", name)
			continue
		}
		for k, g := range r.Groups {
			for _, a := range g.Signature.Articles {
				if !slices.Contains(arts, a) {
					t.Errorf("%s: %s se imputa a %s, se esperaba %v", name, k, a, arts)
				}
			}
		}
	}
}

// TestAdapterTranslatorV4: an engine of protocol 4 whose adapter only
// translates its state into events, splits its count and announces its
// declarations keeps its own hand comparisons: FEM-VI.7 (the jugada
// máxima wins its lance) PASA; the same declaration in protocol 3's words
// (event_stream) made it «lo calcula el adaptador».
func TestAdapterTranslatorV4(t *testing.T) {
	for _, tc := range []struct {
		protocol int
		adapter  []string
		want     evidence.Status
	}{
		{4, []string{"event_translation", "count_split", "declarations"}, evidence.Pasa},
		{3, []string{"event_stream", "count_split", "declarations"}, evidence.Adaptador},
	} {
		tg := Reference()
		tg.Greeting.Protocol, tg.Greeting.Capabilities.Adapter = tc.protocol, tc.adapter
		rep, err := Run(shortCompare(Options{Target: tg, Selector: "FEM-VI.7", NoFixtures: true}))
		if err != nil {
			t.Fatal(err)
		}
		if row, _ := findRow(rep, "FEM-VI.7"); row.Status != tc.want {
			t.Errorf("protocolo %d %v: FEM-VI.7 %s, se esperaba %s", tc.protocol, tc.adapter, row.Status, tc.want)
		}
		if want := fmt.Sprintf("docs/protocol-v%d.md", tc.protocol); !strings.Contains(string(rep.Markdown()), want) {
			t.Errorf("protocolo %d: el informe no remite a %s", tc.protocol, want)
		}
	}
}

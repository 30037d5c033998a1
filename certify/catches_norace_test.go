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
	"slices"
	"strings"
	"testing"

	"github.com/musfem/musfem/driver"
	"github.com/musfem/musfem/engine"
	"github.com/musfem/musfem/evidence"
	"github.com/musfem/musfem/protocol"
)

// TestDifferentialCatchesFlippedGrande: an engine that gives every grande
// won at the showdown to the other pair diverges in the winner of the
// grande, charged to the order of the grande (or, where the hands tie or
// the winner holds four reyes, to the ties or the jugada máxima), and to
// nothing else: the tantos that follow are consequences.
func TestDifferentialCatchesFlippedGrande(t *testing.T) {
	tb := table(t)
	r := Differential(flipTarget(), tb, engine.DefaultRules(), 7, 50, 1, nil)
	if r.Played != 50 {
		t.Fatalf("solo %d de 50 partidas jugadas", r.Played)
	}
	var key string
	for _, k := range groupsOf(r) {
		g := r.tally.groups[k]
		if !strings.HasPrefix(string(g.example.Aspect), "evento.LanceResolved.grande.winner.") {
			t.Errorf("grupo de otro aspecto: %s", k)
		}
		for _, a := range g.sig.Articles {
			if !slices.Contains([]string{"CONVENCION-orden-grande", "CONVENCION-empates", "FEM-VI.7"}, a) {
				t.Errorf("%s imputado a %s", k, a)
			}
		}
		if slices.Equal(g.sig.Articles, []string{"CONVENCION-orden-grande"}) {
			key = k
		}
	}
	if key == "" {
		t.Fatalf("no se detecta el ganador de grande cambiado como CONVENCION-orden-grande: %v", groupsOf(r))
	}
	g := r.tally.groups[key]
	rp, ok := Shrink(flipTarget(), tb, engine.DefaultRules(), 7, g.first, key)
	if !ok {
		t.Fatal("la reducción no reproduce la divergencia")
	}
	// A grande resolved at the showdown needs at least the cut of the mus
	// and four passes in grande, then the chica over in three plays at
	// least (a bet refused by both rivals): eight plays. Everyone passing
	// in chica too makes nine; the shrinker must reach one of them.
	if n := len(rp.Calls); n < 8 || n > 9 {
		t.Fatalf("reducción a %d jugadas: %s", n, rp.Shrink)
	}
	if _, ok := rp.Calls[0].Action.(driver.CutMus); !ok {
		t.Errorf("la reducción no empieza cortando el mus: %+v", rp.Calls[0])
	}
	if rp.Setup.Decks == nil || !strings.Contains(rp.Shrink, "puestas en su sitio") {
		t.Fatalf("la reducción no prepara el mazo: %s", rp.Shrink)
	}
	// The stacked decks moved towards the ordered deck: fewer positions
	// differ from it than in the game first found.
	orig := runGame(flipTarget(), tb, engine.DefaultRules(), 7, g.first, key)
	neutral := engine.CanonicalDeck()
	differ := func(ds [][engine.NumCards]driver.Card) int {
		n := 0
		for _, dk := range ds {
			for p := range dk {
				if dk[p] != neutral[p] {
					n++
				}
			}
		}
		return n
	}
	before := shuffles(orig.events)
	t.Logf("%s; %d mazos antes, %d después", rp.Shrink, len(before), len(rp.Setup.Decks))
	if len(rp.Setup.Decks) > len(before) || differ(rp.Setup.Decks) >= differ(before[:len(rp.Setup.Decks)]) {
		t.Errorf("el mazo no se acerca al ordenado: %d → %d posiciones distintas", differ(before), differ(rp.Setup.Decks))
	}
}

// TestDifferentialGoesOnAfterADivergence: an engine wrong in two places at
// once — it offers bets of 1 tanto, and it flips the winner of the grande
// — shows both in one run: the first difference (the legal bets, in
// nearly every game) does not stop the game, and the grande is found in
// games that showed the first one before.
func TestDifferentialGoesOnAfterADivergence(t *testing.T) {
	tg := Reference()
	tg.Engines = func() driver.Engine { return flipGrande{minBetOne{driver.Reference()}} }
	r := Differential(tg, table(t), engine.DefaultRules(), 7, 60, 1, nil)
	var bet, grande *groupTally
	for _, g := range r.tally.groups {
		switch {
		case g.example.Aspect.Matches("legales.Bet.*.min"):
			bet = g
			if !slices.Equal(g.sig.Articles, []string{"CONVENCION-envite-minimo"}) {
				t.Errorf("el envite mínimo se imputa a %v", g.sig.Articles)
			}
		case g.example.Aspect.Matches("evento.LanceResolved.grande.winner") && slices.Contains(g.sig.Articles, "CONVENCION-orden-grande"):
			grande = g
		default:
			t.Errorf("grupo inesperado: %s", g.sig.Key())
		}
	}
	if bet == nil || grande == nil {
		t.Fatalf("no salen las dos divergencias: %v", groupsOf(r))
	}
	if bet.games < 50 || r.Played != 60 {
		t.Errorf("el envite mínimo en %d partidas de %d jugadas", bet.games, r.Played)
	}
	// The grande shows in games that diverged earlier on the legal bets:
	// more games show it than games without a bet at all could.
	if grande.games < 3 {
		t.Errorf("la grande solo sale en %d partidas", grande.games)
	}
}

func TestDifferentialCatchesLeak(t *testing.T) {
	tg := Reference()
	tg.Engines = func() driver.Engine { return leaky{driver.Reference()} }
	r := Differential(tg, table(t), engine.DefaultRules(), 3, 5, 1, nil)
	// The partner's hand in a seat's observation is a leak, charged to
	// FEM-VII.9 and to nothing else.
	g := groupsOf(r)
	if len(g) != 1 || g[0] != "fuga → FEM-VII.9" {
		t.Fatalf("grupos %v", g)
	}
}

// TestLegalActionsAreSets: the order of the legal-action templates means
// nothing (docs/protocol-erratum.md): an engine that lists them in
// another order does not diverge.
func TestLegalActionsAreSets(t *testing.T) {
	tg := Reference()
	tg.Engines = func() driver.Engine { return reversed{driver.Reference()} }
	if r := Differential(tg, table(t), engine.DefaultRules(), 5, 20, 1, nil); len(groupsOf(r)) != 0 {
		t.Fatalf("las mismas acciones en otro orden divergen: %v", groupsOf(r))
	}
	// The same templates with another bound do differ.
	a := []driver.Template{{Type: engine.ActPass}, {Type: engine.ActBet, Min: 2, Max: 30}}
	b := []driver.Template{{Type: engine.ActBet, Min: 2, Max: 30}, {Type: engine.ActPass}}
	if !sameTemplates(a, b) {
		t.Error("el mismo conjunto en otro orden es distinto")
	}
	c := []driver.Template{{Type: engine.ActBet, Min: 1, Max: 30}, {Type: engine.ActPass}}
	if sameTemplates(a, c) {
		t.Error("otro mínimo es el mismo conjunto")
	}
	d := templateDiffs(a, c)
	if len(d) != 1 || d[0].typ != "Bet" || d[0].field != "min" {
		t.Errorf("diferencias %+v", d)
	}
	e := templateDiffs(a, []driver.Template{{Type: engine.ActPass}})
	if len(e) != 1 || e[0].typ != "Bet" || e[0].field != "presencia" || e[0].fields[0].Engine != "" {
		t.Errorf("diferencias %+v", e)
	}
}

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
	if !strings.Contains(strings.Join(rep.Notes, " "), "seeds/v2/sena-vista-por-el-companero.json (requiere signals_enabled = true") {
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
		r := Differential(faultTarget(t, name), table(t), senasRules(), 1, 40, 1, nil)
		if len(r.tally.groups) == 0 {
			t.Errorf("%s: las partidas con señas no lo cazan", name)
			continue
		}
		for k, g := range r.tally.groups {
			for _, a := range g.sig.Articles {
				if !slices.Contains(arts, a) {
					t.Errorf("%s: %s se imputa a %s, se esperaba %v", name, k, a, arts)
				}
			}
		}
	}
}

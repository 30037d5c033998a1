package certify

import (
	"slices"
	"strings"
	"testing"

	"github.com/musfem/musfem/driver"
	"github.com/musfem/musfem/engine"
	"github.com/musfem/musfem/evidence"
)

func TestDifferentialReferencePasses(t *testing.T) {
	r := Differential(ReferenceTarget(), table(t), engine.DefaultRules(), 7, 30, 1, nil)
	if g := groupsOf(r); len(g) != 0 {
		t.Fatalf("la referencia diverge de sí misma: %v", g)
	}
	if r.Played != 30 || r.Steps < 30 || len(r.Failures) != 0 {
		t.Fatalf("partidas %d, pasos %d, fallos %v", r.Played, r.Steps, r.Failures)
	}
}

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
	if rp.Setup.Decks == nil || !strings.Contains(rp.Shrink, "cartas llevadas a su sitio") {
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
	tg := ReferenceTarget()
	tg.NewEngine = func() driver.Engine { return flipGrande{minBetOne{driver.Reference()}} }
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
	tg := ReferenceTarget()
	tg.NewEngine = func() driver.Engine { return leaky{driver.Reference()} }
	r := Differential(tg, table(t), engine.DefaultRules(), 3, 5, 1, nil)
	// The partner's hand in a seat's observation is a leak, charged to
	// FEM-III.4 and to nothing else.
	g := groupsOf(r)
	if len(g) != 1 || g[0] != "fuga → FEM-III.4" {
		t.Fatalf("grupos %v", g)
	}
}

func TestLeakCheck(t *testing.T) {
	ref := driver.Reference()
	if _, err := ref.Start(driver.Setup{Rules: engine.DefaultRules(), Seed: 11}); err != nil {
		t.Fatal(err)
	}
	dev, _ := ref.Observe(driver.Developer())
	var log roundLog
	o1, _ := ref.Observe(driver.SeatViewer(1))
	if f, l := log.leaks(o1.Hand, 1, o1); l != "" || f != "" {
		t.Fatalf("la observación de la referencia tiene fugas: %s %s", f, l)
	}
	bad, _ := leaky{ref}.Observe(driver.SeatViewer(1))
	if f, l := log.leaks(o1.Hand, 1, bad); l == "" || f != "revealed" {
		t.Fatalf("no se detecta la mano del compañero en la observación: %q %q", f, l)
	}
	sp, _ := ref.Observe(driver.Spectator())
	sp.Hand = dev.Hands[0][:1]
	if f, l := log.leaks(nil, 4, sp); l == "" || f != "hand" {
		t.Fatalf("el espectador ve una carta sin que se detecte: %q %q", f, l)
	}
}

func TestDifferentialWithStepper(t *testing.T) {
	tg := flipTarget()
	tg.NewEngine = func() driver.Engine { return flipStepper{flipGrande{driver.Reference()}} }
	r := Differential(tg, table(t), engine.DefaultRules(), 7, 50, 1, nil)
	found := false
	for _, g := range r.tally.groups {
		found = found || slices.Contains(g.sig.Articles, "CONVENCION-orden-grande")
	}
	if !found {
		t.Fatalf("por Step no se detecta el ganador de grande cambiado: %v", groupsOf(r))
	}
	if ok := Differential(ReferenceTarget(), table(t), engine.DefaultRules(), 7, 20, 1, nil); len(groupsOf(ok)) != 0 {
		t.Fatalf("la referencia diverge por Step: %v", groupsOf(ok))
	}
}

// TestDifferentialWorkersSameResult: the counts, the first game of every
// group and its example do not depend on the number of processes.
func TestDifferentialWorkersSameResult(t *testing.T) {
	tg := forkable(flipTarget())
	one := Differential(tg, table(t), engine.DefaultRules(), 7, 40, 1, nil)
	three := Differential(tg, table(t), engine.DefaultRules(), 7, 40, 3, nil)
	if one.Played != three.Played || one.Steps != three.Steps || !slices.Equal(groupsOf(one), groupsOf(three)) {
		t.Fatalf("en paralelo cambia el resultado: %d/%d partidas, %d/%d pasos, %v / %v", one.Played, three.Played, one.Steps, three.Steps, groupsOf(one), groupsOf(three))
	}
	for k, a := range one.tally.groups {
		b := three.tally.groups[k]
		if a.games != b.games || a.steps != b.steps || a.first != b.first || a.consequences != b.consequences || !same(a.example, b.example) {
			t.Errorf("%s: %+v / %+v", k, *a, *b)
		}
	}
}

// reversed is the reference engine listing its legal actions backwards.
type reversed struct{ driver.Engine }

func (r reversed) Legal(seat driver.Seat) ([]driver.Template, error) {
	ts, err := r.Engine.Legal(seat)
	slices.Reverse(ts)
	return ts, err
}

func (r reversed) Observe(v driver.Viewer) (driver.Observation, error) {
	o, err := r.Engine.Observe(v)
	slices.Reverse(o.Legal)
	return o, err
}

// TestLegalActionsAreSets: the order of the legal-action templates means
// nothing (docs/protocol-erratum.md): an engine that lists them in
// another order does not diverge.
func TestLegalActionsAreSets(t *testing.T) {
	tg := ReferenceTarget()
	tg.NewEngine = func() driver.Engine { return reversed{driver.Reference()} }
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

// TestAlign pairs events by identity and order.
func TestAlign(t *testing.T) {
	ev := func(p driver.Event) wireEvent { return toWire(p) }
	negada := ev(driver.Event{Payload: engine.PointsAwarded{Team: 0, Points: 1, Concept: engine.ConceptNegada, Lance: engine.Grande, Seat: engine.NoSeat}})
	rej := ev(driver.Event{Payload: engine.BetRejected{Seat: 1, Lance: engine.Grande, Final: true}})
	start := ev(driver.Event{Payload: engine.LanceStarted{Lance: engine.Chica, Mano: 0}})
	ref := []wireEvent{rej, negada, start}
	eng := []wireEvent{rej, start}
	got := align(ref, eng)
	want := [][2]int{{0, 0}, {1, -1}, {2, 1}}
	if !slices.Equal(got, want) {
		t.Errorf("align = %v, se esperaba %v", got, want)
	}
	// A lance won by another seat is the same event with another value.
	w0 := ev(driver.Event{Payload: engine.LanceResolved{Lance: engine.Grande, Winner: 0, Seat: 0, Reason: "mejor_jugada"}})
	w1 := ev(driver.Event{Payload: engine.LanceResolved{Lance: engine.Grande, Winner: 1, Seat: 1, Reason: "mejor_jugada"}})
	if got := align([]wireEvent{w0}, []wireEvent{w1}); !slices.Equal(got, [][2]int{{0, 0}}) {
		t.Errorf("align del ganador = %v", got)
	}
}

// TestJudgeConsequences: within a call, a difference after a differing
// event follows from it; a taint set by a rule's alters makes a later
// difference whose rule depends on it a consequence, until the round (or,
// for the score, the call) ends.
func TestJudgeConsequences(t *testing.T) {
	j := newJudge(table(t))
	j.begin(0, nil, false)
	negada := evidence.NewAspect("evento", "PointsAwarded", "negada", "falta", "")
	f1 := j.add(negada, "", "x", "", nil, "")
	f2 := j.add(evidence.NewAspect("evento", "RoundFinished", "", "score", ""), "", "a", "b", nil, "")
	f3 := j.add(evidence.NewAspect("observacion", "score", "asiento", "", ""), "asiento 0", "a", "b", nil, "")
	if !f1.primary() || f2.primary() || f3.primary() || f2.cause != f1.div.Signature().Key() || f3.cause != f2.cause {
		t.Fatalf("%+v\n%+v\n%+v", f1, f2, f3)
	}
	if !slices.Equal(f1.div.Articles, []string{"CONVENCION-negada"}) {
		t.Errorf("la negada se imputa a %v", f1.div.Articles)
	}
	// Next call: the score taint is gone (the reference took the engine's
	// score); a bet total that differs taints the bets of the round.
	j.begin(1, nil, false)
	if f := j.add(evidence.NewAspect("observacion", "score", "asiento", "", ""), "asiento 0", "a", "b", nil, ""); !f.primary() {
		t.Errorf("el tanteo sigue contaminado en la acción siguiente: %+v", f)
	}
	j.begin(2, nil, false)
	raise := j.add(evidence.NewAspect("evento", "BetRaised", "grande", "total", ""), "", "a", "b", nil, "")
	j.begin(3, nil, false)
	acc := j.add(evidence.NewAspect("evento", "BetAccepted", "grande", "total", ""), "", "a", "b", nil, "")
	if !raise.primary() || acc.cause != raise.div.Signature().Key() {
		t.Errorf("el total querido no sigue de la subida: %+v", acc)
	}
	j.newRound()
	j.begin(4, nil, false)
	if f := j.add(evidence.NewAspect("evento", "BetAccepted", "grande", "total", ""), "", "a", "b", nil, ""); !f.primary() {
		t.Errorf("la contaminación de la apuesta pasa a la jugada siguiente: %+v", f)
	}
	// An error aspect is charged to the article the reference names.
	e := j.add(evidence.NewAspect("error", "Bet", "NOT_YOUR_TURN", "aceptada", ""), "", "", "", nil, "FEM-VI.2")
	if !slices.Equal(e.div.Articles, []string{"FEM-VI.2"}) {
		t.Errorf("error imputado a %v", e.div.Articles)
	}
}

//go:build !race

// What the differential games catch: engines with a planted fault, in
// process. They are built without the race detector only, and make test
// runs them in its pass without it (internal/racepkgs): they play through
// the same goroutines — the workers of the differential games — that
// TestDifferentialWorkersSameResult runs under -race.

package diferencial

import (
	"slices"
	"strings"
	"testing"

	"github.com/musfem/musfem/diferencial/diferencialtest"
	"github.com/musfem/musfem/driver"
	"github.com/musfem/musfem/engine"
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
		g := r.Groups[k]
		if !strings.HasPrefix(string(g.Example.Aspect), "evento.LanceResolved.grande.winner.") {
			t.Errorf("grupo de otro aspecto: %s", k)
		}
		for _, a := range g.Signature.Articles {
			if !slices.Contains([]string{"CONVENCION-orden-grande", "CONVENCION-empates", "FEM-VI.7"}, a) {
				t.Errorf("%s imputado a %s", k, a)
			}
		}
		if slices.Equal(g.Signature.Articles, []string{"CONVENCION-orden-grande"}) {
			key = k
		}
	}
	if key == "" {
		t.Fatalf("no se detecta el ganador de grande cambiado como CONVENCION-orden-grande: %v", groupsOf(r))
	}
	g := r.Groups[key]
	rp, ok := Shrink(flipTarget(), tb, engine.DefaultRules(), 7, g.First, key)
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
	orig := runGame(flipTarget(), tb, engine.DefaultRules(), 7, g.First, key)
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
	tg := Local(func() driver.Engine { return diferencialtest.FlipGrande{Engine: minBetOne(driver.Reference())} })
	r := Differential(tg, table(t), engine.DefaultRules(), 7, 60, 1, nil)
	var bet, grande *Group
	for _, g := range r.Groups {
		switch {
		case g.Example.Aspect.Matches("legales.Bet.*.min"):
			bet = g
			if !slices.Equal(g.Signature.Articles, []string{"CONVENCION-envite-minimo"}) {
				t.Errorf("el envite mínimo se imputa a %v", g.Signature.Articles)
			}
		case g.Example.Aspect.Matches("evento.LanceResolved.grande.winner") && slices.Contains(g.Signature.Articles, "CONVENCION-orden-grande"):
			grande = g
		default:
			t.Errorf("grupo inesperado: %s", g.Signature.Key())
		}
	}
	if bet == nil || grande == nil {
		t.Fatalf("no salen las dos divergencias: %v", groupsOf(r))
	}
	if bet.Games < 50 || r.Played != 60 {
		t.Errorf("el envite mínimo en %d partidas de %d jugadas", bet.Games, r.Played)
	}
	// The grande shows in games that diverged earlier on the legal bets:
	// more games show it than games without a bet at all could.
	if grande.Games < 3 {
		t.Errorf("la grande solo sale en %d partidas", grande.Games)
	}
}

func TestDifferentialCatchesLeak(t *testing.T) {
	tg := Local(func() driver.Engine { return leaky{driver.Reference()} })
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
	tg := Local(func() driver.Engine { return reversed{driver.Reference()} })
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

package diferencial

import (
	"fmt"

	"github.com/musfem/musfem/driver"
	"github.com/musfem/musfem/engine"
	"github.com/musfem/musfem/reference"
)

// maxShrinkRuns bounds the replays the shrinking of one group may spend.
const maxShrinkRuns = 150

// simplePreference is the order in which the simple strategy of the
// shrinker picks an action: what ends lances and rounds soonest.
var simplePreference = []engine.ActionType{
	engine.ActCutMus, engine.ActPass, engine.ActReject, engine.ActAccept, engine.ActAcceptNoLose,
	engine.ActMus, engine.ActDiscard, engine.ActBet, engine.ActRaise, engine.ActOrdago,
}

// simplest returns the simplest legal action of an observation other than
// avoid (nil for none).
func simplest(o driver.Observation, avoid driver.Action) driver.Action {
	for _, t := range simplePreference {
		for _, tpl := range o.Legal {
			if tpl.Type != t {
				continue
			}
			var a driver.Action
			switch t {
			case engine.ActBet:
				a = driver.Bet{Amount: tpl.Min}
			case engine.ActRaise:
				a = driver.Raise{Amount: tpl.Min}
			case engine.ActDiscard:
				n := tpl.Min
				if n > len(o.Hand) {
					n = len(o.Hand)
				}
				a = driver.Discard{Cards: append([]driver.Card(nil), o.Hand[:n]...)}
			default:
				a = simpleAction(t)
			}
			if avoid != nil && same(a, avoid) {
				continue
			}
			return a
		}
	}
	return nil
}

func simpleAction(t engine.ActionType) driver.Action {
	switch t {
	case engine.ActMus:
		return driver.Mus{}
	case engine.ActCutMus:
		return driver.CutMus{}
	case engine.ActPass:
		return driver.Pass{}
	case engine.ActAccept:
		return driver.Accept{}
	case engine.ActAcceptNoLose:
		return driver.AcceptNoLose{}
	case engine.ActReject:
		return driver.Reject{}
	}
	return driver.Ordago{}
}

// Repro is the smallest game found that still shows a group's divergence:
// the setup (rules, seed, stacked decks), every play tried in order (the
// last one is the play at which it shows, or none when it shows at the
// start), and the reference's events up to it.
type Repro struct {
	Setup  driver.Setup
	Calls  []driver.Play
	Events []driver.Event
	// Probe says that the last call is an illegal play the reference
	// refused.
	Probe bool
	// Shrink says in Spanish what the shrinker achieved.
	Shrink string
}

// shrinker replays candidate games and keeps the smallest one that still
// shows the same signature.
type shrinker struct {
	t     Engine
	table *reference.AspectTable
	key   string
	runs  int
}

// run plays one candidate: the plays of prefix, then the policy rest (nil:
// stop after the prefix), until the signature shows; nil when it does not.
func (s *shrinker) run(setup driver.Setup, prefix []driver.Play, rest policy) *gameResult {
	if s.runs >= maxShrinkRuns {
		return nil
	}
	s.runs++
	ref, eng := driver.Reference(), s.t.NewEngine()
	defer ref.Close()
	defer eng.Close()
	g := lockstep(ref, eng, lockOpts{setup: setup, table: s.table, script: prefix, choose: rest,
		maxSteps: len(prefix) + 400, until: s.key})
	if !g.has(s.key) {
		return nil
	}
	return &g
}

// reproOf cuts a game that shows the signature at its first occurrence.
func reproOf(setup driver.Setup, g *gameResult, key string) Repro {
	r := Repro{Setup: setup}
	for _, f := range g.found {
		if f.Primary() && f.Divergence.Signature().Key() == key {
			n := f.step + 1
			if n > len(g.calls) {
				n = len(g.calls)
			}
			r.Calls = append([]driver.Play(nil), g.calls[:n]...)
			r.Probe = f.probe
			break
		}
	}
	r.Events = g.events
	return r
}

// Shrink finds the smallest reproduction of a group first seen in game
// (a differential game of a run with seed and rules): (1) a shorter
// sequence of plays, played by a simple strategy that cuts the mus and
// passes where it can, still showing the signature; (2) the decks stacked
// and moved, card by card, towards the ordered deck of the catalog while it
// still shows. Probes of illegal plays are kept where they were.
func Shrink(t Engine, table *reference.AspectTable, rules driver.Rules, seed uint64, game int, key string) (Repro, bool) {
	s := &shrinker{t: t, table: table, key: key}
	setup, _, _ := gameSetup(t, rules, seed, game)
	orig := runGame(t, table, rules, seed, game, key)
	if !orig.has(key) {
		return Repro{}, false
	}
	best := reproOf(setup, &orig, key)
	start := len(best.Calls)
	simple := func(_ int, o driver.Observation) driver.Action { return simplest(o, nil) }
	if !best.Probe {
		if c := s.run(setup, nil, simple); c != nil {
			if r := reproOf(setup, c, key); len(r.Calls) <= len(best.Calls) {
				best = r
			}
		}
		// Greedy: make each earlier play the simplest one, in order.
		for i := 0; i < len(best.Calls) && s.runs < maxShrinkRuns; i++ {
			calls := best.Calls
			prefix := append([]driver.Play(nil), calls[:i]...)
			step := i
			alt := func(n int, o driver.Observation) driver.Action {
				if n == step {
					return simplest(o, calls[step].Action)
				}
				return simplest(o, nil)
			}
			if c := s.run(setup, prefix, alt); c != nil {
				if r := reproOf(setup, c, key); len(r.Calls) < len(best.Calls) {
					best = r
				}
			}
		}
	}
	text := playsShrunk(start, len(best.Calls))
	decks := shuffles(best.Events)
	if len(decks) == 0 || !t.StackedDecks() {
		best.Shrink = text + "; la baraja queda como salió, porque el motor no admite mazos preparados"
		return best, true
	}
	stacked := setup
	stacked.Decks = decks
	c := s.run(stacked, best.Calls, nil)
	if c == nil {
		best.Shrink = text + "; la baraja queda como salió, porque con un mazo preparado la diferencia no se repite"
		return best, true
	}
	best = reproOf(stacked, c, key)
	neutral := engine.CanonicalDeck()
	moved := 0
	for j := range decks {
		for p := 0; p < engine.NumCards && s.runs < maxShrinkRuns; p++ {
			cur := stacked.Decks[j]
			if cur[p] == neutral[p] {
				continue
			}
			q := 0
			for cur[q] != neutral[p] {
				q++
			}
			try := append([][engine.NumCards]driver.Card(nil), stacked.Decks...)
			try[j][p], try[j][q] = try[j][q], try[j][p]
			cand := stacked
			cand.Decks = try
			if c := s.run(cand, best.Calls, nil); c != nil {
				stacked, best = cand, reproOf(cand, c, key)
				moved++
			}
		}
	}
	left := 0
	for _, dk := range stacked.Decks {
		for p := range dk {
			if dk[p] != neutral[p] {
				left++
			}
		}
	}
	best.Shrink = text + "; " + decksShrunk(len(stacked.Decks), moved, left)
	return best, true
}

// playsShrunk says in words what shrinking did to the plays of a
// reproduction: from start plays to the divergence, end remain.
func playsShrunk(start, end int) string {
	switch {
	case end == 0:
		return "la diferencia está ya al empezar la partida, antes de ninguna acción"
	case start == end && end == 1:
		return "basta una acción para ver la diferencia"
	case start == end:
		return fmt.Sprintf("hacen falta las %d acciones que llevan a la diferencia: no se pudo quitar ninguna", end)
	case end == 1:
		return fmt.Sprintf("de %d acciones que llevaban a la diferencia basta una; las demás sobraban", start)
	}
	return fmt.Sprintf("de %d acciones que llevaban a la diferencia bastan %d; las demás sobraban", start, end)
}

// decksShrunk says in words what shrinking did to the stacked decks of a
// reproduction: moved cards put in the place they have in the ordered
// deck (1o 2o … Rb), left cards still elsewhere.
func decksShrunk(decks, moved, left int) string {
	what, ordered, closer := "la baraja", "se ordenó", "se acercó"
	if decks > 1 {
		what = fmt.Sprintf("las %d barajas (una por cada vez que se baraja)", decks)
		ordered, closer = "se ordenaron", "se acercaron"
	}
	if left == 0 {
		return fmt.Sprintf("%s %s del todo (1o 2o … Rb, %s puestas en su sitio) y la diferencia se repite igual: no depende de qué cartas salgan", what, ordered, cards(moved))
	}
	must := "tienen"
	if left == 1 {
		must = "tiene"
	}
	return fmt.Sprintf("%s %s al orden 1o 2o … Rb (%s puestas en su sitio); %s %s que seguir fuera de su sitio para que la diferencia se repita", what, closer, cards(moved), cards(left), must)
}

// cards counts cards in Spanish: «1 carta», «5 cartas».
func cards(n int) string {
	if n == 1 {
		return "1 carta"
	}
	return fmt.Sprintf("%d cartas", n)
}

// shuffles returns the orders of the DeckShuffled events of a log.
func shuffles(evs []driver.Event) [][engine.NumCards]driver.Card {
	var out [][engine.NumCards]driver.Card
	for _, e := range evs {
		if p, ok := e.Payload.(engine.DeckShuffled); ok && len(p.Order) == engine.NumCards {
			var d [engine.NumCards]driver.Card
			copy(d[:], p.Order)
			out = append(out, d)
		}
	}
	return out
}

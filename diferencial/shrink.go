package diferencial

import (
	"fmt"
	"strings"

	"github.com/musfem/musfem/driver"
	"github.com/musfem/musfem/engine"
	"github.com/musfem/musfem/play"
	"github.com/musfem/musfem/reference"
)

// maxShrinkRuns bounds the replays the shrinking of one group may spend.
const maxShrinkRuns = 150

// maxRoundTries bounds the later rounds a reproduction is tried to start
// at, the latest first.
const maxRoundTries = 3

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
				a = play.Simplest(t)
			}
			if avoid != nil && same(a, avoid) {
				continue
			}
			return a
		}
	}
	return nil
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
// (a differential game of a run with seed and rules): (1) without the
// illegal plays tried before its last play; (2) started at a later round
// (its dealer, score and decks) when that still shows the signature, and
// with the hands held at the cut of the mus dealt at once; (3) without
// runs of consecutive plays; (4) a shorter sequence of plays, played by a simple strategy that cuts the
// mus and passes where it can, still showing the signature; (5) the decks
// stacked and moved, card by card, towards the ordered deck of the
// catalog while it still shows. Its text says what each step achieved,
// and why the plays could not be fewer when they could not.
func Shrink(t Engine, table *reference.AspectTable, rules driver.Rules, seed uint64, game int, key string) (Repro, bool) {
	s := &shrinker{t: t, table: table, key: key}
	setup, _, _ := gameSetup(t, rules, seed, game)
	orig := runGame(t, table, rules, seed, game, key)
	if !orig.has(key) {
		return Repro{}, false
	}
	best := reproOf(setup, &orig, key)
	start := len(best.Calls)
	if plays := withoutRefused(setup, best.Calls); len(plays) < len(best.Calls) {
		if c := s.run(setup, plays, nil); c != nil {
			best = reproOf(setup, c, key)
		}
	}
	rounds, cutWhy := laterRounds(t, setup, best.Calls)
	var cut *roundStart
	for i := range rounds {
		if i == maxRoundTries {
			break
		}
		if c := s.run(rounds[i].setup, rounds[i].plays, nil); c != nil {
			// A later round that needs more plays to show the difference
			// (ticks and señas of its own) is no reduction.
			if r := reproOf(rounds[i].setup, c, key); len(r.Calls) <= len(best.Calls) {
				best, cut = r, &rounds[i]
				setup = rounds[i].setup
				break
			}
		}
	}
	noMus := false
	if cand, plays, ok := withoutMus(t, setup, best.Calls); ok {
		if c := s.run(cand, plays, nil); c != nil {
			if r := reproOf(cand, c, key); len(r.Calls) < len(best.Calls) {
				best, setup, noMus = r, cand, true
			}
		}
	}
	best = s.withoutChunks(best)
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
	// finish says what shrinking did: the plays (counted once the decks
	// are stacked, which may show the difference sooner), then the decks.
	finish := func(best Repro, decks string) (Repro, bool) {
		text := playsShrunk(start, len(best.Calls))
		var how []string
		if cut != nil {
			how = append(how, fromRoundText(*cut))
		}
		if noMus {
			how = append(how, "el mus se corta de entrada, con las manos que se tenían al cortarlo")
		}
		if len(how) > 0 {
			text += " (" + strings.Join(how, "; ") + ")"
		}
		if len(best.Calls) == start && start > 1 {
			text += ": " + whyNotFewer(best.Probe, cutWhy, len(rounds) > 0, s.runs >= maxShrinkRuns)
		}
		best.Shrink = text + "; " + decks
		return best, true
	}
	setup = best.Setup
	decks := shuffles(best.Events)
	if len(decks) == 0 || !t.StackedDecks() {
		return finish(best, "la baraja queda como salió, porque el motor no admite mazos preparados")
	}
	stacked := setup
	stacked.Decks = decks
	c := s.run(stacked, best.Calls, nil)
	if c == nil {
		return finish(best, "la baraja queda como salió, porque con un mazo preparado la diferencia no se repite")
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
	return finish(best, decksShrunk(len(stacked.Decks), moved, left))
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
		return fmt.Sprintf("hacen falta las %d acciones que llevan a la diferencia", end)
	case end == 1:
		return fmt.Sprintf("de %d acciones que llevaban a la diferencia basta una; las demás sobraban", start)
	case end > start:
		return fmt.Sprintf("con las barajas preparadas la diferencia aparece más tarde: hacen falta %d acciones, y no las %d de la partida original", end, start)
	}
	return fmt.Sprintf("de %d acciones que llevaban a la diferencia bastan %d; las demás sobraban", start, end)
}

// whyNotFewer says why no play of a reproduction could be taken away: the
// last is the illegal play tried and the others lead to it (probe); the
// game could not start at a later round (cutWhy, when the engine lacks
// what it needs; later, when there were later rounds to try); the
// shrinker ran out of replays (spent); else the plays are those of the
// first round and simpler ones lose the difference.
func whyNotFewer(probe bool, cutWhy string, later, spent bool) string {
	var why string
	switch {
	case spent:
		why = fmt.Sprintf("se agotaron los %d intentos de reducirla", maxShrinkRuns)
	case cutWhy != "":
		why = cutWhy
	case later:
		why = "empezar la partida en una jugada posterior no repite la diferencia"
	default:
		why = "la diferencia está en la primera jugada de la partida"
	}
	if probe {
		return why + "; la última es la acción ilegal que se prueba, y las anteriores llevan a ese momento"
	}
	return why + "; con acciones más sencillas (cortar el mus, pasar) la diferencia ya no aparece"
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

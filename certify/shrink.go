package certify

import (
	"fmt"

	"github.com/musfem/musfem/driver"
	"github.com/musfem/musfem/engine"
)

// maxShrinkRuns bounds the replays one shrink may spend.
const maxShrinkRuns = 400

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
			if avoid != nil && eq(a, avoid) {
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

// shrinker replays candidate games and keeps the smallest one that still
// shows the same divergence.
type shrinker struct {
	t    Target
	orig *Divergence
	runs int
}

// matches reports whether d is the same divergence as the original: the
// same kind of difference charged to the same first article.
func (s *shrinker) matches(d *Divergence) bool {
	if d == nil || d.What != s.orig.What || d.Result != s.orig.Result {
		return false
	}
	if len(s.orig.Articles) == 0 || len(d.Articles) == 0 {
		return len(s.orig.Articles) == len(d.Articles)
	}
	return d.Articles[0] == s.orig.Articles[0]
}

// run plays one candidate: the plays prefix, then the policy rest (nil:
// stop after the prefix), trying the original refused play when it was a
// probe.
func (s *shrinker) run(setup driver.Setup, prefix []driver.Play, rest policy, probeEvery bool) *Divergence {
	if s.runs >= maxShrinkRuns {
		return nil
	}
	s.runs++
	choose := func(step int, o driver.Observation) driver.Action {
		if step < len(prefix) {
			if o.Seat != prefix[step].Seat {
				return nil
			}
			return prefix[step].Action
		}
		if rest == nil {
			return nil
		}
		return rest(step, o)
	}
	var probeAt func(int) *driver.Play
	if s.orig.Probe && s.orig.Play != nil {
		probeAt = func(step int) *driver.Play {
			if probeEvery || step == len(prefix) {
				return s.orig.Play
			}
			return nil
		}
	}
	ref, eng := driver.Reference(), s.t.NewEngine()
	defer ref.Close()
	defer eng.Close()
	g := lockstep(ref, eng, lockOpts{setup: setup, choose: choose, probeAt: probeAt, maxSteps: len(prefix) + 400})
	if g.invalid || !s.matches(g.div) {
		return nil
	}
	return g.div
}

// full returns the plays of a divergence including the divergent one when
// the reference accepted it.
func full(d *Divergence) []driver.Play {
	ps := append([]driver.Play(nil), d.Plays...)
	if d.Play != nil && !d.Probe {
		ps = append(ps, *d.Play)
	}
	return ps
}

// Shrink reduces a divergence: (1) a shorter action sequence, played by a
// simple strategy that cuts the mus and passes where it can, keeping the
// divergence; (2) the decks stacked and moved, card by card, towards the
// ordered deck of the catalog while the divergence persists. It returns the
// smallest divergence found and a Spanish summary. Transport failures are
// not shrunk.
func Shrink(t Target, d *Divergence) (*Divergence, string) {
	if d.Result != Falla || d.Play == nil {
		return d, "no se reduce (diverge al empezar o por un fallo de transporte)"
	}
	s := &shrinker{t: t, orig: d}
	best := d
	simple := func(_ int, o driver.Observation) driver.Action { return simplest(o, nil) }
	if c := s.run(d.Setup, nil, simple, true); c != nil && len(full(c)) <= len(full(best)) {
		best = c
	}
	// Greedy: make each earlier play the simplest one, in order.
	for i := 0; i < len(best.Plays) && s.runs < maxShrinkRuns; i++ {
		plays := full(best)
		if i >= len(plays) {
			break
		}
		prefix := append([]driver.Play(nil), plays[:i]...)
		step := i
		alt := func(n int, o driver.Observation) driver.Action {
			if n == step {
				return simplest(o, plays[step].Action)
			}
			return simplest(o, nil)
		}
		if c := s.run(d.Setup, prefix, alt, true); c != nil && len(full(c)) < len(full(best)) {
			best = c
		}
	}
	actions := fmt.Sprintf("jugadas: de %d a %d", len(full(d)), len(full(best)))

	// Decks: stack every shuffle of the game and neutralise cards.
	decks := shuffles(best.Events)
	if len(decks) == 0 || !t.StackedDecks {
		return best, actions + "; mazo sin reducir (el motor no admite mazos preparados)"
	}
	setup := best.Setup
	setup.Decks = decks
	plays := full(best)
	c := s.run(setup, plays, nil, false)
	if c == nil {
		return best, actions + "; mazo sin reducir (la divergencia no se repite con los mazos preparados)"
	}
	best = c
	neutral := engine.CanonicalDeck()
	moved := 0
	for j := range decks {
		for p := 0; p < engine.NumCards && s.runs < maxShrinkRuns; p++ {
			cur := setup.Decks[j]
			if cur[p] == neutral[p] {
				continue
			}
			q := 0
			for cur[q] != neutral[p] {
				q++
			}
			try := append([][engine.NumCards]driver.Card(nil), setup.Decks...)
			try[j][p], try[j][q] = try[j][q], try[j][p]
			cand := setup
			cand.Decks = try
			if c := s.run(cand, plays, nil, false); c != nil {
				setup, best = cand, c
				moved++
			}
		}
	}
	left := 0
	for _, dk := range setup.Decks {
		for p := range dk {
			if dk[p] != neutral[p] {
				left++
			}
		}
	}
	return best, fmt.Sprintf("%s; mazos preparados: %d, %d cartas llevadas a su sitio del mazo ordenado, %d posiciones siguen distintas", actions, len(setup.Decks), moved, left)
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

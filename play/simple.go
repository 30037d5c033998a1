package play

import "github.com/musfem/musfem/engine"

// Simple is a deterministic heuristic bot that plays like a cautious
// beginner. It looks at its OWN hand only (o.Hand), with the engine's
// exported evaluation functions, and at the public facts of its
// observation:
//
//   - mus: it cuts with a good hand (medias or duples, pares with juego,
//     31, or three reyes or three ases) and asks for mus otherwise;
//   - discard: it keeps the figures (sota, caballo, rey, and the 3 in ocho
//     reyes) and throws the rest; with four figures it throws its lowest
//     card (the template's minimum);
//   - lances with no bet pending: it bets the minimum with two reyes at
//     grande, two ases at chica, medias or duples at pares, 31 at juego
//     and 27 or more at the punto, and passes otherwise;
//   - answering a bet: it accepts on the same hands and refuses otherwise;
//     it accepts an órdago only with a very strong hand (three reyes,
//     three ases, duples, 31, or 30 at the punto), uses "quiero y no
//     pierdo" whenever it is legal, never raises and never bids órdago.
//
// With señas on (signals_enabled, docs/senas.md) it also uses the señas it
// saw, which are in its observation (o.Signals), and only those:
//
//   - a seña of its partner that promises the lance (dos reyes or medias
//     de reyes at grande; dos ases or medias de ases at chica; medias,
//     medias de reyes, medias de ases or duples at pares; treinta y una at
//     juego; treinta or veintinueve at the punto) makes a weak hand good:
//     it bets and accepts with it;
//   - the strongest seña of a lance seen from a rival (medias de reyes,
//     medias de ases, duples, treinta y una, treinta) makes a merely good
//     hand weak there;
//   - on its turn, while its partner looks at it and no rival does, it
//     first makes, one per call, the true señas of its jugada it has not
//     made yet this round (its pares, its juego or punto, or ciego), and
//     "cortar el mus" when it would cut.
//
// It draws no random numbers.
type Simple struct {
	// Mode is the deck mode of the game (how 3s and 2s count): it is a
	// public rule, not in the observation.
	Mode engine.DeckMode
	// Signals is signals_enabled, a public rule: the bot makes señas only
	// when it is true.
	Signals bool
	// Moment is signal_moment, a public rule: when a seña may be made.
	Moment engine.SignalMoment
}

// NewSimple returns the heuristic bot for a game with the given rules.
func NewSimple(rules engine.Rules) *Simple {
	return &Simple{Mode: rules.DeckMode, Signals: rules.SignalsEnabled, Moment: rules.SignalMoment}
}

// Act implements Bot.
func (b *Simple) Act(o engine.Observation) engine.Action {
	if len(o.Legal) == 0 {
		return nil
	}
	h, ok := handOf(o.Hand)
	if ok && b.Signals {
		if g, ok := b.signal(o, h); ok {
			return engine.Sena{Signal: g}
		}
	}
	var a engine.Action
	switch {
	case !ok:
	case o.Phase == engine.PhaseMus:
		if b.goodHand(h) {
			a = engine.CutMus{}
		} else {
			a = engine.Mus{}
		}
	case o.Phase == engine.PhaseDiscard:
		if t, ok := find(o.Legal, engine.ActDiscard); ok {
			a = engine.Discard{Cards: b.discard(h, t)}
		}
	case o.Lance != engine.NoLance:
		a = b.lance(o, h)
	}
	if a != nil && allowed(o.Legal, a) {
		return a
	}
	return fallback(o.Legal)
}

// handOf turns the observed hand into an engine.Hand.
func handOf(cs []engine.Card) (engine.Hand, bool) {
	var h engine.Hand
	if len(cs) != len(h) {
		return h, false
	}
	copy(h[:], cs)
	return h, true
}

// rank returns a card's rank for the deck mode: in ocho reyes the 3 is a
// rey and the 2 an as (FEM II.3).
func (b *Simple) rank(c engine.Card) engine.Rank {
	r := c.Rank()
	if b.Mode == engine.OchoReyes {
		switch r {
		case engine.Tres:
			return engine.Rey
		case engine.Dos:
			return engine.As
		}
	}
	return r
}

func (b *Simple) count(h engine.Hand, r engine.Rank) int {
	n := 0
	for _, c := range h {
		if b.rank(c) == r {
			n++
		}
	}
	return n
}

func (b *Simple) goodHand(h engine.Hand) bool {
	k, _ := engine.ParesOf(h, b.Mode)
	sum := engine.Sum(h, b.Mode)
	return k >= engine.Medias || (k == engine.Par && engine.HasJuego(sum)) || sum == 31 ||
		b.count(h, engine.Rey) >= 3 || b.count(h, engine.As) >= 3
}

// figure reports whether a card counts as a figure (10 points).
func (b *Simple) figure(c engine.Card) bool {
	switch b.rank(c) {
	case engine.Sota, engine.Caballo, engine.Rey:
		return true
	}
	return false
}

func (b *Simple) discard(h engine.Hand, t engine.Template) []engine.Card {
	var throw, keep []engine.Card
	for _, c := range h {
		if b.figure(c) {
			keep = append(keep, c)
		} else {
			throw = append(throw, c)
		}
	}
	// Too few: throw the lowest kept cards (grande order).
	for len(throw) < t.Min && len(keep) > 0 {
		lo := 0
		for i, c := range keep {
			if b.rank(c) < b.rank(keep[lo]) { // Rank values follow the grande order
				lo = i
			}
		}
		throw = append(throw, keep[lo])
		keep = append(keep[:lo:lo], keep[lo+1:]...)
	}
	if len(throw) > t.Max {
		throw = throw[:t.Max]
	}
	return throw
}

// strength grades the hand in a lance: 0 weak, 1 good (bet and accept),
// 2 very strong (accept an órdago).
func (b *Simple) strength(l engine.Lance, h engine.Hand) int {
	grade := func(good, very bool) int {
		switch {
		case very:
			return 2
		case good:
			return 1
		}
		return 0
	}
	switch l {
	case engine.Grande:
		n := b.count(h, engine.Rey)
		return grade(n >= 2, n >= 3)
	case engine.Chica:
		n := b.count(h, engine.As)
		return grade(n >= 2, n >= 3)
	case engine.Pares:
		k, _ := engine.ParesOf(h, b.Mode)
		return grade(k >= engine.Medias, k == engine.Duples)
	case engine.Juego:
		sum := engine.Sum(h, b.Mode)
		return grade(sum == 31, sum == 31)
	case engine.Punto:
		sum := engine.Sum(h, b.Mode)
		return grade(sum >= 27 && !engine.HasJuego(sum), sum == 30)
	}
	return 0
}

func (b *Simple) lance(o engine.Observation, h engine.Hand) engine.Action {
	st := b.seenStrength(o, b.strength(o.Lance, h))
	if o.Bet == nil {
		if t, ok := find(o.Legal, engine.ActBet); ok && st >= 1 {
			return engine.Bet{Amount: t.Min}
		}
		return engine.Pass{}
	}
	if _, ok := find(o.Legal, engine.ActAcceptNoLose); ok {
		return engine.AcceptNoLose{}
	}
	need := 1
	if o.Bet.Ordago {
		need = 2
	}
	if st >= need {
		if _, ok := find(o.Legal, engine.ActAccept); ok {
			return engine.Accept{}
		}
	}
	return engine.Reject{}
}

// find returns the template of type t, if legal.
func find(legal []engine.Template, t engine.ActionType) (engine.Template, bool) {
	for _, x := range legal {
		if x.Type == t {
			return x, true
		}
	}
	return engine.Template{}, false
}

// allowed reports whether a template allows a (the cards of a discard are
// the bot's business).
func allowed(legal []engine.Template, a engine.Action) bool {
	for _, t := range legal {
		if t.Allows(a) {
			return true
		}
	}
	return false
}

// fallback is the most modest legal action: the first of Pass, Reject,
// Mus, CutMus, then the first template at its minimum.
func fallback(legal []engine.Template) engine.Action {
	for _, want := range []engine.ActionType{engine.ActPass, engine.ActReject, engine.ActMus, engine.ActCutMus} {
		if _, ok := find(legal, want); ok {
			return Simplest(want)
		}
	}
	// A discard gives nil: no hand to discard from, let the engine say so.
	return AtMinimum(legal[0])
}

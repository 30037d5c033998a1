package play

import "github.com/musfem/musfem/engine"

// OrdagoNear is how close to the target (tantos still needed, or fewer)
// an [Ordaguero]'s pair must be for it to bid órdago with a good hand.
const OrdagoNear = 5

// Ordaguero is a deterministic heuristic bot that, unlike [Simple], also
// bids órdago and raises. It plays like Simple for the mus, the discards
// and the answers, and looks only at its own hand and the public facts of
// its observation (score, target, the bet). In a lance, with the word and
// órdago legal:
//
//   - with a very strong hand (three reyes at grande, three ases at
//     chica, duples at pares, 31 at juego, 30 at the punto) it bids or
//     answers órdago one time in two;
//   - with a good hand (two reyes, two ases, medias or better, 31, 27 or
//     more at the punto) when its pair needs OrdagoNear tantos or fewer
//     it bids or answers órdago;
//   - facing a bet with a good hand it raises the template's minimum one
//     time in four.
//
// Otherwise it does what Simple does. Its draws come from its own stream
// (BotRand(seed, seat)): the same seed gives the same decisions, and it
// draws only when one of the hands above is in play, so two games that
// reach the same observation have drawn the same numbers before.
//
// With CutOutOfTurn it also says whether it cuts the mus out of turn when
// the rules let it (falta_de_tanto = "corte_libre", FEM IV.7): with the
// same good hand Simple cuts with.
type Ordaguero struct {
	Simple *Simple
	Rand   engine.Rand
	Mode   engine.DeckMode
}

// NewOrdaguero returns the órdago-bidding bot of seat in a game with seed
// seed and the given rules.
func NewOrdaguero(rules engine.Rules, seed uint64, seat engine.Seat) *Ordaguero {
	return &Ordaguero{Simple: NewSimple(rules), Rand: BotRand(seed, seat), Mode: rules.DeckMode}
}

// Act implements Bot.
func (b *Ordaguero) Act(o engine.Observation) engine.Action {
	if o.Lance != engine.NoLance && len(o.Legal) > 0 {
		if h, ok := handOf(o.Hand); ok {
			if a := b.lance(o, h); a != nil && allowed(o.Legal, a) {
				return a
			}
		}
	}
	return b.Simple.Act(o)
}

// CutOutOfTurn reports whether the bot cuts the mus now, out of turn, with
// the observed hand: the good hands of Simple's mus decision.
func (b *Ordaguero) CutOutOfTurn(o engine.Observation) bool {
	h, ok := handOf(o.Hand)
	if !ok {
		return false
	}
	k, _ := engine.ParesOf(h, b.Mode)
	sum := engine.Sum(h, b.Mode)
	return k >= engine.Medias || (k == engine.Par && engine.HasJuego(sum)) || sum == 31
}

// lance returns the bot's own choice in a lance, or nil to play like
// Simple.
func (b *Ordaguero) lance(o engine.Observation, h engine.Hand) engine.Action {
	_, canOrdago := find(o.Legal, engine.ActOrdago)
	st := b.Simple.strength(o.Lance, h) // Simple's grades: 0 weak, 1 good, 2 very strong
	if st == 0 {
		return nil
	}
	need := o.Target - o.Score[o.Team&1]
	if canOrdago {
		if st == 2 && b.Rand.Bounded(2) == 0 {
			return engine.Ordago{}
		}
		if need <= OrdagoNear {
			return engine.Ordago{}
		}
	}
	if o.Bet != nil && !o.Bet.Ordago {
		if t, ok := find(o.Legal, engine.ActRaise); ok && b.Rand.Bounded(4) == 0 {
			return engine.Raise{Amount: t.Min}
		}
	}
	return nil
}

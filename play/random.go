package play

import "github.com/musfem/musfem/engine"

// botSalt is "bot" in ASCII (0x62 0x6f 0x74), shifted left by 8 bits so
// that the low byte is free for the seat.
const botSalt = 0x626f74 << 8

// BotSeed returns the seed of the random stream of the bot at seat in a
// game whose seed is seed:
//
//	BotSeed(seed, seat) = seed XOR (0x626f7400 + seat)      (seat 0–3)
//
// 0x626f74 is "bot" in ASCII. The bot draws from xoshiro256** whose state
// is the first four outputs of SplitMix64 seeded with that value, exactly
// as the deal's stream is built from the game seed (docs/rng.md §2):
// engine.NewRand(BotSeed(seed, seat)). The four bot streams and the deal's
// stream start from four different SplitMix64 seeds, so a bot never draws
// from the deal's stream and changing a bot never changes the cards.
func BotSeed(seed uint64, seat engine.Seat) uint64 {
	return seed ^ (botSalt | uint64(seat&3))
}

// BotRand returns the random stream of the bot at seat in a game with the
// given seed: engine.NewRand(BotSeed(seed, seat)).
func BotRand(seed uint64, seat engine.Seat) engine.Rand {
	return engine.NewRand(BotSeed(seed, seat))
}

// RandomSpread is how far above the template's minimum the Random bot
// bets and raises: amounts are uniform in [Min, min(Max, Min+RandomSpread)].
const RandomSpread = 3

// Random is a uniformly random legal bot. For each decision it draws, from
// its own stream, in this order:
//
//  1. the template: Bounded(k) over the k legal templates in the order of
//     o.Legal (with NoOrdago, over the legal templates other than Ordago:
//     when Ordago would be drawn it picks another);
//  2. for Bet and Raise, the amount: Min + Bounded(min(Max, Min+RandomSpread) − Min + 1);
//  3. for Discard, the count n: Min + Bounded(min(Max, len(hand)) − Min + 1),
//     then the cards by a partial Fisher–Yates over a copy of o.Hand: for
//     i = 0 … n−1, j = i + Bounded(len(hand) − i), swap i and j; the first
//     n cards are thrown, in that order.
//
// A uniformly random bot bids órdago so often (one template in three when
// no bet is pending) that most games end in their first round; NoOrdago
// gives long games to the target.
type Random struct {
	Rand     engine.Rand
	NoOrdago bool
}

// NewRandom returns the random bot of seat in a game with seed seed; its
// stream is BotRand(seed, seat).
func NewRandom(seed uint64, seat engine.Seat, noOrdago bool) *Random {
	return &Random{Rand: BotRand(seed, seat), NoOrdago: noOrdago}
}

// Act implements Bot.
func (b *Random) Act(o engine.Observation) engine.Action {
	legal := o.Legal
	if b.NoOrdago {
		legal = make([]engine.Template, 0, len(o.Legal))
		for _, t := range o.Legal {
			if t.Type != engine.ActOrdago {
				legal = append(legal, t)
			}
		}
		if len(legal) == 0 { // only Ordago is legal: nothing else to do
			legal = o.Legal
		}
	}
	if len(legal) == 0 {
		return nil
	}
	t := legal[b.Rand.Bounded(uint64(len(legal)))]
	switch t.Type {
	case engine.ActBet:
		return engine.Bet{Amount: b.amount(t)}
	case engine.ActRaise:
		return engine.Raise{Amount: b.amount(t)}
	case engine.ActDiscard:
		return engine.Discard{Cards: b.discard(t, o.Hand)}
	}
	return Simplest(t.Type)
}

func (b *Random) amount(t engine.Template) int {
	hi := t.Max
	if hi > t.Min+RandomSpread {
		hi = t.Min + RandomSpread
	}
	if hi < t.Min {
		return t.Min
	}
	return t.Min + int(b.Rand.Bounded(uint64(hi-t.Min+1)))
}

func (b *Random) discard(t engine.Template, hand []engine.Card) []engine.Card {
	hi := t.Max
	if hi > len(hand) {
		hi = len(hand)
	}
	if hi < t.Min {
		return append([]engine.Card(nil), hand...)
	}
	n := t.Min + int(b.Rand.Bounded(uint64(hi-t.Min+1)))
	cs := append([]engine.Card(nil), hand...)
	for i := 0; i < n; i++ {
		j := i + int(b.Rand.Bounded(uint64(len(cs)-i)))
		cs[i], cs[j] = cs[j], cs[i]
	}
	return cs[:n]
}

// Simplest returns the action of a template type that takes no parameter
// (Mus, CutMus, Pass, Accept, AcceptNoLose, Reject, Ordago), or nil for
// Bet, Raise and Discard.
func Simplest(t engine.ActionType) engine.Action {
	switch t {
	case engine.ActMus:
		return engine.Mus{}
	case engine.ActCutMus:
		return engine.CutMus{}
	case engine.ActPass:
		return engine.Pass{}
	case engine.ActAccept:
		return engine.Accept{}
	case engine.ActAcceptNoLose:
		return engine.AcceptNoLose{}
	case engine.ActReject:
		return engine.Reject{}
	case engine.ActOrdago:
		return engine.Ordago{}
	}
	return nil
}

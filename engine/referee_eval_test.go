package engine_test

// The referee's own reading of the cards (FEM II.3, VI.7, VI.8, VI.17
// and the CONVENCIÓN values and orders), written apart from engine/eval.go so
// that the two can disagree. It reads a card by its text (rank letter
// first, architecture.md "Words") and compares hands by lists of numbers:
// the larger list, compared left to right, is the better hand.

import (
	"slices"
	"strings"

	"github.com/musfem/musfem/engine"
)

// refRank is the rank of a card for grande: 0 for the as up to 9 for the
// rey. With ocho reyes every 3 is a rey and every 2 an as (FEM II.3).
func refRank(c engine.Card, ocho bool) int {
	r := c.String()[0]
	switch {
	case ocho && r == '3':
		return 9
	case ocho && r == '2':
		return 0
	}
	return strings.IndexByte("1234567SCR", r)
}

// refPoints is the value of a card for juego and punto: figures 10, the
// rest their number (with ocho reyes a 3 is worth 10 and a 2 is worth 1).
func refPoints(c engine.Card, ocho bool) int {
	switch r := refRank(c, ocho); {
	case r >= 7:
		return 10
	case r == 0:
		return 1
	default:
		return r + 1
	}
}

// refSum is the sum of a hand for juego and punto.
func refSum(h []engine.Card, ocho bool) int {
	n := 0
	for _, c := range h {
		n += refPoints(c, ocho)
	}
	return n
}

// refJuegoOrder lists the juego sums from worst to best: 33 < 34 < 35 <
// 36 < 37 < 40 < 32 < 31 (CONVENCION-orden-juego).
var refJuegoOrder = []int{33, 34, 35, 36, 37, 40, 32, 31}

// refKey is the strength of a hand in a lance, or nil when the hand does
// not hold that lance (no pares, no juego).
func refKey(l engine.Lance, h []engine.Card, ocho bool) []int {
	ranks := make([]int, 0, 4)
	for _, c := range h {
		ranks = append(ranks, refRank(c, ocho))
	}
	slices.Sort(ranks)
	slices.Reverse(ranks) // highest first
	switch l {
	case engine.Grande:
		return ranks
	case engine.Chica: // the lowest card decides, then the next
		return []int{-ranks[3], -ranks[2], -ranks[1], -ranks[0]}
	case engine.Pares:
		var count [10]int
		for _, r := range ranks {
			count[r]++
		}
		var pairs []int
		for r := 9; r >= 0; r-- {
			switch count[r] {
			case 4: // four equal cards are duples
				return []int{3, r, r}
			case 3: // medias
				return []int{2, r, 0}
			case 2:
				pairs = append(pairs, r)
			}
		}
		switch len(pairs) {
		case 2: // duples
			return []int{3, pairs[0], pairs[1]}
		case 1: // par
			return []int{1, pairs[0], 0}
		}
		return nil
	case engine.Juego:
		if i := slices.Index(refJuegoOrder, refSum(h, ocho)); i >= 0 {
			return []int{i}
		}
		return nil
	case engine.Punto:
		return []int{refSum(h, ocho)}
	}
	return nil
}

// refBetter reports whether key a beats key b.
func refBetter(a, b []int) bool { return slices.Compare(a, b) > 0 }

// refWinner is the participant with the best hand in a lance; a tie goes
// to the one nearest the mano (VI.7), so only a strictly better hand
// takes the lance from an earlier seat.
func refWinner(l engine.Lance, hands *[4][]engine.Card, mano engine.Seat, parts []engine.Seat, ocho bool) engine.Seat {
	best := engine.NoSeat
	var bestKey []int
	for i := 0; i < 4; i++ {
		s := (mano + engine.Seat(i)) & 3
		if !slices.Contains(parts, s) {
			continue
		}
		if k := refKey(l, hands[s], ocho); best == engine.NoSeat || refBetter(k, bestKey) {
			best, bestKey = s, k
		}
	}
	return best
}

// refAward is one entry of a payment: a pair, tantos and the concept's
// JSON name.
type refAward struct {
	team    int
	points  int
	concept string
}

// refJugadas lists what a lance's winning pair collects for its players'
// jugadas, from the mano (CONVENCION-valor-pares, -valor-juego,
// -valor-punto): par 1, medias 2, duples 3; 31 is 3, any other juego 2;
// the punto 1 for the pair.
func refJugadas(l engine.Lance, team int, hands *[4][]engine.Card, mano engine.Seat, ocho bool) []refAward {
	var out []refAward
	for i := 0; i < 4; i++ {
		s := (mano + engine.Seat(i)) & 3
		if int(s)&1 != team {
			continue
		}
		switch l {
		case engine.Pares:
			if k := refKey(l, hands[s], ocho); k != nil {
				out = append(out, refAward{team, k[0], "pares"}) // kind 1, 2, 3 = tantos
			}
		case engine.Juego:
			switch sum := refSum(hands[s], ocho); {
			case sum == 31:
				out = append(out, refAward{team, 3, "juego"})
			case sum > 31:
				out = append(out, refAward{team, 2, "juego"})
			}
		}
	}
	if l == engine.Punto {
		out = append(out, refAward{team, 1, "punto"})
	}
	return out
}

package engine

// Hand evaluation for every lance. The FEM names the lances and the extreme
// jugadas (FEM VI.7 the máximas, VI.8 the mínimas) but leaves the values to
// tradition: every function here names the convention it follows.

// Hand is the four cards of a seat. Order does not matter for evaluation.
type Hand [4]Card

// strength returns the position of a card in the grande order, 0 (as) to 9
// (rey): R > C > S > 7 > 6 > 5 > 4 > 3 > 2 > A (CONVENCION-orden-grande).
// In ocho reyes every 3 counts as a rey and every 2 as an as, for every
// purpose (FEM II.3), so the 3 takes 9 and the 2 takes 0.
func strength(c Card, m DeckMode) uint8 {
	i := uint8(c % 10) // index in rankOrder: 1 2 3 4 5 6 7 S C R
	if m == OchoReyes {
		switch i {
		case 1: // dos
			return 0
		case 2: // tres
			return 9
		}
	}
	return i
}

// points returns the value of a card for juego and punto
// (CONVENCION-valor-cartas): figures 10, as 1, the rest their number; in
// ocho reyes the 3 is worth 10 and the 2 is worth 1.
func points(c Card, m DeckMode) int {
	switch s := strength(c, m); {
	case s >= 7:
		return 10
	case s == 0:
		return 1
	default:
		return int(s) + 1
	}
}

// sortedStrengths returns the four strengths in descending order.
func sortedStrengths(h Hand, m DeckMode) [4]uint8 {
	var v [4]uint8
	for i, c := range h {
		v[i] = strength(c, m)
	}
	// insertion sort, descending
	for i := 1; i < 4; i++ {
		for j := i; j > 0 && v[j] > v[j-1]; j-- {
			v[j], v[j-1] = v[j-1], v[j]
		}
	}
	return v
}

// GrandeKey returns a key that orders hands for the grande: a higher key is
// a better hand. Cards are compared one by one from the highest
// (CONVENCION-orden-grande); suits never count.
func GrandeKey(h Hand, m DeckMode) uint32 {
	v := sortedStrengths(h, m)
	return uint32(v[0])<<12 | uint32(v[1])<<8 | uint32(v[2])<<4 | uint32(v[3])
}

// ChicaKey returns a key that orders hands for the chica: a higher key is a
// better hand. Cards are compared one by one from the lowest
// (CONVENCION-orden-chica).
func ChicaKey(h Hand, m DeckMode) uint32 {
	v := sortedStrengths(h, m)
	// lowest card first; invert each strength so that lower is better
	return uint32(9-v[3])<<12 | uint32(9-v[2])<<8 | uint32(9-v[1])<<4 | uint32(9-v[0])
}

// ParesKind is the class of pares of a hand (FEM VI.17).
type ParesKind uint8

// The classes of pares, in increasing value (CONVENCION-orden-pares).
const (
	SinPares ParesKind = iota
	Par
	Medias
	Duples
)

var paresNames = [...]string{"sin pares", "par", "medias", "duples"}

// String returns the Spanish name of the class.
func (k ParesKind) String() string {
	if int(k) < len(paresNames) {
		return paresNames[k]
	}
	return "?"
}

// ParesOf returns the class of pares of a hand and a key ordering hands of
// any class: higher is better, 0 means no pares. Classes: par (two equal
// cards), medias (three), duples (two pairs, or four equal cards, FEM VI.7).
// Within a class the rank of the pair or the trio decides; duples compare
// the higher pair, then the lower. The unpaired cards never break a tie
// (CONVENCION-orden-pares).
func ParesOf(h Hand, m DeckMode) (ParesKind, uint32) {
	var count [10]uint8
	for _, c := range h {
		count[strength(c, m)]++
	}
	var hi, lo int = -1, -1 // ranks of pairs, higher first
	for r := 9; r >= 0; r-- {
		switch count[r] {
		case 4:
			return Duples, 3<<8 | uint32(r)<<4 | uint32(r)
		case 3:
			return Medias, 2<<8 | uint32(r)<<4
		case 2:
			if hi < 0 {
				hi = r
			} else {
				lo = r
			}
		}
	}
	switch {
	case lo >= 0:
		return Duples, 3<<8 | uint32(hi)<<4 | uint32(lo)
	case hi >= 0:
		return Par, 1<<8 | uint32(hi)<<4
	}
	return SinPares, 0
}

// Sum returns the sum of the card values of a hand, used by juego and punto.
func Sum(h Hand, m DeckMode) int {
	s := 0
	for _, c := range h {
		s += points(c, m)
	}
	return s
}

// HasJuego reports whether a sum is juego: 31 or more (FEM VIII.8 "No juego").
func HasJuego(sum int) bool { return sum >= 31 }

// juegoOrder ranks the juego sums: 31 > 32 > 40 > 37 > 36 > 35 > 34 > 33
// (CONVENCION-orden-juego). 38 and 39 cannot occur with 40 cards; they are
// placed between 40 and 37 for completeness.
func juegoOrder(sum int) uint32 {
	switch {
	case sum == 31:
		return 10
	case sum == 32:
		return 9
	case sum >= 33 && sum <= 40:
		if sum == 33 {
			return 1
		}
		// 40 → 8, 39 → 7, 38 → 6, 37 → 5, …, 34 → 2
		return uint32(sum - 32)
	}
	return 0
}

// JuegoKey orders hands with juego: higher is better, 0 means no juego.
func JuegoKey(h Hand, m DeckMode) uint32 { return juegoOrder(Sum(h, m)) }

// PuntoKey orders hands without juego for the punto: the highest sum wins
// (FEM VI.7: 30 is the maximum). Hands with juego never play punto; their
// key is 0.
func PuntoKey(h Hand, m DeckMode) uint32 {
	s := Sum(h, m)
	if HasJuego(s) {
		return 0
	}
	return uint32(s)
}

// LanceKey returns the key of a hand in a lance; higher is better.
func LanceKey(l Lance, h Hand, m DeckMode) uint32 {
	switch l {
	case Grande:
		return GrandeKey(h, m)
	case Chica:
		return ChicaKey(h, m)
	case Pares:
		_, k := ParesOf(h, m)
		return k
	case Juego:
		return JuegoKey(h, m)
	case Punto:
		return PuntoKey(h, m)
	}
	return 0
}

// Winner returns the seat with the best hand in a lance among the seats in
// the participants mask (bit s set for seat s). Ties go to the seat nearest
// the mano, counter-clockwise (CONVENCION-empates). It returns NoSeat when
// the mask is empty.
func Winner(l Lance, hands *[4]Hand, mano Seat, participants uint8, m DeckMode) Seat {
	best, bestKey := NoSeat, uint32(0)
	s := mano
	for i := 0; i < NumSeats; i++ {
		if participants&(1<<uint(s)) != 0 {
			k := LanceKey(l, hands[s], m)
			if best == NoSeat || k > bestKey {
				best, bestKey = s, k
			}
		}
		s = s.Next()
	}
	return best
}

package comparacion

import (
	"fmt"
	"slices"

	"github.com/musfem/musfem/engine"
)

// The oracle. It follows the statements of the conventions in
// reference/data/convenciones.toml word by word and shares no code with
// engine/eval.go: ranks are positions in a list, hands are compared card by
// card, the juego order is a table.

// Mode is a deck mode with the ranks that matter in it.
type Mode struct {
	Name  string // "ocho_reyes" or "cuatro_reyes"
	Deck  engine.DeckMode
	ranks []rankInfo // in grande order, lowest first
}

// rankInfo is one rank that matters: its letter, its value for juego and
// punto (CONVENCION-valor-cartas), the printed ranks that are it, and how
// many cards of it the deck holds.
type rankInfo struct {
	letter  string
	value   int
	printed []engine.Rank
}

// sameInBothModes are the ranks that both modes count alike, 4 to
// caballo.
var sameInBothModes = []rankInfo{
	{"4", 4, []engine.Rank{engine.Cuatro}},
	{"5", 5, []engine.Rank{engine.Cinco}},
	{"6", 6, []engine.Rank{engine.Seis}},
	{"7", 7, []engine.Rank{engine.Siete}},
	{"S", 10, []engine.Rank{engine.Sota}},
	{"C", 10, []engine.Rank{engine.Caballo}},
}

// OchoReyes is the FEM mode: the 3 is a rey and the 2 an as
// (FEM II.3, CONVENCION-modalidad).
var OchoReyes = Mode{Name: "ocho_reyes", Deck: engine.OchoReyes, ranks: slices.Concat(
	[]rankInfo{{"A", 1, []engine.Rank{engine.As, engine.Dos}}},
	sameInBothModes,
	[]rankInfo{{"R", 10, []engine.Rank{engine.Rey, engine.Tres}}},
)}

// CuatroReyes is the mode where the 3 and the 2 keep their rank and value.
var CuatroReyes = Mode{Name: "cuatro_reyes", Deck: engine.CuatroReyes, ranks: slices.Concat(
	[]rankInfo{
		{"A", 1, []engine.Rank{engine.As}},
		{"2", 2, []engine.Rank{engine.Dos}},
		{"3", 3, []engine.Rank{engine.Tres}},
	},
	sameInBothModes,
	[]rankInfo{{"R", 10, []engine.Rank{engine.Rey}}},
)}

// Modes returns both deck modes, ocho reyes first.
func Modes() []Mode { return []Mode{OchoReyes, CuatroReyes} }

// ModeNamed returns the mode called name ("ocho_reyes", "cuatro_reyes").
func ModeNamed(name string) (Mode, error) {
	for _, m := range Modes() {
		if m.Name == name {
			return m, nil
		}
	}
	return Mode{}, fmt.Errorf("modalidad desconocida %q: se espera ocho_reyes o cuatro_reyes", name)
}

// capacity returns how many cards of rank r the deck holds: four per
// printed rank.
func (m Mode) capacity(r int) int { return 4 * len(m.ranks[r].printed) }

// Lance is a lance of the check, in the order of the count.
type Lance int

// The lances.
const (
	Grande Lance = iota
	Chica
	Pares
	Juego
	Punto
	numLances
)

var lanceNames = [numLances]string{"grande", "chica", "pares", "juego", "punto"}

// String returns the lance's Spanish name.
func (l Lance) String() string {
	if l >= 0 && l < numLances {
		return lanceNames[l]
	}
	return fmt.Sprintf("Lance(%d)", int(l))
}

// hand is a class of hand: four ranks of the mode (indexes into
// Mode.ranks), lowest first.
type hand [4]int

// counts returns how many cards of each rank the hand holds.
func (h hand) counts(m Mode) []int {
	c := make([]int, len(m.ranks))
	for _, r := range h {
		c[r]++
	}
	return c
}

// text writes the class with the mode's letters, highest first: "R R 7 A".
func (h hand) text(m Mode) string {
	return m.ranks[h[3]].letter + " " + m.ranks[h[2]].letter + " " + m.ranks[h[1]].letter + " " + m.ranks[h[0]].letter
}

// sum is the hand's value for juego and punto: the values of its cards
// (CONVENCION-valor-cartas).
func (h hand) sum(m Mode) int {
	s := 0
	for _, r := range h {
		s += m.ranks[r].value
	}
	return s
}

// hasJuego: "Hay juego con 31 o más" (CONVENCION-orden-juego).
func (h hand) hasJuego(m Mode) bool { return h.sum(m) >= 31 }

// pares is what a hand holds in pares: its class (0 none, 1 par, 2 medias,
// 3 duples) and the ranks that decide within the class, higher first
// (CONVENCION-orden-pares: «Dentro de cada clase ganan las cartas más
// altas; los duples se comparan por la pareja mayor y después por la
// menor; cuatro cartas iguales son duples. Las cartas sueltas no deshacen
// empates»).
type pares struct {
	class  int
	hi, lo int
}

const (
	sinPares = iota
	par
	medias
	duples
)

func (h hand) pares(m Mode) pares {
	c := h.counts(m)
	var pairs []int // ranks of the pairs, higher first
	for r := len(c) - 1; r >= 0; r-- {
		switch c[r] {
		case 4:
			return pares{duples, r, r}
		case 3:
			return pares{medias, r, -1}
		case 2:
			pairs = append(pairs, r)
		}
	}
	switch len(pairs) {
	case 2:
		return pares{duples, pairs[0], pairs[1]}
	case 1:
		return pares{par, pairs[0], -1}
	}
	return pares{sinPares, -1, -1}
}

// juegoOrder lists the juego sums from best to worst
// (CONVENCION-orden-juego: 31 > 32 > 40 > 37 > 36 > 35 > 34 > 33).
var juegoOrder = []int{31, 32, 40, 37, 36, 35, 34, 33}

func juegoPlace(sum int) int {
	for i, s := range juegoOrder {
		if s == sum {
			return i
		}
	}
	return len(juegoOrder) // 38 and 39 cannot occur
}

// takesPart reports whether a hand speaks in the lance: every hand in
// grande and chica, the hands with pares in pares, with juego in juego and
// without it in punto.
func (h hand) takesPart(m Mode, l Lance) bool {
	switch l {
	case Pares:
		return h.pares(m).class != sinPares
	case Juego:
		return h.hasJuego(m)
	case Punto:
		return !h.hasJuego(m)
	}
	return true
}

// compare returns +1 when a is the better hand in the lance, -1 when b is,
// and 0 when they tie (then the seat nearer the mano wins,
// CONVENCION-empates). Both hands take part in the lance.
func compare(m Mode, l Lance, a, b hand) int {
	switch l {
	case Grande:
		// «Se compara carta a carta empezando por la más alta»
		// (CONVENCION-orden-grande).
		for i := 3; i >= 0; i-- {
			if d := sign(a[i] - b[i]); d != 0 {
				return d
			}
		}
		return 0
	case Chica:
		// The reverse, «empezando por la más baja»: the lower card wins
		// (CONVENCION-orden-chica).
		for i := 0; i < 4; i++ {
			if d := sign(b[i] - a[i]); d != 0 {
				return d
			}
		}
		return 0
	case Pares:
		pa, pb := a.pares(m), b.pares(m)
		if d := sign(pa.class - pb.class); d != 0 {
			return d
		}
		if d := sign(pa.hi - pb.hi); d != 0 {
			return d
		}
		return sign(pa.lo - pb.lo)
	case Juego:
		// A lower place in the table is better.
		return sign(juegoPlace(b.sum(m)) - juegoPlace(a.sum(m)))
	case Punto:
		// «gana la suma más alta».
		return sign(a.sum(m) - b.sum(m))
	}
	return 0
}

func sign(x int) int {
	switch {
	case x > 0:
		return 1
	case x < 0:
		return -1
	}
	return 0
}

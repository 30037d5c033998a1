package comparacion

import (
	"os"
	"testing"
)

// modesToCheck is ocho reyes in make test and both modes in make long
// (MUSFEM_LONG=1): cuatro reyes has 715 classes and 159,000 rounds.
func modesToCheck() []Mode {
	if long() {
		return Modes()
	}
	return []Mode{OchoReyes}
}

// TestClasses counts the classes: multisets of four of 8 ranks (ocho
// reyes, every one possible since the rey and the as have eight cards)
// = C(11, 4) = 330; of 10 ranks of four cards each = C(13, 4) = 715.
func TestClasses(t *testing.T) {
	if n := len(classesOf(OchoReyes)); n != 330 {
		t.Errorf("ocho reyes: %d clases, se esperaban 330", n)
	}
	if n := len(classesOf(CuatroReyes)); n != 715 {
		t.Errorf("cuatro reyes: %d clases, se esperaban 715", n)
	}
}

// TestDesignCoversEveryPair recomputes from the rounds alone which pairs
// they compare and checks that every pair of classes that fit in one deck
// and take part in a lance is compared, both ways round when they tie,
// unless no deal of four hands can show it; and that ties are won from
// the mano, the second and the third seat.
func TestDesignCoversEveryPair(t *testing.T) {
	for _, m := range modesToCheck() {
		d := designFor(m)
		if d.unmet != 0 {
			t.Errorf("%s: %d comparaciones sin cubrir: %v", m.Name, d.unmet, d.unmetLog)
		}
		n := len(d.classes)
		var seen [numLances][]bool
		var tieWins [numLances][4]int
		for l := range seen {
			seen[l] = make([]bool, n*n)
		}
		for _, r := range d.rounds {
			hs := d.hands(r)
			if !d.fits(r[:]...) {
				t.Fatalf("%s: la ronda %v no cabe en la baraja", m.Name, r)
			}
			for l, o := range judge(m, hs) {
				if o.kind != bySeat {
					continue
				}
				for q := range r {
					if q != o.pos && hs[q].takesPart(m, Lance(l)) {
						seen[l][r[o.pos]*n+r[q]] = true
						if compare(m, Lance(l), hs[o.pos], hs[q]) == 0 {
							tieWins[l][o.pos]++
						}
					}
				}
			}
		}
		missing := 0
		for l := Grande; l < numLances; l++ {
			for w := range d.classes {
				for lo := range d.classes {
					if !d.required(l, w, lo) || seen[l][w*n+lo] {
						continue
					}
					if _, ok := d.search(l, w, lo); ok {
						missing++
						if missing < 10 {
							t.Errorf("%s %s: %s no se compara con %s", m.Name, l, d.classes[w].text(m), d.classes[lo].text(m))
						}
					}
				}
			}
			for p := 0; p < 3; p++ {
				if tieWins[l][p] == 0 {
					t.Errorf("%s %s: ningún empate lo gana la posición %d", m.Name, l, p)
				}
			}
		}
		t.Logf("%s: %d clases, %d rondas, %d pares que ninguna mesa puede comparar", m.Name, n, len(d.rounds), d.unobservable)
	}
}

// TestUnobservableByHand: at ocho reyes 4 A A A never beats A A A A in a
// deal, since with them only one more hand holds nothing above a 4 (the
// last as and three cuatros) and 4 4 4 A beats both; R R R R beats A A A A
// in some round.
func TestUnobservableByHand(t *testing.T) {
	d := designFor(OchoReyes)
	idx := func(s string) int {
		h := class(t, OchoReyes, s)
		for i, c := range d.classes {
			if c == h {
				return i
			}
		}
		t.Fatalf("no existe la clase %s", s)
		return -1
	}
	if _, ok := d.search(Grande, idx("4 A A A"), idx("A A A A")); ok {
		t.Error("4 A A A sobre A A A A en grande no debería poder darse")
	}
	if !d.covered[Grande][idx("R R R R")][idx("A A A A")] {
		t.Error("R R R R sobre A A A A en grande no se compara")
	}
	// A tie in pares both ways round.
	a, b := idx("7 7 R A"), idx("7 7 C 4")
	if !d.covered[Pares][a][b] || !d.covered[Pares][b][a] {
		t.Error("el empate a pares 7 7 R A / 7 7 C 4 no se prueba en los dos órdenes")
	}
}

// long reports whether this is make long.
func long() bool { return os.Getenv("MUSFEM_LONG") != "" }

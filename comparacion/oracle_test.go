package comparacion

import (
	"strings"
	"testing"
)

// class reads a class written with the mode's letters, in any order.
func class(t *testing.T, m Mode, s string) hand {
	t.Helper()
	f := strings.Fields(s)
	if len(f) != 4 {
		t.Fatalf("%q: se esperan cuatro cartas", s)
	}
	var h hand
	for i, x := range f {
		h[i] = -1
		for r, ri := range m.ranks {
			if ri.letter == x {
				h[i] = r
			}
		}
		if h[i] < 0 {
			t.Fatalf("%q: %q no es un rango de %s", s, x, m.Name)
		}
	}
	// lowest first
	for i := 1; i < 4; i++ {
		for j := i; j > 0 && h[j] < h[j-1]; j-- {
			h[j], h[j-1] = h[j-1], h[j]
		}
	}
	return h
}

// TestOracleByHand compares hands whose order was worked out by hand from
// the statements of the conventions.
func TestOracleByHand(t *testing.T) {
	cases := []struct {
		m    Mode
		l    Lance
		a, b string
		want int
	}{
		// Grande: card by card from the highest.
		{OchoReyes, Grande, "R R 7 A", "R C C C", 1},
		{OchoReyes, Grande, "C C C C", "R A A A", -1},
		{OchoReyes, Grande, "R 7 5 4", "R 7 5 4", 0},
		{CuatroReyes, Grande, "3 3 3 3", "4 A A A", -1},
		{CuatroReyes, Grande, "3 2 A A", "2 2 2 2", 1},
		// Chica: card by card from the lowest, the lower wins.
		{OchoReyes, Chica, "A A 4 7", "A A 5 5", 1},
		{OchoReyes, Chica, "A A A R", "A A 4 4", 1},
		{CuatroReyes, Chica, "2 2 2 2", "A R R R", -1},
		{CuatroReyes, Chica, "A 2 3 4", "A 2 3 4", 0},
		// Pares: duples > medias > par; four equal are duples; the
		// higher pair, then the lower; loose cards never untie.
		{OchoReyes, Pares, "R R A A", "R R R 7", 1},
		{OchoReyes, Pares, "5 5 5 5", "R R 4 4", -1},
		{OchoReyes, Pares, "5 5 5 5", "5 5 4 4", 1},
		{OchoReyes, Pares, "7 7 R A", "7 7 C 4", 0},
		{OchoReyes, Pares, "6 6 6 R", "6 6 6 A", 0},
		{OchoReyes, Pares, "A A 4 5", "4 4 A 5", -1},
		{CuatroReyes, Pares, "3 3 2 2", "4 4 A A", -1},
		// Juego: 31 > 32 > 40 > 37 > 36 > 35 > 34 > 33.
		{OchoReyes, Juego, "R R R A", "R R 7 5", 1},    // 31, 32
		{OchoReyes, Juego, "R R 7 5", "R R R R", 1},    // 32, 40
		{OchoReyes, Juego, "R R R R", "R S 7 C", 1},    // 40, 37
		{OchoReyes, Juego, "R S 7 C", "R S 6 7", 1},    // 37, 33
		{CuatroReyes, Juego, "R R R 3", "R R 7 5", -1}, // 33, 32
		// Punto: the higher sum.
		{OchoReyes, Punto, "7 7 7 6", "R R 5 4", -1},   // 27, 29
		{CuatroReyes, Punto, "3 3 3 3", "2 2 2 7", -1}, // 12, 13
		{OchoReyes, Punto, "R R R A", "R R 7 5", 0},    // both have juego: not compared here
	}
	for _, c := range cases {
		a, b := class(t, c.m, c.a), class(t, c.m, c.b)
		if c.l == Punto && (a.hasJuego(c.m) || b.hasJuego(c.m)) {
			if a.takesPart(c.m, Punto) || b.takesPart(c.m, Punto) {
				t.Errorf("%s y %s tienen juego y juegan el punto", c.a, c.b)
			}
			continue
		}
		if got := compare(c.m, c.l, a, b); got != c.want {
			t.Errorf("%s %s: %s frente a %s = %d, se esperaba %d", c.m.Name, c.l, c.a, c.b, got, c.want)
		}
		if got := compare(c.m, c.l, b, a); got != -c.want {
			t.Errorf("%s %s: %s frente a %s = %d, se esperaba %d", c.m.Name, c.l, c.b, c.a, got, -c.want)
		}
	}
}

// TestSumsByHand checks the values of the cards for juego and punto
// (CONVENCION-valor-cartas) and the juego threshold.
func TestSumsByHand(t *testing.T) {
	cases := []struct {
		m     Mode
		h     string
		sum   int
		juego bool
	}{
		{OchoReyes, "R C S A", 31, true},
		{OchoReyes, "7 7 7 A", 22, false},
		{OchoReyes, "S C 6 A", 27, false},
		{OchoReyes, "R R R R", 40, true},
		{OchoReyes, "A A A A", 4, false},
		{CuatroReyes, "3 3 3 3", 12, false},
		{CuatroReyes, "R R 7 3", 30, false},
		{CuatroReyes, "R R 7 4", 31, true},
		{CuatroReyes, "2 2 A A", 6, false},
	}
	for _, c := range cases {
		h := class(t, c.m, c.h)
		if got := h.sum(c.m); got != c.sum {
			t.Errorf("%s %s suma %d, se esperaba %d", c.m.Name, c.h, got, c.sum)
		}
		if got := h.hasJuego(c.m); got != c.juego {
			t.Errorf("%s %s: juego %v, se esperaba %v", c.m.Name, c.h, got, c.juego)
		}
	}
}

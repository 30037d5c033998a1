package engine_test

// Hand evaluation, lance by lance. Every expected winner below was worked
// out by hand from the orders of docs/decisions.md D10 (ocho reyes: 3 = R
// and 2 = A for every purpose; cuatro reyes: 3 and 2 are themselves), never
// computed with the engine.

import (
	"fmt"
	"testing"

	"github.com/musfem/musfem/engine"
)

// outcome of a head-to-head comparison.
type outcome int

const (
	aWins outcome = iota
	bWins
	tie
)

func (o outcome) String() string {
	return [...]string{"a gana", "b gana", "empate"}[o]
}

// headToHead compares hand a (seat 0) with hand b (seat 1) in a lance
// through engine.Winner only: with each of them as the mano. The better
// hand wins both ways; a tie goes to whichever is the mano.
func headToHead(t *testing.T, l engine.Lance, m engine.DeckMode, a, b string) outcome {
	t.Helper()
	hands := [4]engine.Hand{mustHand(t, a), mustHand(t, b), mustHand(t, a), mustHand(t, b)}
	const mask = 1<<0 | 1<<1
	w0 := engine.Winner(l, &hands, 0, mask, m)
	w1 := engine.Winner(l, &hands, 1, mask, m)
	switch {
	case w0 == 0 && w1 == 0:
		return aWins
	case w0 == 1 && w1 == 1:
		return bWins
	case w0 == 0 && w1 == 1:
		return tie
	}
	t.Fatalf("Winner(%v) = %v with mano 0 and %v with mano 1: not a comparison", l, w0, w1)
	return tie
}

type duel struct {
	name string
	mode engine.DeckMode
	a, b string
	want outcome
}

func runDuels(t *testing.T, l engine.Lance, duels []duel) {
	t.Helper()
	for _, d := range duels {
		t.Run(d.name, func(t *testing.T) {
			if got := headToHead(t, l, d.mode, d.a, d.b); got != d.want {
				t.Errorf("%v %v: %q vs %q: %v, want %v", l, d.mode, d.a, d.b, got, d.want)
			}
		})
	}
}

// TestGrandeOrder: grande compares card by card from the highest, R > C > S
// > 7 > 6 > 5 > 4 > A; suits never count; in ocho reyes the 3 is a rey and
// the 2 an as, in cuatro reyes they sit between 4 and A.
// Artículo: CONVENCION-orden-grande
func TestGrandeOrder(t *testing.T) {
	const o, c = engine.OchoReyes, engine.CuatroReyes
	runDuels(t, engine.Grande, []duel{
		// cálculo: R > C at the first card.
		{"rey_sobre_caballo", o, "Ro Rc 1o 1c", "Co Cc Ce Cb", aWins},
		// cálculo: R=R, C=C, then 7 > 6.
		{"tercera_carta", o, "Ro Cc 7o 1c", "Rc Co 6o 4c", aWins},
		// cálculo: R S C equal, then 5 > 4 at the last card.
		{"cuarta_carta", o, "Ro Co So 4o", "Rc Cc Sc 5c", bWins},
		// cálculo: 3 counts as R: R 5 4 A against R 5 4 A.
		{"tres_es_rey", o, "3o 1c 4e 5b", "Ro 1o 4o 5o", tie},
		// cálculo: 2 counts as A: 6 5 4 A against 6 5 4 A.
		{"dos_es_as", o, "2o 4c 5e 6b", "1o 4e 5o 6c", tie},
		// cálculo: R R 7 A against R C C S: second card R > C.
		{"dos_treses", o, "3o 3c 7o 1o", "Ro Co Cc Sc", aWins},
		// cálculo: suits never count.
		{"palos_no_cuentan", o, "Ro Co So 7o", "Rc Cc Sc 7c", tie},
		// cálculo: cuatro reyes: 5 4 3 A against R 5 4 A: R first.
		{"cuatro_reyes_tres_no_es_rey", c, "3o 1c 4e 5b", "Ro 1o 4o 5o", bWins},
		// cálculo: 6 5 4 3 against 7 6 5 4.
		{"cuatro_reyes_tres_bajo_cuatro", c, "3o 4c 5e 6b", "7o 4e 5o 6c", bWins},
		// cálculo: 6 5 4 2 against 6 5 4 A: 2 > A at the last card.
		{"cuatro_reyes_dos_sobre_as", c, "2o 4c 5e 6b", "1o 4e 5o 6c", aWins},
		// cálculo: R C 3 2 against R C A A: 3 > A.
		{"cuatro_reyes_tres_sobre_as", c, "3o 2c Ro Co", "Rc Cc 1o 1c", aWins},
	})
}

// TestChicaOrder: chica is the reverse order, compared card by card from
// the lowest.
// Artículo: CONVENCION-orden-chica
func TestChicaOrder(t *testing.T) {
	const o, c = engine.OchoReyes, engine.CuatroReyes
	runDuels(t, engine.Chica, []duel{
		// cálculo: A A 4 5 against A 4 5 6: second card A < 4.
		{"segunda_carta", o, "1o 1c 4o 5o", "1e 4c 5c 6c", aWins},
		// cálculo: the 2 is an as: A A R R against A 4 5 6.
		{"dos_es_as", o, "1o 2c Ro Rc", "1c 4o 5o 6o", aWins},
		// cálculo: A A A 7 against A A 4 4: third card A < 4.
		{"tercera_carta", o, "1o 1c 1e 7o", "1b 2o 4c 4e", aWins},
		// cálculo: A 4 5 R(3) against A 4 5 7: last card 7 < R.
		{"tres_es_rey", o, "1o 4c 5e 3b", "1c 4o 5o 7c", bWins},
		// cálculo: A 4 5 6 both.
		{"empate", o, "2o 4c 5e 6b", "1o 4e 5o 6c", tie},
		// cálculo: 7 S C R against 6 S C R: 6 < 7 at the lowest.
		{"la_mas_baja", o, "Ro Co So 7o", "Rc Cc Sc 6c", bWins},
		// cálculo: 4 5 6 R against 4 5 6 C: C < R at the last card.
		{"figura_ultima", o, "4o 5o 6o Ro", "4c 5c 6c Co", bWins},
		// cálculo: cuatro reyes: 1 3 4 5 against 1 4 5 7: 3 < 4.
		{"cuatro_reyes_tres_bajo", c, "1o 4c 5e 3b", "1c 4o 5o 7c", aWins},
		// cálculo: 2 4 5 6 against 1 4 5 6: 1 < 2.
		{"cuatro_reyes_as_bajo_dos", c, "2o 4c 5e 6b", "1o 4e 5o 6c", bWins},
		// cálculo: 2 2 R R against 1 4 5 6: 1 < 2.
		{"cuatro_reyes_doses", c, "2o 2c Ro Rc", "1o 4o 5o 6o", bWins},
	})
}

// TestParesOrder: par < medias < duples; within a class the rank of the pair
// or trio, duples by the higher pair then the lower; four equal cards are
// duples; unpaired cards never break a tie; in ocho reyes R+3 and 2+1 pair.
// Artículo: CONVENCION-orden-pares
func TestParesOrder(t *testing.T) {
	const o, c = engine.OchoReyes, engine.CuatroReyes
	runDuels(t, engine.Pares, []duel{
		// cálculo: par de reyes < medias de cincos.
		{"par_menor_que_medias", o, "Ro Rc 1o 4e", "5o 5c 5e 4o", bWins},
		// cálculo: medias de reyes < duples 5-4.
		{"medias_menor_que_duples", o, "Ro Rc Re 1o", "4o 4c 5o 5c", bWins},
		// cálculo: par R > par C.
		{"par_reyes_sobre_caballos", o, "Ro Rc 5o 6o", "Co Cc 5c 6c", aWins},
		// cálculo: R + 3 is a pair of reyes in ocho reyes.
		{"rey_y_tres_son_pareja", o, "Ro 3c 5o 6o", "Co Cc 5c 6c", aWins},
		// cálculo: 2 + 1 is a pair of ases; R C S 7 has no pares.
		{"dos_y_as_son_pareja", o, "2o 1c 5o 6o", "Ro Co So 7o", aWins},
		// cálculo: RRRR = duples R/R, RR33 = duples R/R too in ocho reyes: tie.
		{"cuatro_reyes_contra_reyes_y_treses", o, "Ro Rc Re Rb", "3o 3c 3e 3b", tie},
		// cálculo: RRRR (R/R) against RRCC (R/C): higher pairs equal, R > C.
		{"RRRR_sobre_RRCC", o, "Ro Rc Re Rb", "3o 3c Co Cc", aWins},
		// cálculo: RRAA (R/A) against CCCC (C/C): higher pair R > C.
		{"RRAA_sobre_CCCC", o, "Ro Rc 1o 1c", "Co Cc Ce Cb", aWins},
		// cálculo: CCCC (C/C) against CC55 (C/5): lower pair C > 5.
		{"CCCC_sobre_CC55", o, "Co Cc Ce Cb", "Ce Cb 5o 5c", aWins},
		// cálculo: RR44 against RR55: lower pair 5 > 4.
		{"duples_segunda_pareja", o, "Ro Rc 4o 4c", "Re Rb 5o 5c", bWins},
		// cálculo: par R both; 7 6 against A 4 does not count.
		{"sueltas_no_desempatan", o, "Ro Rc 7o 6o", "Re 3b 1o 4o", tie},
		// cálculo: medias R both (R R 3); the fourth card does not count.
		{"medias_empate", o, "Ro Rc 3o 1o", "Re Rb 3c 7o", tie},
		// cálculo: medias 7 > medias 6.
		{"medias_rango", o, "7o 7c 7e Ro", "6o 6c 6e 1o", aWins},
		// cálculo: medias de ases (1 1 2) > par de reyes.
		{"medias_ases_sobre_par_reyes", o, "1o 1c 2o 4e", "Ro Rc 5o 6o", aWins},
		// cálculo: duples A/4 > medias R (R 3 R).
		{"duples_bajos_sobre_medias", o, "1o 2c 4o 4c", "Ro 3c Re 1e", aWins},
		// cálculo: cuatro reyes: R 3 5 6 has no pares; C C is a par.
		{"cuatro_reyes_rey_y_tres_no", c, "Ro 3c 5o 6o", "Co Cc 5c 6c", bWins},
		// cálculo: cuatro reyes: par de doses > par de ases.
		{"cuatro_reyes_doses_sobre_ases", c, "2o 2c 5o 6o", "1o 1c 5c 6c", aWins},
		// cálculo: cuatro reyes: par de treses > par de doses.
		{"cuatro_reyes_treses_sobre_doses", c, "3o 3c 5o 6o", "2o 2c Ro Co", aWins},
		// cálculo: cuatro reyes: RR33 (R/3) < RRRR (R/R).
		{"cuatro_reyes_RR33_bajo_RRRR", c, "Ro Rc 3o 3c", "Ro Rc Re Rb", bWins},
	})
}

// TestParesKinds: the class of pares of a hand in both deck modes.
// Artículo: FEM-VI.7
func TestParesKinds(t *testing.T) {
	tests := []struct {
		hand         string
		ocho, cuatro engine.ParesKind
	}{
		{"Ro Rc 5o 6o", engine.Par, engine.Par},
		{"Ro 3c 5o 6o", engine.Par, engine.SinPares},      // R + 3
		{"2o 1c 5o 6o", engine.Par, engine.SinPares},      // 2 + 1
		{"Ro Rc 3o 5o", engine.Medias, engine.Par},        // R R 3
		{"1o 2o 1c 4o", engine.Medias, engine.Par},        // A A 2
		{"Ro 3c 3o Rc", engine.Duples, engine.Duples},     // four reyes / R R 3 3
		{"1o 2o 1c 2c", engine.Duples, engine.Duples},     // four ases / 1 1 2 2
		{"5o 5c 5e 5b", engine.Duples, engine.Duples},     // four equal cards
		{"5o 5c 6o 6c", engine.Duples, engine.Duples},     // two pairs
		{"7o 7c 7e 5o", engine.Medias, engine.Medias},     // three equal
		{"Ro Co So 7o", engine.SinPares, engine.SinPares}, // nothing
		{"3o 2o 4o 5o", engine.SinPares, engine.SinPares}, // R A 4 5 / 3 2 4 5
		{"3o Ro 2c 1b", engine.Duples, engine.SinPares},   // R R A A / 3 R 2 1
		{"3o 3c 2c 1b", engine.Duples, engine.Par},        // R R A A / 3 3 2 1
	}
	for _, tt := range tests {
		t.Run(tt.hand, func(t *testing.T) {
			h := mustHand(t, tt.hand)
			if k, _ := engine.ParesOf(h, engine.OchoReyes); k != tt.ocho {
				t.Errorf("ocho reyes: %v, want %v", k, tt.ocho)
			}
			if k, _ := engine.ParesOf(h, engine.CuatroReyes); k != tt.cuatro {
				t.Errorf("cuatro reyes: %v, want %v", k, tt.cuatro)
			}
		})
	}
}

// TestSums: card values for juego and punto: figures 10, as 1, the rest
// their number; in ocho reyes the 3 is worth 10 and the 2 is worth 1.
// Artículo: CONVENCION-valor-cartas
func TestSums(t *testing.T) {
	tests := []struct {
		hand         string
		ocho, cuatro int
	}{
		{"Ro Co So 1o", 31, 31}, // 10+10+10+1
		{"3o Ro 7o 4o", 31, 24}, // ocho: 10+10+7+4; cuatro: 3+10+7+4
		{"2o 1o Ro Co", 22, 23}, // ocho: 1+1+10+10; cuatro: 2+1+10+10
		{"Sc Cc 7c 6c", 33, 33}, // 10+10+7+6
		{"4o 5o 6o 7o", 22, 22}, // 4+5+6+7
		{"1o 2o 1c 2c", 4, 6},   // ocho: 1+1+1+1; cuatro: 1+2+1+2
		{"3o 3c 3e 3b", 40, 12}, // ocho: four reyes; cuatro: 3×4
		{"Ro Co 5o 5c", 30, 30}, // the best punto
	}
	for _, tt := range tests {
		t.Run(tt.hand, func(t *testing.T) {
			h := mustHand(t, tt.hand)
			if got := engine.Sum(h, engine.OchoReyes); got != tt.ocho {
				t.Errorf("ocho reyes: %d, want %d", got, tt.ocho)
			}
			if got := engine.Sum(h, engine.CuatroReyes); got != tt.cuatro {
				t.Errorf("cuatro reyes: %d, want %d", got, tt.cuatro)
			}
		})
	}
	for sum, want := range map[int]bool{4: false, 30: false, 31: true, 33: true, 40: true} {
		if got := engine.HasJuego(sum); got != want {
			t.Errorf("HasJuego(%d) = %v, want %v", sum, got, want)
		}
	}
}

// TestJuegoOrder: 31 > 32 > 40 > 37 > 36 > 35 > 34 > 33; every hand of the
// list beats every hand after it, from either seat.
// Artículo: CONVENCION-orden-juego
func TestJuegoOrder(t *testing.T) {
	order := []struct {
		sum  int
		hand string
	}{
		{31, "Ro Co So 1o"}, // 10+10+10+1
		{32, "Rc Cc 7o 5o"}, // 10+10+7+5
		{40, "Re Ce Se Sc"}, // 10×4
		{37, "Rb Cb Sb 7c"}, // 10+10+10+7
		{36, "Ro Co So 6o"}, // 10+10+10+6
		{35, "Rc Cc Sc 5c"}, // 10+10+10+5
		{34, "Re Ce 7e 7b"}, // 10+10+7+7
		{33, "Rb Cb 7c 6c"}, // 10+10+7+6
	}
	for _, h := range order {
		if got := engine.Sum(mustHand(t, h.hand), engine.OchoReyes); got != h.sum {
			t.Fatalf("test data: %q sums %d, want %d", h.hand, got, h.sum)
		}
	}
	for i := range order {
		for j := i + 1; j < len(order); j++ {
			a, b := order[i], order[j]
			t.Run(fmt.Sprintf("%d_sobre_%d", a.sum, b.sum), func(t *testing.T) {
				if got := headToHead(t, engine.Juego, engine.OchoReyes, a.hand, b.hand); got != aWins {
					t.Errorf("%d (%q) against %d (%q): %v, want %v", a.sum, a.hand, b.sum, b.hand, got, aWins)
				}
			})
		}
	}
	t.Run("empate_31", func(t *testing.T) {
		// cálculo: 31 against 31: the tie goes to the mano.
		if got := headToHead(t, engine.Juego, engine.OchoReyes, "Ro Co So 1o", "3c Cc Sc 2c"); got != tie {
			t.Errorf("31 against 31: %v, want %v", got, tie)
		}
	})
}

// TestPuntoOrder: the highest sum up to 30 wins; ties go to the mano.
// Artículo: FEM-VI.7
func TestPuntoOrder(t *testing.T) {
	runDuels(t, engine.Punto, []duel{
		// cálculo: 30 (10+10+5+5) against 29 (10+10+5+4).
		{"30_sobre_29", engine.OchoReyes, "Ro Co 5o 5c", "Rc Cc 5e 4o", aWins},
		// cálculo: 22 (4+5+6+7) against 29.
		{"29_sobre_22", engine.OchoReyes, "4o 5o 6o 7o", "Rc Cc 5e 4c", bWins},
		// cálculo: 4 (four ases) against 22.
		{"22_sobre_4", engine.OchoReyes, "4o 5o 6o 7o", "1o 2o 1c 2c", aWins},
		// cálculo: 30 (R C 5 5) against 30 (S 7 7 6).
		{"empate_30", engine.OchoReyes, "Ro Co 5o 5c", "So 7o 7c 6o", tie},
		// cálculo: cuatro reyes: 3 3 R C = 26 against 2 2 R C = 24.
		{"cuatro_reyes_valores", engine.CuatroReyes, "3o 3c Ro Co", "2o 2c Rc Cc", aWins},
	})
}

// TestWinnerTiesByPosition: a tie goes to the seat nearest the mano,
// counting counter-clockwise from it, whoever the mano is.
// Artículo: CONVENCION-empates
func TestWinnerTiesByPosition(t *testing.T) {
	// Seats 1 and 3 hold the same grande (R C 7 5), better than seats 0
	// and 2 (7 6 5 4 each); in chica seats 0 and 2 tie (4 5 6 7 against
	// 4 5 6 7) and beat 1 and 3 (5 7 C R).
	hands := [4]engine.Hand{
		mustHand(t, "4o 5o 6o 7o"),
		mustHand(t, "Ro Co 7c 5c"),
		mustHand(t, "4c 5e 6c 7e"),
		mustHand(t, "Rc Cc 7b 5b"),
	}
	tests := []struct {
		lance engine.Lance
		mano  engine.Seat
		want  engine.Seat
	}{
		// cálculo: grande, tie 1/3: from mano 0 the order is 0 1 2 3 → 1.
		{engine.Grande, 0, 1},
		// cálculo: from mano 1: 1 2 3 0 → 1.
		{engine.Grande, 1, 1},
		// cálculo: from mano 2: 2 3 0 1 → 3.
		{engine.Grande, 2, 3},
		// cálculo: from mano 3: 3 0 1 2 → 3.
		{engine.Grande, 3, 3},
		// cálculo: chica, tie 0/2: mano 1 → order 1 2 3 0 → 2.
		{engine.Chica, 1, 2},
		// cálculo: mano 3 → order 3 0 1 2 → 0.
		{engine.Chica, 3, 0},
		// cálculo: mano 2 → 2.
		{engine.Chica, 2, 2},
	}
	for _, tt := range tests {
		if got := engine.Winner(tt.lance, &hands, tt.mano, 0xF, engine.OchoReyes); got != tt.want {
			t.Errorf("Winner(%v, mano %d) = %v, want %v", tt.lance, tt.mano, got, tt.want)
		}
	}
}

// TestWinnerParticipants: only the seats in the mask compare (in pares and
// juego only holders); an empty mask has no winner.
// Artículo: FEM-VI.22
func TestWinnerParticipants(t *testing.T) {
	hands := [4]engine.Hand{
		mustHand(t, "Ro Rc Re Rb"), // duples R/R, sum 40
		mustHand(t, "Co Cc 5o 6o"), // par C, sum 31
		mustHand(t, "So Sc 7o 4o"), // par S, sum 31
		mustHand(t, "1o 1c 4c 5c"), // par A, sum 11
	}
	tests := []struct {
		name  string
		lance engine.Lance
		mano  engine.Seat
		mask  uint8
		want  engine.Seat
	}{
		// cálculo: all four: duples R of seat 0 win.
		{"pares_todos", engine.Pares, 0, 0xF, 0},
		// cálculo: without seat 0: par C (1) > par S (2) > par A (3).
		{"pares_sin_0", engine.Pares, 0, 1<<1 | 1<<2 | 1<<3, 1},
		// cálculo: seats 2 and 3 only: par S > par A.
		{"pares_2_y_3", engine.Pares, 0, 1<<2 | 1<<3, 2},
		// cálculo: a single participant wins alone even with the worst hand.
		{"uno_solo", engine.Pares, 0, 1 << 3, 3},
		// cálculo: juego among 1 and 2 (31 each), mano 2 → 2.
		{"juego_empate_mano_2", engine.Juego, 2, 1<<1 | 1<<2, 2},
		// cálculo: with mano 0 the order is 0 1 2 3 → 1.
		{"juego_empate_mano_0", engine.Juego, 0, 1<<1 | 1<<2, 1},
		// cálculo: juego among 0 (40) and 1 (31): 31 wins even from behind.
		{"juego_31_sobre_40", engine.Juego, 0, 1<<0 | 1<<1, 1},
		{"nadie", engine.Pares, 0, 0, engine.NoSeat},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := engine.Winner(tt.lance, &hands, tt.mano, tt.mask, engine.OchoReyes); got != tt.want {
				t.Errorf("Winner = %v, want %v", got, tt.want)
			}
		})
	}
}

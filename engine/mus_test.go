package engine_test

// The mus, the discards, serving and the reshuffle (FEM IV.2, IV.4, IV.7,
// III.2, III.11, III.15; docs/decisions.md D3). Which seat gets which stock card is
// worked out by hand from the stacked stock.

import (
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/musfem/musfem/engine"
)

// handsM: dealer 3, mano 0. With no stock argument the stock is the rest
// of the deck in canonical order, top first:
//
//	7c Sc Cc Rc 1e 2e 3e 4e 5e 6e 7e Se Ce Re 1b 2b 3b 4b 5b 6b 7b Sb Cb Rb
var handsM = [4]string{"1o 2o 3o 4o", "5o 6o 7o So", "Co Ro 1c 2c", "3c 4c 5c 6c"}

// checkHands compares the hands of the four seats as sets.
func checkHands(t *testing.T, s engine.State, want [4]string) {
	t.Helper()
	for seat := engine.Seat(0); seat < 4; seat++ {
		w := sortedCards(mustCards(t, want[seat]))
		if diff := cmp.Diff(w, sortedCards(s.Hand(seat))); diff != "" {
			t.Errorf("hand of %s (-want +got):\n%s", seat, diff)
		}
	}
}

// served returns the two events of serving one seat.
func served(t *testing.T, seat engine.Seat, cards string) []engine.Payload {
	t.Helper()
	cs := mustCards(t, cards)
	return []engine.Payload{engine.CardsServed{Seat: seat, Cards: cs}, engine.CardsServedPublic{Seat: seat, Count: len(cs)}}
}

// discarded returns the two events of one seat's discard.
func discarded(t *testing.T, seat engine.Seat, cards string) []engine.Payload {
	t.Helper()
	cs := mustCards(t, cards)
	return []engine.Payload{engine.CardsDiscarded{Seat: seat, Cards: cs}, engine.CardsDiscardedPublic{Seat: seat, Count: len(cs)}}
}

// cat concatenates payload lists.
func cat(parts ...[]engine.Payload) []engine.Payload {
	var out []engine.Payload
	for _, p := range parts {
		out = append(out, p...)
	}
	return out
}

// allMus is the four "mus" from mano 0.
var allMus = []step{mus(0), mus(1), mus(2), mus(3)}

// TestMusOrder: the mano speaks first, the word goes counter-clockwise, and
// a cut ends the mus and opens the grande with the mano to speak.
// Artículo: FEM-IV.4
func TestMusOrder(t *testing.T) {
	t.Run("mano_0", func(t *testing.T) {
		s := newGame(t, rulesDealer(3), handsM, [2]int{})
		checkTurn(t, s, engine.PhaseMus, 0)
		checkLegal(t, s, 0, tmplMus)
		for seat := engine.Seat(1); seat < 4; seat++ {
			checkLegal(t, s, seat, nil)
		}
		mustRuleError(t, s, mus(1), engine.ErrNotYourTurn, "FEM-IV.4")
		mustRuleError(t, s, cut(2), engine.ErrNotYourTurn, "FEM-IV.4")
		mustRuleError(t, s, pass(0), engine.ErrWrongPhase, "FEM-IV.4")
		mustRuleError(t, s, bet(0, 2), engine.ErrWrongPhase, "FEM-IV.4")
		mustRuleError(t, s, discard(0, mustCards(t, "1o")), engine.ErrWrongPhase, "FEM-IV.4")

		s, evs := mustApply(t, s, mus(0))
		checkPayloads(t, "mus 0", []engine.Payload{engine.MusRequested{Seat: 0}}, evs)
		checkTurn(t, s, engine.PhaseMus, 1)
		s, _ = mustApply(t, s, mus(1))
		checkTurn(t, s, engine.PhaseMus, 2)
		s, evs = mustApply(t, s, cut(2))
		checkPayloads(t, "corte 2", []engine.Payload{
			engine.MusCut{Seat: 2},
			started(engine.Grande, 0, 0, 1, 2, 3),
		}, evs)
		checkTurn(t, s, engine.PhaseGrande, 0)
	})
	t.Run("mano_2", func(t *testing.T) {
		// cálculo: dealer 1 → mano 2; the order is 2 3 0 1.
		s := newGame(t, rulesDealer(1), handsM, [2]int{})
		checkTurn(t, s, engine.PhaseMus, 2)
		mustRuleError(t, s, mus(0), engine.ErrNotYourTurn, "FEM-IV.4")
		s, _ = play(t, s, mus(2), mus(3), mus(0))
		checkTurn(t, s, engine.PhaseMus, 1)
		s, evs := mustApply(t, s, cut(1))
		checkPayloads(t, "corte 1", []engine.Payload{
			engine.MusCut{Seat: 1},
			started(engine.Grande, 2, 2, 3, 0, 1),
		}, evs)
		checkTurn(t, s, engine.PhaseGrande, 2)
	})
}

// TestDiscardOrderAndErrors: after four mus the discards go postre (dealer),
// 3rd, 2nd, mano; bad discards are refused and change nothing.
// Artículo: FEM-III.11
func TestDiscardOrderAndErrors(t *testing.T) {
	s := newGame(t, rulesDealer(3), handsM, [2]int{})
	s, evs := play(t, s, allMus...)
	checkPayloads(t, "cuarto mus", []engine.Payload{engine.MusRequested{Seat: 3}}, evs)
	// cálculo: the dealer (3) discards first.
	checkTurn(t, s, engine.PhaseDiscard, 3)
	checkLegal(t, s, 3, []engine.Template{{Type: engine.ActDiscard, Min: 1, Max: 4}})
	checkLegal(t, s, 0, nil)

	t.Run("errores", func(t *testing.T) {
		mustRuleError(t, s, discard(3, nil), engine.ErrDiscardCount, "CONVENCION-descarte")
		mustRuleError(t, s, discard(3, mustCards(t, "3c 4c 5c 6c 3c")), engine.ErrDiscardCount, "CONVENCION-descarte")
		mustRuleError(t, s, discard(3, mustCards(t, "1o")), engine.ErrCardNotInHand, "FEM-III.11")
		mustRuleError(t, s, discard(3, mustCards(t, "3c Rb")), engine.ErrCardNotInHand, "FEM-III.11")
		mustRuleError(t, s, discard(3, mustCards(t, "3c 3c")), engine.ErrCardNotInHand, "FEM-III.11")
		mustRuleError(t, s, discard(0, mustCards(t, "1o")), engine.ErrNotYourTurn, "FEM-III.11")
		mustRuleError(t, s, discard(2, mustCards(t, "Co")), engine.ErrNotYourTurn, "FEM-III.11")
		mustRuleError(t, s, mus(3), engine.ErrWrongPhase, "FEM-III.11")
		mustRuleError(t, s, pass(3), engine.ErrWrongPhase, "FEM-III.11")
	})
	t.Run("min_discard_2", func(t *testing.T) {
		r := rulesDealer(3)
		r.MinDiscard = 2
		s := newGame(t, r, handsM, [2]int{})
		s, _ = play(t, s, allMus...)
		checkLegal(t, s, 3, []engine.Template{{Type: engine.ActDiscard, Min: 2, Max: 4}})
		mustRuleError(t, s, discard(3, mustCards(t, "3c")), engine.ErrDiscardCount, "CONVENCION-descarte")
	})

	s, evs = mustApply(t, s, discard(3, mustCards(t, "3c")))
	checkPayloads(t, "descarte 3", discarded(t, 3, "3c"), evs)
	checkTurn(t, s, engine.PhaseDiscard, 2)
	s, _ = mustApply(t, s, discard(2, mustCards(t, "Co Ro")))
	checkTurn(t, s, engine.PhaseDiscard, 1)
	s, _ = mustApply(t, s, discard(1, mustCards(t, "5o 6o 7o")))
	checkTurn(t, s, engine.PhaseDiscard, 0)
}

// TestServeOrder: the discards are served all at once per seat, in discard
// order (postre first, "descarte") or in deal order (mano first,
// "reparto"), from the top of the stock; then the mus is decided again
// from the mano.
// Artículo: CONVENCION-orden-servicio
func TestServeOrder(t *testing.T) {
	// Discards: 3 throws 1 card, 2 throws 2, 1 throws 3, 0 throws 4 (10).
	discards := []step{
		discard(3, mustCards(t, "3c")),
		discard(2, mustCards(t, "Co Ro")),
		discard(1, mustCards(t, "5o 6o 7o")),
		discard(0, mustCards(t, "1o 2o 3o 4o")),
	}
	tests := []struct {
		name  string
		order engine.ServeOrder
		serve []engine.Payload
		hands [4]string
	}{
		{
			// cálculo: stock 7c Sc Cc Rc 1e 2e 3e 4e 5e 6e …; 3 takes 7c,
			// 2 takes Sc Cc, 1 takes Rc 1e 2e, 0 takes 3e 4e 5e 6e.
			"descarte", engine.ServeDescarte,
			cat(served(t, 3, "7c"), served(t, 2, "Sc Cc"), served(t, 1, "Rc 1e 2e"), served(t, 0, "3e 4e 5e 6e")),
			[4]string{"3e 4e 5e 6e", "So Rc 1e 2e", "1c 2c Sc Cc", "4c 5c 6c 7c"},
		},
		{
			// cálculo: 0 takes 7c Sc Cc Rc, 1 takes 1e 2e 3e, 2 takes 4e 5e,
			// 3 takes 6e.
			"reparto", engine.ServeReparto,
			cat(served(t, 0, "7c Sc Cc Rc"), served(t, 1, "1e 2e 3e"), served(t, 2, "4e 5e"), served(t, 3, "6e")),
			[4]string{"7c Sc Cc Rc", "So 1e 2e 3e", "1c 2c 4e 5e", "4c 5c 6c 6e"},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := rulesDealer(3)
			r.ServeOrder = tt.order
			s := newGame(t, r, handsM, [2]int{})
			s, _ = play(t, s, allMus...)
			s, evs := play(t, s, discards...)
			checkPayloads(t, "servir", cat(discarded(t, 0, "1o 2o 3o 4o"), tt.serve), evs)
			for _, e := range evs {
				if p, ok := e.Payload.(engine.CardsServed); ok && e.Visibility != engine.PrivateTo(p.Seat) {
					t.Errorf("CardsServed to %s has visibility %+v, want private to that seat", p.Seat, e.Visibility)
				}
			}
			checkHands(t, s, tt.hands)
			// cálculo: 24 − 10 served = 14 cards left.
			if got := engine.Observe(s, engine.Spectator()).StockSize; got != 14 {
				t.Errorf("stock size %d, want 14", got)
			}
			// A second mus decision starts again at the mano.
			checkTurn(t, s, engine.PhaseMus, 0)
			checkLegal(t, s, 0, tmplMus)
			mustRuleError(t, s, mus(3), engine.ErrNotYourTurn, "FEM-IV.4")
			s, evs = mustApply(t, s, cut(0))
			checkPayloads(t, "corte", []engine.Payload{engine.MusCut{Seat: 0}, started(engine.Grande, 0, 0, 1, 2, 3)}, evs)
		})
	}
}

// throwAll discards every card of every seat, postre first.
func throwAll(t *testing.T, hands [4]string) []step {
	t.Helper()
	return []step{
		discard(3, mustCards(t, hands[3])),
		discard(2, mustCards(t, hands[2])),
		discard(1, mustCards(t, hands[1])),
		discard(0, mustCards(t, hands[0])),
	}
}

// TestReshuffle: when the stock runs out the discards are shuffled into a
// new stock (the next stacked order, filtered to the gathered cards) and
// serving goes on; this mus round's discards are gathered only with
// reshuffle_includes_current_round = true.
// Artículo: FEM-III.15
func TestReshuffle(t *testing.T) {
	// Mus round 1: everybody throws four cards. cálculo: 3 takes 7c Sc Cc
	// Rc, 2 takes 1e 2e 3e 4e, 1 takes 5e 6e 7e Se, 0 takes Ce Re 1b 2b;
	// 8 cards are left: 3b 4b 5b 6b 7b Sb Cb Rb. The pile holds the 16
	// cards thrown: every oro and 1c–6c.
	after1 := [4]string{"Ce Re 1b 2b", "5e 6e 7e Se", "1e 2e 3e 4e", "7c Sc Cc Rc"}
	round1 := func(t *testing.T, include bool) engine.State {
		t.Helper()
		r := rulesDealer(3)
		r.ReshuffleIncludesCurrentRound = include
		s, _ := mustNew(t, r, engine.Setup{Decks: [][engine.NumCards]engine.Card{
			mustDeck(t, 3, handsM, ""), reversedDeck(), reversedDeck(),
		}})
		s, _ = play(t, s, seq(allMus, throwAll(t, handsM))...)
		checkHands(t, s, after1)
		if got := engine.Observe(s, engine.Spectator()).StockSize; got != 8 {
			t.Fatalf("stock size after round 1: %d, want 8", got)
		}
		return s
	}
	t.Run("incluye_ronda_actual", func(t *testing.T) {
		s := round1(t, true)
		s, evs := play(t, s, seq(allMus, throwAll(t, after1))...)
		// cálculo: gathered = the pile (all oros, 1c–6c) + this round's 16
		// (7c Sc Cc Rc, 1e–Se, Ce Re 1b 2b) = 32 cards; in the reversed
		// order (Rb first … 1o last) they read as below. 1 takes the first
		// four (2b 1b Re Ce, thrown by 0), 0 the next four (Se 7e 6e 5e,
		// thrown by 1).
		order := "2b 1b Re Ce Se 7e 6e 5e 4e 3e 2e 1e Rc Cc Sc 7c 6c 5c 4c 3c 2c 1c Ro Co So 7o 6o 5o 4o 3o 2o 1o"
		checkPayloads(t, "rebarajar", cat(
			discarded(t, 0, "Ce Re 1b 2b"),
			served(t, 3, "3b 4b 5b 6b"),
			served(t, 2, "7b Sb Cb Rb"),
			[]engine.Payload{
				engine.DeckReshuffled{Count: 32},
				engine.DeckShuffled{Purpose: "rebarajado", Source: "mazo_preparado", Order: mustCards(t, order)},
			},
			served(t, 1, "2b 1b Re Ce"),
			served(t, 0, "Se 7e 6e 5e"),
		), evs)
		// cálculo: 32 − 8 = 24.
		if got := engine.Observe(s, engine.Spectator()).StockSize; got != 24 {
			t.Errorf("stock size %d, want 24", got)
		}
		checkTurn(t, s, engine.PhaseMus, 0)
	})
	t.Run("toma_lo_que_queda", func(t *testing.T) {
		// Mus round 2 with seat 3 throwing three cards: the stock (3b 4b 5b
		// 6b 7b Sb Cb Rb) serves 3b 4b 5b to 3, 6b 7b Sb Cb to 2, and its
		// last card Rb to 1, who then takes three from the new stock.
		steps := seq(allMus, []step{
			discard(3, mustCards(t, "7c Sc Cc")),
			discard(2, mustCards(t, "1e 2e 3e 4e")),
			discard(1, mustCards(t, "5e 6e 7e Se")),
			discard(0, mustCards(t, "Ce Re 1b 2b")),
		})
		tests := []struct {
			include       bool
			count         int
			order, s1, s0 string
			left          int
		}{
			// cálculo: pile (every oro, 1c–6c) + this round's 15 (7c Sc Cc,
			// 1e–Se, Ce Re 1b 2b; Rc stays in 3's hand) = 31 cards; 1 takes
			// Rb then 2b 1b Re; 0 takes Ce Se 7e 6e; 31 − 7 = 24 left.
			{true, 31, "2b 1b Re Ce Se 7e 6e 5e 4e 3e 2e 1e Cc Sc 7c 6c 5c 4c 3c 2c 1c Ro Co So 7o 6o 5o 4o 3o 2o 1o",
				"Rb 2b 1b Re", "Ce Se 7e 6e", 24},
			// cálculo: the pile only = 16 cards; 1 takes Rb then 6c 5c 4c;
			// 0 takes 3c 2c 1c Ro; 16 − 7 = 9 left.
			{false, 16, "6c 5c 4c 3c 2c 1c Ro Co So 7o 6o 5o 4o 3o 2o 1o",
				"Rb 6c 5c 4c", "3c 2c 1c Ro", 9},
		}
		for _, tt := range tests {
			s := round1(t, tt.include)
			s, evs := play(t, s, steps...)
			checkPayloads(t, "rebarajar a medias", cat(
				discarded(t, 0, "Ce Re 1b 2b"),
				served(t, 3, "3b 4b 5b"),
				served(t, 2, "6b 7b Sb Cb"),
				[]engine.Payload{
					engine.DeckReshuffled{Count: tt.count},
					engine.DeckShuffled{Purpose: "rebarajado", Source: "mazo_preparado", Order: mustCards(t, tt.order)},
				},
				served(t, 1, tt.s1),
				served(t, 0, tt.s0),
			), evs)
			if got := engine.Observe(s, engine.Spectator()).StockSize; got != tt.left {
				t.Errorf("include=%v: stock size %d, want %d", tt.include, got, tt.left)
			}
		}
	})
	t.Run("solo_rondas_anteriores", func(t *testing.T) {
		s := round1(t, false)
		s, evs := play(t, s, seq(allMus, throwAll(t, after1))...)
		// cálculo: gathered = the pile only (every oro, 1c–6c) = 16 cards,
		// in reversed order.
		checkPayloads(t, "rebarajar", cat(
			discarded(t, 0, "Ce Re 1b 2b"),
			served(t, 3, "3b 4b 5b 6b"),
			served(t, 2, "7b Sb Cb Rb"),
			[]engine.Payload{
				engine.DeckReshuffled{Count: 16},
				engine.DeckShuffled{Purpose: "rebarajado", Source: "mazo_preparado", Order: mustCards(t, "6c 5c 4c 3c 2c 1c Ro Co So 7o 6o 5o 4o 3o 2o 1o")},
			},
			served(t, 1, "6c 5c 4c 3c"),
			served(t, 0, "2c 1c Ro Co"),
		), evs)
		if got := engine.Observe(s, engine.Spectator()).StockSize; got != 8 {
			t.Errorf("stock size %d, want 8", got)
		}
		// Mus round 3: round 2's discards went to the pile after serving;
		// the next reshuffle gathers them. cálculo: the stock So 7o 6o 5o
		// 4o 3o 2o 1o serves 3 and 2; then the pile (7c Sc Cc Rc, 1e–Se,
		// Ce Re 1b 2b) in reversed order.
		after2 := [4]string{"2c 1c Ro Co", "6c 5c 4c 3c", "7b Sb Cb Rb", "3b 4b 5b 6b"}
		checkHands(t, s, after2)
		s, evs = play(t, s, seq(allMus, throwAll(t, after2))...)
		checkPayloads(t, "rebarajar otra vez", cat(
			discarded(t, 0, "2c 1c Ro Co"),
			served(t, 3, "So 7o 6o 5o"),
			served(t, 2, "4o 3o 2o 1o"),
			[]engine.Payload{
				engine.DeckReshuffled{Count: 16},
				engine.DeckShuffled{Purpose: "rebarajado", Source: "mazo_preparado", Order: mustCards(t, "2b 1b Re Ce Se 7e 6e 5e 4e 3e 2e 1e Rc Cc Sc 7c")},
			},
			served(t, 1, "2b 1b Re Ce"),
			served(t, 0, "Se 7e 6e 5e"),
		), evs)
		checkTurn(t, s, engine.PhaseMus, 0)
	})
}

// TestFaltaDeTanto: with falta_de_tanto = "corte_libre", while a pair is
// within falta_de_tanto_within tantos of the target, a seat that has not
// spoken yet may cut the mus out of turn; with "turno" it may not.
// Artículo: FEM-IV.7
func TestFaltaDeTanto(t *testing.T) {
	game := func(t *testing.T, mode engine.FaltaDeTanto, within int, score [2]int) engine.State {
		t.Helper()
		r := rulesDealer(3)
		r.FaltaDeTanto = mode
		r.FaltaDeTantoWithin = within
		return newGame(t, r, handsM, score)
	}
	cutOnly := []engine.Template{{Type: engine.ActCutMus}}
	t.Run("corte_libre_A_a_4", func(t *testing.T) {
		// cálculo: A has 36, needs 4 ≤ 4.
		s := game(t, engine.FaltaCorteLibre, 4, [2]int{36, 0})
		checkLegal(t, s, 0, tmplMus)
		checkLegal(t, s, 2, cutOnly)
		s, evs := mustApply(t, s, cut(2))
		checkPayloads(t, "corte fuera de turno", []engine.Payload{
			engine.MusCut{Seat: 2, OutOfTurn: true},
			started(engine.Grande, 0, 0, 1, 2, 3),
		}, evs)
		checkTurn(t, s, engine.PhaseGrande, 0)
	})
	t.Run("corte_libre_B_a_4", func(t *testing.T) {
		s := game(t, engine.FaltaCorteLibre, 4, [2]int{0, 36})
		s, evs := mustApply(t, s, cut(3))
		checkPayloads(t, "corte fuera de turno", []engine.Payload{
			engine.MusCut{Seat: 3, OutOfTurn: true},
			started(engine.Grande, 0, 0, 1, 2, 3),
		}, evs)
	})
	t.Run("ya_dio_mus", func(t *testing.T) {
		s := game(t, engine.FaltaCorteLibre, 4, [2]int{36, 0})
		s, _ = mustApply(t, s, mus(0))
		// cálculo: 0 has spoken; 2 and 3 have not.
		checkLegal(t, s, 0, nil)
		mustRuleError(t, s, cut(0), engine.ErrNotYourTurn, "FEM-IV.4")
		checkLegal(t, s, 3, cutOnly)
		s, evs := mustApply(t, s, cut(3))
		checkPayloads(t, "corte 3", []engine.Payload{
			engine.MusCut{Seat: 3, OutOfTurn: true},
			started(engine.Grande, 0, 0, 1, 2, 3),
		}, evs)
	})
	t.Run("corte_libre_lejos", func(t *testing.T) {
		// cálculo: 35 needs 5 > 4: not a falta de tanto.
		s := game(t, engine.FaltaCorteLibre, 4, [2]int{35, 0})
		checkLegal(t, s, 2, nil)
		mustRuleError(t, s, cut(2), engine.ErrNotYourTurn, "FEM-IV.4")
	})
	t.Run("corte_libre_a_5", func(t *testing.T) {
		// cálculo: with falta_de_tanto_within = 5, 35 needs 5 ≤ 5.
		s := game(t, engine.FaltaCorteLibre, 5, [2]int{35, 0})
		checkLegal(t, s, 2, cutOnly)
		mustApply(t, s, cut(2))
	})
	t.Run("turno", func(t *testing.T) {
		s := game(t, engine.FaltaTurno, 4, [2]int{36, 0})
		checkLegal(t, s, 2, nil)
		mustRuleError(t, s, cut(2), engine.ErrNotYourTurn, "FEM-IV.4")
	})
}

package engine_test

// The keys added for open question P5 (docs/decisions.md D15):
// discard_order, jugadas_tras_no_quiero and min_discard = 0 ("servido").
// Every outcome is worked out by hand from the stacked decks.

import (
	"errors"
	"strings"
	"testing"

	"github.com/musfem/musfem/engine"
)

// p5Discards are one discard of each seat of handsM (dealer 3, mano 0):
// seat 0 throws one card, seat 1 two, seat 2 three, seat 3 four.
func p5Discards(t *testing.T) map[engine.Seat]step {
	return map[engine.Seat]step{
		0: discard(0, mustCards(t, "1o")),
		1: discard(1, mustCards(t, "5o 6o")),
		2: discard(2, mustCards(t, "Co Ro 1c")),
		3: discard(3, mustCards(t, "3c 4c 5c 6c")),
	}
}

// TestDiscardOrderManoPrimero: with discard_order = "mano_primero" the mano
// discards first and the dealer last, and serving (serve_order =
// "descarte") follows that order, so the mano takes the top of the stock;
// with the default the dealer does.
// Artículo: FEM-III.11, CONVENCION-orden-descarte
func TestDiscardOrderManoPrimero(t *testing.T) {
	tests := []struct {
		name  string
		order engine.DiscardOrder
		serve engine.ServeOrder
		turns []engine.Seat // who discards, in order
		want  []engine.Payload
		hands [4]string
	}{
		{
			// cálculo: stock 7c Sc Cc Rc 1e 2e 3e 4e 5e 6e …; the dealer 3
			// takes 7c Sc Cc Rc, 2 takes 1e 2e 3e, 1 takes 4e 5e, the mano
			// 0 takes 6e.
			"repartidor_primero", engine.DiscardRepartidorPrimero, engine.ServeDescarte,
			[]engine.Seat{3, 2, 1, 0},
			cat(served(t, 3, "7c Sc Cc Rc"), served(t, 2, "1e 2e 3e"), served(t, 1, "4e 5e"), served(t, 0, "6e")),
			[4]string{"2o 3o 4o 6e", "7o So 4e 5e", "2c 1e 2e 3e", "7c Sc Cc Rc"},
		},
		{
			// cálculo: the mano 0 discards first and takes 7c, 1 takes
			// Sc Cc, 2 takes Rc 1e 2e, the dealer 3 takes 3e 4e 5e 6e.
			"mano_primero", engine.DiscardManoPrimero, engine.ServeDescarte,
			[]engine.Seat{0, 1, 2, 3},
			cat(served(t, 0, "7c"), served(t, 1, "Sc Cc"), served(t, 2, "Rc 1e 2e"), served(t, 3, "3e 4e 5e 6e")),
			[4]string{"2o 3o 4o 7c", "7o So Sc Cc", "2c Rc 1e 2e", "3e 4e 5e 6e"},
		},
		{
			// cálculo: serving in deal order is mano → postre whatever the
			// discard order: the same cards as "mano_primero".
			"mano_primero+reparto", engine.DiscardManoPrimero, engine.ServeReparto,
			[]engine.Seat{0, 1, 2, 3},
			cat(served(t, 0, "7c"), served(t, 1, "Sc Cc"), served(t, 2, "Rc 1e 2e"), served(t, 3, "3e 4e 5e 6e")),
			[4]string{"2o 3o 4o 7c", "7o So Sc Cc", "2c Rc 1e 2e", "3e 4e 5e 6e"},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := rulesDealer(3)
			r.DiscardOrder, r.ServeOrder = tt.order, tt.serve
			s := newGame(t, r, handsM, [2]int{})
			s, _ = play(t, s, allMus...)
			ds := p5Discards(t)
			var evs []engine.Event
			for i, seat := range tt.turns {
				checkTurn(t, s, engine.PhaseDiscard, seat)
				for other := engine.Seat(0); other < 4; other++ {
					if other != seat {
						checkLegal(t, s, other, nil)
						mustRuleError(t, s, ds[other], engine.ErrNotYourTurn, "FEM-III.11")
					}
				}
				s, evs = mustApply(t, s, ds[seat])
				if i < 3 && len(from(evs, engine.KindCardsServed)) != 0 {
					t.Fatalf("served before the fourth discard")
				}
			}
			checkPayloads(t, "servir", tt.want, from(evs, engine.KindCardsServed))
			checkHands(t, s, tt.hands)
			checkTurn(t, s, engine.PhaseMus, 0)
		})
	}
	t.Run("mensaje", func(t *testing.T) {
		r := rulesDealer(3)
		r.DiscardOrder = engine.DiscardManoPrimero
		s := newGame(t, r, handsM, [2]int{})
		s, _ = play(t, s, allMus...)
		_, _, err := engine.Apply(s, 3, p5Discards(t)[3].act)
		if err == nil || !strings.Contains(err.Error(), "empieza el mano y termina el postre") {
			t.Errorf("error %v, want it to name the order «empieza el mano y termina el postre»", err)
		}
	})
}

// TestMinDiscardZero: with min_discard = 0 a seat that asked for mus may
// stay "servido": its CardsDiscarded and CardsServed hold no card (written
// [] in JSON), its public counts are 0, and the stock only pays the others.
// Artículo: CONVENCION-descarte
func TestMinDiscardZero(t *testing.T) {
	r := rulesDealer(3)
	r.MinDiscard = 0
	s := newGame(t, r, handsM, [2]int{})
	s, _ = play(t, s, allMus...)
	checkLegal(t, s, 3, []engine.Template{{Type: engine.ActDiscard, Min: 0, Max: 4}})
	s, evs := mustApply(t, s, discard(3, nil))
	checkPayloads(t, "servido", []engine.Payload{
		engine.CardsDiscarded{Seat: 3, Cards: []engine.Card{}},
		engine.CardsDiscardedPublic{Seat: 3, Count: 0},
	}, evs)
	checkHands(t, s, handsM)
	s, _ = mustApply(t, s, discard(2, mustCards(t, "Co Ro")))
	// Seat 1's empty discard goes through its JSON form, as a saved game
	// or the protocol carries it.
	b, err := engine.Play{Seat: 1, Action: engine.Discard{}}.MarshalJSON()
	if err != nil || string(b) != `{"seat":1,"type":"Discard","cards":[]}` {
		t.Fatalf("Play JSON = %s, %v", b, err)
	}
	var p engine.Play
	if err := p.UnmarshalJSON(b); err != nil {
		t.Fatal(err)
	}
	s, _ = mustApply(t, s, step{p.Seat, p.Action})
	s, evs = mustApply(t, s, discard(0, mustCards(t, "1o")))
	// cálculo: stock 7c Sc Cc …: 3 takes none, 2 takes 7c Sc, 1 none, 0 Cc.
	checkPayloads(t, "servir", cat(
		[]engine.Payload{engine.CardsServed{Seat: 3, Cards: []engine.Card{}}, engine.CardsServedPublic{Seat: 3, Count: 0}},
		served(t, 2, "7c Sc"),
		[]engine.Payload{engine.CardsServed{Seat: 1, Cards: []engine.Card{}}, engine.CardsServedPublic{Seat: 1, Count: 0}},
		served(t, 0, "Cc"),
	), from(evs, engine.KindCardsServed))
	checkHands(t, s, [4]string{"2o 3o 4o Cc", "5o 6o 7o So", "1c 2c 7c Sc", "3c 4c 5c 6c"})
	// cálculo: 24 − 3 served = 21.
	if got := engine.Observe(s, engine.Spectator()).StockSize; got != 21 {
		t.Errorf("stock size %d, want 21", got)
	}
	for _, e := range evs {
		if p, ok := e.Payload.(engine.CardsServed); ok && p.Seat == 3 {
			b, err := e.MarshalJSON()
			if err != nil {
				t.Fatal(err)
			}
			if !strings.Contains(string(b), `"cards":[]`) {
				t.Errorf("CardsServed of a servido seat: %s, want \"cards\":[]", b)
			}
		}
	}
	checkTurn(t, s, engine.PhaseMus, 0)

	t.Run("por_defecto", func(t *testing.T) {
		s := newGame(t, rulesDealer(3), handsM, [2]int{})
		s, _ = play(t, s, allMus...)
		mustRuleError(t, s, discard(3, nil), engine.ErrDiscardCount, "CONVENCION-descarte")
	})
}

// TestJugadasMejorJugada: handsS, pair B bets pares and juego and pair A
// refuses both. With the default the refused lances are B's and B collects
// its own jugadas (TestJugadasAfterNoQuiero: final 1-7); with
// jugadas_tras_no_quiero = "mejor_jugada" the negadas still go to B, but at
// the count pares and juego go to the best jugada, seat 0's par de reyes and
// 31.
// Artículo: CONVENCION-jugadas-tras-no-quiero
func TestJugadasMejorJugada(t *testing.T) {
	r := engine.DefaultRules()
	r.JugadasTrasNoQuiero = engine.JugadasMejorJugada
	s := startS(t, r, [2]int{})
	s, _ = play(t, s, seq(allPass, allPass, []step{pass(0), bet(1, 2), reject(0)})...)
	checkScore(t, s, [2]int{0, 1})
	s, evs := play(t, s, pass(0), bet(1, 2), reject(0))
	checkPayloads(t, "juego y cuenta", []engine.Payload{
		engine.BetRejected{Seat: 0, Lance: engine.Juego, Final: true},
		// cálculo: the negada is paid on the spot as with the default.
		award(tB, 1, engine.ConceptNegada, engine.Juego, no, 0, 2),
		revealed(t, handsS),
		resolved(engine.Grande, tA, 0, "mejor_jugada"),
		award(tA, 1, engine.ConceptPaso, engine.Grande, no, 1, 2),
		resolved(engine.Chica, tB, 3, "mejor_jugada"),
		award(tB, 1, engine.ConceptPaso, engine.Chica, no, 1, 3),
		// cálculo: pares [0 1 3]: seat 0's par R beats C and A → A;
		// seat 0 par 1 (seat 2 has no pares): 1+1 = 2.
		resolved(engine.Pares, tA, 0, "mejor_jugada"),
		award(tA, 1, engine.ConceptPares, engine.Pares, 0, 2, 3),
		// cálculo: juego [0 1]: seat 0's 31 beats 32 → A; 31 = 3: 2+3 = 5.
		resolved(engine.Juego, tA, 0, "mejor_jugada"),
		award(tA, 3, engine.ConceptJuego, engine.Juego, 0, 5, 3),
		engine.RoundFinished{Round: 1, Score: [2]int{5, 3}},
	}, upTo(evs, engine.KindRoundFinished))
}

// handsP: dealer 3, mano 0; nobody holds pares or juego, so the punto is
// played by all four.
//
//	seat 0 (A): 7 6 5 4 = 22
//	seat 1 (B): A 4 5 6 = 16
//	seat 2 (A): 7 6 5 4 = 22
//	seat 3 (B): A 7 6 5 = 19
//
// Grande: 7 6 5 4 of seats 0 and 2, the mano wins the tie → A (seat 0).
// Chica: A 4 5 6 of seat 1 beats A 5 6 7 at the second card → B (seat 1).
// Punto: 22 of seats 0 and 2, the mano wins the tie → A (seat 0).
var handsP = [4]string{"7o 6o 5o 4c", "1o 4o 5c 6c", "7c 6e 5e 4e", "1c 7e 6b 5b"}

// TestPuntoMejorJugada: pair B bets the punto and pair A refuses; the punto
// tanto goes to B (the lance's winner) by default and to A (the best punto)
// with jugadas_tras_no_quiero = "mejor_jugada".
// Artículo: CONVENCION-jugadas-tras-no-quiero
func TestPuntoMejorJugada(t *testing.T) {
	tests := []struct {
		name string
		j    engine.JugadasTrasNoQuiero
		want []engine.Payload
	}{
		{"ganador_del_lance", engine.JugadasGanadorDelLance, []engine.Payload{
			// cálculo: negada 1 to B: 0-1; grande A 1-1; chica B 1-2;
			// punto B's (no quiero) + 1: 1-3.
			resolved(engine.Punto, tB, no, "no_quiero"),
			award(tB, 1, engine.ConceptPunto, engine.Punto, no, 1, 3),
			engine.RoundFinished{Round: 1, Score: [2]int{1, 3}},
		}},
		{"mejor_jugada", engine.JugadasMejorJugada, []engine.Payload{
			// cálculo: the best punto is seat 0's 22 → A + 1: 2-2.
			resolved(engine.Punto, tA, 0, "mejor_jugada"),
			award(tA, 1, engine.ConceptPunto, engine.Punto, no, 2, 2),
			engine.RoundFinished{Round: 1, Score: [2]int{2, 2}},
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := rulesDealer(3)
			r.JugadasTrasNoQuiero = tt.j
			s := newGame(t, r, handsP, [2]int{})
			s, _ = play(t, s, seq([]step{cut(0)}, allPass, allPass)...)
			checkTurn(t, s, engine.PhasePunto, 0)
			s, _ = play(t, s, pass(0), bet(1, 2), reject(2))
			s, evs := mustApply(t, s, reject(0))
			checkScore(t, s, tt.want[len(tt.want)-1].(engine.RoundFinished).Score)
			count := from(evs, engine.KindLanceResolved)
			want := append([]engine.Payload{
				resolved(engine.Grande, tA, 0, "mejor_jugada"),
				award(tA, 1, engine.ConceptPaso, engine.Grande, no, 1, 1),
				resolved(engine.Chica, tB, 1, "mejor_jugada"),
				award(tB, 1, engine.ConceptPaso, engine.Chica, no, 1, 2),
			}, tt.want...)
			checkPayloads(t, "cuenta", want, upTo(count, engine.KindRoundFinished))
		})
	}
}

// TestP5RulesValues: the config texts of the new enums, and Validate
// refusing a value outside them by its key.
func TestP5RulesValues(t *testing.T) {
	for _, tt := range []struct{ got, want string }{
		{engine.DiscardRepartidorPrimero.String(), "repartidor_primero"},
		{engine.DiscardManoPrimero.String(), "mano_primero"},
		{engine.DiscardOrder(9).String(), "DiscardOrder(9)"},
		{engine.JugadasGanadorDelLance.String(), "ganador_del_lance"},
		{engine.JugadasMejorJugada.String(), "mejor_jugada"},
		{engine.JugadasTrasNoQuiero(9).String(), "JugadasTrasNoQuiero(9)"},
	} {
		if tt.got != tt.want {
			t.Errorf("String() = %q, want %q", tt.got, tt.want)
		}
	}
	r := engine.DefaultRules()
	if r.DiscardOrder != engine.DiscardRepartidorPrimero || r.JugadasTrasNoQuiero != engine.JugadasGanadorDelLance || r.MinDiscard != 1 {
		t.Errorf("defaults: %s, %s, min_discard %d", r.DiscardOrder, r.JugadasTrasNoQuiero, r.MinDiscard)
	}
	for _, tt := range []struct {
		key string
		f   func(*engine.Rules)
	}{
		{"discard_order", func(r *engine.Rules) { r.DiscardOrder = 2 }},
		{"jugadas_tras_no_quiero", func(r *engine.Rules) { r.JugadasTrasNoQuiero = 2 }},
		{"min_discard", func(r *engine.Rules) { r.MinDiscard = -1 }},
	} {
		key := tt.key
		r := engine.DefaultRules()
		tt.f(&r)
		var re *engine.RangeError
		if err := r.Validate(); !errors.As(err, &re) || re.Key != key {
			t.Errorf("%s: Validate() = %v, want a RangeError on the key", key, err)
		}
		if _, _, err := engine.New(r, engine.Setup{}); err == nil {
			t.Errorf("%s: New accepted invalid rules", key)
		}
	}
}

package engine_test

// The deal (FEM III.1, III.2) and stacked decks (docs/rng.md).

import (
	"errors"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/musfem/musfem/engine"
)

// TestDealOrder: the deal gives one card at a time, counter-clockwise,
// starting with the mano. Checked on the canonical deck, without DeckFor.
// Artículo: FEM-III.2
func TestDealOrder(t *testing.T) {
	// Canonical order: 1o 2o 3o 4o 5o 6o 7o So Co Ro 1c 2c 3c 4c 5c 6c 7c …
	// The k-th card of the round goes to mano+k mod 4, into its slot k/4.
	tests := []struct {
		dealer engine.Seat
		hands  [4]string // by seat
		order  []engine.Seat
	}{
		// cálculo: mano 0: cards 1,5,9,13 → 0; 2,6,10,14 → 1; … (1-based).
		{3, [4]string{"1o 5o Co 3c", "2o 6o Ro 4c", "3o 7o 1c 5c", "4o So 2c 6c"}, seats(0, 1, 2, 3)},
		// cálculo: mano 2 gets cards 1,5,9,13; then 3, 0, 1.
		{1, [4]string{"3o 7o 1c 5c", "4o So 2c 6c", "1o 5o Co 3c", "2o 6o Ro 4c"}, seats(2, 3, 0, 1)},
	}
	for _, tt := range tests {
		t.Run(tt.dealer.String(), func(t *testing.T) {
			r := rulesDealer(tt.dealer)
			deck := engine.CanonicalDeck()
			s, evs := mustNew(t, r, engine.Setup{Decks: [][engine.NumCards]engine.Card{deck}})
			mano := tt.order[0]
			want := []engine.Payload{
				engine.GameStarted{Game: 1, Target: 40, GamesToWin: 1, DeckMode: "ocho_reyes", Score: [2]int{0, 0}},
				engine.DealerAssigned{Dealer: tt.dealer, Mano: mano, Method: "config", Cutter: engine.NoSeat, CutCard: engine.NoCard},
				engine.RoundStarted{Round: 1, Dealer: tt.dealer, Mano: mano, Score: [2]int{0, 0}},
				engine.DeckShuffled{Purpose: "reparto", Source: "mazo_preparado", Order: deck[:]},
			}
			for _, seat := range tt.order {
				want = append(want, engine.CardsDealt{Seat: seat, Cards: mustCards(t, tt.hands[seat])})
			}
			for _, seat := range tt.order {
				want = append(want, engine.CardsDealtPublic{Seat: seat, Count: 4})
			}
			checkPayloads(t, "New", want, evs)
			for _, e := range evs {
				var vis engine.Visibility
				switch p := e.Payload.(type) {
				case engine.CardsDealt:
					vis = engine.PrivateTo(p.Seat)
				case engine.DeckShuffled:
					vis = engine.System
				default:
					vis = engine.Public
				}
				if e.Visibility != vis {
					t.Errorf("%v: visibility %+v, want %+v", e.Kind(), e.Visibility, vis)
				}
			}
			for seat := engine.Seat(0); seat < 4; seat++ {
				if diff := cmp.Diff(mustCards(t, tt.hands[seat]), s.Hand(seat)); diff != "" {
					t.Errorf("Hand(%s) (-want +got):\n%s", seat, diff)
				}
			}
			// cálculo: the stock is the rest of the deck, top first: 7c … Rb.
			if diff := cmp.Diff(deck[16:], engine.Observe(s, engine.Developer()).Stock); diff != "" {
				t.Errorf("stock (-want +got):\n%s", diff)
			}
			checkTurn(t, s, engine.PhaseMus, mano)
		})
	}
}

// TestDeckFor: DeckFor is the inverse of the deal; the stock argument
// starts the stock and the remaining cards follow in canonical order.
// Artículo: FEM-III.2
func TestDeckFor(t *testing.T) {
	t.Run("canonico", func(t *testing.T) {
		// cálculo: the hands the canonical deck deals (TestDealOrder) give the
		// canonical deck back, for dealer 3 and for dealer 1.
		for _, c := range []struct {
			dealer engine.Seat
			hands  [4]string
		}{
			{3, [4]string{"1o 5o Co 3c", "2o 6o Ro 4c", "3o 7o 1c 5c", "4o So 2c 6c"}},
			{1, [4]string{"3o 7o 1c 5c", "4o So 2c 6c", "1o 5o Co 3c", "2o 6o Ro 4c"}},
		} {
			d, err := engine.DeckFor(c.dealer, mustHands(t, c.hands), nil)
			if err != nil {
				t.Fatalf("DeckFor: %v", err)
			}
			if d != engine.CanonicalDeck() {
				t.Errorf("dealer %d: DeckFor = %v, want the canonical deck", c.dealer, d)
			}
		}
	})
	t.Run("con_mazo", func(t *testing.T) {
		d := mustDeck(t, 3, handsM, "Rb Cb")
		// cálculo: first round 1o 5o Co 3c (each seat's first card, from mano
		// 0), then the second cards, …; then Rb Cb; then the unused cards in
		// canonical order without Rb and Cb.
		want := mustCards(t, "1o 5o Co 3c 2o 6o Ro 4c 3o 7o 1c 5c 4o So 2c 6c "+
			"Rb Cb "+
			"7c Sc Cc Rc 1e 2e 3e 4e 5e 6e 7e Se Ce Re 1b 2b 3b 4b 5b 6b 7b Sb")
		if diff := cmp.Diff(want, d[:]); diff != "" {
			t.Errorf("DeckFor (-want +got):\n%s", diff)
		}
		s, _ := mustNew(t, rulesDealer(3), engine.Setup{Decks: [][engine.NumCards]engine.Card{d}})
		for seat := engine.Seat(0); seat < 4; seat++ {
			if diff := cmp.Diff(mustCards(t, handsM[seat]), s.Hand(seat)); diff != "" {
				t.Errorf("Hand(%s) (-want +got):\n%s", seat, diff)
			}
		}
		if got := engine.Observe(s, engine.Developer()).Stock[:3]; cmp.Diff(mustCards(t, "Rb Cb 7c"), got) != "" {
			t.Errorf("top of the stock %v, want Rb Cb 7c", got)
		}
	})
}

// TestDeckForErrors: a stacked deck names every card once and gives each
// seat four cards.
// Artículo: FEM-II.3
func TestDeckForErrors(t *testing.T) {
	tests := []struct {
		name   string
		dealer engine.Seat
		hands  [4]string
		stock  string
	}{
		{"repetida_en_una_mano", 3, [4]string{"1o 1o 3o 4o", "5o 6o 7o So", "Co Ro 1c 2c", "3c 4c 5c 6c"}, ""},
		{"repetida_entre_manos", 3, [4]string{"1o 2o 3o 4o", "1o 6o 7o So", "Co Ro 1c 2c", "3c 4c 5c 6c"}, ""},
		{"repetida_en_el_mazo", 3, handsM, "7c 1o"},
		{"repetida_dentro_del_mazo", 3, handsM, "7c 7c"},
		{"tres_cartas", 3, [4]string{"1o 2o 3o", "5o 6o 7o So", "Co Ro 1c 2c", "3c 4c 5c 6c"}, ""},
		{"cinco_cartas", 3, [4]string{"1o 2o 3o 4o Rb", "5o 6o 7o So", "Co Ro 1c 2c", "3c 4c 5c 6c"}, ""},
		{"repartidor_4", 4, handsM, ""},
		{"repartidor_-1", -1, handsM, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if _, err := engine.DeckFor(tt.dealer, mustHands(t, tt.hands), mustCards(t, tt.stock)); err == nil {
				t.Errorf("DeckFor accepted %v / %q", tt.hands, tt.stock)
			}
		})
	}
}

// TestNewBadSetup: New refuses a stacked deck that is not a permutation of
// the 40 cards, bad rules and a starting score at the target.
// Artículo: FEM-II.3
func TestNewBadSetup(t *testing.T) {
	bad := engine.CanonicalDeck()
	bad[39] = bad[0] // 1o twice, Rb missing
	tests := []struct {
		name    string
		r       engine.Rules
		setup   engine.Setup
		article string
	}{
		{"mazo_repetido", rulesDealer(3), engine.Setup{Decks: [][engine.NumCards]engine.Card{engine.CanonicalDeck(), bad}}, "FEM-II.3"},
		{"objetivo_0", func() engine.Rules { r := rulesDealer(3); r.TargetPoints = 0; return r }(), engine.Setup{}, ""},
		{"marcador_en_el_objetivo", rulesDealer(3), engine.Setup{Score: [2]int{40, 0}}, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, _, err := engine.New(tt.r, tt.setup)
			if !errors.Is(err, engine.ErrBadSetup) {
				t.Fatalf("New error = %v, want %v", err, engine.ErrBadSetup)
			}
			var re *engine.RuleError
			if !errors.As(err, &re) {
				t.Fatalf("error %v is not a *engine.RuleError", err)
			}
			if re.Article != tt.article {
				t.Errorf("New error %v: article %q, want %q", err, re.Article, tt.article)
			}
		})
	}
}

// TestFirstDealerByCut: the seat to the shuffler's left cuts; the suit of the
// card shown names the first dealer: oros → the first seat to the cutter's
// right, copas → the second, espadas → the third, bastos → the cutter. The
// mapping is checked, not the generator: for every seed the expected dealer
// is rebuilt by hand from the CutCard of DealerAssigned.
// Artículo: FEM-III.1
func TestFirstDealerByCut(t *testing.T) {
	for shuffler := engine.Seat(0); shuffler < 4; shuffler++ {
		t.Run(shuffler.String(), func(t *testing.T) {
			// cálculo: to the shuffler's left is the seat before him
			// counter-clockwise: shuffler + 3 mod 4.
			cutter := (shuffler + 3) % 4
			seen := map[engine.Suit]bool{}
			for seed := uint64(1); seed <= 64; seed++ {
				r := engine.DefaultRules()
				r.ShufflerSeat = shuffler
				s, evs := mustNew(t, r, engine.Setup{Seed: seed})
				da := firstOfType[engine.DealerAssigned](t, evs)
				if da.Method != "sorteo" || da.Cutter != cutter || !da.CutCard.Valid() {
					t.Fatalf("seed %d: %+v, want method sorteo, cutter %d and a card", seed, da, cutter)
				}
				suit := da.CutCard.Suit()
				seen[suit] = true
				var want engine.Seat
				switch suit {
				case engine.Oros:
					want = (cutter + 1) % 4
				case engine.Copas:
					want = (cutter + 2) % 4
				case engine.Espadas:
					want = (cutter + 3) % 4
				case engine.Bastos:
					want = cutter
				}
				if da.Dealer != want || da.Mano != (want+1)%4 {
					t.Errorf("seed %d: cut %s (%v) by %s: dealer %s mano %s, want dealer %s mano %s",
						seed, da.CutCard, suit, cutter, da.Dealer, da.Mano, want, (want+1)%4)
				}
				if s.Dealer() != want {
					t.Errorf("seed %d: State.Dealer() = %s, want %s", seed, s.Dealer(), want)
				}
				rs := firstOfType[engine.RoundStarted](t, evs)
				if rs.Dealer != want || rs.Mano != (want+1)%4 {
					t.Errorf("seed %d: RoundStarted %+v, want dealer %s", seed, rs, want)
				}
			}
			if len(seen) != 4 {
				t.Errorf("64 seeds showed only the suits %v: the test does not cover the mapping", seen)
			}
		})
	}
}

// checkExhausted applies an action that needs one more stacked deck than
// there is: DECK_EXHAUSTED, and nothing changes (no fallback to the seed).
func checkExhausted(t *testing.T, s engine.State, st step) {
	t.Helper()
	before := s.Fingerprint()
	n, evs, err := engine.Apply(s, st.seat, st.act)
	if !errors.Is(err, engine.ErrDeckExhausted) {
		t.Fatalf("Apply error = %v, want %v", err, engine.ErrDeckExhausted)
	}
	var re *engine.RuleError
	if !errors.As(err, &re) {
		t.Errorf("error %v is not a *engine.RuleError", err)
	}
	if len(evs) != 0 || n.Fingerprint() != before || s.Fingerprint() != before {
		t.Errorf("DECK_EXHAUSTED changed the state or emitted %d events", len(evs))
	}
}

// TestStackedDecksExhausted: stacked decks that run out are an error
// (DECK_EXHAUSTED), at New, at the next round's deal or at a reshuffle;
// never a silent fallback to the seed.
// Artículo: FEM-III.15
func TestStackedDecksExhausted(t *testing.T) {
	t.Run("ninguno", func(t *testing.T) {
		_, _, err := engine.New(rulesDealer(3), engine.Setup{Seed: 7, Decks: [][engine.NumCards]engine.Card{}})
		if !errors.Is(err, engine.ErrDeckExhausted) {
			t.Fatalf("New with an empty deck list: error %v, want %v", err, engine.ErrDeckExhausted)
		}
	})
	t.Run("siguiente_ronda", func(t *testing.T) {
		s, _ := mustNew(t, rulesDealer(3), engine.Setup{Decks: [][engine.NumCards]engine.Card{mustDeck(t, 3, handsS, "")}})
		s, _ = play(t, s, seq([]step{cut(0)}, allPass, allPass, passes(0, 1, 3), passes(0))...)
		// The last pass ends the round; dealing round 2 needs a second deck.
		checkExhausted(t, s, pass(1))
	})
	t.Run("rebarajar", func(t *testing.T) {
		s, _ := mustNew(t, rulesDealer(3), engine.Setup{Decks: [][engine.NumCards]engine.Card{mustDeck(t, 3, handsM, "")}})
		after1 := [4]string{"Ce Re 1b 2b", "5e 6e 7e Se", "1e 2e 3e 4e", "7c Sc Cc Rc"}
		s, _ = play(t, s, seq(allMus, throwAll(t, handsM), allMus, throwAll(t, after1)[:3])...)
		// The fourth discard needs a reshuffle (see TestReshuffle).
		checkExhausted(t, s, throwAll(t, after1)[3])
	})
	t.Run("articulo", func(t *testing.T) {
		// docs/catalog.md gives DECK_EXHAUSTED the default article FEM-III.15.
		_, _, err := engine.New(rulesDealer(3), engine.Setup{Decks: [][engine.NumCards]engine.Card{}})
		var re *engine.RuleError
		if !errors.As(err, &re) {
			t.Fatalf("error %v is not a *engine.RuleError", err)
		}
		if re.Article != "FEM-III.15" {
			t.Errorf("DECK_EXHAUSTED article = %q, want %q (docs/catalog.md)", re.Article, "FEM-III.15")
		}
	})
}

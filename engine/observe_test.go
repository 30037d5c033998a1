package engine

// The observation whitelist (docs/decisions.md D12; docs/catalog.md «Observations») on a stacked deck
// whose every card is known: the expected hands, discards, stock and
// serving below are worked out by hand from docs/rng.md (§4 steps 2–3,
// §5) and the literal deck, never read from the engine's output.

import (
	"bytes"
	"slices"
	"testing"
)

// The deal of the tests: dealer 0, so the mano is seat 1.
var obsHands = [NumSeats]string{
	"1o 2o 4o 5o", // seat 0, the dealer (postre)
	"Ro Rc Re Rb", // seat 1, the mano: four reyes
	"6c 7c Sc Cc", // seat 2
	"4e 5e 6e 7e", // seat 3
}

// obsStock is the whole stock after the deal, top first: the four cards
// given to DeckFor, then the 20 unused cards in canonical order (oros,
// copas, espadas, bastos; 1 2 3 4 5 6 7 S C R).
const obsStock = "Sb Cb 1c 2c " + "3o 6o 7o So Co " + "3c 4c 5c " + "1e 2e 3e Se Ce " + "1b 2b 3b 4b 5b 6b 7b"

func obsCards(t *testing.T, s string) []Card {
	t.Helper()
	cs, err := ParseCards(s)
	if err != nil {
		t.Fatal(err)
	}
	return cs
}

func obsNew(t *testing.T, mod func(r *Rules)) State {
	t.Helper()
	r := DefaultRules()
	r.FirstDealer = 0
	if mod != nil {
		mod(&r)
	}
	var hands [NumSeats][]Card
	for i, h := range obsHands {
		hands[i] = obsCards(t, h)
	}
	deck, err := DeckFor(0, hands, obsCards(t, "Sb Cb 1c 2c"))
	if err != nil {
		t.Fatal(err)
	}
	s, _, err := New(r, Setup{Decks: [][NumCards]Card{deck}})
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func obsApply(t *testing.T, s State, seat Seat, a Action) State {
	t.Helper()
	n, _, err := Apply(s, seat, a)
	if err != nil {
		t.Fatalf("%s %s: %v", seat, a.Type(), err)
	}
	return n
}

// obsExpect checks one seat's observation against hand-written cards.
func obsExpect(t *testing.T, s State, seat Seat, hand, discards string) {
	t.Helper()
	o := Observe(s, SeatViewer(seat))
	if want := obsCards(t, hand); !slices.Equal(o.Hand, want) {
		t.Errorf("%s: hand %v, want %v", seat, FormatCards(o.Hand), FormatCards(want))
	}
	if want := obsCards(t, discards); !slices.Equal(o.Discards, want) {
		t.Errorf("%s: discards %v, want %v", seat, FormatCards(o.Discards), FormatCards(want))
	}
	if o.Seat != seat || o.Partner != seat.Partner() || o.Team != seat.Team() || o.Viewer != SeatViewer(seat) {
		t.Errorf("%s: seat/partner/team/viewer %s/%s/%s/%v", seat, o.Seat, o.Partner, o.Team, o.Viewer)
	}
	if o.Hands != nil || o.Stock != nil {
		t.Errorf("%s: a seat sees the developer fields: hands %v, stock %v", seat, o.Hands, o.Stock)
	}
	// Nothing else: every card of the observation is in this hand or
	// these discards (structural walk, property_test.go).
	got, _ := propCards(o)
	if extra := got &^ propSetOf(o.Hand...) &^ propSetOf(obsCards(t, discards)...); extra != 0 && o.Revealed == nil {
		t.Errorf("%s sees other cards: %s", seat, extra)
	}
}

// obsNoCards checks that a spectator's observation holds no card.
func obsNoCards(t *testing.T, s State) {
	t.Helper()
	o := Observe(s, Spectator())
	if got, _ := propCards(o); got != 0 {
		t.Errorf("the spectator sees cards %s", got)
	}
	if o.Hand != nil || o.Discards != nil || o.Hands != nil || o.Stock != nil || o.Legal != nil {
		t.Errorf("spectator: hand %v, discards %v, hands %v, stock %v, legal %v", o.Hand, o.Discards, o.Hands, o.Stock, o.Legal)
	}
	if o.Seat != NoSeat || o.Partner != NoSeat || o.Team != NoTeam {
		t.Errorf("spectator: seat/partner/team %s/%s/%s", o.Seat, o.Partner, o.Team)
	}
}

// TestObserveWhitelist follows one round: the deal, the four discards
// (one by one), the serving, the cut and an accepted órdago.
func TestObserveWhitelist(t *testing.T) {
	s := obsNew(t, nil)
	for seat := Seat(0); seat < NumSeats; seat++ {
		obsExpect(t, s, seat, obsHands[seat], "")
	}
	obsNoCards(t, s)
	dev := Observe(s, Developer())
	for seat := Seat(0); seat < NumSeats; seat++ {
		if want := obsCards(t, obsHands[seat]); dev.Hands == nil || !slices.Equal(dev.Hands[seat], want) {
			t.Errorf("developer: hand of %s %v, want %v", seat, dev.Hands, want)
		}
	}
	if want := obsCards(t, obsStock); !slices.Equal(dev.Stock, want) {
		t.Errorf("developer stock\n got %s\nwant %s", FormatCards(dev.Stock), FormatCards(want))
	}
	// 40 − 16 = 24 cards in the stock, public by default.
	for _, v := range []Viewer{SeatViewer(0), SeatViewer(3), Spectator(), Developer()} {
		if o := Observe(s, v); o.StockSize != 24 {
			t.Errorf("%s: stock_size %d, want 24", v, o.StockSize)
		}
	}

	// Four mus from the mano (seat 1); then the postre (0) discards first.
	for _, seat := range []Seat{1, 2, 3, 0} {
		s = obsApply(t, s, seat, Mus{})
	}
	if s.Phase() != PhaseDiscard || s.Turn() != 0 {
		t.Fatalf("after four mus: phase %s turn %s, want DISCARD and seat 0", s.Phase(), s.Turn())
	}
	s = obsApply(t, s, 0, Discard{Cards: obsCards(t, "1o 2o")})
	obsExpect(t, s, 0, "4o 5o", "1o 2o")
	for _, seat := range []Seat{1, 2, 3} {
		obsExpect(t, s, seat, obsHands[seat], "") // nobody else sees 1o 2o
	}
	obsNoCards(t, s)
	s = obsApply(t, s, 3, Discard{Cards: obsCards(t, "4e")})
	s = obsApply(t, s, 2, Discard{Cards: obsCards(t, "6c 7c Sc")})
	obsExpect(t, s, 2, "Cc", "6c 7c Sc")
	obsExpect(t, s, 0, "4o 5o", "1o 2o")
	obsExpect(t, s, 3, "5e 6e 7e", "4e")
	obsExpect(t, s, 1, obsHands[1], "")
	s = obsApply(t, s, 1, Discard{Cards: obsCards(t, "Ro")})

	// Served in discard order (0, 3, 2, 1), each seat all its cards at
	// once from the top, filling its empty slots left to right:
	// seat 0 ← Sb Cb; seat 3 ← 1c; seat 2 ← 2c 3o 6o; seat 1 ← 7o.
	if s.Phase() != PhaseMus || s.Turn() != 1 {
		t.Fatalf("after the serving: phase %s turn %s, want MUS_DECISION and seat 1", s.Phase(), s.Turn())
	}
	obsExpect(t, s, 0, "Sb Cb 4o 5o", "1o 2o")
	obsExpect(t, s, 3, "1c 5e 6e 7e", "4e")
	obsExpect(t, s, 2, "2c 3o 6o Cc", "6c 7c Sc")
	obsExpect(t, s, 1, "7o Rc Re Rb", "Ro")
	obsNoCards(t, s)
	// 24 − 7 = 17 cards left: the stock after "Sb Cb 1c 2c 3o 6o 7o".
	dev = Observe(s, Developer())
	if want := obsCards(t, "So Co 3c 4c 5c 1e 2e 3e Se Ce 1b 2b 3b 4b 5b 6b 7b"); !slices.Equal(dev.Stock, want) {
		t.Errorf("developer stock after serving %s, want %s", FormatCards(dev.Stock), FormatCards(want))
	}
	for _, v := range []Viewer{SeatViewer(1), Spectator(), Developer()} {
		if o := Observe(s, v); o.StockSize != 17 {
			t.Errorf("%s: stock_size %d, want 17", v, o.StockSize)
		}
	}
	// The public history: 4 mus, 4 discards (counts, no cards), 0 … in order.
	o := Observe(s, Spectator())
	wantHist := []HistoryEntry{
		{Seat: 1, Type: ActMus}, {Seat: 2, Type: ActMus}, {Seat: 3, Type: ActMus}, {Seat: 0, Type: ActMus},
		{Seat: 0, Type: ActDiscard, Count: 2}, {Seat: 3, Type: ActDiscard, Count: 1},
		{Seat: 2, Type: ActDiscard, Count: 3}, {Seat: 1, Type: ActDiscard, Count: 1},
	}
	if !slices.Equal(o.History, wantHist) {
		t.Errorf("history %+v\nwant %+v", o.History, wantHist)
	}

	// The mano cuts and bids órdago at grande; seat 2 (the first rival
	// after the bettor) accepts: the hands are shown, seat 1's three
	// reyes win, the game is pair B's.
	s = obsApply(t, s, 1, CutMus{})
	obsExpect(t, s, 0, "Sb Cb 4o 5o", "1o 2o") // discards stay visible to their owner all round
	s = obsApply(t, s, 1, Ordago{})
	if o := Observe(s, SeatViewer(2)); o.Bet == nil || !o.Bet.Ordago || o.Bet.Bettor != 1 || o.Bet.Responder != 2 || o.Bet.Total != 0 {
		t.Errorf("bet view %+v, want the órdago of seat 1 answered by seat 2", o.Bet)
	}
	obsNoCards(t, s)
	s = obsApply(t, s, 2, Accept{})
	if !s.Over() || s.Winner() != TeamB {
		t.Fatalf("after the accepted órdago: over %v winner %s, want pair B", s.Over(), s.Winner())
	}
	want := [NumSeats][]Card{obsCards(t, "Sb Cb 4o 5o"), obsCards(t, "7o Rc Re Rb"), obsCards(t, "2c 3o 6o Cc"), obsCards(t, "1c 5e 6e 7e")}
	for _, v := range []Viewer{SeatViewer(0), SeatViewer(1), SeatViewer(2), SeatViewer(3), Spectator()} {
		o := Observe(s, v)
		if o.Revealed == nil {
			t.Errorf("%s: no revealed hands after the showdown", v)
			continue
		}
		for seat := range want {
			if !slices.Equal(o.Revealed[seat], want[seat]) {
				t.Errorf("%s: revealed hand of seat %d %s, want %s", v, seat, FormatCards(o.Revealed[seat]), FormatCards(want[seat]))
			}
		}
		if o.Legal != nil {
			t.Errorf("%s: legal actions %v after the game", v, o.Legal)
		}
	}
	// Even after the showdown, the discards stay private (docs/decisions.md D12).
	if o := Observe(s, SeatViewer(3)); slices.Contains(o.Discards, obsCards(t, "1o")[0]) {
		t.Errorf("seat 3 sees seat 0's discard after the showdown")
	}
}

// TestObserveStockSizeHidden: stock_size_public = false hides the stock
// size (−1) from seats and spectators, not from the developer.
func TestObserveStockSizeHidden(t *testing.T) {
	s := obsNew(t, func(r *Rules) { r.StockSizePublic = false })
	for _, v := range []Viewer{SeatViewer(0), SeatViewer(1), SeatViewer(2), SeatViewer(3), Spectator()} {
		if o := Observe(s, v); o.StockSize != -1 {
			t.Errorf("%s: stock_size %d, want -1", v, o.StockSize)
		}
	}
	if o := Observe(s, Developer()); o.StockSize != 24 || len(o.Stock) != 24 {
		t.Errorf("developer: stock_size %d, %d cards; want 24", o.StockSize, len(o.Stock))
	}
}

// TestObserveLegalOnlyForSeatToAct: legal actions appear in the
// observation of the seat to act only, in every resting phase of a round
// (default rules); spectators and the developer never get any.
func TestObserveLegalOnlyForSeatToAct(t *testing.T) {
	s := obsNew(t, nil)
	check := func(what string) {
		t.Helper()
		for seat := Seat(0); seat < NumSeats; seat++ {
			o := Observe(s, SeatViewer(seat))
			if seat == s.Turn() && len(o.Legal) == 0 {
				t.Errorf("%s: %s has the turn and no legal actions", what, seat)
			}
			if seat != s.Turn() && o.Legal != nil {
				t.Errorf("%s: %s has no turn and legal actions %v", what, seat, o.Legal)
			}
			if o.Turn != s.Turn() {
				t.Errorf("%s: %s sees turn %s, want %s", what, seat, o.Turn, s.Turn())
			}
		}
		for _, v := range []Viewer{Spectator(), Developer()} {
			if o := Observe(s, v); o.Legal != nil {
				t.Errorf("%s: %s has legal actions %v", what, v, o.Legal)
			}
		}
	}
	check("mus, mano")
	s = obsApply(t, s, 1, Mus{})
	check("mus, second seat")
	for _, seat := range []Seat{2, 3, 0} {
		s = obsApply(t, s, seat, Mus{})
	}
	check("discard")
	if l := Observe(s, SeatViewer(0)).Legal; !slices.Equal(l, []Template{{Type: ActDiscard, Min: 1, Max: 4}}) {
		t.Errorf("discard template %v, want [Discard 1..4]", l)
	}
	for _, p := range []Play{{0, Discard{Cards: obsCards(t, "1o")}}, {3, Discard{Cards: obsCards(t, "4e")}}, {2, Discard{Cards: obsCards(t, "6c")}}, {1, Discard{Cards: obsCards(t, "Ro")}}} {
		s = obsApply(t, s, p.Seat, p.Action)
	}
	s = obsApply(t, s, 1, CutMus{})
	check("grande, no bet")
	s = obsApply(t, s, 1, Bet{Amount: 2})
	check("grande, bet pending")
	if s.Turn() != 2 {
		t.Errorf("after seat 1's envido the turn is %s, want seat 2 (first rival after the bettor)", s.Turn())
	}
	s = obsApply(t, s, 2, Reject{})
	check("grande, first rival refused")
	if s.Turn() != 0 {
		t.Errorf("after seat 2's no quiero the turn is %s, want its partner seat 0 (FEM VI.4)", s.Turn())
	}
}

// TestObserveCorteLibre: with falta_de_tanto = "corte_libre" and a pair
// within falta_de_tanto_within tantos, the seats that have not spoken may
// cut out of turn: their only legal action is CutMus (docs/decisions.md D12: this
// is the documented exception to "one seat to act").
func TestObserveCorteLibre(t *testing.T) {
	r := DefaultRules()
	r.FirstDealer, r.FaltaDeTanto = 0, FaltaCorteLibre
	s, _, err := New(r, Setup{Seed: 7, Score: [2]int{37, 12}}) // pair A needs 3 ≤ 4
	if err != nil {
		t.Fatal(err)
	}
	for seat := Seat(0); seat < NumSeats; seat++ {
		l := Observe(s, SeatViewer(seat)).Legal
		switch {
		case seat == s.Turn():
			if !slices.Equal(l, []Template{{Type: ActMus}, {Type: ActCutMus}}) {
				t.Errorf("%s (turn): legal %v", seat, l)
			}
		default:
			if !slices.Equal(l, []Template{{Type: ActCutMus}}) {
				t.Errorf("%s (out of turn): legal %v, want [CutMus]", seat, l)
			}
		}
	}
}

// TestObserveSharesNoMemory: mutating every slice and pointer of an
// observation changes neither the state (fingerprint) nor the next
// observation of the same state.
func TestObserveSharesNoMemory(t *testing.T) {
	states := []State{obsNew(t, nil)}
	s := states[0]
	for _, seat := range []Seat{1, 2, 3, 0} {
		s = obsApply(t, s, seat, Mus{})
	}
	s = obsApply(t, s, 0, Discard{Cards: obsCards(t, "1o 2o")})
	states = append(states, s)
	for _, p := range []Play{{3, Discard{Cards: obsCards(t, "4e")}}, {2, Discard{Cards: obsCards(t, "6c")}}, {1, Discard{Cards: obsCards(t, "Ro")}}, {1, CutMus{}}, {1, Bet{Amount: 3}}} {
		s = obsApply(t, s, p.Seat, p.Action)
	}
	states = append(states, s)
	s = obsApply(t, s, 2, Ordago{})
	s = obsApply(t, s, 3, Accept{}) // the first rival after seat 2
	states = append(states, s)      // over: revealed hands
	viewers := []Viewer{SeatViewer(0), SeatViewer(1), SeatViewer(2), SeatViewer(3), Spectator(), Developer()}
	for i, st := range states {
		fp := st.Fingerprint()
		for _, v := range viewers {
			o := Observe(st, v)
			before, err := Canonical(o)
			if err != nil {
				t.Fatal(err)
			}
			obsScribble(&o)
			if st.Fingerprint() != fp {
				t.Errorf("state %d, %s: writing into the observation changed the state", i, v)
			}
			after, _ := Canonical(Observe(st, v))
			if !bytes.Equal(before, after) {
				t.Errorf("state %d, %s: writing into an observation changed the next one:\n%s\n%s", i, v, before, after)
			}
		}
	}
}

// obsScribble overwrites everything an observation points to.
func obsScribble(o *Observation) {
	for i := range o.Hand {
		o.Hand[i] = 0
	}
	o.Hand = append(o.Hand, 1, 2, 3)
	for i := range o.Discards {
		o.Discards[i] = 0
	}
	for i := range o.Participants {
		o.Participants[i] = 3
	}
	o.Participants = append(o.Participants, 0)
	for i := range o.History {
		o.History[i] = HistoryEntry{Seat: 3, Type: ActOrdago, Amount: 99}
	}
	for i := range o.Legal {
		o.Legal[i] = Template{Type: ActOrdago, Min: -1}
	}
	o.Legal = append(o.Legal, Template{Type: ActMus})
	if o.Bet != nil {
		*o.Bet = BetView{Total: 999}
	}
	if o.Revealed != nil {
		for i := range o.Revealed {
			for j := range o.Revealed[i] {
				o.Revealed[i][j] = 0
			}
			o.Revealed[i] = append(o.Revealed[i], 5)
		}
	}
	if o.Hands != nil {
		for i := range o.Hands {
			for j := range o.Hands[i] {
				o.Hands[i][j] = 0
			}
		}
	}
	for i := range o.Stock {
		o.Stock[i] = 0
	}
	o.Stock = append(o.Stock, 7)
}

// TestObserveNoGame: the zero state and an invalid seat viewer are safe.
func TestObserveNoGame(t *testing.T) {
	o := Observe(State{}, SeatViewer(1))
	if o.Hand != nil || o.Legal != nil || o.Turn != NoSeat || o.StockSize != -1 {
		t.Errorf("observation of the zero state: %+v", o)
	}
	s := obsNew(t, nil)
	for _, seat := range []Seat{-1, 4, 100} {
		o := Observe(s, SeatViewer(seat))
		if got, _ := propCards(o); got != 0 || o.Legal != nil || o.Viewer.Kind != ViewerSpectator {
			t.Errorf("viewer at invalid seat %d: viewer %v, cards %s, legal %v; want a spectator's view", seat, o.Viewer, got, o.Legal)
		}
	}
}

package engine

import "fmt"

// faltaDeTanto reports whether a pair is within falta_de_tanto_within
// tantos of the target (FEM IV.7).
func (s *State) faltaDeTanto() bool {
	w := s.rules.FaltaDeTantoWithin
	if w <= 0 {
		return false
	}
	for _, v := range s.score {
		if s.rules.TargetPoints-v <= w {
			return true
		}
	}
	return false
}

// canCutOutOfTurn reports whether seat may cut the mus before its turn: a
// falta de tanto, with falta_de_tanto = "corte_libre", a seat that has not
// spoken yet in this mus round may cut at any moment (FEM IV.7, P6).
func (s *State) canCutOutOfTurn(seat Seat) bool {
	return s.rules.FaltaDeTanto == FaltaCorteLibre && s.faltaDeTanto() && s.musSaid&bit(seat) == 0 && seat != s.turn
}

// mus handles the mus decision (FEM IV.2, IV.4): the mano speaks first and
// the word goes counter-clockwise; one cut ends the mus, four "mus" lead to
// the discards.
func (e *emitter) mus(seat Seat, a Action) error {
	s := e.s
	switch a.(type) {
	case Mus, CutMus:
	default:
		return ruleErr(ErrWrongPhase, "FEM-IV.4", seat, a, "se está decidiendo el mus: solo se puede dar mus o cortar")
	}
	if seat != s.turn {
		if _, cut := a.(CutMus); cut && s.canCutOutOfTurn(seat) {
			e.emit(seat, Public, musCutPayload(seat, true))
			e.record(HistoryEntry{Seat: seat, Type: ActCutMus}, Hand{})
			return e.startLance(Grande, 0xF, s.mano())
		}
		return ruleErr(ErrNotYourTurn, "FEM-IV.4", seat, a, "habla el %s (el mus lo empieza el mano y sigue a la derecha)", s.turn)
	}
	if _, cut := a.(CutMus); cut {
		e.emit(seat, Public, musCutPayload(seat, false))
		e.record(HistoryEntry{Seat: seat, Type: ActCutMus}, Hand{})
		return e.startLance(Grande, 0xF, s.mano())
	}
	e.emit(seat, Public, musRequestedPayload(seat))
	e.record(HistoryEntry{Seat: seat, Type: ActMus}, Hand{})
	s.musSaid |= bit(seat)
	if s.musSaid != 0xF {
		s.turn = seat.Next()
		return nil
	}
	// FEM III.11: the dealer discards first and the mano last, or the
	// reverse with discard_order = "mano_primero".
	if err := e.to(PhaseDiscard); err != nil {
		return err
	}
	s.discards = 0
	s.turn, _ = s.discardStart()
	return nil
}

// discardStart returns the seat that discards first and the step to the
// next one (FEM III.11, CONVENCION-orden-descarte): the dealer first and
// then against the order of play (postre, 3º, 2º, mano), or with
// discard_order = "mano_primero" the mano first and then in the order of
// play (mano, 2º, 3º, postre).
func (s *State) discardStart() (first, step Seat) {
	if s.rules.DiscardOrder == DiscardManoPrimero {
		return s.mano(), 1
	}
	return s.dealer, 3
}

// discardOrderText names the discard order in errors.
func (s *State) discardOrderText() string {
	if s.rules.DiscardOrder == DiscardManoPrimero {
		return "empieza el mano y termina el postre"
	}
	return "empieza el postre y termina el mano"
}

// discard handles one seat's discard (FEM III.11); after the fourth, the
// discards are served (FEM III.2) and the mus is decided again.
func (e *emitter) discard(seat Seat, a Action) error {
	s := e.s
	d, ok := a.(Discard)
	if !ok {
		return ruleErr(ErrWrongPhase, "FEM-III.11", seat, a, "es el momento de descartarse")
	}
	if seat != s.turn {
		return ruleErr(ErrNotYourTurn, "FEM-III.11", seat, a, "se descarta el %s (%s)", s.turn, s.discardOrderText())
	}
	r := s.rules
	if n := len(d.Cards); n < r.MinDiscard || n > r.MaxDiscard {
		return ruleErr(ErrDiscardCount, "CONVENCION-descarte", seat, a, "%d cartas: hay que descartar entre %d y %d", n, r.MinDiscard, r.MaxDiscard)
	}
	h := s.hands[seat]
	thrown := Hand{NoCard, NoCard, NoCard, NoCard}
	for i, c := range d.Cards {
		slot := -1
		for j, x := range h {
			if x == c && c != NoCard {
				slot = j
				break
			}
		}
		if slot < 0 {
			return ruleErr(ErrCardNotInHand, "FEM-III.11", seat, a, "la carta %s no está en la mano (o se nombra dos veces)", c)
		}
		h[slot] = NoCard
		thrown[i] = c
	}
	s.hands[seat] = h
	s.thrown[seat] = thrown
	cards := thrown.cards()
	e.emit(seat, PrivateTo(seat), CardsDiscarded{Seat: seat, Cards: cards})
	e.emit(seat, Public, countPayload(KindCardsDiscardedPublic, seat, len(cards)))
	e.record(HistoryEntry{Seat: seat, Type: ActDiscard, Count: int8(len(cards))}, thrown)
	s.discards++
	if s.discards < NumSeats {
		_, step := s.discardStart()
		s.turn = (seat + step) & 3
		return nil
	}
	return e.serve()
}

// serve gives every seat the cards it threw (FEM III.2), in discard order
// (discard_order) or deal order (serve_order), each seat all its cards at
// once; a seat that discarded none (min_discard = 0, "servido") gets none.
// When the stock runs out the discards are reshuffled (FEM III.15).
func (e *emitter) serve() error {
	s := e.s
	first, step := s.discardStart() // descarte: as the discards went
	if s.rules.ServeOrder == ServeReparto {
		first, step = s.mano(), 1
	}
	inStock := true // the thrown cards are not yet in a new stock
	seat := first
	for i := 0; i < NumSeats; i++ {
		var got []Card
		h := s.hands[seat]
		for j := range h {
			if h[j] != NoCard {
				continue
			}
			if s.stockSize() == 0 {
				if err := e.reshuffle(); err != nil {
					return err
				}
				if s.rules.ReshuffleIncludesCurrentRound {
					inStock = false
				}
			}
			c := s.stock[s.stockLo]
			s.stockLo++
			h[j] = c
			got = append(got, c)
		}
		if got == nil {
			got = []Card{} // a "servido" seat gets none: [] in JSON, not null
		}
		s.hands[seat] = h
		e.emit(NoSeat, PrivateTo(seat), CardsServed{Seat: seat, Cards: got})
		e.emit(NoSeat, Public, countPayload(KindCardsServedPublic, seat, len(got)))
		seat = (seat + step) & 3
	}
	if inStock {
		for i := range s.thrown {
			for _, c := range s.thrown[i] {
				if c != NoCard {
					s.pile[s.pileN] = c
					s.pileN++
				}
			}
		}
	}
	for i := range s.thrown {
		s.thrown[i] = Hand{NoCard, NoCard, NoCard, NoCard}
	}
	s.musTurns++
	s.musSaid = 0
	if err := e.to(PhaseMus); err != nil {
		return err
	}
	s.turn = s.mano()
	return nil
}

// reshuffle gathers the discards into a new stock (FEM III.15): the pile of
// earlier mus rounds, and this round's discards when
// reshuffle_includes_current_round is set. The new order is the next
// 40-card order filtered to the gathered cards (docs/rng.md).
func (e *emitter) reshuffle() error {
	s := e.s
	var mask uint64
	for _, c := range s.pile[:s.pileN] {
		mask |= 1 << c
	}
	if s.rules.ReshuffleIncludesCurrentRound {
		for i := range s.thrown {
			for _, c := range s.thrown[i] {
				if c != NoCard {
					mask |= 1 << c
				}
			}
		}
	}
	order, source, err := e.nextOrder()
	if err != nil {
		return err
	}
	n := 0
	for _, c := range order {
		if mask&(1<<c) != 0 {
			s.stock[n] = c
			n++
		}
	}
	if n == 0 {
		return &RuleError{Code: ErrTransition, Seat: NoSeat, Detail: fmt.Sprintf("no hay descartes que barajar (ronda %d)", s.round)}
	}
	s.stockLo, s.stockHi = 0, uint8(n)
	s.pileN = 0
	e.emit(NoSeat, Public, DeckReshuffled{Count: n})
	e.emit(NoSeat, System, DeckShuffled{Purpose: "rebarajado", Source: source, Order: append([]Card(nil), s.stock[:n]...)})
	return nil
}

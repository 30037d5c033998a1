package engine

// Legal returns the templates of the actions seat may take now
// (docs/catalog.md, «Actions»), or nil when it may take none. Every action a template allows
// (with, for Discard, cards from the seat's hand) is accepted by Apply.
func Legal(s State, seat Seat) []Template {
	var buf [maxTemplates]Template
	out := legalInto(&s, seat, buf[:0])
	if len(out) == 0 {
		return nil
	}
	return append([]Template(nil), out...)
}

// maxTemplates is the most templates a seat can have at once.
const maxTemplates = 6

// legalInto appends the seat's legal templates to dst (which must have room
// for maxTemplates) and returns it.
func legalInto(s *State, seat Seat, dst []Template) []Template {
	if s.rules == nil || !seat.Valid() {
		return dst
	}
	r := s.rules
	switch s.phase {
	case PhaseMus:
		if seat == s.turn {
			return append(dst, Template{Type: ActMus}, Template{Type: ActCutMus})
		}
		if s.canCutOutOfTurn(seat) {
			return append(dst, Template{Type: ActCutMus})
		}
	case PhaseDiscard:
		if seat == s.turn {
			return append(dst, Template{Type: ActDiscard, Min: r.MinDiscard, Max: r.MaxDiscard})
		}
	case PhaseGrande, PhaseChica, PhasePares, PhaseJuego, PhasePunto:
		if seat != s.turn {
			return dst
		}
		b := &s.bet
		if !b.pending {
			return append(dst, Template{Type: ActPass}, Template{Type: ActBet, Min: r.MinBet, Max: r.MaxBet}, Template{Type: ActOrdago})
		}
		out := dst
		if !(s.postre33(seat) && r.OrdagoPostrePenalties == PenaltiesOff) {
			out = append(out, Template{Type: ActAccept})
		}
		if s.noPierdoAllowed(seat) {
			out = append(out, Template{Type: ActAcceptNoLose})
		}
		if !b.rectify {
			// After the partner's quiero, the quiero stands (FEM VI.4).
			out = append(out, Template{Type: ActReject})
		}
		if !b.ordago {
			lo, hi := r.MinRaise, r.MaxBet-b.cur
			if r.RaiseMode == RaiseDoble {
				lo = b.cur
				if hi > b.cur {
					hi = b.cur
				}
			}
			if lo <= hi {
				out = append(out, Template{Type: ActRaise, Min: lo, Max: hi})
			}
			out = append(out, Template{Type: ActOrdago})
		}
		return out
	}
	return dst
}

// ToAct returns the seats that have at least one legal action.
func ToAct(s State) []Seat {
	var out []Seat
	for seat := Seat(0); seat < NumSeats; seat++ {
		if len(Legal(s, seat)) > 0 {
			out = append(out, seat)
		}
	}
	return out
}

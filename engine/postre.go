package engine

// postreVerdict is what ordago_postre_penalties = "reglamento" makes of an
// accepted órdago (FEM VI.9–VI.12, VI.24; docs/decisions.md D31).
type postreVerdict uint8

const (
	postreValid   postreVerdict = iota // the órdago is played as any other
	postreVoid                         // void, with a negada to the rivals (VI.12 a pares)
	postrePenalty                      // void, with a negada and the two tantos of VI.11
	postreNegada                       // a negada to the rivals at once, then the órdago is played (VI.24)
)

// lancePostre returns the postre of the lance being played: the last of
// the seats that speak in it, counting from its mano (FEM VI.12, «postre
// del lance»). In grande and chica it is the dealer.
func (b *betting) lancePostre() Seat {
	p := b.mano
	for s := b.mano.Next(); s != b.mano; s = s.Next() {
		if b.parts&bit(s) != 0 {
			p = s
		}
	}
	return p
}

// isPostre reports whether seat is the postre of FEM VI.9–VI.12: the
// dealer (docs/decisions.md D8), or with ordago_postre_penalties = "reglamento" the
// postre of the lance.
func (s *State) isPostre(seat Seat) bool {
	if s.rules.OrdagoPostrePenalties == PenaltiesReglamento {
		return seat == s.bet.lancePostre()
	}
	return seat == s.dealer
}

// minimal reports whether seat holds the minimum jugada of lance l (FEM
// VI.8): dos ases in pares (a Par of ases; in ocho_reyes the pitos are
// ases), 33 in juego.
func (s *State) minimal(seat Seat, l Lance) bool {
	m := s.rules.DeckMode
	if l == Pares {
		k, key := ParesOf(s.hands[seat], m)
		return k == Par && key == 1<<8
	}
	return Sum(s.hands[seat], m) == 33
}

// postreReglamento judges an accepted órdago a pares or a juego as the
// Reglamento's text reads (ordago_postre_penalties = "reglamento"). Only
// the postre of the lance who accepts holding the minimum jugada is
// concerned:
//   - if his partner said «sí» (speaks in the lance), the acceptance
//     stands (VI.12), unless the partner, not being the mano of the lance,
//     holds the minimum too: the órdago is void, with the negada, and in
//     juego the two tantos of VI.11 besides;
//   - if his partner said «no», in juego his plain quiero is void, with the
//     negada and the two tantos (VI.9, VI.11; his «quiero y no pierdo» was
//     refused before, VI.10); in pares the rivals score a negada at once
//     and the órdago is played (VI.24).
func (s *State) postreReglamento(acceptor Seat) postreVerdict {
	b := &s.bet
	if (b.lance != Pares && b.lance != Juego) || acceptor != b.lancePostre() || !s.minimal(acceptor, b.lance) {
		return postreValid
	}
	partner := acceptor.Partner()
	switch {
	case b.parts&bit(partner) != 0 && (partner == b.mano || !s.minimal(partner, b.lance)):
		return postreValid
	case b.lance == Juego:
		return postrePenalty
	case b.parts&bit(partner) != 0:
		return postreVoid
	}
	return postreNegada
}

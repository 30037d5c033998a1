//go:build ignore

// This file is not part of the reference engine. faults.Build adds it,
// without the build line above, to the copy of engine/ that it patches and
// compiles into the faulty server (faults/servidor): it holds the faulty
// versions of the rules that the patches of faults/patches.go call. Each
// asks internal/defecto whether its fault is on and, when none is, is the
// rule itself.

package engine

import "github.com/musfem/musfem/internal/defecto"

// defectoWinner is Winner with the evaluation faults on: ties away from
// the mano in grande or chica, and the lance keys of defectoKey.
func defectoWinner(l Lance, hands *[4]Hand, mano Seat, parts uint8, m DeckMode) Seat {
	tieAway := (defecto.On("empate-contra-mano-grande") && l == Grande) || (defecto.On("empate-contra-mano-chica") && l == Chica)
	best, bestKey := NoSeat, uint32(0)
	seat := mano
	for i := 0; i < NumSeats; i++ {
		if parts&bit(seat) != 0 {
			k := defectoKey(l, hands[seat], m)
			if best == NoSeat || k > bestKey || (tieAway && k == bestKey) {
				best, bestKey = seat, k
			}
		}
		seat = seat.Next()
	}
	return best
}

// defectoKey is LanceKey with the evaluation faults on: the 32 just below
// the 40 in juego, four equal cards as medias, the lowest punto first.
func defectoKey(l Lance, h Hand, m DeckMode) uint32 {
	switch {
	case l == Juego && defecto.On("juego-32-bajo-40"):
		// Keys doubled so that 32 fits just below 40.
		if Sum(h, m) == 32 {
			return 2*juegoOrder(40) - 1
		}
		return 2 * JuegoKey(h, m)
	case l == Pares && defecto.On("cuatro-iguales-son-medias"):
		_, k := defectoParesOf(h, m)
		return k
	case l == Punto && defecto.On("punto-gana-el-menor"):
		if k := PuntoKey(h, m); k != 0 {
			return 31 - k
		}
		return 0
	}
	return LanceKey(l, h, m)
}

// defectoParesOf is ParesOf with four equal cards counted as medias.
func defectoParesOf(h Hand, m DeckMode) (ParesKind, uint32) {
	k, key := ParesOf(h, m)
	if defecto.On("cuatro-iguales-son-medias") && k == Duples && key>>4&0xF == key&0xF {
		return Medias, 2<<8 | key&0xF<<4
	}
	return k, key
}

// defectoPoints returns pts, or nothing when the named fault is on.
func defectoPoints(fault string, pts int) int {
	if defecto.On(fault) {
		return 0
	}
	return pts
}

// defectoRefusedRaise returns what a refused raise pays: the bet accepted
// before it, or the refused bet itself under its fault.
func defectoRefusedRaise(b *betting) int {
	if defecto.On("subida-no-querida-paga-la-ultima") {
		return b.cur
	}
	return b.prev
}

// defectoMusStarter returns the seat that speaks first in the mus: the
// mano, or the postre under its fault.
func defectoMusStarter(mano Seat) Seat {
	if defecto.On("mus-empieza-el-postre") {
		return mano.Prev()
	}
	return mano
}

// defectoPayPriorBets pays the bets accepted in the lances before an
// accepted órdago, which should be void (FEM VII.12).
func (e *emitter) defectoPayPriorBets(ordago Lance) {
	s := e.s
	for l := Grande; l < ordago; l++ {
		if rec := s.lances[l]; rec.outcome == outcomeAccepted {
			w := defectoWinner(l, &s.hands, rec.mano, rec.parts, s.rules.DeckMode)
			e.award(w.Team(), int(rec.stake), ConceptEnvite, l, NoSeat)
		}
	}
}

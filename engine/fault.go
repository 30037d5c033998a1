package engine

// Fault is one deliberately wrong rule, used only by the catalogue of
// faulty engines (package faults) to prove that the specification rejects
// an engine for the right article. The zero value, NoFault, is the
// reference engine: every hook below is a no-op then.
type Fault uint8

// The faults injected inside the engine. Faults about the deal or the
// observations live in package faults, outside the engine.
const (
	NoFault                  Fault = iota
	FaultEmpateGrande              // grande: ties go away from the mano
	FaultEmpateChica               // chica: ties go away from the mano
	FaultJuego32BajoCuarenta       // juego: 32 ranks below 40
	FaultCuatroIgualesMedias       // pares: four equal cards are medias, not duples
	FaultPuntoMenor                // punto: the lowest sum wins
	FaultNoQuieroPrimerRival       // the first rival's no quiero ends the bet (VI.4 ignored)
	FaultEnviteSinPares            // a seat without pares may bet in pares
	FaultNegadaSinPuntos           // the negada is not scored
	FaultDejeSinPagar              // the deje is not paid
	FaultOrdagoSumaPrevios         // an accepted órdago keeps the earlier accepted bets
	FaultCuentaNoPara              // the count does not stop at the target
	FaultSinEstamosDentro          // "estamos dentro" is never announced
	FaultDescarteCero              // a discard of 0 cards is accepted
	FaultMusEmpiezaPostre          // the postre, not the mano, speaks first in the mus
	FaultSinRebarajar              // the discards are not reshuffled when the stock runs out
	FaultPasoSinPagar              // grande and chica en paso are not paid
	FaultSubidaPagaLaUltima        // a refused raise pays the refused bet, not the one before
	FaultSenaFalsa                 // a seña the signaller's cards do not back is accepted
	FaultSenaParaTodos             // every other seat sees a seña, wherever it looks
	FaultSenasAntesDelCorte        // señas are accepted before the mus is cut
	numFaults
)

// faultSet is a set of faults, bit f for fault f; the empty set is the
// reference engine.
type faultSet uint32

// has reports whether the set holds fault f.
func (fs faultSet) has(f Fault) bool { return f != NoFault && fs&(1<<f) != 0 }

// WithFault returns the setup with the fault f injected in the game it
// starts, besides the faults it already carries (several faults on
// different rules make one engine wrong in several places at once). It is
// meant for the faults package only. The faults live in the setup, not in
// Rules, so that rules profiles stay plain values that cmp.Diff and config
// can compare, and can never carry a fault by accident.
func WithFault(setup Setup, f Fault) Setup {
	if f > NoFault && f < numFaults {
		setup.fault |= 1 << f
	}
	return setup
}

// Faults returns the faults injected in the setup, in order (none
// normally).
func (setup Setup) Faults() []Fault {
	var out []Fault
	for f := NoFault + 1; f < numFaults; f++ {
		if setup.fault.has(f) {
			out = append(out, f)
		}
	}
	return out
}

// lanceWinner is Winner with the evaluation faults applied.
func (s *State) lanceWinner(l Lance, hands *[4]Hand, mano Seat, parts uint8) Seat {
	r := s.rules
	if s.fault == 0 {
		return Winner(l, hands, mano, parts, r.DeckMode)
	}
	tieAway := (s.fault.has(FaultEmpateGrande) && l == Grande) || (s.fault.has(FaultEmpateChica) && l == Chica)
	best, bestKey := NoSeat, uint32(0)
	seat := mano
	for i := 0; i < NumSeats; i++ {
		if parts&bit(seat) != 0 {
			k := s.lanceKey(l, hands[seat])
			if best == NoSeat || k > bestKey || (tieAway && k == bestKey) {
				best, bestKey = seat, k
			}
		}
		seat = seat.Next()
	}
	return best
}

// lanceKey is LanceKey with the evaluation faults applied.
func (s *State) lanceKey(l Lance, h Hand) uint32 {
	m := s.rules.DeckMode
	switch {
	case l == Juego && s.fault.has(FaultJuego32BajoCuarenta):
		// Keys doubled so that 32 fits just below 40.
		if Sum(h, m) == 32 {
			return 2*juegoOrder(40) - 1
		}
		return 2 * JuegoKey(h, m)
	case l == Pares && s.fault.has(FaultCuatroIgualesMedias):
		_, k := s.paresOf(h)
		return k
	case l == Punto && s.fault.has(FaultPuntoMenor):
		if k := PuntoKey(h, m); k != 0 {
			return 31 - k
		}
		return 0
	}
	return LanceKey(l, h, m)
}

// paresOf is ParesOf with FaultCuatroIgualesMedias applied.
func (s *State) paresOf(h Hand) (ParesKind, uint32) {
	k, key := ParesOf(h, s.rules.DeckMode)
	if s.fault.has(FaultCuatroIgualesMedias) && k == Duples && key>>4&0xF == key&0xF {
		return Medias, 2<<8 | key&0xF<<4
	}
	return k, key
}

// negada returns the points of a negada.
func (s *State) negada() int {
	if s.fault.has(FaultNegadaSinPuntos) {
		return 0
	}
	return s.rules.NegadaPoints
}

// deje reports whether the deje is paid.
func (s *State) deje() bool { return s.rules.Deje && !s.fault.has(FaultDejeSinPagar) }

// refusedRaise returns the tantos a refused raise pays: the bet accepted
// before the last raise (FEM VIII.8, CONVENCION-envite-rechazado).
func (s *State) refusedRaise() int {
	if s.fault.has(FaultSubidaPagaLaUltima) {
		return s.bet.cur
	}
	return s.bet.prev
}

// paso returns the points of grande or chica en paso.
func (s *State) paso() int {
	if s.fault.has(FaultPasoSinPagar) {
		return 0
	}
	return s.rules.PasoPoints
}

// discardCountOK reports whether a discard of n cards is accepted.
func (s *State) discardCountOK(n int) bool {
	if n == 0 && s.fault.has(FaultDescarteCero) {
		return true
	}
	return n >= s.rules.MinDiscard && n <= s.rules.MaxDiscard
}

// musStarter returns the seat that speaks first in the mus.
func (s *State) musStarter(mano Seat) Seat {
	if s.fault.has(FaultMusEmpiezaPostre) {
		return mano.Prev()
	}
	return mano
}

// payPriorBets pays, under FaultOrdagoSumaPrevios, the bets accepted in
// the lances before an accepted órdago, which should be void (FEM VI.6).
func (e *emitter) payPriorBets(ordago Lance) {
	s := e.s
	for l := Grande; l < ordago; l++ {
		if rec := s.lances[l]; rec.outcome == outcomeAccepted {
			w := s.lanceWinner(l, &s.hands, rec.mano, rec.parts)
			e.award(w.Team(), int(rec.stake), ConceptEnvite, l, NoSeat)
		}
	}
}

// signalTiming is signalTiming with FaultSenasAntesDelCorte applied: the
// señas are also accepted while the mus is decided and in the discards.
func (s *State) signalTiming(g Signal) (string, string) {
	if s.fault.has(FaultSenasAntesDelCorte) && (s.phase == PhaseMus || s.phase == PhaseDiscard) {
		return "", ""
	}
	return signalTiming(g, s.phase, s.round, s.rules.SignalMoment)
}

// signalBacked is SignalBacked with FaultSenaFalsa applied: every seña is
// taken as backed.
func (s *State) signalBacked(g Signal, seat Seat) bool {
	return s.fault.has(FaultSenaFalsa) || SignalBacked(g, s.hands[seat], s.rules.DeckMode)
}

// watches reports whether seat w sees a seña of seat from: it looks at
// it (seed 001), or, under FaultSenaParaTodos, it is any other seat.
func (s *State) watches(w, from Seat) bool {
	if w == from {
		return false
	}
	return s.fault.has(FaultSenaParaTodos) || s.sen.gaze[w].target == from
}

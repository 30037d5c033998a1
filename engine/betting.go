package engine

// startLance opens the betting of a lance (docs/decisions.md D5): the word goes to
// its mano and then counter-clockwise over the participants.
func (e *emitter) startLance(l Lance, parts uint8, mano Seat) error {
	s := e.s
	if err := e.to(l.Phase()); err != nil {
		return err
	}
	s.bet = betting{lance: l, parts: parts, mano: mano}
	s.turn = mano
	e.emit(NoSeat, Public, LanceStarted{Lance: l, Mano: mano, Participants: seatsOf(parts, mano)})
	return nil
}

// nextParticipant returns the next seat counter-clockwise after from that
// may speak in the lance.
func (b *betting) nextParticipant(from Seat) Seat {
	s := from.Next()
	for i := 0; i < NumSeats; i++ {
		if b.parts&bit(s) != 0 {
			return s
		}
		s = s.Next()
	}
	return NoSeat
}

// firstResponder returns the rival that answers a bet first: the next seat
// counter-clockwise after the bettor that may speak in the lance and
// belongs to the other pair (docs/decisions.md D5).
func (b *betting) firstResponder(bettor Seat) Seat {
	if r := bettor.Next(); b.parts&bit(r) != 0 {
		return r
	}
	return bettor.Prev()
}

// postre33 reports whether seat is the postre holding 33 facing an órdago
// a juego (FEM VI.9).
func (s *State) postre33(seat Seat) bool {
	return s.bet.pending && s.bet.ordago && s.bet.lance == Juego && s.isPostre(seat) && s.minimal(seat, Juego)
}

// noPierdoAllowed reports whether "quiero y no pierdo" is legal for seat:
// the postre with 33 facing an órdago a juego whose partner declared juego
// (FEM VI.10, docs/decisions.md D8).
func (s *State) noPierdoAllowed(seat Seat) bool {
	return s.postre33(seat) && s.juegoYes&bit(seat.Partner()) != 0
}

// rectifiable reports whether the quiero of seat leaves the word to its
// partner (quiero_singular = "rectificable", FEM VI.3): seat is the first
// rival to answer the pending bet, which is not an órdago (nothing would be
// left to raise), and its partner may speak in the lance.
func (s *State) rectifiable(seat Seat) bool {
	b := &s.bet
	return s.rules.QuieroSingular == QuieroRectificable && !b.ordago && !b.rectify && b.refused == 0 &&
		b.parts&bit(seat.Partner()) != 0
}

// lanceAction handles an action in a lance (FEM VI, VIII.8).
func (e *emitter) lanceAction(seat Seat, a Action) error {
	s := e.s
	b := &s.bet
	switch a.(type) {
	case Mus, CutMus:
		return ruleErr(ErrWrongPhase, "FEM-IV.4", seat, a, "el mus ya está cortado: se juega el lance de %s", b.lance)
	case Discard:
		return ruleErr(ErrWrongPhase, "FEM-III.11", seat, a, "no es momento de descartes: se juega el lance de %s", b.lance)
	}
	if b.parts&bit(seat) == 0 {
		return ruleErr(ErrNotParticipant, "FEM-VI.22", seat, a, "en %s solo hablan quienes tienen la jugada", b.lance)
	}
	if seat != s.turn {
		if b.pending && seat.Team() == b.bettor.Team() {
			return ruleErr(ErrNotYourTurn, "FEM-VI.2", seat, a, "hay un envite pendiente: responde la pareja contraria (%s)", s.turn)
		}
		if b.pending {
			return ruleErr(ErrNotYourTurn, "FEM-VI.4", seat, a, "responde primero el %s", s.turn)
		}
		// Who speaks next inside a lance is the engine's sequential turn,
		// counter-clockwise from the mano of the lance: no article states
		// it (FEM VII.2 orders the lances, not the seats).
		return ruleErr(ErrNotYourTurn, "CONVENCION-turnos-secuenciales", seat, a, "habla el %s", s.turn)
	}
	if !b.pending {
		return e.open(seat, a)
	}
	return e.answer(seat, a)
}

// open handles the actions of a lance with no bet pending: paso, envido,
// órdago.
func (e *emitter) open(seat Seat, a Action) error {
	s := e.s
	b := &s.bet
	r := s.rules
	switch x := a.(type) {
	case Pass:
		e.emit(seat, Public, passedPayload(seat, b.lance))
		e.record(HistoryEntry{Seat: seat, Type: ActPass, Lance: b.lance}, Hand{})
		b.passes++
		if int(b.passes) == popcount(b.parts) {
			s.lances[b.lance] = lanceRecord{outcome: outcomePaso, parts: b.parts, mano: b.mano}
			return e.nextLance()
		}
		s.turn = b.nextParticipant(seat)
		return nil
	case Bet:
		if x.Amount < r.MinBet {
			return ruleErr(ErrBetTooLow, "FEM-VIII.8", seat, a, "envido de %d: el mínimo es %d", x.Amount, r.MinBet)
		}
		if x.Amount > r.MaxBet {
			return ruleErr(ErrBetTooHigh, "CONVENCION-tope-envite", seat, a, "envido de %d: el máximo es %d", x.Amount, r.MaxBet)
		}
		b.pending, b.bettor, b.prev, b.cur, b.ordago, b.raised, b.refused = true, seat, 0, x.Amount, false, false, 0
		e.emit(seat, Public, placedPayload(seat, b.lance, x.Amount))
		e.record(HistoryEntry{Seat: seat, Type: ActBet, Lance: b.lance, Amount: int16(x.Amount)}, Hand{})
		s.turn = b.firstResponder(seat)
		return nil
	case Ordago:
		b.pending, b.bettor, b.prev, b.cur, b.ordago, b.raised, b.refused = true, seat, 0, 0, true, false, 0
		e.emit(seat, Public, OrdagoDeclared{Seat: seat, Lance: b.lance})
		e.record(HistoryEntry{Seat: seat, Type: ActOrdago, Lance: b.lance}, Hand{})
		s.turn = b.firstResponder(seat)
		return nil
	case Raise, Accept, AcceptNoLose, Reject:
		return ruleErr(ErrNoBet, "FEM-VI.4", seat, a, "no hay envite que responder en %s", b.lance)
	}
	return ruleErr(ErrUnknownAction, "FEM-VIII.8", seat, a, "acción desconocida")
}

// answer handles the answers to a pending bet: quiero, no quiero, a raise,
// an órdago, or "quiero y no pierdo" (FEM VI.2, VI.4, VI.9–VI.10). With
// quiero_singular = "cierra" the first quiero closes the bet
// (CONVENCION-quiero-cierra, which then sets aside FEM VI.3); with
// "rectificable" the quiero of the first rival leaves his partner the word
// (rectifiable).
func (e *emitter) answer(seat Seat, a Action) error {
	s := e.s
	b := &s.bet
	r := s.rules
	switch x := a.(type) {
	case Accept:
		if s.postre33(seat) && r.OrdagoPostrePenalties == PenaltiesOff {
			return ruleErr(ErrPostre33, "FEM-VI.9", seat, a, "el postre con 33 no puede querer un órdago a juego; solo \"quiero y no pierdo\" si su compañero tiene juego")
		}
		if s.rectifiable(seat) {
			// FEM VI.3: a quiero in the singular binds its speaker only;
			// his partner confirms it or raises (revoca).
			e.emit(seat, Public, acceptedPayload(seat, b.lance, b.cur, false))
			e.record(HistoryEntry{Seat: seat, Type: ActAccept, Lance: b.lance}, Hand{})
			b.rectify = true
			s.turn = seat.Partner()
			return nil
		}
		return e.accept(seat, a, false)
	case AcceptNoLose:
		if !s.noPierdoAllowed(seat) {
			return ruleErr(ErrNoPierdo, "FEM-VI.10", seat, a, "\"quiero y no pierdo\" solo vale para el postre con 33 ante un órdago a juego, si su compañero ha declarado juego")
		}
		return e.accept(seat, a, true)
	case Reject:
		if b.rectify {
			return ruleErr(ErrBetPending, "FEM-VI.4", seat, a, "su compañero ya ha querido y vale el quiero: se confirma con quiero o se le rectifica subiendo (FEM VI.3)")
		}
		b.refused++
		partner := seat.Partner()
		if b.refused == 1 && b.parts&bit(partner) != 0 {
			// FEM VI.4: the quiero prevails, so the partner still has the word.
			e.emit(seat, Public, rejectedPayload(seat, b.lance, false))
			e.record(HistoryEntry{Seat: seat, Type: ActReject, Lance: b.lance}, Hand{})
			s.turn = partner
			return nil
		}
		e.emit(seat, Public, rejectedPayload(seat, b.lance, true))
		e.record(HistoryEntry{Seat: seat, Type: ActReject, Lance: b.lance}, Hand{})
		return e.refused()
	case Raise:
		if b.ordago {
			return ruleErr(ErrOrdagoRaise, "CONVENCION-ordago-respuesta", seat, a, "un órdago no se puede subir: quiero o no quiero")
		}
		if err := s.checkRaise(seat, x); err != nil {
			return err
		}
		b.prev, b.cur = b.cur, b.cur+x.Amount
		b.pending, b.bettor, b.raised, b.refused, b.rectify = true, seat, true, 0, false
		e.emit(seat, Public, raisedPayload(seat, b.lance, x.Amount, b.cur))
		e.record(HistoryEntry{Seat: seat, Type: ActRaise, Lance: b.lance, Amount: int16(x.Amount)}, Hand{})
		s.turn = b.firstResponder(seat)
		return nil
	case Ordago:
		if b.ordago {
			return ruleErr(ErrOrdagoRaise, "CONVENCION-ordago-respuesta", seat, a, "ya hay un órdago: quiero o no quiero")
		}
		b.prev = b.cur
		b.pending, b.bettor, b.ordago, b.raised, b.refused, b.rectify = true, seat, true, true, 0, false
		e.emit(seat, Public, OrdagoDeclared{Seat: seat, Lance: b.lance})
		e.record(HistoryEntry{Seat: seat, Type: ActOrdago, Lance: b.lance}, Hand{})
		s.turn = b.firstResponder(seat)
		return nil
	case Pass, Bet:
		return ruleErr(ErrBetPending, "FEM-VI.2", seat, a, "hay un envite pendiente: se responde con quiero, no quiero, una subida o un órdago")
	}
	return ruleErr(ErrUnknownAction, "FEM-VIII.8", seat, a, "acción desconocida")
}

// checkRaise validates the amount of a raise (FEM VIII.8, P7 raise_mode).
func (s *State) checkRaise(seat Seat, x Raise) error {
	r, b := s.rules, &s.bet
	if r.RaiseMode == RaiseDoble {
		if x.Amount != b.cur {
			code := ErrBetTooLow
			if x.Amount > b.cur {
				code = ErrBetTooHigh
			}
			return ruleErr(code, "CONVENCION-subida", seat, x, "con raise_mode = \"doble\" el reenvido dobla: hay que subir exactamente %d", b.cur)
		}
	} else if x.Amount < r.MinRaise {
		return ruleErr(ErrBetTooLow, "CONVENCION-subida", seat, x, "subida de %d: el mínimo es %d", x.Amount, r.MinRaise)
	}
	if b.cur+x.Amount > r.MaxBet {
		return ruleErr(ErrBetTooHigh, "CONVENCION-tope-envite", seat, x, "la apuesta llegaría a %d: el máximo es %d", b.cur+x.Amount, r.MaxBet)
	}
	return nil
}

// accept closes the lance with a quiero; an accepted órdago goes to the
// showdown at once (FEM VI.6).
func (e *emitter) accept(seat Seat, a Action, noPierdo bool) error {
	s := e.s
	b := &s.bet
	t := HistoryEntry{Seat: seat, Type: a.Type(), Lance: b.lance}
	if b.ordago {
		e.emit(seat, Public, OrdagoAccepted{Seat: seat, Lance: b.lance, NoPierdo: noPierdo})
		e.record(t, Hand{})
		return e.ordagoShowdown(seat, noPierdo)
	}
	e.emit(seat, Public, acceptedPayload(seat, b.lance, b.cur, noPierdo))
	e.record(t, Hand{})
	s.lances[b.lance] = lanceRecord{outcome: outcomeAccepted, stake: int32(b.cur), parts: b.parts, mano: b.mano}
	return e.nextLance()
}

// refused settles a bet refused by both rivals: the bettor's pair wins the
// lance and scores on the spot the negada (first bet) or the bet before
// the last raise, plus the deje in pares, juego and punto (FEM VII.1,
// VII.2, VIII.8; docs/decisions.md D6).
func (e *emitter) refused() error {
	s := e.s
	b := &s.bet
	r := s.rules
	team := b.bettor.Team()
	s.lances[b.lance] = lanceRecord{outcome: outcomeRejected, winner: team, parts: b.parts, mano: b.mano}
	if !b.raised {
		e.award(team, r.NegadaPoints, ConceptNegada, b.lance, NoSeat)
	} else {
		e.award(team, b.prev, ConceptNoQuerido, b.lance, NoSeat)
		if r.Deje && b.lance.hasDeje() {
			e.award(team, 1, ConceptDeje, b.lance, NoSeat)
		}
	}
	if s.reached != NoTeam && r.EndOnImmediatePoints {
		// P8: the game ends right after the on-the-spot points.
		if err := e.to(PhaseShowdown); err != nil {
			return err
		}
		e.reveal()
		return e.endRound()
	}
	return e.nextLance()
}

// nextLance moves on after a lance closes (FEM VII.2): grande, chica,
// pares, juego or punto, then the showdown and the count.
func (e *emitter) nextLance() error {
	s := e.s
	switch s.bet.lance {
	case Grande:
		return e.startLance(Chica, 0xF, s.mano())
	case Chica:
		return e.declarePares()
	case Pares:
		return e.declareJuego()
	}
	// Juego or Punto: FEM VII.9, the four show their cards.
	if err := e.to(PhaseShowdown); err != nil {
		return err
	}
	return e.showdownAndCount()
}

// declarePares makes every seat's public yes/no for pares, from the mano
// (FEM VI.17: a true one; CONVENCION-declaracion-pares-juego); the lance is
// played only when both pairs hold pares (FEM VI.22).
func (e *emitter) declarePares() error {
	s := e.s
	e.reserve(10)
	if err := e.to(PhaseParesDeclaration); err != nil {
		return err
	}
	s.declared |= 1
	seat := s.mano()
	for i := 0; i < NumSeats; i++ {
		k, _ := ParesOf(s.hands[seat], s.rules.DeckMode)
		has := k != SinPares
		if has {
			s.paresYes |= bit(seat)
		}
		e.emit(NoSeat, Public, paresPayload(seat, has))
		seat = seat.Next()
	}
	holders := s.paresYes
	if teamIn(holders, TeamA) && teamIn(holders, TeamB) {
		return e.startLance(Pares, holders, firstOf(holders, s.mano()))
	}
	s.bet = betting{lance: Pares}
	if holders != 0 {
		t := TeamA
		if teamIn(holders, TeamB) {
			t = TeamB
		}
		s.lances[Pares] = lanceRecord{outcome: outcomeOnePair, winner: t, parts: holders, mano: firstOf(holders, s.mano())}
	}
	return e.declareJuego()
}

// declareJuego makes every seat's public yes/no for juego
// (CONVENCION-declaracion-pares-juego):
// with both pairs holding juego it is played among the holders; with one
// pair only it is paid without bets; with nobody, the punto is played by
// all four (FEM VII.2).
func (e *emitter) declareJuego() error {
	s := e.s
	if err := e.to(PhaseJuegoDeclaration); err != nil {
		return err
	}
	s.declared |= 2
	seat := s.mano()
	for i := 0; i < NumSeats; i++ {
		has := HasJuego(Sum(s.hands[seat], s.rules.DeckMode))
		if has {
			s.juegoYes |= bit(seat)
		}
		e.emit(NoSeat, Public, juegoPayload(seat, has))
		seat = seat.Next()
	}
	holders := s.juegoYes
	switch {
	case teamIn(holders, TeamA) && teamIn(holders, TeamB):
		return e.startLance(Juego, holders, firstOf(holders, s.mano()))
	case holders == 0:
		return e.startLance(Punto, 0xF, s.mano())
	}
	t := TeamA
	if teamIn(holders, TeamB) {
		t = TeamB
	}
	s.bet = betting{lance: Juego}
	s.lances[Juego] = lanceRecord{outcome: outcomeOnePair, winner: t, parts: holders, mano: firstOf(holders, s.mano())}
	if err := e.to(PhaseShowdown); err != nil {
		return err
	}
	return e.showdownAndCount()
}

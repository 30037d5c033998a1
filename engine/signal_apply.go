package engine

// isSide reports whether a is a side action of señas y miradas: Sena,
// Look or Tick. Side actions are outside the turn order (docs/decisions.md D16).
func isSide(a Action) bool {
	switch a.(type) {
	case Sena, Look, Tick:
		return true
	}
	return false
}

// side plays a side action: a seña, a look or a tick. A look and a tick
// advance time by one tick, after their own events; a seña does not, so
// that the seats that did not see it find nothing changed in what they
// observe, not even the clock or a gaze (docs/decisions.md D16).
func (e *emitter) side(seat Seat, a Action) error {
	s := e.s
	if s.sen == nil {
		return ruleErr(ErrSignalsOff, "", seat, a, "las señas y las miradas están desactivadas (signals_enabled = false)")
	}
	s.sen = s.sen.clone()
	switch x := a.(type) {
	case Sena:
		return e.signal(seat, x)
	case Look:
		if err := e.look(seat, x); err != nil {
			return err
		}
	case Tick:
		e.emit(seat, Public, ClockTicked{Clock: s.sen.clock + 1})
	}
	e.advance()
	return nil
}

// afterAction advances time by one tick after a game action (docs/senas.md
// §3: time advances with every action), unless señas are off or the match
// is over.
func (e *emitter) afterAction() {
	s := e.s
	if s.sen == nil || s.phase == PhaseGameOver {
		return
	}
	s.sen = s.sen.clone()
	e.advance()
}

// madeThisRound reports whether seat already made the seña this round.
func (g *senas) madeThisRound(round int, seat Seat, sig Signal) bool {
	for _, r := range g.log {
		if r.round == round && r.seat == seat && r.signal == sig {
			return true
		}
	}
	return false
}

// signal validates and makes a seña (FEM VIII.1–VIII.6,
// CONVENCION-senas-momento): it must be one of the official señas,
// allowed at this moment, backed by the signaller's own cards, and the
// first of its kind by this seat in this round. It is
// seen exactly by the seats that look at the signaller now: a SignalSeen
// to each of them and a SignalMade to the signaller saying who saw it.
func (e *emitter) signal(seat Seat, a Sena) error {
	s := e.s
	if !a.Signal.Valid() {
		return ruleErr(ErrUnknownAction, "FEM-VIII.1", seat, a, "seña %d desconocida: solo valen las señas de la FEM (VIII.2)", uint8(a.Signal))
	}
	if article, why := signalTiming(a.Signal, s.phase, s.round, s.rules.SignalMoment); article != "" {
		return ruleErr(ErrSignalTiming, article, seat, a, "%s: %s", a.Signal.Spanish(), why)
	}
	if !SignalBacked(a.Signal, s.hands[seat], s.rules.DeckMode) {
		article, why := unbackedArticle(a.Signal, s.hands[seat], s.rules.DeckMode)
		return ruleErr(ErrSignalFalse, article, seat, a, "%s (la mano respalda: %s)", why, s.ownSignalsText(seat))
	}
	g := s.sen
	if g.madeThisRound(s.round, seat, a.Signal) {
		return ruleErr(ErrSignalRepeated, "", seat, a, "la seña de %s ya se ha hecho en esta jugada: cada seña, una vez por jugada", a.Signal.Spanish())
	}
	var seen uint8
	var by []Seat
	for w := Seat(0); w < NumSeats; w++ {
		if s.watches(w, seat) {
			seen |= bit(w)
			by = append(by, w)
		}
	}
	if by == nil {
		by = []Seat{}
	}
	// Only this round's señas are kept; the append always copies, so the
	// log other states hold is never written.
	log := make([]signalRecord, 0, len(g.log)+1)
	for _, r := range g.log {
		if r.round == s.round {
			log = append(log, r)
		}
	}
	g.log = append(log, signalRecord{round: s.round, seat: seat, signal: a.Signal, seen: seen})
	e.emit(seat, PrivateTo(seat), SignalMade{Seat: seat, Signal: a.Signal, SeenBy: by})
	for _, w := range by {
		e.emit(seat, PrivateTo(w), SignalSeen{Seat: seat, Signal: a.Signal})
	}
	return nil
}

// ownSignalsText lists, in Spanish, the señas the seat's hand backs (for
// the error message, which only the signaller reads).
func (s *State) ownSignalsText(seat Seat) string {
	out := ""
	for _, g := range BackedSignals(s.hands[seat], s.rules.DeckMode) {
		if g == SenaCortarMus || g == SenaEnvidarMas {
			continue
		}
		if out != "" {
			out += ", "
		}
		out += g.Spanish()
	}
	if out == "" {
		return "ciego, ninguna jugada con seña propia"
	}
	return out
}

// LegalSignals returns, in order, the señas seat may make now: señas on,
// the match not over, allowed in the phase, backed by its cards and not
// made yet this round. Señas are side actions, outside [Legal].
func LegalSignals(s State, seat Seat) []Signal {
	if s.sen == nil || !seat.Valid() || s.phase == PhaseGameOver {
		return nil
	}
	var out []Signal
	for g := NoSignal + 1; g < numSignals; g++ {
		if ok, _ := SignalTimely(g, s.phase, s.round, s.rules.SignalMoment); !ok {
			continue
		}
		if SignalBacked(g, s.hands[seat], s.rules.DeckMode) && !s.sen.madeThisRound(s.round, seat, g) {
			out = append(out, g)
		}
	}
	return out
}

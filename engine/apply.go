package engine

// Apply plays one action of one seat and returns the next state and the
// events it produced. It is pure and total: it never panics, the given
// state is never modified, and an illegal action returns the given state
// unchanged with a *RuleError naming the article or convention it breaks.
func Apply(s State, seat Seat, a Action) (State, []Event, error) {
	n := s
	evs, err := apply(&n, seat, a, nil, nil)
	if err != nil {
		return s, nil, err
	}
	return n, evs, nil
}

// ApplyAppend is Apply that appends the events to dst and returns the
// extended slice, as strconv.AppendInt does; a caller that keeps one
// buffer across actions saves an allocation per action. On error it
// returns the given state and dst unchanged.
func ApplyAppend(dst []Event, s State, seat Seat, a Action) (State, []Event, error) {
	n := s
	evs, err := apply(&n, seat, a, dst, nil)
	if err != nil {
		return s, dst, err
	}
	return n, evs, nil
}

// ApplyTraced is Apply that also returns the indexes in [Transitions] of
// the phase transitions the action took, in order.
func ApplyTraced(s State, seat Seat, a Action) (State, []Event, []int, error) {
	var tr []int
	n := s
	evs, err := apply(&n, seat, a, nil, &tr)
	if err != nil {
		return s, nil, nil, err
	}
	return n, evs, tr, nil
}

// NewTraced is New that also returns the transitions taken.
func NewTraced(r Rules, setup Setup) (State, []Event, []int, error) {
	var tr []int
	s, evs, t, err := newTraced(r, setup, &tr)
	return s, evs, t, err
}

// apply plays the action on *s, a copy the caller made of the state it
// was given; on error *s is left half-played and the caller returns its
// own copy instead.
func apply(s *State, seat Seat, a Action, dst []Event, trace *[]int) ([]Event, error) {
	if s.rules == nil {
		return nil, ruleErr(ErrNoGame, "FEM-III.1", seat, a, "no hay partida: no se ha sorteado el primer reparto ni repartido (el estado no viene de New)")
	}
	if a == nil {
		return nil, ruleErr(ErrUnknownAction, "FEM-VIII.8", seat, nil, "acción vacía")
	}
	switch a.(type) {
	case Mus, CutMus, Discard, Pass, Bet, Raise, Accept, AcceptNoLose, Reject, Ordago:
	case Sena, Look, Tick: // señas y miradas (signal_apply.go)
	default:
		return nil, ruleErr(ErrUnknownAction, "FEM-VIII.8", seat, nil, "acción desconocida %T", a)
	}
	if !seat.Valid() {
		return nil, ruleErr(ErrBadSeat, "FEM-II.1", seat, a, "los asientos van del 0 al 3")
	}
	if s.phase == PhaseGameOver {
		return nil, ruleErr(ErrGameOver, "FEM-Intro.E", seat, a, "la partida ha terminado")
	}
	evs := dst
	e := emitter{s: s, evs: &evs, trace: trace}
	if isSide(a) {
		if err := e.side(seat, a); err != nil {
			return nil, err
		}
		return evs, nil
	}
	var err error
	switch s.phase {
	case PhaseMus:
		err = e.mus(seat, a)
	case PhaseDiscard:
		err = e.discard(seat, a)
	case PhaseGrande, PhaseChica, PhasePares, PhaseJuego, PhasePunto:
		err = e.lanceAction(seat, a)
	default:
		err = &RuleError{Code: ErrTransition, Seat: seat, Action: a, Detail: "el estado no puede esperar en la fase " + s.phase.String()}
	}
	if err != nil {
		return nil, err
	}
	e.afterAction()
	return evs, nil
}

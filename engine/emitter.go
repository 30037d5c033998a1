package engine

import "fmt"

// emitter collects the events and phase transitions of one call; it works
// on a copy of the state.
//
// The events live behind a pointer of their own: assigning a slice to a
// field of *emitter would make escape analysis move the working state to
// the heap on every call.
type emitter struct {
	s     *State
	evs   *[]Event
	trace *[]int // indexes of Transitions taken, when traced
}

// emit appends an event with the next seq and the current phase.
func (e *emitter) emit(actor Seat, v Visibility, p Payload) {
	if *e.evs == nil {
		*e.evs = make([]Event, 0, 4)
	}
	e.s.seq++
	*e.evs = append(*e.evs, Event{Seq: e.s.seq, Round: e.s.round, Phase: e.s.phase, Actor: actor, Visibility: v, Payload: p})
}

// reserve makes room for n more events, before a call emits many of them
// (a deal, a showdown and count).
func (e *emitter) reserve(n int) {
	if cap(*e.evs)-len(*e.evs) < n {
		grown := make([]Event, len(*e.evs), max(len(*e.evs)+n, 2*cap(*e.evs)))
		copy(grown, *e.evs)
		*e.evs = grown
	}
}

// to moves the game to phase p, which must follow the current phase in
// the transition table.
func (e *emitter) to(p Phase) error {
	i := TransitionIndex(e.s.phase, p)
	if i < 0 {
		return &RuleError{Code: ErrTransition, Seat: NoSeat,
			Detail: fmt.Sprintf("transición %s → %s fuera de la tabla de fases", e.s.phase, p)}
	}
	if e.trace != nil {
		*e.trace = append(*e.trace, i)
	}
	e.s.phase = p
	return nil
}

// record appends a public action to the round's history.
func (e *emitter) record(h HistoryEntry, cards Hand) {
	e.s.appendHistory(histItem{entry: h, cards: cards})
}

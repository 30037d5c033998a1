package engine

import "fmt"

// ReplayError says which play of a log could not be applied.
type ReplayError struct {
	Index int // position of the play in the log, from 0
	Play  Play
	Err   error
}

func (e *ReplayError) Error() string {
	return fmt.Sprintf("mus: acción %d del registro (%s, %v): %v", e.Index+1, e.Play.Seat, typeName(e.Play.Action), e.Err)
}

// Unwrap returns the engine error.
func (e *ReplayError) Unwrap() error { return e.Err }

func typeName(a Action) string {
	if a == nil {
		return "-"
	}
	return a.Type().String()
}

// Replay starts a game with the rules and setup and applies the plays in
// order. It returns the final state and the whole event log, which equals
// the log recorded while playing (docs/catalog.md, «Events»).
func Replay(r Rules, setup Setup, plays []Play) (State, []Event, error) {
	s, evs, err := New(r, setup)
	if err != nil {
		return s, nil, err
	}
	for i, p := range plays {
		var more []Event
		s, more, err = Apply(s, p.Seat, p.Action)
		if err != nil {
			return s, evs, &ReplayError{Index: i, Play: p, Err: err}
		}
		evs = append(evs, more...)
	}
	return s, evs, nil
}

package escenarios

import (
	"github.com/musfem/musfem/driver"
	"github.com/musfem/musfem/evidence"
)

// Call is one call a scenario made to change its game: a start (Setup set)
// or a play (Play set), refused ones included. Certification replays the
// calls of a failing scenario on the reference and on the engine to find
// the first difference and the article it belongs to.
type Call struct {
	// Engine numbers the engine the call went to, from 0 in the order the
	// scenario made them (a scenario may try a play on an engine it never
	// started).
	Engine int
	Setup  *driver.Setup
	Play   *driver.Play
}

// callLog is the calls of one scenario and the first transport failure of
// its engines.
type callLog struct {
	calls   []Call
	failure error
	engines int
}

// wrap returns e recording into the log.
func (l *callLog) wrap(e driver.Engine) *callRecorder {
	r := &callRecorder{Engine: e, log: l, n: l.engines}
	l.engines++
	return r
}

// callRecorder is a driver.Engine that records the calls that change the
// game, and the first transport failure of its engine (a typed
// evidence.Failure: a time-out, an exit, garbage, a capability the engine
// does not offer).
type callRecorder struct {
	driver.Engine
	log *callLog
	n   int
	// started says whether the engine accepted a Start (checkPath).
	started bool
}

func (r *callRecorder) note(err error) {
	if r.log.failure == nil && evidence.FailureOf(err) != nil {
		r.log.failure = err
	}
}

// Unwrap implements driver.Unwrapper.
func (r *callRecorder) Unwrap() driver.Engine { return r.Engine }

// Transitions implements driver.Tracer when the wrapped engine does.
func (r *callRecorder) Transitions() []int {
	if tr, ok := r.Engine.(driver.Tracer); ok {
		return tr.Transitions()
	}
	return nil
}

// Start implements driver.Engine.
func (r *callRecorder) Start(s driver.Setup) ([]driver.Event, error) {
	c := s
	c.Decks = append(c.Decks[:0:0], s.Decks...)
	r.log.calls = append(r.log.calls, Call{Engine: r.n, Setup: &c})
	evs, err := r.Engine.Start(s)
	r.note(err)
	r.started = r.started || err == nil
	return evs, err
}

// Apply implements driver.Engine.
func (r *callRecorder) Apply(seat driver.Seat, a driver.Action) ([]driver.Event, error) {
	r.log.calls = append(r.log.calls, Call{Engine: r.n, Play: &driver.Play{Seat: seat, Action: a}})
	evs, err := r.Engine.Apply(seat, a)
	r.note(err)
	return evs, err
}

// Observe implements driver.Engine.
func (r *callRecorder) Observe(v driver.Viewer) (driver.Observation, error) {
	o, err := r.Engine.Observe(v)
	r.note(err)
	return o, err
}

// Legal implements driver.Engine.
func (r *callRecorder) Legal(seat driver.Seat) ([]driver.Template, error) {
	l, err := r.Engine.Legal(seat)
	r.note(err)
	return l, err
}

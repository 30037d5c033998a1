package escenarios

import (
	"github.com/musfem/musfem/config"
	"github.com/musfem/musfem/driver"
	"github.com/musfem/musfem/engine"
)

// Trace is what a scenario did to its engine, recorded with
// Options.Record for the preguntas report (reports/preguntas.*): the rules
// the game started with, its first events and, for every action the
// scenario played or tried, the events and, after it, the legal actions
// of the four seats and the observations of the four seats and the
// spectator, in canonical JSON. Comparing the traces of one outline's rows
// shows where two options of an open question part ways, even when no
// score changes.
type Trace struct {
	// Rules are the keys whose value differs from the defaults, as
	// "key = value" TOML text in table order.
	Rules []string
	// Started is false when the scenario never started a game.
	Started bool
	// Start holds the events of the start of the game.
	Start []driver.Event
	// AtStart holds the legal actions and observations right after the
	// start (its Seat, Action and Events are empty).
	AtStart TraceStep
	// Steps are the actions in order, refused ones included.
	Steps []TraceStep
}

// TraceStep is one action of a recorded scenario.
type TraceStep struct {
	Seat driver.Seat
	// Action is the action in canonical JSON.
	Action string
	// Refused is the engine's refusal, or "" when the action was applied.
	Refused string
	// Events are the events the action produced (none when refused).
	Events []driver.Event
	// Legal holds, after the action, the legal templates of seats 0–3 in
	// canonical JSON.
	Legal [4]string
	// Observations holds, after the action, the observations of seats 0–3
	// and of the spectator (index 4) in canonical JSON.
	Observations [5]string
}

// Events returns every event of the trace, the start's included, in order.
func (t *Trace) Events() []driver.Event {
	if t == nil {
		return nil
	}
	out := append([]driver.Event(nil), t.Start...)
	for _, st := range t.Steps {
		out = append(out, st.Events...)
	}
	return out
}

// recorder is a driver.Engine that passes every call to its engine and
// records a Trace.
type recorder struct {
	driver.Engine
	trace Trace
}

// newRecorder wraps e.
func newRecorder(e driver.Engine) *recorder { return &recorder{Engine: e} }

// Unwrap implements driver.Unwrapper.
func (r *recorder) Unwrap() driver.Engine { return r.Engine }

// Transitions implements driver.Tracer when the wrapped engine does.
func (r *recorder) Transitions() []int {
	if tr, ok := r.Engine.(driver.Tracer); ok {
		return tr.Transitions()
	}
	return nil
}

// Start implements driver.Engine.
func (r *recorder) Start(s driver.Setup) ([]driver.Event, error) {
	evs, err := r.Engine.Start(s)
	if err != nil {
		return evs, err
	}
	r.trace = Trace{Started: true, Start: append([]driver.Event(nil), evs...)}
	for _, kv := range config.Diff(s.Rules) {
		r.trace.Rules = append(r.trace.Rules, kv.String())
	}
	r.trace.AtStart = r.snapshot(TraceStep{Seat: -1})
	return evs, nil
}

// Apply implements driver.Engine.
func (r *recorder) Apply(seat driver.Seat, a driver.Action) ([]driver.Event, error) {
	evs, err := r.Engine.Apply(seat, a)
	if !r.trace.Started {
		return evs, err
	}
	st := TraceStep{Seat: seat, Events: append([]driver.Event(nil), evs...)}
	if a != nil {
		if b, merr := engine.MarshalAction(a); merr == nil {
			st.Action = string(b)
		} else {
			st.Action = a.Type().String()
		}
	}
	if err != nil {
		st.Refused = err.Error()
	}
	r.trace.Steps = append(r.trace.Steps, r.snapshot(st))
	return evs, err
}

// snapshot fills the legal actions and observations of st from the game
// as it is now.
func (r *recorder) snapshot(st TraceStep) TraceStep {
	for s := driver.Seat(0); s < 4; s++ {
		st.Legal[s] = r.canonicalLegal(s)
		st.Observations[s] = r.canonicalObservation(driver.SeatViewer(s))
	}
	st.Observations[4] = r.canonicalObservation(driver.Spectator())
	return st
}

func (r *recorder) canonicalLegal(s driver.Seat) string {
	l, err := r.Engine.Legal(s)
	if err != nil {
		return "error: " + err.Error()
	}
	if l == nil {
		l = []driver.Template{}
	}
	b, err := engine.Canonical(l)
	if err != nil {
		return "error: " + err.Error()
	}
	return string(b)
}

func (r *recorder) canonicalObservation(v driver.Viewer) string {
	o, err := r.Engine.Observe(v)
	if err != nil {
		return "error: " + err.Error()
	}
	b, err := engine.Canonical(o)
	if err != nil {
		return "error: " + err.Error()
	}
	return string(b)
}

// recorded returns a copy of the trace.
func (r *recorder) recorded() *Trace {
	t := r.trace
	return &t
}

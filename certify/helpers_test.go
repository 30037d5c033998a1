package certify

import (
	"github.com/musfem/musfem/driver"
	"github.com/musfem/musfem/engine"
)

// flipGrande is a wrong engine: it reports the other pair as the winner of
// every grande lance resolved at the showdown (mejor_jugada).
type flipGrande struct{ driver.Engine }

func (f flipGrande) fix(evs []driver.Event) []driver.Event {
	out := make([]driver.Event, len(evs))
	copy(out, evs)
	for i, e := range out {
		if p, ok := e.Payload.(engine.LanceResolved); ok && p.Lance == engine.Grande && p.Reason == "mejor_jugada" {
			p.Winner = 1 - p.Winner
			out[i].Payload = p
		}
	}
	return out
}

func (f flipGrande) Start(s driver.Setup) ([]driver.Event, error) {
	evs, err := f.Engine.Start(s)
	return f.fix(evs), err
}

func (f flipGrande) Apply(seat driver.Seat, a driver.Action) ([]driver.Event, error) {
	evs, err := f.Engine.Apply(seat, a)
	return f.fix(evs), err
}

func flipTarget() Target {
	t := ReferenceTarget()
	t.Name = "gira-grande"
	t.NewEngine = func() driver.Engine { return flipGrande{driver.Reference()} }
	return t
}

// leaky is a wrong engine whose seat observations show the partner's hand
// in Revealed.
type leaky struct{ driver.Engine }

func (l leaky) Observe(v driver.Viewer) (driver.Observation, error) {
	o, err := l.Engine.Observe(v)
	if err != nil || v.Kind != engine.ViewerSeat {
		return o, err
	}
	d, err := l.Engine.Observe(driver.Developer())
	if err != nil {
		return o, err
	}
	var r [4][]driver.Card
	if o.Revealed != nil {
		r = *o.Revealed
	}
	p := (v.Seat + 2) % 4
	r[p] = d.Hands[p]
	o.Revealed = &r
	return o, nil
}

// flipStepper is flipGrande answering the batched step too.
type flipStepper struct{ flipGrande }

func (f flipStepper) Step(seat driver.Seat, a driver.Action) (driver.StepResult, error) {
	r, err := f.Engine.(driver.Stepper).Step(seat, a)
	r.Events = f.fix(r.Events)
	return r, err
}

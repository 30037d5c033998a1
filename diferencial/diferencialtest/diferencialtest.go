// Package diferencialtest holds wrong engines for the tests of the
// differential tester and of certification: each is the reference engine
// with one planted fault, in process.
package diferencialtest

import (
	"github.com/musfem/musfem/driver"
	"github.com/musfem/musfem/engine"
)

// FlipGrande is a wrong engine: it reports the other pair as the winner of
// every grande lance resolved at the showdown (mejor_jugada).
type FlipGrande struct{ driver.Engine }

func (f FlipGrande) fix(evs []driver.Event) []driver.Event {
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

// Start starts the game, with the winner of grande flipped.
func (f FlipGrande) Start(s driver.Setup) ([]driver.Event, error) {
	evs, err := f.Engine.Start(s)
	return f.fix(evs), err
}

// Apply applies a, with the winner of grande flipped.
func (f FlipGrande) Apply(seat driver.Seat, a driver.Action) ([]driver.Event, error) {
	evs, err := f.Engine.Apply(seat, a)
	return f.fix(evs), err
}

// FlipStepper is FlipGrande answering the batched step too.
type FlipStepper struct{ FlipGrande }

// Step steps, with the winner of grande flipped.
func (f FlipStepper) Step(seat driver.Seat, a driver.Action) (driver.StepResult, error) {
	r, err := f.Engine.(driver.Stepper).Step(seat, a)
	r.Events = f.fix(r.Events)
	return r, err
}

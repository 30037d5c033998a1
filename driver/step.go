package driver

import (
	"errors"

	"github.com/musfem/musfem/engine"
)

// Stepper is implemented by engines that apply an action and return every
// viewer's observation and every seat's legal actions in one call (the
// batched "step" of docs/protocol.md).
type Stepper interface {
	// Step applies the action like Engine.Apply. On a *RuleError the game
	// is unchanged and the result still holds its observations and legal
	// actions.
	Step(seat Seat, a Action) (StepResult, error)
}

// StepResult is what a step returns: the events of the action, the
// observations of seats 0–3 and of the spectator, and the legal actions of
// seats 0–3.
type StepResult struct {
	Events       []Event
	Observations [5]Observation
	Legal        [4][]Template
}

// Step implements Stepper.
func (r *reference) Step(seat Seat, a Action) (StepResult, error) {
	if !r.started {
		return StepResult{}, errors.New("driver: la partida no ha empezado")
	}
	evs, err := r.Apply(seat, a)
	var res StepResult
	if err != nil {
		var re *RuleError
		if !errors.As(err, &re) {
			return StepResult{}, err
		}
	}
	res.Events = evs
	for s := Seat(0); s < engine.NumSeats; s++ {
		res.Observations[s] = engine.Observe(r.s, engine.SeatViewer(s))
		res.Legal[s] = engine.Legal(r.s, s)
	}
	res.Observations[4] = engine.Observe(r.s, engine.Spectator())
	return res, err
}

// Resyncer is implemented by the in-process reference engine: certification
// gives it another engine's score (and "estamos dentro" announcements)
// after a difference in the tantos, so that later rules that read the
// score are judged against the score that engine really has
// (engine.Resync).
type Resyncer interface {
	Resync(score [2]int, told [2]bool)
}

// Resync implements Resyncer.
func (r *reference) Resync(score [2]int, told [2]bool) {
	if r.started {
		r.s = engine.Resync(r.s, score, told)
	}
}

// ExpectStepper is implemented by engines behind a wire (the protocol's
// handles) that can tell, before decoding it, whether a step's answer is
// exactly the answer that the expected result would be: certification
// passes the reference's result of the same play, and an engine that
// agrees costs no decoding.
type ExpectStepper interface {
	// StepExpect plays like Step. When the engine's answer is, byte for
	// byte, the canonical answer holding want, it returns want itself and
	// same = true; otherwise it returns the decoded answer, as Step does.
	StepExpect(seat Seat, a Action, want StepResult) (res StepResult, same bool, err error)
}

// Refuser is implemented by the in-process reference engine: it says how
// it would refuse a play in its current state without playing it (nil
// when it would accept it). Certification charges an action the engine
// under test offers and the reference does not to the article of this
// refusal (docs/aspects.md §2).
type Refuser interface {
	Refusal(seat Seat, a Action) *RuleError
}

// Refusal implements Refuser: the play is tried on a copy of the state,
// which engine.Apply leaves unchanged.
func (r *reference) Refusal(seat Seat, a Action) *RuleError {
	if !r.started {
		return nil
	}
	_, _, err := engine.Apply(r.s, seat, a)
	var re *RuleError
	if errors.As(convert(err), &re) {
		return re
	}
	return nil
}

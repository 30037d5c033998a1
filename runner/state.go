package runner

import (
	"fmt"

	"github.com/musfem/musfem/internal/enum"
)

// State is the runtime state of a game run (docs/runner.md), not the
// engine's phase: WAITING → PLAYING ⇄ PAUSED → FINISHED / ERROR.
type State uint8

// The runner states.
const (
	StateNone     State = iota
	StateWaiting        // created, Run not called yet
	StatePlaying        // asking players and applying their actions
	StatePaused         // stopped between two decisions, waiting for Resume
	StateFinished       // the game or partida is over (or forfeited)
	StateError          // an unrecoverable error or a stop; the log is saved
	numStates
)

var stateNames = [numStates]string{"NONE", "WAITING", "PLAYING", "PAUSED", "FINISHED", "ERROR"}

// String returns the state's name, e.g. "PLAYING".
func (s State) String() string {
	return enum.Name(s, stateNames[:], "State")
}

// Trigger is what moves a run from one state to another.
type Trigger uint8

// The triggers.
const (
	TriggerNone   Trigger = iota
	TriggerStart          // Run is called
	TriggerPause          // Pause is called
	TriggerResume         // Resume is called
	TriggerFinish         // the game ended (or was forfeited)
	TriggerFail           // an unrecoverable error, or the context was cancelled
	numTriggers
)

var triggerNames = [numTriggers]string{"", "empezar", "pausar", "reanudar", "terminar", "fallar"}

// String returns the trigger's Spanish verb, e.g. "pausar".
func (t Trigger) String() string {
	return enum.Name(t, triggerNames[:], "Trigger")
}

// Transition is one allowed change of state.
type Transition struct {
	From State
	On   Trigger
	To   State
}

// Transitions is the runner's state table; a trigger in a state not listed
// here is an error (*TransitionError) and leaves the state unchanged.
var Transitions = []Transition{
	{StateWaiting, TriggerStart, StatePlaying},
	{StateWaiting, TriggerFail, StateError},
	{StatePlaying, TriggerPause, StatePaused},
	{StatePlaying, TriggerFinish, StateFinished},
	{StatePlaying, TriggerFail, StateError},
	{StatePaused, TriggerResume, StatePlaying},
	{StatePaused, TriggerFinish, StateFinished}, // the last decision, already asked, ended the game
	{StatePaused, TriggerFail, StateError},
}

// TransitionError is a trigger that the state table does not allow.
type TransitionError struct {
	From State
	On   Trigger
}

func (e *TransitionError) Error() string {
	return fmt.Sprintf("runner: no se puede %s una partida en estado %s", e.On, e.From)
}

// next returns the state that trigger t leads to from s.
func next(s State, t Trigger) (State, error) {
	for _, tr := range Transitions {
		if tr.From == s && tr.On == t {
			return tr.To, nil
		}
	}
	return s, &TransitionError{From: s, On: t}
}

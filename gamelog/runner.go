package gamelog

import (
	"fmt"

	"github.com/musfem/musfem/tiempo"
)

// validRunnerEvent checks one decoded runner event, an incident of a log
// of plays plays.
func validRunnerEvent(e tiempo.Incident, plays int) error {
	switch e.Type {
	case tiempo.PlayerTimedOut, tiempo.PlayerDisconnected, tiempo.PlayerAbsent, tiempo.IllegalAnswer, tiempo.GameForfeited:
	default:
		return fmt.Errorf("tipo %q desconocido", e.Type)
	}
	if e.Play < 0 || e.Play > plays {
		return fmt.Errorf("play %d fuera del registro (hay %d jugadas)", e.Play, plays)
	}
	if !e.Seat.Valid() {
		return fmt.Errorf("asiento %d: debe ser 0-3", int(e.Seat))
	}
	if e.Outcome != tiempo.OutcomeDefault && e.Outcome != tiempo.OutcomeForfeit {
		return fmt.Errorf("outcome %q: debe ser %q o %q", e.Outcome, tiempo.OutcomeDefault, tiempo.OutcomeForfeit)
	}
	if e.Outcome == tiempo.OutcomeDefault && e.Play >= plays {
		return fmt.Errorf("la acción %d, en la que se pierde por defecto, no está en el registro", e.Play)
	}
	return nil
}

package tiempo

import (
	"fmt"

	"github.com/musfem/musfem/engine"
)

// The kinds of incidents, the "type" of a runner event (docs/registro.md
// «Incidencias del runner»). They are facts of the run, not of the engine:
// the engine never sees them, and replaying a log ignores them (the default
// actions the runner played are ordinary plays).
const (
	PlayerTimedOut     = "PlayerTimedOut"     // the seat ran out of time
	PlayerDisconnected = "PlayerDisconnected" // the seat's player is gone
	PlayerAbsent       = "PlayerAbsent"       // a decision of a seat disconnected earlier
	IllegalAnswer      = "IllegalAnswer"      // garbage, or an action the engine refused
	GameForfeited      = "GameForfeited"      // a pair lost by abandono
)

// The outcomes of an incident: what the runner did.
const (
	OutcomeDefault = "accion"   // it played the default action: the play at index Play
	OutcomeForfeit = "abandono" // the seat's pair lost the game
)

// Incident is what a failed decision came to (a time-out, a disconnection,
// a bad answer, an absent seat) or the abandono that followed one: a runner
// event, saved in the "runner_events" array of a game's log
// (gamelog.Log.Runner).
type Incident struct {
	Type string `json:"type"`
	// Play is the index (from 0) of the play the incident precedes: the
	// default action is plays[Play]; for an abandono, len(plays).
	Play      int          `json:"play"`
	Seat      engine.Seat  `json:"seat"`
	Situation string       `json:"situation"`        // mus, descarte, envite, ordago, palabra, otra
	LimitMs   int64        `json:"limit_ms"`         // the decision's limit, 0 = none
	Outcome   string       `json:"outcome"`          // "accion" or "abandono"
	Detail    string       `json:"detail,omitempty"` // the player's answer or error, in Spanish
	Winner    *engine.Team `json:"winner,omitempty"` // GameForfeited: the pair that wins
}

// Describe returns a one-line Spanish account of the event, for narration.
func (e Incident) Describe() string {
	var what string
	switch e.Type {
	case PlayerTimedOut:
		what = fmt.Sprintf("el %s agota su tiempo (%d ms, %s)", e.Seat, e.LimitMs, e.Situation)
	case PlayerDisconnected:
		what = fmt.Sprintf("el jugador del %s se desconecta (%s)", e.Seat, e.Situation)
	case PlayerAbsent:
		what = fmt.Sprintf("el %s sigue desconectado (%s)", e.Seat, e.Situation)
	case IllegalAnswer:
		what = fmt.Sprintf("el %s responde algo no válido (%s)", e.Seat, e.Situation)
	case GameForfeited:
		w := "?"
		if e.Winner != nil {
			w = e.Winner.String()
		}
		return fmt.Sprintf("abandono: la pareja del %s pierde; gana la pareja %s", e.Seat, w)
	default:
		what = fmt.Sprintf("%s en el %s", e.Type, e.Seat)
	}
	if e.Detail != "" {
		what += ": " + e.Detail
	}
	switch e.Outcome {
	case OutcomeDefault:
		what += "; se juega la acción por defecto"
	case OutcomeForfeit:
		what += "; abandono"
	}
	return what
}

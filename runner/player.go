// Package runner plays a game or a partida (FEM P4) between four players
// outside the engine: players are in-process bots or subprocesses speaking
// the bot protocol (docs/bots.md), each decision has a time limit (FEM IV.1
// for the mus, CONVENCION-tiempo-decision for the others),
// and the runner can pause, resume, save its log at every step and recover
// an interrupted game from that log. The engine stays pure: the runner owns
// the clock, which is injected (a fake clock in tests).
package runner

import (
	"context"
	"errors"
	"time"

	"github.com/musfem/musfem/engine"
)

// Request is one decision asked of a player: the seat's own observation
// (with its legal-action templates in Observation.Legal) and the time it
// has left to answer (0 = no limit).
type Request struct {
	Seat        engine.Seat
	Observation engine.Observation
	TimeLeft    time.Duration
	// Index is the position (from 0) in the log's plays of the play this
	// decision becomes; in-process bots derive their random draws from it
	// so that a recovered game draws the same (docs/runner.md).
	Index int
}

// Player decides the actions of one seat. Decide is called only when the
// seat has the word. The runner cancels ctx when the decision's time runs
// out or the runner stops; a player must then return promptly (ctx.Err()).
// An answer that is not an action (garbage) returns an error wrapping
// ErrGarbage; a player whose process is gone returns an error wrapping
// ErrDisconnected. An action that the engine refuses is the runner's
// business, not the player's.
type Player interface {
	// Name identifies the player in logs and narration ("simple",
	// "python3 mibot.py").
	Name() string
	Decide(ctx context.Context, r Request) (engine.Action, error)
	// Close releases the player (ends its process); it is safe to call
	// more than once.
	Close() error
}

// Errors a player's Decide wraps.
var (
	// ErrDisconnected: the player is gone (its process crashed or closed
	// its output) and will not answer again.
	ErrDisconnected = errors.New("el jugador se ha desconectado")
	// ErrGarbage: the player answered something that is not an action.
	ErrGarbage = errors.New("respuesta que no es una acción")
)

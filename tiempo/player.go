package tiempo

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
// seat has the word. [Turn] cancels ctx when the decision's time runs out
// (and the runner when it stops); a player must then return promptly
// (ctx.Err()). An answer that is not an action (garbage) returns an error
// wrapping ErrGarbage; a player whose process is gone returns an error
// wrapping ErrDisconnected. An action that the engine refuses is Turn's
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

package diferencial

import (
	"errors"

	"github.com/musfem/musfem/driver"
)

// Engine is the engine under test, whatever carries it: a process speaking
// the protocol, or an engine in this process (Local).
type Engine interface {
	// NewEngine makes a fresh game handle of the engine.
	NewEngine() driver.Engine
	// Claims reports whether the engine plays config key at value (a
	// JSON literal): the differential games play a variant of the rules
	// only when the engine claims all its values.
	Claims(key, value string) bool
	// StackedDecks reports whether the engine accepts stacked decks: a
	// reproduction is moved towards the ordered deck only then.
	StackedDecks() bool
	// Fork starts another process of the same engine for parallel
	// differential games; an engine that cannot returns an error (such as
	// ErrNoFork) and its games are played on it alone.
	Fork() (Engine, error)
	// Close ends the engine's process. Its error (a breach of the protocol
	// at the end) rejects the engine.
	Close() error
}

// ErrNoFork is the error of Fork for an engine that runs in this process.
var ErrNoFork = errors.New("diferencial: el motor no se puede desdoblar en otro proceso")

// Local is an engine under test that runs in this process, given by its
// factory of game handles: it plays every config value and stacked decks,
// does not fork and has nothing to close.
type Local func() driver.Engine

// NewEngine returns l().
func (l Local) NewEngine() driver.Engine { return l() }

// Claims returns true: an engine in process plays every value.
func (Local) Claims(key, value string) bool { return true }

// StackedDecks returns true.
func (Local) StackedDecks() bool { return true }

// Fork returns ErrNoFork.
func (Local) Fork() (Engine, error) { return nil, ErrNoFork }

// Close does nothing.
func (Local) Close() error { return nil }

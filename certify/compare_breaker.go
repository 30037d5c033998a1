package certify

import (
	"fmt"
	"sync"

	"github.com/musfem/musfem/driver"
	"github.com/musfem/musfem/protocol"
)

// roundBreaker puts the breaker's rule for launches (launchLimit) on the
// rounds of the comparison of hands: a round that cannot be played (the
// engine crashed, answered garbage or out of protocol, refused to deal)
// costs a new engine, and after launchLimit such rounds in a row, with no
// round played to its end in between, the engine is not launched again
// for the comparison: the rest of its rounds fail at once, ERROR, as the
// rest of a certification does once the engine stops launching. Without
// it, an engine that fails every round is launched again for each round of
// a block of comparacion.Check, hundreds of times.
type roundBreaker struct {
	newEngine func() driver.Engine

	mu      sync.Mutex
	engines int // engines made
	failed  int // rounds in a row that could not be played
}

// factory makes the comparison's engines.
func (b *roundBreaker) factory() driver.Engine {
	b.mu.Lock()
	defer b.mu.Unlock()
	if b.engines > 0 {
		// comparacion asks for a new engine only after a round that could
		// not be played.
		b.failed++
	}
	if b.failed >= launchLimit {
		return deadEngine{why: fmt.Sprintf("no se lanza más: el motor no ha podido jugar %d rondas seguidas de la comparación de manos", launchLimit)}
	}
	b.engines++
	return &roundEngine{Engine: b.newEngine(), b: b}
}

// roundEngine is an engine of the comparison: a second start on it means
// that the round before was played to its end.
type roundEngine struct {
	driver.Engine
	b       *roundBreaker
	started bool
}

func (e *roundEngine) Start(s driver.Setup) ([]driver.Event, error) {
	if e.started {
		e.b.mu.Lock()
		e.b.failed = 0
		e.b.mu.Unlock()
	}
	e.started = true
	return e.Engine.Start(s)
}

// deadEngine fails every request at once, without a process.
type deadEngine struct{ why string }

func (d deadEngine) fail(op string) error {
	return &protocol.TransportError{Kind: protocol.KindCrash, Op: op, Detail: d.why}
}
func (d deadEngine) Name() string                               { return "" }
func (d deadEngine) Close() error                               { return nil }
func (d deadEngine) Start(driver.Setup) ([]driver.Event, error) { return nil, d.fail("start") }
func (d deadEngine) Observe(driver.Viewer) (driver.Observation, error) {
	return driver.Observation{}, d.fail("observe")
}
func (d deadEngine) Legal(driver.Seat) ([]driver.Template, error) { return nil, d.fail("legal") }
func (d deadEngine) Apply(driver.Seat, driver.Action) ([]driver.Event, error) {
	return nil, d.fail("apply")
}

package certify

import (
	"errors"
	"fmt"
	"sync"

	"github.com/musfem/musfem/diferencial"
	"github.com/musfem/musfem/driver"
	"github.com/musfem/musfem/protocol"
)

// The certifier stops waiting for the engine after breakerLimit
// time-outs close together (fewer than breakerSpacing good answers between
// one and the next) or breakerCap time-outs in the whole certification:
// every later request fails at once as TIEMPO. A hung engine is launched
// again after each time-out and answers hello and start before it hangs
// again; those few good answers do not reset the count, so it costs a few
// time limits in the whole run, not one per scenario. A time-out of a
// correct engine on a loaded machine, far from any other, does not stop
// the run.
const (
	breakerLimit   = 3
	breakerSpacing = 100
	breakerCap     = 10
)

// launchLimit is the number of launches in a row that fail (the process
// does not start or does not answer hello) after which the certifier stops
// launching the engine: every later request fails at once.
const launchLimit = 3

// breaker guards the engines of one certification: the engines of the
// target and of its forks share it. It also stops them when the
// certification is interrupted and keeps what the engines did wrong when
// closed.
type breaker struct {
	stop <-chan struct{} // closed when the certification is interrupted

	mu        sync.Mutex
	timeouts  int     // time-outs in the whole run
	streak    int     // time-outs close together, the last one included
	good      int     // good answers since the last time-out
	launches  int     // failed launches in a row
	farewells []error // breaches of the protocol when a process was closed
}

// newBreaker returns a breaker for a certification that stop interrupts
// (nil: never).
func newBreaker(stop <-chan struct{}) *breaker { return &breaker{stop: stop} }

// stopped reports whether the certification has been interrupted.
func (b *breaker) stopped() bool {
	select {
	case <-b.stop:
		return true
	default:
		return false
	}
}

// open returns the error of a request that is not sent: the certification
// is interrupted, the engine has timed out too often or does not launch.
func (b *breaker) open(op string) error {
	if b.stopped() {
		return fmt.Errorf("%w: %s", protocol.ErrInterrupted, op)
	}
	b.mu.Lock()
	defer b.mu.Unlock()
	switch {
	case b.streak >= breakerLimit || b.timeouts >= breakerCap:
		return &protocol.TransportError{Kind: protocol.KindTimeout, Op: op,
			Detail: fmt.Sprintf("no se espera más: el motor no ha respondido a tiempo %d veces en esta certificación", b.timeouts)}
	case b.launches >= launchLimit:
		return &protocol.TransportError{Kind: protocol.KindCrash, Op: op,
			Detail: fmt.Sprintf("no se lanza más: el motor no ha arrancado %d veces seguidas", b.launches)}
	}
	return nil
}

// record counts a request's outcome.
func (b *breaker) record(err error) {
	var te *protocol.TransportError
	var ae *protocol.AnswerError
	b.mu.Lock()
	defer b.mu.Unlock()
	switch {
	case errors.Is(err, protocol.ErrInterrupted):
	case errors.As(err, &te):
		if te.Kind == protocol.KindTimeout {
			if b.good >= breakerSpacing {
				b.streak = 0
			}
			b.timeouts++
			b.streak++
			b.good = 0
		}
		if te.Op == "hello" {
			b.launches++
		} else {
			b.launches = 0
		}
	case errors.As(err, &ae) && ae.Op == "hello":
		b.launches++
	default:
		b.launches = 0
		b.good++
	}
}

// closed keeps the error of closing a process (a breach of the protocol at
// its end), unless the certification was interrupted.
func (b *breaker) closed(err error) {
	if err == nil || errors.Is(err, protocol.ErrInterrupted) {
		return
	}
	b.mu.Lock()
	defer b.mu.Unlock()
	b.farewells = append(b.farewells, err)
}

// closeErrors returns the errors of closing the processes, in order.
func (b *breaker) closeErrors() []error {
	b.mu.Lock()
	defer b.mu.Unlock()
	return append([]error(nil), b.farewells...)
}

// target puts t's engines, the engines of its forks and their Close behind
// the breaker.
func (b *breaker) target(t Engine) Engine {
	return guardedTarget{Engine: t, tester: b.tester(t)}
}

// tester puts an engine under test behind the breaker.
func (b *breaker) tester(t diferencial.Engine) guardedTester {
	return guardedTester{Engine: t, b: b, newEngine: b.engines(t.NewEngine)}
}

// guardedTester is an engine under test behind a breaker: its engines,
// its forks and its Close.
type guardedTester struct {
	diferencial.Engine
	b         *breaker
	newEngine func() driver.Engine
}

func (g guardedTester) NewEngine() driver.Engine { return g.newEngine() }

func (g guardedTester) Fork() (diferencial.Engine, error) {
	if err := g.b.open("hello"); err != nil {
		return nil, err
	}
	f, err := g.Engine.Fork()
	if err != nil {
		return f, err
	}
	return g.b.tester(f), nil
}

func (g guardedTester) Close() error {
	err := g.Engine.Close()
	g.b.closed(err)
	return err
}

// guardedTarget is the engine under certification behind a breaker.
type guardedTarget struct {
	Engine
	tester guardedTester
}

func (g guardedTarget) NewEngine() driver.Engine          { return g.tester.NewEngine() }
func (g guardedTarget) Fork() (diferencial.Engine, error) { return g.tester.Fork() }
func (g guardedTarget) Close() error                      { return g.tester.Close() }

// engines wraps a factory so that its engines are behind the breaker.
func (b *breaker) engines(newEngine func() driver.Engine) func() driver.Engine {
	return func() driver.Engine {
		e := newEngine()
		g := &guarded{e: e, b: b}
		s, ok := e.(driver.Stepper)
		if !ok {
			return g
		}
		gs := &guardedStepper{guarded: g, s: s}
		if x, ok := e.(driver.ExpectStepper); ok {
			return &guardedExpectStepper{guardedStepper: gs, x: x}
		}
		return gs
	}
}

// guard wraps a factory so that its engines share a new breaker that
// nothing interrupts.
func guard(newEngine func() driver.Engine) func() driver.Engine {
	return newBreaker(nil).engines(newEngine)
}

// guarded is an engine behind a breaker.
type guarded struct {
	e driver.Engine
	b *breaker
}

func (g *guarded) Name() string { return g.e.Name() }
func (g *guarded) Close() error { return g.e.Close() }
func (g *guarded) Start(s driver.Setup) ([]driver.Event, error) {
	if err := g.b.open("start"); err != nil {
		return nil, err
	}
	evs, err := g.e.Start(s)
	g.b.record(err)
	return evs, err
}

func (g *guarded) Apply(seat driver.Seat, a driver.Action) ([]driver.Event, error) {
	if err := g.b.open("apply"); err != nil {
		return nil, err
	}
	evs, err := g.e.Apply(seat, a)
	g.b.record(err)
	return evs, err
}

func (g *guarded) Observe(v driver.Viewer) (driver.Observation, error) {
	if err := g.b.open("observe"); err != nil {
		return driver.Observation{}, err
	}
	o, err := g.e.Observe(v)
	g.b.record(err)
	return o, err
}

func (g *guarded) Legal(seat driver.Seat) ([]driver.Template, error) {
	if err := g.b.open("legal"); err != nil {
		return nil, err
	}
	l, err := g.e.Legal(seat)
	g.b.record(err)
	return l, err
}

// guardedStepper is a guarded engine that also steps.
type guardedStepper struct {
	*guarded
	s driver.Stepper
}

func (g *guardedStepper) Step(seat driver.Seat, a driver.Action) (driver.StepResult, error) {
	if err := g.b.open("step"); err != nil {
		return driver.StepResult{}, err
	}
	r, err := g.s.Step(seat, a)
	g.b.record(err)
	return r, err
}

// guardedExpectStepper is a guarded engine that also steps against an
// expected answer (the fast path of lockstep, driver.ExpectStepper).
type guardedExpectStepper struct {
	*guardedStepper
	x driver.ExpectStepper
}

func (g *guardedExpectStepper) StepExpect(seat driver.Seat, a driver.Action, want driver.StepResult) (driver.StepResult, bool, error) {
	if err := g.b.open("step"); err != nil {
		return driver.StepResult{}, false, err
	}
	r, same, err := g.x.StepExpect(seat, a, want)
	g.b.record(err)
	return r, same, err
}

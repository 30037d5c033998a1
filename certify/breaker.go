package certify

import (
	"errors"
	"fmt"
	"sync"

	"github.com/musfem/musfem/driver"
	"github.com/musfem/musfem/protocol"
)

// breakerLimit is the number of consecutive timeouts after which the
// certifier stops waiting for an engine: every later request fails at
// once as TIEMPO, so a hung engine costs seconds, not one time limit per
// scenario.
const breakerLimit = 3

// breaker counts an engine's consecutive timeouts across all its games.
type breaker struct {
	mu       sync.Mutex
	timeouts int
}

func (b *breaker) open(op string) error {
	b.mu.Lock()
	defer b.mu.Unlock()
	if b.timeouts < breakerLimit {
		return nil
	}
	return &protocol.TransportError{Kind: "tiempo", Op: op,
		Detail: fmt.Sprintf("no se espera más: el motor no ha respondido a tiempo a %d peticiones seguidas", breakerLimit)}
}

func (b *breaker) record(err error) {
	var te *protocol.TransportError
	b.mu.Lock()
	defer b.mu.Unlock()
	switch {
	case errors.As(err, &te) && te.Kind == "tiempo":
		b.timeouts++
	case err == nil:
		b.timeouts = 0
	}
}

// guard wraps a factory so that its engines share one breaker.
func guard(newEngine func() driver.Engine) func() driver.Engine {
	b := &breaker{}
	return func() driver.Engine {
		e := newEngine()
		g := &guarded{e: e, b: b}
		if s, ok := e.(driver.Stepper); ok {
			return &guardedStepper{guarded: g, s: s}
		}
		return g
	}
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

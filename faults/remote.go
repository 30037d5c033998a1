package faults

import (
	"sync"

	"github.com/musfem/musfem/driver"
	"github.com/musfem/musfem/internal/cmdline"
	"github.com/musfem/musfem/protocol"
)

// New returns a factory of engines with the named faults (see choose),
// for use in this process: each engine is a game of the faulty server
// (Build), launched once and kept for the next engine after Close, so
// that engines used one after another share a process and engines used
// at once each have their own.
func New(names string) (func() driver.Engine, error) {
	argv, err := Command(names)
	if err != nil {
		return nil, err
	}
	p := &pool{command: cmdline.Join(argv)}
	return p.engine, nil
}

// pool keeps the processes of the faulty server not in use.
type pool struct {
	command string
	mu      sync.Mutex
	idle    []*protocol.Client
}

// engine returns a game on an idle process, or on a new one.
func (p *pool) engine() driver.Engine {
	p.mu.Lock()
	var c *protocol.Client
	if n := len(p.idle); n > 0 {
		c, p.idle = p.idle[n-1], p.idle[:n-1]
	}
	p.mu.Unlock()
	if c == nil {
		var err error
		if c, err = protocol.Launch(protocol.Options{Command: p.command}); err != nil {
			return broken{err}
		}
	}
	return &remote{Engine: c.NewEngine(), c: c, p: p}
}

// remote is a game of a pooled process.
type remote struct {
	driver.Engine
	c    *protocol.Client
	p    *pool
	once sync.Once
}

// Step implements driver.Stepper.
func (r *remote) Step(seat driver.Seat, a driver.Action) (driver.StepResult, error) {
	return r.Engine.(driver.Stepper).Step(seat, a)
}

// Close gives the process back to the pool.
func (r *remote) Close() error {
	r.once.Do(func() {
		r.p.mu.Lock()
		r.p.idle = append(r.p.idle, r.c)
		r.p.mu.Unlock()
	})
	return nil
}

// broken is an engine whose process could not start: every call fails.
type broken struct{ err error }

func (b broken) Name() string                                             { return "musfem-defecto" }
func (b broken) Start(driver.Setup) ([]driver.Event, error)               { return nil, b.err }
func (b broken) Apply(driver.Seat, driver.Action) ([]driver.Event, error) { return nil, b.err }
func (b broken) Observe(driver.Viewer) (driver.Observation, error) {
	return driver.Observation{}, b.err
}
func (b broken) Legal(driver.Seat) ([]driver.Template, error) { return nil, b.err }
func (b broken) Close() error                                 { return nil }

package driver

import "github.com/musfem/musfem/engine"

// ReferenceWithFault returns an Engine over the in-process reference
// engine with one deliberately wrong rule injected (engine.WithFault). The
// faults catalogue uses it; everything else, Step included, is the
// reference engine's.
func ReferenceWithFault(f engine.Fault) Engine {
	return &faulty{reference: &reference{}, fault: f}
}

// faulty is the reference engine started with a fault.
type faulty struct {
	*reference
	fault engine.Fault
}

// Start implements Engine like the reference engine, with the fault.
func (f *faulty) Start(s Setup) ([]Event, error) {
	setup := engine.WithFault(engine.Setup{Seed: s.Seed, Decks: s.Decks, Score: s.Score}, f.fault)
	st, evs, tr, err := engine.NewTraced(s.Rules, setup)
	if err != nil {
		return nil, convert(err)
	}
	f.s, f.started = st, true
	f.trace = append(f.trace, tr...)
	return evs, nil
}

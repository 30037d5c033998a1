package driver

import "github.com/musfem/musfem/engine"

// ReferenceWithFault returns an Engine over the in-process reference
// engine with deliberately wrong rules injected (engine.WithFault), one
// or several at once. The faults catalogue uses it; everything else, Step
// included, is the reference engine's.
func ReferenceWithFault(fs ...engine.Fault) Engine {
	return &faulty{reference: &reference{}, faults: append([]engine.Fault(nil), fs...)}
}

// faulty is the reference engine started with faults.
type faulty struct {
	*reference
	faults []engine.Fault
}

// Start implements Engine like the reference engine, with the faults.
func (f *faulty) Start(s Setup) ([]Event, error) {
	setup := engine.Setup{Seed: s.Seed, Decks: s.Decks, Score: s.Score}
	for _, x := range f.faults {
		setup = engine.WithFault(setup, x)
	}
	st, evs, tr, err := engine.NewTraced(s.Rules, setup)
	if err != nil {
		return nil, convert(err)
	}
	f.s, f.started = st, true
	f.trace = append(f.trace, tr...)
	return evs, nil
}

package certify

import (
	"sort"
	"testing"

	"github.com/musfem/musfem/diferencial"
	"github.com/musfem/musfem/driver"
	"github.com/musfem/musfem/engine"
	"github.com/musfem/musfem/reference"
)

// flipGrande is a wrong engine: it reports the other pair as the winner of
// every grande lance resolved at the showdown (mejor_jugada).
type flipGrande struct{ driver.Engine }

func (f flipGrande) fix(evs []driver.Event) []driver.Event {
	out := make([]driver.Event, len(evs))
	copy(out, evs)
	for i, e := range out {
		if p, ok := e.Payload.(engine.LanceResolved); ok && p.Lance == engine.Grande && p.Reason == "mejor_jugada" {
			p.Winner = 1 - p.Winner
			out[i].Payload = p
		}
	}
	return out
}

func (f flipGrande) Start(s driver.Setup) ([]driver.Event, error) {
	evs, err := f.Engine.Start(s)
	return f.fix(evs), err
}

func (f flipGrande) Apply(seat driver.Seat, a driver.Action) ([]driver.Event, error) {
	evs, err := f.Engine.Apply(seat, a)
	return f.fix(evs), err
}

func flipTarget() InProcess {
	t := Reference()
	t.Greeting.Name = "gira-grande"
	t.Engines = func() driver.Engine { return flipGrande{driver.Reference()} }
	return t
}

// leaky is a wrong engine whose seat observations show the partner's hand
// in Revealed.
type leaky struct{ driver.Engine }

func (l leaky) Observe(v driver.Viewer) (driver.Observation, error) {
	o, err := l.Engine.Observe(v)
	if err != nil || v.Kind != engine.ViewerSeat {
		return o, err
	}
	d, err := l.Engine.Observe(driver.Developer())
	if err != nil {
		return o, err
	}
	var r [4][]driver.Card
	if o.Revealed != nil {
		r = *o.Revealed
	}
	p := (v.Seat + 2) % 4
	r[p] = d.Hands[p]
	o.Revealed = &r
	return o, nil
}

// flipStepper is flipGrande answering the batched step too.
type flipStepper struct{ flipGrande }

func (f flipStepper) Step(seat driver.Seat, a driver.Action) (driver.StepResult, error) {
	r, err := f.Engine.(driver.Stepper).Step(seat, a)
	r.Events = f.fix(r.Events)
	return r, err
}

// forkable lets an engine in process fork (parallel games) into itself.
type forkable struct{ InProcess }

func (f forkable) Fork() (diferencial.Engine, error) { return f, nil }

// farewell is an engine in process whose Close says goodbye with bye.
type farewell struct {
	InProcess
	bye func() error
}

func (f farewell) Close() error { return f.bye() }

// engines is an engine under test whose game handles come from make.
type engines struct {
	Engine
	make func() driver.Engine
}

func (e engines) NewEngine() driver.Engine { return e.make() }

// minBetOne is a wrong engine whose legal actions offer bets from 1 tanto
// (the minimum envite is 2): a difference of legal actions only, which
// changes nothing in the game while the bots bet at least 2.
type minBetOne struct{ driver.Engine }

func (m minBetOne) fix(ts []driver.Template) []driver.Template {
	out := append([]driver.Template(nil), ts...)
	for i, t := range out {
		if t.Type == engine.ActBet {
			out[i].Min = 1
		}
	}
	return out
}

func (m minBetOne) Legal(seat driver.Seat) ([]driver.Template, error) {
	ts, err := m.Engine.Legal(seat)
	return m.fix(ts), err
}

func (m minBetOne) Observe(v driver.Viewer) (driver.Observation, error) {
	o, err := m.Engine.Observe(v)
	o.Legal = m.fix(o.Legal)
	return o, err
}

// table is the catalog's table of aspects.
func table(t testing.TB) *reference.AspectTable {
	t.Helper()
	cat, err := reference.Load()
	if err != nil {
		t.Fatal(err)
	}
	return cat.Aspects()
}

// groupsOf returns the signature keys of a run's groups, sorted.
func groupsOf(d DiffResult) []string {
	var out []string
	for k := range d.tally.groups {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}

// faultTarget is the faulty server with the named faults (commas),
// launched through the protocol as `musfem certify --motor "musfem serve
// --defecto NAMES"` launches it.
func faultTarget(t testing.TB, names string) Engine {
	t.Helper()
	return servedTarget(t, names)
}

// mustCatalog loads the catalog.
func mustCatalog(t testing.TB) *reference.Catalog {
	t.Helper()
	cat, err := reference.Load()
	if err != nil {
		t.Fatal(err)
	}
	return cat
}

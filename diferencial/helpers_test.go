package diferencial

import (
	"sort"
	"testing"

	"github.com/musfem/musfem/diferencial/diferencialtest"
	"github.com/musfem/musfem/driver"
	"github.com/musfem/musfem/engine"
	"github.com/musfem/musfem/reference"
)

func flipTarget() Local {
	return func() driver.Engine { return diferencialtest.FlipGrande{Engine: driver.Reference()} }
}

// otherRules is a wrong engine that plays other rules than it is asked:
// change alters the rules of every start.
type otherRules struct {
	driver.Engine
	change func(*driver.Rules)
}

func (o otherRules) Start(s driver.Setup) ([]driver.Event, error) {
	o.change(&s.Rules)
	return o.Engine.Start(s)
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

// forkable lets an engine in process fork (parallel games) into itself.
type forkable struct{ Local }

func (f forkable) Fork() (Engine, error) { return f, nil }

// betBounds is a wrong engine whose legal actions offer bets between other
// bounds than the reference's (0 leaves a bound as it is) and that
// otherwise plays as the reference.
type betBounds struct {
	driver.Engine
	min, max int
}

// minBetOne offers bets from 1 tanto (the minimum envite is 2): a
// difference of legal actions only, which changes nothing in the game
// while the bots bet at least 2.
func minBetOne(e driver.Engine) betBounds { return betBounds{Engine: e, min: 1} }

// maxBetThree caps bets at 3 tantos (the reference: 30; the bots bet 2 to
// 5).
func maxBetThree(e driver.Engine) betBounds { return betBounds{Engine: e, max: 3} }

func (m betBounds) fix(ts []driver.Template) []driver.Template {
	out := append([]driver.Template(nil), ts...)
	for i, t := range out {
		if t.Type != engine.ActBet {
			continue
		}
		if m.min > 0 {
			out[i].Min = m.min
		}
		if m.max > 0 {
			out[i].Max = m.max
		}
	}
	return out
}

func (m betBounds) Legal(seat driver.Seat) ([]driver.Template, error) {
	ts, err := m.Engine.Legal(seat)
	return m.fix(ts), err
}

func (m betBounds) Observe(v driver.Viewer) (driver.Observation, error) {
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
func groupsOf(d Result) []string {
	var out []string
	for k := range d.Groups {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}

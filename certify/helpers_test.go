package certify

import (
	"sort"
	"testing"

	"github.com/musfem/musfem/diferencial"
	"github.com/musfem/musfem/diferencial/diferencialtest"
	"github.com/musfem/musfem/driver"
	"github.com/musfem/musfem/engine"
	"github.com/musfem/musfem/reference"
)

// flipTarget is a wrong engine in process: the winner of every grande
// at the showdown is the other pair.
func flipTarget() InProcess {
	t := Reference()
	t.Greeting.Name = "gira-grande"
	t.Engines = func() driver.Engine { return diferencialtest.FlipGrande{Engine: driver.Reference()} }
	return t
}

// forkable lets an engine in process fork (parallel games) into itself.
type forkable struct{ InProcess }

func (f forkable) Fork() (diferencial.Engine, error) { return f, nil }

// table is the catalog's table of aspects.
func table(t testing.TB) *reference.AspectTable {
	t.Helper()
	return mustCatalog(t).Aspects()
}

// groupsOf returns the signature keys of a run's groups, sorted.
func groupsOf(d diferencial.Result) []string {
	var out []string
	for k := range d.Groups {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}

// senasRules are the default rules with señas on.
func senasRules() driver.Rules {
	r := engine.DefaultRules()
	r.SignalsEnabled = true
	return r
}

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

package certify

import (
	"strings"
	"sync/atomic"
	"testing"

	"github.com/musfem/musfem/driver"
	"github.com/musfem/musfem/evidence"
	"github.com/musfem/musfem/protocol"
)

// brokenAt is an engine that fails as a transport failure (a crash or
// garbage) at the op it names, and is the reference otherwise.
type brokenAt struct {
	driver.Engine
	op   string
	kind protocol.Kind
}

func (b brokenAt) err(op string) error {
	return &protocol.TransportError{Kind: b.kind, Op: op, Detail: "el motor ha terminado con estado 3"}
}

func (b brokenAt) Start(s driver.Setup) ([]driver.Event, error) {
	if b.op == "start" {
		return nil, b.err("start")
	}
	return b.Engine.Start(s)
}

func (b brokenAt) Apply(seat driver.Seat, a driver.Action) ([]driver.Event, error) {
	if b.op == "apply" {
		return nil, b.err("apply")
	}
	return b.Engine.Apply(seat, a)
}

// TestComparisonOfHandsStopsLaunchingABrokenEngine: an engine that
// crashes or answers garbage in every round of the comparison of hands is
// launched a few times (the breaker's launchLimit), not once per round of
// a block; the rest of its rounds fail at once, ERROR, and the
// conventions it compares are ERROR with the first round's reason.
func TestComparisonOfHandsStopsLaunchingABrokenEngine(t *testing.T) {
	for _, tc := range []struct {
		op   string
		kind protocol.Kind
	}{{"start", protocol.KindCrash}, {"apply", protocol.KindGarbage}} {
		t.Run(tc.op, func(t *testing.T) {
			var launches atomic.Int64
			tg := Reference()
			tg.Greeting.Name = "roto"
			tg.Engines = func() driver.Engine {
				launches.Add(1)
				return brokenAt{Engine: driver.Reference(), op: tc.op, kind: tc.kind}
			}
			// A block and more of rounds: each would cost a launch.
			rep, err := Run(compareOnly(tg, 300))
			if err != nil {
				t.Fatal(err)
			}
			if n := launches.Load(); n > launchLimit {
				t.Errorf("el motor se lanza %d veces en la comparación de manos (a lo sumo %d)", n, launchLimit)
			}
			if len(rep.Comparisons) == 0 || rep.Comparisons[0].Failure == nil {
				t.Fatalf("sin fallo en la comparación: %+v", rep.Comparisons)
			}
			f := rep.Comparisons[0].Failure
			if f.Status != evidence.Error || f.Round < 1 || !strings.Contains(f.Message, "estado 3") {
				t.Errorf("fallo %+v", f)
			}
			row, _ := findRow(rep, "CONVENCION-orden-grande")
			if row.Status != evidence.Error {
				t.Errorf("CONVENCION-orden-grande: %s", row.Status)
			}
		})
	}
}

// TestComparisonOfHandsGoesOnAfterAFailedRound: a round that fails now and
// then, with rounds played to their end in between, never stops the
// launches.
func TestComparisonOfHandsGoesOnAfterAFailedRound(t *testing.T) {
	b := &roundBreaker{newEngine: func() driver.Engine { return driver.Reference() }}
	for round := 0; round < 20; round++ {
		e := b.factory()
		if _, ok := e.(deadEngine); ok {
			t.Fatalf("ronda %d: el motor no se lanza más", round)
		}
		// A round played to its end (a second start on the same engine),
		// then one that fails (a new engine).
		e.Start(driver.Setup{})
		e.Start(driver.Setup{})
	}
	for i := 0; i < launchLimit; i++ {
		b.factory()
	}
	for i := 0; i < 5; i++ {
		d, ok := b.factory().(deadEngine)
		if !ok {
			t.Fatalf("tras %d rondas seguidas sin jugar, el motor se lanza aún", launchLimit)
		}
		if _, err := d.Start(driver.Setup{}); err == nil || !strings.Contains(err.Error(), "no ha podido jugar 3 rondas seguidas") {
			t.Errorf("el motor que no se lanza dice %v", err)
		}
	}
}

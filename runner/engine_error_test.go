package runner

import (
	"context"
	"errors"
	"strings"
	"testing"

	"github.com/musfem/musfem/config"
	"github.com/musfem/musfem/driver"
	"github.com/musfem/musfem/gamelog"
)

// brokenEngine is the reference engine failing (not refusing: failing)
// its Apply number failAt, or every Observe from then on.
type brokenEngine struct {
	driver.Engine
	applies int
	failAt  int
	observe bool
}

var errEngine = errors.New("el motor se ha caído")

func (b *brokenEngine) Apply(s driver.Seat, a driver.Action) ([]driver.Event, error) {
	b.applies++
	if b.applies == b.failAt && !b.observe {
		return nil, errEngine
	}
	return b.Engine.Apply(s, a)
}

func (b *brokenEngine) Observe(v driver.Viewer) (driver.Observation, error) {
	if b.observe && b.applies >= b.failAt {
		return driver.Observation{}, errEngine
	}
	return b.Engine.Observe(v)
}

// TestEngineErrorEndsInError: an engine that fails ends the run in ERROR,
// and the saved log holds every play applied before the failure.
func TestEngineErrorEndsInError(t *testing.T) {
	for _, observe := range []bool{false, true} {
		rules := config.Default()
		var last *gamelog.Log
		cfg := Config{Rules: rules, Seed: 8,
			Engine: func() driver.Engine { return &brokenEngine{Engine: driver.Reference(), failAt: 7, observe: observe} },
			Save:   func(l *gamelog.Log) error { last = l; return nil }}
		r, _ := New(cfg, bots(t, rules, 8, NameSimple))
		_, err := r.Run(context.Background())
		// cálculo: Apply 7 fails, so plays 1–6 are in the log; with a failing
		// Observe after Apply 7 succeeded, 7 plays.
		want := 6
		if observe {
			want = 7
		}
		var re *Error
		if !errors.As(err, &re) || !errors.Is(err, errEngine) || r.State() != StateError || re.Play != want {
			t.Fatalf("observe=%v: err %v, state %s", observe, err, r.State())
		}
		if last == nil || len(last.Plays) != want {
			t.Fatalf("observe=%v: saved %v", observe, last)
		}
		if !strings.Contains(err.Error(), "el motor") {
			t.Errorf("message %q", err)
		}
		if _, err := gamelog.Replay(last); err != nil {
			t.Errorf("saved log does not replay: %v", err)
		}
	}
}

package diferencial

import (
	"strings"
	"testing"

	"github.com/musfem/musfem/driver"
	"github.com/musfem/musfem/engine"
)

// senasRules are the default rules with señas on.
func senasRules() driver.Rules {
	r := engine.DefaultRules()
	r.SignalsEnabled = true
	return r
}

// TestDifferentialWithSenas plays lockstep games with señas on against the
// reference itself: no divergence, and the games do look, let time pass,
// make señas (seen by someone) and probe false ones.
func TestDifferentialWithSenas(t *testing.T) {
	tb := table(t)
	r := Differential(Local(driver.Reference), tb, senasRules(), 3, 12, 1, nil)
	if g := groupsOf(r); len(g) != 0 {
		t.Fatalf("la referencia diverge de sí misma con señas: %v", g)
	}
	kinds := map[engine.EventKind]int{}
	looks, senas := 0, 0
	for i := 0; i < 12; i++ {
		setup, choose, probe := gameSetup(Local(driver.Reference), senasRules(), 3, i)
		if !setup.Rules.SignalsEnabled {
			continue
		}
		g := lockstep(driver.Reference(), driver.Reference(), lockOpts{setup: setup, table: tb, choose: choose, probe: &probe})
		for _, e := range g.events {
			kinds[e.Kind()]++
		}
		for _, p := range g.plays {
			switch p.Action.(type) {
			case driver.Look:
				looks++
			case driver.Sena:
				senas++
			}
		}
	}
	t.Logf("%d miradas, %d señas, %d SignalSeen, %d partidas", looks, senas, kinds[engine.KindSignalSeen], r.Played)
	if looks == 0 || senas == 0 || kinds[engine.KindClockTicked] == 0 || kinds[engine.KindSignalSeen] == 0 || kinds[engine.KindGazeChanged] == 0 {
		t.Errorf("las partidas con señas no ejercitan las señas: %d miradas, %d señas, eventos %v", looks, senas, kinds)
	}
	for _, id := range []string{"FEM-VIII.2", "CONVENCION-senas"} {
		if !r.Touched[id] {
			t.Errorf("las partidas con señas no cuentan como prueba de %s", id)
		}
	}
}

// TestSenaLeakCheck plants señas in observations: a seat may hold the
// señas it made or saw this round, nothing else; a spectator none.
func TestSenaLeakCheck(t *testing.T) {
	var r roundLog
	r.see([]driver.Event{
		{Visibility: engine.PrivateTo(3), Payload: engine.SignalMade{Seat: 3, Signal: engine.SenaPares, SeenBy: []driver.Seat{1}}},
		{Visibility: engine.PrivateTo(1), Payload: engine.SignalSeen{Seat: 3, Signal: engine.SenaPares}},
	})
	pares := []engine.SignalView{{Seat: 3, Signal: engine.SenaPares}}
	for i, want := range []bool{false, true, false, true, false} { // may hold the seña of pares of seat 3
		got := r.senaLeaks(i, driver.Observation{Signals: pares}) == ""
		if got != want {
			t.Errorf("visor %d: sin fuga %v, se esperaba %v", i, got, want)
		}
	}
	if l := r.senaLeaks(1, driver.Observation{Signals: []engine.SignalView{{Seat: 3, Signal: engine.SenaDuples}}}); !strings.Contains(l, "duples del asiento 3") {
		t.Errorf("una seña no vista no se nombra: %q", l)
	}
	r.see([]driver.Event{{Visibility: engine.Public, Payload: engine.RoundStarted{Round: 2}}})
	if r.senaLeaks(1, driver.Observation{Signals: pares}) == "" {
		t.Error("una seña de la jugada anterior no es una fuga en la nueva")
	}
}

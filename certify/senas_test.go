package certify

import (
	"slices"
	"strings"
	"testing"

	"github.com/musfem/musfem/driver"
	"github.com/musfem/musfem/engine"
	"github.com/musfem/musfem/faults"
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
	r := Differential(ReferenceTarget(), senasRules(), 3, 12, nil)
	if r.Divergence != nil {
		t.Fatalf("la referencia diverge de sí misma con señas: %+v", r.Divergence)
	}
	kinds := map[engine.EventKind]int{}
	looks, senas := 0, 0
	for i := 0; i < 12; i++ {
		gs := GameSeed(3, i)
		setup := driver.Setup{Rules: variantRules(ReferenceTarget(), senasRules(), i), Seed: gs}
		if !setup.Rules.SignalsEnabled {
			continue
		}
		probe := engine.NewRand(gs ^ 0x5bd1e995)
		g := lockstep(driver.Reference(), driver.Reference(), lockOpts{setup: setup, choose: senasPolicy(gs, setup.Rules, randomPolicy(gs, i%2 == 1)), probe: &probe})
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

// TestDifferentialCatchesSenaFaults: the random games with señas on catch
// the three faults of señas, each charged to its article: a false seña
// and a seña before the cut through the probes of illegal señas, a seña
// seen by everyone through the leak check of señas.
func TestDifferentialCatchesSenaFaults(t *testing.T) {
	want := map[string]string{"sena-falsa": "FEM-VIII.4", "senas-antes-del-corte": "FEM-VIII.3", "sena-para-todos": "FEM-VIII.2"}
	for name, art := range want {
		nf, err := faults.New(name)
		if err != nil {
			t.Fatal(err)
		}
		tg := ReferenceTarget()
		tg.NewEngine = nf
		r := Differential(tg, senasRules(), 1, 40, nil)
		if r.Divergence == nil {
			t.Errorf("%s: las partidas con señas no lo cazan", name)
			continue
		}
		if !slices.Contains(r.Divergence.Articles, art) {
			t.Errorf("%s: divergencia %s por %v, se esperaba %s", name, r.Divergence.What, r.Divergence.Articles, art)
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

package escenarios

import (
	"strings"
	"testing"

	"github.com/musfem/musfem/driver"
	"github.com/musfem/musfem/engine"
)

// TestCheckPath: the transition trace of a game is a path of the phase
// table from no game; a trace that loses its start, skips a phase, holds
// an index out of the table or is empty for a started game is refused
// with what is wrong.
func TestCheckPath(t *testing.T) {
	idx := func(from, to engine.Phase) int {
		i := engine.TransitionIndex(from, to)
		if i < 0 {
			t.Fatalf("%s → %s no está en la tabla", from, to)
		}
		return i
	}
	deal := idx(engine.PhaseNone, engine.PhaseDealing)
	toMus := idx(engine.PhaseDealing, engine.PhaseMus)
	cut := idx(engine.PhaseMus, engine.PhaseGrande)
	allMus := idx(engine.PhaseMus, engine.PhaseDiscard)
	good := [][]int{
		nil,
		{deal, toMus},
		{deal, toMus, cut},
		{deal, toMus, allMus},
		{deal, toMus, deal, toMus}, // a game started again
	}
	for _, trs := range good {
		if err := checkPath(trs, len(trs) > 0); err != nil {
			t.Errorf("%v: %v", trs, err)
		}
	}
	if err := checkPath(nil, false); err != nil {
		t.Errorf("sin partida: %v", err)
	}
	bad := []struct {
		trs     []int
		started bool
		want    string
	}{
		{nil, true, "ninguna transición"},
		{[]int{toMus, cut}, true, "una partida empieza por 0"},
		{[]int{deal, cut}, true, "no sale de donde llegó"},
		{[]int{deal + 1, toMus + 1}, true, "una partida empieza"},
		{[]int{deal, len(engine.Transitions)}, true, "no es de la tabla"},
		{[]int{-1}, true, "no es de la tabla"},
	}
	for _, c := range bad {
		err := checkPath(c.trs, c.started)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%v: %v, se esperaba un error con %q", c.trs, err, c.want)
		}
	}
}

// TestTracesLooksThroughRecorders: the reference says its transitions,
// through the recorders of this package too; an engine that does not
// (behind the protocol) is not checked, even inside a recorder, whose
// Transitions method only passes them on.
func TestTracesLooksThroughRecorders(t *testing.T) {
	l := &callLog{}
	if !traces(newRecorder(l.wrap(driver.Reference()))) {
		t.Error("la referencia, dentro de los registradores, no dice sus transiciones")
	}
	if traces(newRecorder(l.wrap(silent{driver.Reference()}))) {
		t.Error("un motor que no dice sus transiciones las dice dentro de los registradores")
	}
}

// silent is an engine that does not say its transitions.
type silent struct{ driver.Engine }

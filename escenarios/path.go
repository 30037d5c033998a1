package escenarios

import (
	"fmt"

	"github.com/musfem/musfem/driver"
	"github.com/musfem/musfem/engine"
)

// checkPath checks the transition trace of a scenario's engine (driver.Tracer)
// before the traceability report counts it (Scenario.Transitions): every
// index is one of engine.Transitions, each game starts with a transition
// from no game (FEM III.1) and each transition leaves from the phase the
// one before reached. started says whether the engine accepted a Start: a
// started game took at least its first transition. A trace that breaks
// any of these is not the path the game took, and the scenario fails
// with it, so that the report never counts a transition the game did not
// take.
func checkPath(trs []int, started bool) error {
	if started && len(trs) == 0 {
		return fmt.Errorf("traza de transiciones: la partida empezó y el motor no dice ninguna transición (la primera es %s)", transitionText(0))
	}
	for i, t := range trs {
		if t < 0 || t >= len(engine.Transitions) {
			return fmt.Errorf("traza de transiciones: la %dª, %d, no es de la tabla de fases (0-%d)", i+1, t, len(engine.Transitions)-1)
		}
		from := engine.Transitions[t].From
		switch {
		case from == engine.PhaseNone:
			// A game starts here, the first or one started again.
		case i == 0:
			return fmt.Errorf("traza de transiciones: la primera es %s; una partida empieza por %s", transitionText(t), transitionText(0))
		case engine.Transitions[trs[i-1]].To != from:
			return fmt.Errorf("traza de transiciones: la %dª, %s, no sale de donde llegó la anterior, %s", i+1, transitionText(t), transitionText(trs[i-1]))
		}
	}
	return nil
}

// transitionText names transition t of engine.Transitions.
func transitionText(t int) string {
	tr := engine.Transitions[t]
	return fmt.Sprintf("%d (%s → %s)", t, tr.From, tr.To)
}

// traces reports whether e says its transitions itself (driver.Tracer),
// looking through the recorders of this package, which only pass them on
// (driver.Unwrapper): an engine behind the protocol says none, and
// checkPath is not for it.
func traces(e driver.Engine) bool {
	for {
		u, ok := e.(driver.Unwrapper)
		if !ok {
			_, ok := e.(driver.Tracer)
			return ok
		}
		e = u.Unwrap()
	}
}

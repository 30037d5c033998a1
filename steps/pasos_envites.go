package steps

import (
	"fmt"
	"strings"

	"github.com/cucumber/godog"
)

// envitesSteps registers the steps of the envites chapter (docs/pasos.md,
// section "Envites").
func envitesSteps(sc *godog.ScenarioContext, w *world) {
	sc.Then(stepRe(`^los asientos declaran (pares|juego) en orden: ([0-3] (?:sí|no)(?:, [0-3] (?:sí|no)){3})$`), w.declaranEnOrden)
}

// declaranEnOrden checks the last four ParesDeclared (or JuegoDeclared)
// events of the scenario: seat and answer of each, in the order emitted.
func (w *world) declaranEnOrden(what, list string) error {
	kind := declaredKind(what)
	fs, err := w.allFields()
	if err != nil {
		return err
	}
	var got []string
	for _, f := range fs {
		if f.Type != kind {
			continue
		}
		answer := "no"
		if text(f, "has") == "true" {
			answer = "sí"
		}
		got = append(got, text(f, "seat")+" "+answer)
	}
	if len(got) < 4 {
		return fmt.Errorf("hay %d declaraciones de %s (%s), no cuatro", len(got), what, strings.Join(got, ", "))
	}
	if g := strings.Join(got[len(got)-4:], ", "); g != list {
		return fmt.Errorf("los asientos declaran %s en orden: %s", what, g)
	}
	return nil
}

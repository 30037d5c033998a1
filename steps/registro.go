package steps

import (
	"context"
	"fmt"
	"slices"
	"strings"

	"github.com/cucumber/godog"
)

// register registers on a scenario's context its hooks and every step of
// the specification, group by group, in this order: godog tries a step's
// text against the definitions in the order they were registered. Each
// group is described in docs/pasos.md (the mazo's steps under Contexto).
func register(sc *godog.ScenarioContext, w *world) {
	hooks(sc, w)

	// The glossary's core steps.
	contextoSteps(sc, w)       // contexto.go
	accionesSteps(sc, w)       // acciones.go
	comprobacionesSteps(sc, w) // comprobaciones.go

	// The themed steps.
	envitesSteps(sc, w)     // pasos_envites.go
	mazoSteps(sc, w)        // pasos_mazo.go
	preguntasSteps(sc, w)   // pasos_preguntas.go
	preguntasP5Steps(sc, w) // pasos_preguntas_p5.go
	repartoSteps(sc, w)     // pasos_reparto.go
	senasSteps(sc, w)       // pasos_senas.go
	tanteoSteps(sc, w)      // pasos_tanteo.go
	tiempoSteps(sc, w)      // pasos_tiempo.go
	variantesSteps(sc, w)   // pasos_variantes.go
}

// hooks registers what happens around a scenario and its steps: the
// scenario's articles are gathered from its tags, its engine is closed at
// the end, and a failing step names the scenario and its articles.
func hooks(sc *godog.ScenarioContext, w *world) {
	var scenario string
	sc.Before(func(ctx context.Context, p *godog.Scenario) (context.Context, error) {
		scenario = p.Name
		for _, t := range p.Tags {
			// A tag of the feature and of the scenario comes twice.
			id := strings.TrimPrefix(t.Name, "@")
			if (strings.HasPrefix(id, "FEM-") || strings.HasPrefix(id, "CONVENCION-")) && !slices.Contains(w.tags, id) {
				w.tags = append(w.tags, id)
			}
		}
		return ctx, nil
	})
	sc.After(func(ctx context.Context, p *godog.Scenario, err error) (context.Context, error) {
		if w.eng != nil {
			w.eng.Close()
		}
		// godog hands the after-scenario hooks the error of the last step
		// only; a scenario skipped earlier would reach them as nil. Hooks
		// registered later (escenarios.Run's) must see why it does not apply.
		if err == nil && w.skip != nil {
			return ctx, w.skip
		}
		return ctx, nil
	})
	// A failure names the scenario and its articles, then what differed.
	sc.StepContext().After(func(ctx context.Context, st *godog.Step, status godog.StepResultStatus, err error) (context.Context, error) {
		if err != nil && status == godog.StepFailed {
			return ctx, fmt.Errorf("escenario «%s» [%s], paso «%s»", scenario, strings.Join(w.tags, " "), st.Text)
		}
		return ctx, nil
	})
}

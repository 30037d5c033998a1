package steps

import (
	"fmt"

	"github.com/cucumber/godog"
	"github.com/musfem/musfem/driver"
)

// repartoSteps registers the steps of the deal scenarios (docs/pasos.md, section "Reparto").

func repartoSteps(sc *godog.ScenarioContext, w *world) {
	sc.Given(stepRe(`^el primer barajado pone arriba "([^"]*)"$`), w.primerBarajado)
}

// primerBarajado stacks the first 40-card order itself (the one the first
// deal consumes): the given cards on top, in that order, the rest in
// canonical order. Unlike "las manos son", it says nothing about who gets
// which card: the deal of the engine decides it.
func (w *world) primerBarajado(cards string) error {
	if err := w.beforeStart("el primer barajado"); err != nil {
		return err
	}
	if len(w.decks) > 0 {
		return fmt.Errorf("\"el primer barajado\" va antes de cualquier otro orden de cartas fijado")
	}
	cs, err := driver.ParseCards(cards)
	if err != nil {
		return err
	}
	w.decks = append(w.decks, deckSpec{top: cs})
	return nil
}

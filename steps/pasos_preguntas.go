package steps

import (
	"fmt"

	"github.com/cucumber/godog"
	"github.com/musfem/musfem/driver"
)

// preguntasSteps registers the steps of the open-question scenarios
// (docs/pasos.md, section "Preguntas: P4, P6, P7, P8"). Under two options
// the same attempt may be refused or accepted, and the same seat may or may
// not have an action: these steps let one outline state both outcomes with
// one phrase.
func preguntasSteps(sc *godog.ScenarioContext, w *world) {
	sc.Then(stepRe(`^la acción se acepta$`), w.seAcepta)
	sc.Then(stepRe(`^el asiento ([0-3]) (puede|no puede) (.+)$`), w.puede)
}

// seAcepta checks that the engine accepted the last "intenta" action (the
// counterpart of seRechaza); its events are then those of the last action.
func (w *world) seAcepta() error {
	if w.tried == nil {
		return fmt.Errorf("no hay ninguna acción intentada (\"el asiento N intenta …\")")
	}
	if w.tried.err != nil {
		return fmt.Errorf("el motor rechaza la acción %s", refusalOf(w.tried.err))
	}
	return nil
}

// puede checks whether one of the seat's legal action templates, as the
// engine lists them, allows the action named with the vocabulary of
// "intenta" (docs/pasos.md): "cortar el mus", "subir 5", "envidar 3"…
func (w *world) puede(seat int, may, phrase string) error {
	a, err := parseAttempt(phrase)
	if err != nil {
		return err
	}
	if a == nil {
		return fmt.Errorf("«%s» no es una acción que un asiento pueda tener", phrase)
	}
	if err := w.start(); err != nil {
		return err
	}
	ts, err := w.eng.Legal(driver.Seat(seat))
	if err != nil {
		return err
	}
	allowed := false
	for _, t := range ts {
		if t.Allows(a) {
			allowed = true
			break
		}
	}
	switch {
	case may == "puede" && !allowed:
		return fmt.Errorf("el asiento %d no puede %s; sus acciones legales son: %s", seat, phrase, orNone(formatLegal(ts)))
	case may == "no puede" && allowed:
		return fmt.Errorf("el asiento %d puede %s; sus acciones legales son: %s", seat, phrase, formatLegal(ts))
	}
	return nil
}

// orNone writes an empty list of legal actions as "ninguna".
func orNone(s string) string {
	if s == "" {
		return "ninguna"
	}
	return s
}

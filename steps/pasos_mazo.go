package steps

import (
	"fmt"

	"github.com/cucumber/godog"
	"github.com/musfem/musfem/driver"
)

// mazoSteps registers the steps that prepare an order of cards that is not
// a baraja española of 40 different naipes (FEM II.3), to check that the
// engine refuses to start with it (docs/protocol.md: BAD_SETUP) instead of
// dealing a card twice or a card that does not exist.
func mazoSteps(sc *godog.ScenarioContext, w *world) {
	sc.Given(stepRe(`^el mazo trae "([^"]*)" dos veces y le falta otro naipe$`), w.mazoConRepetida)
	sc.Given(stepRe(`^el mazo trae un hueco en lugar de un naipe$`), w.mazoConHueco)
}

// mazoConRepetida prepares the 40 naipes in their canonical order with the
// last one that is not card replaced by card: card twice, one naipe
// missing.
func (w *world) mazoConRepetida(text string) error {
	cs, err := driver.ParseCards(text)
	if err != nil {
		return err
	}
	if len(cs) != 1 {
		return fmt.Errorf("«el mazo trae \"%s\" dos veces» nombra una sola carta", text)
	}
	d := canonicalDeck()
	for i := len(d) - 1; i >= 0; i-- {
		if d[i] != cs[0] {
			d[i] = cs[0]
			break
		}
	}
	return w.rawDeck(d)
}

// mazoConHueco prepares the 40 naipes in their canonical order with no
// card in the last position (written null on the wire).
func (w *world) mazoConHueco() error {
	d := canonicalDeck()
	d[len(d)-1] = driver.NoCard
	return w.rawDeck(d)
}

func (w *world) rawDeck(d [40]driver.Card) error {
	if err := w.beforeStart("el mazo trae"); err != nil {
		return err
	}
	w.decks = append(w.decks, deckSpec{raw: &d})
	return nil
}

func canonicalDeck() [40]driver.Card {
	var d [40]driver.Card
	for i := range d {
		d[i] = driver.Card(i)
	}
	return d
}

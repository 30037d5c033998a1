package steps

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/cucumber/godog"
	"github.com/musfem/musfem/config"
	"github.com/musfem/musfem/driver"
)

// contextoSteps registers the steps of the context: the rules, the seed,
// the score and the cards a scenario starts from (docs/pasos.md, section
// "Contexto").
func contextoSteps(sc *godog.ScenarioContext, w *world) {
	sc.Given(stepRe(`^las reglas por defecto$`), w.reglasPorDefecto)
	sc.Given(stepRe(`^la regla "([a-z0-9_]+)" vale (.+)$`), w.laReglaVale)
	sc.Given(stepRe(`^reparte el asiento ([0-3])$`), w.repartePrimero)
	sc.Given(stepRe(`^la semilla es (\d+)$`), w.laSemillaEs)
	sc.Given(stepRe(`^el marcador empieza en A (-?\d+) - B (-?\d+)$`), w.marcadorEmpieza)
	sc.Given(stepRe(`^las manos son:$`), w.lasManosSon)
	sc.Given(stepRe(`^el mazo sigue con "([^"]*)"$`), w.elMazoSigueCon)
	sc.Given(stepRe(`^en la jugada siguiente reparte el asiento ([0-3]) y las manos son:$`), w.jugadaSiguiente)
	sc.Given(stepRe(`^el siguiente barajado pone arriba "([^"]*)"$`), w.siguienteBarajado)
}

func (w *world) beforeStart(what string) error {
	if w.started {
		return fmt.Errorf("%q: la partida ya ha empezado; el contexto va antes de la primera acción", what)
	}
	return nil
}

func (w *world) reglasPorDefecto() error { return w.beforeStart("las reglas por defecto") }

func (w *world) laReglaVale(key, value string) error {
	if err := w.beforeStart("la regla"); err != nil {
		return err
	}
	if _, ok := config.LookupKey(key); !ok {
		return fmt.Errorf("la regla %q no existe en config/rules.default.toml", key)
	}
	if w.fixed {
		if err := w.requireFixed(key, value); err != nil {
			var na *NotApplicable
			if errors.As(err, &na) {
				w.skip = na
			}
			return err
		}
	}
	w.overrides = append(w.overrides, key+" = "+value)
	r, err := w.rules()
	if err != nil {
		return err
	}
	if w.supports != nil {
		if v, _ := config.Value(r, key); !w.supports(key, v) {
			w.skip = &Unsupported{Key: key, Value: v}
			return w.skip
		}
	}
	return nil
}

func (w *world) repartePrimero(seat int) error {
	if err := w.beforeStart("reparte el asiento"); err != nil {
		return err
	}
	w.dealer = seat
	return nil
}

func (w *world) laSemillaEs(seed string) error {
	if err := w.beforeStart("la semilla"); err != nil {
		return err
	}
	v, err := strconv.ParseUint(seed, 10, 64)
	if err != nil {
		return fmt.Errorf("semilla %q: %v", seed, err)
	}
	w.seed = v
	return nil
}

func (w *world) marcadorEmpieza(a, b int) error {
	if err := w.beforeStart("el marcador empieza"); err != nil {
		return err
	}
	w.score = [2]int{a, b}
	return nil
}

// readHands reads a table with columns "asiento" and "cartas".
func readHands(t *godog.Table) ([4][]driver.Card, error) {
	var hands [4][]driver.Card
	if t == nil || len(t.Rows) < 2 {
		return hands, fmt.Errorf("falta la tabla | asiento | cartas |")
	}
	head := t.Rows[0].Cells
	if len(head) != 2 || head[0].Value != "asiento" || head[1].Value != "cartas" {
		return hands, fmt.Errorf("la tabla debe tener las columnas | asiento | cartas |")
	}
	seen := [4]bool{}
	for _, row := range t.Rows[1:] {
		seat, err := strconv.Atoi(strings.TrimSpace(row.Cells[0].Value))
		if err != nil || seat < 0 || seat > 3 {
			return hands, fmt.Errorf("asiento %q: debe ser 0-3", row.Cells[0].Value)
		}
		if seen[seat] {
			return hands, fmt.Errorf("el asiento %d aparece dos veces", seat)
		}
		seen[seat] = true
		cs, err := driver.ParseCards(row.Cells[1].Value)
		if err != nil {
			return hands, fmt.Errorf("asiento %d: %v", seat, err)
		}
		hands[seat] = cs
	}
	for s, ok := range seen {
		if !ok {
			return hands, fmt.Errorf("falta la mano del asiento %d", s)
		}
	}
	return hands, nil
}

func (w *world) lasManosSon(t *godog.Table) error {
	if err := w.beforeStart("las manos son"); err != nil {
		return err
	}
	if w.dealer < 0 {
		return fmt.Errorf("antes de las manos hay que decir quién reparte (\"reparte el asiento N\")")
	}
	if len(w.decks) > 0 {
		return fmt.Errorf("las manos de la primera jugada ya están dadas")
	}
	hands, err := readHands(t)
	if err != nil {
		return err
	}
	w.decks = append(w.decks, deckSpec{stack: &driver.Stack{Dealer: driver.Seat(w.dealer), Hands: hands}})
	return nil
}

func (w *world) elMazoSigueCon(cards string) error {
	if err := w.beforeStart("el mazo sigue con"); err != nil {
		return err
	}
	if len(w.decks) == 0 || w.decks[len(w.decks)-1].stack == nil {
		return fmt.Errorf("\"el mazo sigue con\" va detrás de unas manos")
	}
	cs, err := driver.ParseCards(cards)
	if err != nil {
		return err
	}
	w.decks[len(w.decks)-1].stack.Stock = cs
	return nil
}

func (w *world) jugadaSiguiente(dealer int, t *godog.Table) error {
	if err := w.beforeStart("en la jugada siguiente"); err != nil {
		return err
	}
	if len(w.decks) == 0 {
		return fmt.Errorf("primero van las manos de la primera jugada")
	}
	hands, err := readHands(t)
	if err != nil {
		return err
	}
	w.decks = append(w.decks, deckSpec{stack: &driver.Stack{Dealer: driver.Seat(dealer), Hands: hands}})
	return nil
}

func (w *world) siguienteBarajado(cards string) error {
	if err := w.beforeStart("el siguiente barajado"); err != nil {
		return err
	}
	if len(w.decks) == 0 {
		return fmt.Errorf("primero van las manos de la primera jugada")
	}
	cs, err := driver.ParseCards(cards)
	if err != nil {
		return err
	}
	w.decks = append(w.decks, deckSpec{top: cs})
	return nil
}

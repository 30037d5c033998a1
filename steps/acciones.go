package steps

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"

	"github.com/cucumber/godog"
	"github.com/musfem/musfem/driver"
)

// accionesSteps registers the steps of the actions: starting the game and
// every play a seat makes or attempts (docs/pasos.md, section "Acciones").
func accionesSteps(sc *godog.ScenarioContext, w *world) {
	sc.When(stepRe(`^empieza la partida$`), w.empiezaLaPartida)
	sc.When(stepRe(`^el asiento ([0-3]) da mus$`), w.daMus)
	sc.When(stepRe(`^el asiento ([0-3]) corta el mus$`), w.cortaElMus)
	sc.When(stepRe(`^los cuatro dan mus empezando por el asiento ([0-3])$`), w.cuatroDanMus)
	sc.When(stepRe(`^el asiento ([0-3]) se descarta de "([^"]*)"$`), w.seDescarta)
	sc.When(stepRe(`^el asiento ([0-3]) pasa$`), w.pasa)
	sc.When(stepRe(`^pasan los asientos ([0-3](?:, [0-3])*)$`), w.pasanLosAsientos)
	sc.When(stepRe(`^el asiento ([0-3]) envida$`), w.envida)
	sc.When(stepRe(`^el asiento ([0-3]) envida (\d+)$`), w.envidaN)
	sc.When(stepRe(`^el asiento ([0-3]) sube (\d+)$`), w.sube)
	sc.When(stepRe(`^el asiento ([0-3]) quiere$`), w.quiere)
	sc.When(stepRe(`^el asiento ([0-3]) no quiere$`), w.noQuiere)
	sc.When(stepRe(`^el asiento ([0-3]) echa órdago$`), w.ordago)
	sc.When(stepRe(`^el asiento ([0-3]) dice "quiero y no pierdo"$`), w.noPierdo)
	sc.When(stepRe(`^el asiento (-?\d+) intenta (.+)$`), w.intenta)
	sc.When(stepRe(`^se intenta empezar la partida$`), w.intentaEmpezar)
}

func (w *world) empiezaLaPartida() error { return w.start() }

func (w *world) daMus(seat int) error      { return w.play(seat, driver.Mus{}) }
func (w *world) cortaElMus(seat int) error { return w.play(seat, driver.CutMus{}) }
func (w *world) pasa(seat int) error       { return w.play(seat, driver.Pass{}) }
func (w *world) envida(seat int) error     { return w.play(seat, driver.Bet{Amount: 2}) }
func (w *world) envidaN(seat, n int) error { return w.play(seat, driver.Bet{Amount: n}) }
func (w *world) sube(seat, n int) error    { return w.play(seat, driver.Raise{Amount: n}) }
func (w *world) quiere(seat int) error     { return w.play(seat, driver.Accept{}) }
func (w *world) noQuiere(seat int) error   { return w.play(seat, driver.Reject{}) }
func (w *world) ordago(seat int) error     { return w.play(seat, driver.Ordago{}) }
func (w *world) noPierdo(seat int) error   { return w.play(seat, driver.AcceptNoLose{}) }

func (w *world) seDescarta(seat int, cards string) error {
	cs, err := driver.ParseCards(cards)
	if err != nil {
		return err
	}
	return w.play(seat, driver.Discard{Cards: cs})
}

func (w *world) cuatroDanMus(first int) error {
	for i := 0; i < 4; i++ {
		if err := w.play((first+i)%4, driver.Mus{}); err != nil {
			return err
		}
	}
	return nil
}

func (w *world) pasanLosAsientos(list string) error {
	seats, err := seatList(list)
	if err != nil {
		return err
	}
	for _, s := range seats {
		if err := w.play(s, driver.Pass{}); err != nil {
			return err
		}
	}
	return nil
}

// seatList reads "0, 1, 2".
func seatList(list string) ([]int, error) {
	var out []int
	for _, f := range strings.Split(list, ",") {
		n, err := strconv.Atoi(strings.TrimSpace(f))
		if err != nil || n < 0 || n > 3 {
			return nil, fmt.Errorf("asiento %q: debe ser 0-3", f)
		}
		out = append(out, n)
	}
	return out, nil
}

var (
	reIntentaDescarte = regexp.MustCompile(`^descartarse de "([^"]*)"( y de una carta vacía)?$`)
	reIntentaEnvidarN = regexp.MustCompile(`^envidar (\d+)$`)
	reIntentaSubir    = regexp.MustCompile(`^subir (\d+)$`)
)

// parseAttempt reads the action phrase of an "intenta" step.
func parseAttempt(phrase string) (driver.Action, error) {
	switch phrase {
	case "dar mus":
		return driver.Mus{}, nil
	case "cortar el mus":
		return driver.CutMus{}, nil
	case "pasar":
		return driver.Pass{}, nil
	case "envidar":
		return driver.Bet{Amount: 2}, nil
	case "querer":
		return driver.Accept{}, nil
	case "no querer":
		return driver.Reject{}, nil
	case "echar órdago":
		return driver.Ordago{}, nil
	case `decir "quiero y no pierdo"`:
		return driver.AcceptNoLose{}, nil
	case "una acción desconocida":
		return nil, nil
	}
	if m := reIntentaDescarte.FindStringSubmatch(phrase); m != nil {
		cs, err := driver.ParseCards(m[1])
		if err != nil {
			return nil, err
		}
		if m[2] != "" {
			// A card that is none of the 40, written null on the wire.
			cs = append(cs, driver.NoCard)
		}
		return driver.Discard{Cards: cs}, nil
	}
	if m := reIntentaEnvidarN.FindStringSubmatch(phrase); m != nil {
		n, _ := strconv.Atoi(m[1])
		return driver.Bet{Amount: n}, nil
	}
	if m := reIntentaSubir.FindStringSubmatch(phrase); m != nil {
		n, _ := strconv.Atoi(m[1])
		return driver.Raise{Amount: n}, nil
	}
	if a, ok, err := senaAttempt(phrase); ok || err != nil {
		return a, err
	}
	return nil, fmt.Errorf("acción %q desconocida (ver docs/pasos.md)", phrase)
}

// beforeStart ends an attempt made on an engine whose game has not begun.
const beforeStart = " antes de empezar la partida"

func (w *world) intenta(seat int, phrase string) error {
	early := strings.HasSuffix(phrase, beforeStart)
	phrase = strings.TrimSuffix(phrase, beforeStart)
	a, err := parseAttempt(phrase)
	if err != nil {
		return err
	}
	if a == nil && phrase != "una acción desconocida" {
		return fmt.Errorf("acción %q desconocida", phrase)
	}
	if early {
		if w.started {
			return fmt.Errorf("la partida ya ha empezado")
		}
		evs, aerr := w.newEngine().Apply(driver.Seat(seat), a)
		if skip := notInCatalog(a, aerr); skip != nil {
			return skip
		}
		w.tried = &attempt{err: aerr, events: evs}
		return nil
	}
	if err := w.start(); err != nil {
		return err
	}
	before, err := w.snap()
	if err != nil {
		return err
	}
	evs, aerr := w.eng.Apply(driver.Seat(seat), a)
	if skip := notInCatalog(a, aerr); skip != nil {
		return skip
	}
	after, err := w.snap()
	if err != nil {
		return err
	}
	w.tried = &attempt{err: aerr, events: evs, before: before, after: after}
	if aerr == nil {
		return w.took(evs)
	}
	return nil
}

// intentaEmpezar starts the game expecting the engine to refuse the setup.
func (w *world) intentaEmpezar() error {
	err := w.start()
	if err == nil {
		w.tried = &attempt{}
		return nil
	}
	w.tried = &attempt{err: err}
	return nil
}

// actionPhrase writes an action with the words of «intenta»
// (docs/pasos.md), for a failure message.
func actionPhrase(a driver.Action) string {
	switch a := a.(type) {
	case nil:
		return "una acción desconocida"
	case driver.Mus:
		return "dar mus"
	case driver.CutMus:
		return "cortar el mus"
	case driver.Discard:
		var named []driver.Card
		for _, c := range a.Cards {
			if c.Valid() {
				named = append(named, c)
			}
		}
		p := `descartarse de "` + driver.FormatCards(named) + `"`
		if len(named) < len(a.Cards) {
			p += " y de una carta vacía"
		}
		return p
	case driver.Pass:
		return "pasar"
	case driver.Bet:
		return fmt.Sprintf("envidar %d", a.Amount)
	case driver.Raise:
		return fmt.Sprintf("subir %d", a.Amount)
	case driver.Accept:
		return "querer"
	case driver.AcceptNoLose:
		return `decir "quiero y no pierdo"`
	case driver.Reject:
		return "no querer"
	case driver.Ordago:
		return "echar órdago"
	case driver.Sena:
		for _, n := range senaNames {
			if n.wire == a.Signal.String() {
				return "hacer la seña de " + n.spanish
			}
		}
		return "hacer una seña no oficial"
	case driver.Look:
		if a.Target.Valid() {
			return fmt.Sprintf("mirar al asiento %d", a.Target)
		}
		return "mirar a la mesa"
	case driver.Tick:
		return "dejar pasar un instante"
	}
	return a.Type().String()
}

package steps

import (
	"context"
	"errors"
	"fmt"
	"reflect"
	"strings"
	"time"

	"github.com/cucumber/godog"
	"github.com/musfem/musfem/config"
	"github.com/musfem/musfem/driver"
	"github.com/musfem/musfem/tiempo"
)

// tiempoSteps registers the steps of the time of play: the minute of the
// mus (FEM IV.1, and FEM IV.2 for the cut a time-out makes) and the limit
// of every other decision (CONVENCION-tiempo-decision), docs/pasos.md
// section "Tiempo de juego". The scenarios call «el árbitro» the turn that
// the runner plays at every decision (tiempo.Turn, docs/runner.md): it asks
// the seat with the word for one decision over the scenario's engine, with
// a fake clock: a player that does not answer makes the clock run to the
// limit at once. The expected limit, action and outcome come from the
// scenario text, never from package tiempo.
func tiempoSteps(sc *godog.ScenarioContext, w *world) {
	t := &tiempoWorld{w: w}
	sc.Given(stepRe(`^el ajuste del árbitro "([a-z_]+)" vale (.+)$`), t.ajusteVale)
	sc.When(stepRe(`^el asiento ([0-3]) no contesta a tiempo$`), func(seat int) error { return t.turno(seat, silent) })
	sc.When(stepRe(`^el asiento ([0-3]) se desconecta$`), func(seat int) error { return t.turno(seat, gone) })
	sc.When(stepRe(`^el asiento ([0-3]) contesta algo que no es una acción$`), func(seat int) error { return t.turno(seat, babble) })
	sc.When(stepRe(`^el asiento ([0-3]) contesta (.+) sin poder hacerlo$`), t.contestaIlegal)
	sc.Then(stepRe(`^el árbitro anota que el asiento ([0-3]) (`+wordAlternation(glossary.incidents)+`) (`+wordAlternation(glossary.situations)+`), con un límite de (\d+) segundos?$`), t.anota)
	sc.Then(stepRe(`^el árbitro juega por el asiento ([0-3]): (.+)$`), t.juegaPor)
	sc.Then(stepRe(`^la pareja (A|B) gana por abandono$`), t.abandono)
}

// tiempoWorld is the part of a scenario's world the time steps add.
type tiempoWorld struct {
	w     *world
	lines []string // TOML lines of "el ajuste del árbitro … vale …"
	turn  *tiempo.TurnResult
}

// behaviour is how the scripted player of a time step answers.
type behaviour int

const (
	silent behaviour = iota // never answers (waits for its context)
	gone                    // its process is gone
	babble                  // answers something that is not an action
	wrong                   // answers an action (tiempoPlayer.action)
)

// tiempoPlayer is the player of the seat with the word in a time step.
type tiempoPlayer struct {
	how    behaviour
	action driver.Action
	clock  *tiempo.FakeClock
}

func (p *tiempoPlayer) Name() string { return "escenario" }
func (p *tiempoPlayer) Close() error { return nil }

func (p *tiempoPlayer) Decide(ctx context.Context, r tiempo.Request) (driver.Action, error) {
	switch p.how {
	case silent:
		// Turn arms the decision's timer after asking: once it is
		// armed, the clock runs to the limit.
		go func() { p.clock.BlockUntil(1); p.clock.Advance(r.TimeLeft) }()
		<-ctx.Done()
		return nil, ctx.Err()
	case gone:
		return nil, fmt.Errorf("%w: el proceso ha terminado", tiempo.ErrDisconnected)
	case babble:
		return nil, fmt.Errorf("%w: «hola»", tiempo.ErrGarbage)
	}
	return p.action, nil
}

func (t *tiempoWorld) ajusteVale(key, value string) error {
	found := false
	for _, k := range tiempo.SettingKeys() {
		found = found || k == key
	}
	if !found {
		return fmt.Errorf("el ajuste %q no existe en config/runner.default.toml (hay: %s)", key, strings.Join(tiempo.SettingKeys(), ", "))
	}
	t.lines = append(t.lines, key+" = "+value)
	_, err := t.settings()
	return err
}

// settings are config/runner.default.toml with the scenario's lines.
func (t *tiempoWorld) settings() (tiempo.Settings, error) {
	defaults, err := tiempo.ParseDefaults(config.RunnerFileName, config.RunnerFile())
	if err != nil {
		return tiempo.Settings{}, err
	}
	return tiempo.ParseSettings(defaults, "ajustes del escenario", []byte(strings.Join(t.lines, "\n")+"\n"))
}

func (t *tiempoWorld) contestaIlegal(seat int, phrase string) error {
	a, err := parseAttempt(phrase)
	if err != nil {
		return err
	}
	p := &tiempoPlayer{how: wrong, action: a}
	return t.ask(seat, p)
}

func (t *tiempoWorld) turno(seat int, how behaviour) error {
	return t.ask(seat, &tiempoPlayer{how: how})
}

// ask runs one decision of the seat as the runner does (tiempo.Turn).
func (t *tiempoWorld) ask(seat int, p *tiempoPlayer) error {
	w := t.w
	if err := w.start(); err != nil {
		return err
	}
	o, err := w.eng.Observe(driver.Spectator())
	if err != nil {
		return err
	}
	if int(o.Turn) != seat {
		return fmt.Errorf("habla el asiento %d, no el %d", o.Turn, seat)
	}
	s, err := t.settings()
	if err != nil {
		return err
	}
	p.clock = tiempo.NewFakeClock(time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC))
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	// The play index only seeds in-process bots and numbers the runner
	// event; a scenario has neither.
	res, err := tiempo.Turn(ctx, w.eng, p, s, p.clock, 0, false)
	if err != nil {
		return fmt.Errorf("el árbitro (runner) falla: %w", err)
	}
	t.turn = &res
	return w.took(res.Events)
}

// noDecision is the error of a check made before any decision was asked.
var noDecision = errors.New("ningún paso ha pedido una decisión al árbitro")

// anota checks the incident the runner recorded: its kind, seat,
// situation and time limit, said in Spanish (glossary.incidents,
// glossary.situations; the limit in whole seconds).
func (t *tiempoWorld) anota(seat int, incidentES, situationES string, seconds int64) error {
	if t.turn == nil {
		return noDecision
	}
	kind, err := wordItem(glossary.incidents, "una incidencia", incidentES)
	if err != nil {
		return err
	}
	situation, err := wordItem(glossary.situations, "una situación", situationES)
	if err != nil {
		return err
	}
	ev := t.turn.Incident
	if ev == nil {
		return fmt.Errorf("el árbitro no anota nada: el asiento %d pudo %s", t.turn.Seat, actionPhrase(t.turn.Action))
	}
	say := func(kind string, seat int, situation string, ms int64) string {
		return fmt.Sprintf("el asiento %d %s %s, con un límite de %d ms", seat, wordOf(glossary.incidents, kind), wordOf(glossary.situations, situation), ms)
	}
	got := say(ev.Type, int(ev.Seat), ev.Situation, ev.LimitMs)
	want := say(kind, seat, situation, seconds*1000)
	if got != want {
		return fmt.Errorf("el árbitro anota que %s; se esperaba que %s", got, want)
	}
	return nil
}

func (t *tiempoWorld) juegaPor(seat int, phrase string) error {
	if t.turn == nil {
		return noDecision
	}
	want, err := parseAttempt(phrase)
	if err != nil {
		return err
	}
	if want == nil {
		return fmt.Errorf("«%s» no es una acción que el árbitro pueda jugar", phrase)
	}
	if t.turn.Forfeit || t.turn.Action == nil {
		return fmt.Errorf("el árbitro no juega nada por el asiento %d (abandono)", seat)
	}
	if int(t.turn.Seat) != seat || !reflect.DeepEqual(t.turn.Action, want) {
		return fmt.Errorf("el árbitro juega por el asiento %d: %s; se esperaba que jugara por el asiento %d: %s", t.turn.Seat, actionPhrase(t.turn.Action), seat, actionPhrase(want))
	}
	return nil
}

func (t *tiempoWorld) abandono(team string) error {
	if t.turn == nil {
		return noDecision
	}
	if !t.turn.Forfeit {
		return fmt.Errorf("no hay abandono: el árbitro juega por el asiento %d: %s", t.turn.Seat, actionPhrase(t.turn.Action))
	}
	winner := "B"
	if t.turn.Seat.Team() == driver.Team(1) {
		winner = "A"
	}
	if winner != team {
		return fmt.Errorf("abandona la pareja del asiento %d: gana la pareja %s, no la %s", t.turn.Seat, winner, team)
	}
	if len(t.w.last) != 0 {
		return fmt.Errorf("el abandono no debe aplicar nada, y hubo %d eventos", len(t.w.last))
	}
	return nil
}

package steps

import (
	"errors"
	"fmt"
	"strings"

	"github.com/cucumber/godog"
	"github.com/musfem/musfem/config"
	"github.com/musfem/musfem/driver"
)

// tanteoSteps registers the steps of the tanteo chapter and of the scoring
// conventions (docs/pasos.md, section "Tanteo").
func tanteoSteps(sc *godog.ScenarioContext, w *world) {
	sc.Then(stepRe(`^la pareja (A|B) anuncia "estamos dentro" una sola vez$`), w.estamosDentroUnaVez)
	sc.Then(stepRe(`^la pareja (A|B) no anuncia "estamos dentro"$`), w.noEstamosDentro)
	sc.Then(stepRe(`^la regla "([a-z0-9_]+)" no admite el valor (.+?)(?: por ((?:FEM|CONVENCION)-[A-Za-z0-9.\-]+))?$`), w.reglaNoAdmite)
}

// estamosDentroUnaVez checks that the pair announced "estamos dentro"
// exactly once in the whole scenario (every round and game of it).
func (w *world) estamosDentroUnaVez(team string) error { return w.announcesIn(team, 1) }

// noEstamosDentro checks that the pair never announced "estamos dentro" in
// the whole scenario.
func (w *world) noEstamosDentro(team string) error { return w.announcesIn(team, 0) }

// announcesIn checks that the pair announced "estamos dentro" (TeamIsIn)
// want times in the whole scenario.
func (w *world) announcesIn(team string, want int) error {
	fs, err := w.allFields()
	if err != nil {
		return err
	}
	n := 0
	for _, f := range fs {
		if f.Type == "TeamIsIn" && ofTeam(team)(f) {
			n++
		}
	}
	if n != want {
		return fmt.Errorf("la pareja %s anuncia \"estamos dentro\" %d veces", team, n)
	}
	return nil
}

// reglaNoAdmite checks that the rules loader refuses the value for the key,
// next to the scenario's own «la regla» lines, with a message that names
// the key (and the catalog id, when given); and that the engine under test
// refuses to start with it too (engineRefuses). It reads the refusals of
// the config loader and of the engine; it decides nothing itself.
func (w *world) reglaNoAdmite(key, value, id string) error {
	if _, ok := config.LookupKey(key); !ok {
		return fmt.Errorf("la regla %q no existe en config/rules.default.toml", key)
	}
	// Together with the scenario's own rules, so that a combination the
	// engine cannot honour (engine.ComboError) is refused too.
	var lines []string
	for _, l := range w.overrides {
		if strings.TrimSpace(strings.SplitN(l, "=", 2)[0]) != key {
			lines = append(lines, l)
		}
	}
	lines = append(lines, key+" = "+value)
	_, err := config.Parse("escenario", []byte(strings.Join(lines, "\n")))
	if err == nil {
		return fmt.Errorf("la regla %q admite el valor %s", key, value)
	}
	msg := err.Error()
	if !strings.Contains(msg, key) {
		return fmt.Errorf("el rechazo de %s = %s no nombra la regla: %s", key, value, msg)
	}
	if id != "" && !strings.Contains(msg, id) {
		return fmt.Errorf("el rechazo de %s = %s no cita %s: %s", key, value, id, msg)
	}
	return w.engineRefuses(lines[:len(lines)-1], key, value)
}

// engineRefuses starts the engine under test with key = value set past
// the loader's checks, next to the scenario's other rules, when the rules
// can hold the value at all (a number out of its range can; a word no
// option has cannot), and checks that the engine refuses to start
// (BAD_SETUP, docs/protocol.md) instead of playing with it. An engine that
// does not accept other values of the key than its default is not asked.
func (w *world) engineRefuses(others []string, key, value string) error {
	base, err := w.rulesOf(others) // on the base profile: the engine's rules
	if err != nil {
		return nil // the scenario's other rules are refused on their own
	}
	r, err := config.Unchecked(base, key, value)
	if err != nil {
		return nil // no program can hand this value to an engine
	}
	if v, _ := config.Value(r, key); w.supports != nil && !w.supports(key, v) {
		return nil
	}
	eng := w.newEngine()
	defer eng.Close()
	_, err = eng.Start(driver.Setup{Rules: r, Seed: w.seed, Score: w.score})
	if err == nil {
		return fmt.Errorf("el motor empieza la partida con %s = %s, que la regla no admite", key, value)
	}
	var re *driver.RuleError
	if !errors.As(err, &re) || re.Code != "BAD_SETUP" {
		return fmt.Errorf("el motor no empieza la partida con %s = %s, pero %s, no BAD_SETUP", key, value, refusalOf(err))
	}
	return nil
}

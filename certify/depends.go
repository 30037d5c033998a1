package certify

import (
	"fmt"
	"strings"

	"github.com/musfem/musfem/config"
	"github.com/musfem/musfem/driver"
	"github.com/musfem/musfem/engine"
	"github.com/musfem/musfem/escenarios"
	"github.com/musfem/musfem/evidence"
	"github.com/musfem/musfem/fixtures"
)

// Which checks depend on a value the engine does not play.
//
// An engine with house rules (houserules.go) runs every scenario and
// fixture under its own values. Whether a check still means the same under
// them is found on the reference, not guessed: a scenario that fails on the
// reference under the engine's values, or a fixture the reference does not
// reproduce under them, needs a default the engine does not play, and is
// NO APLICA saying which.

// dependentScenarios runs the scenarios kept by keep on the reference under
// the engine's rules and returns, by "file:line", why each one that fails
// there does not apply to the engine: the defaults it needs. Those are the
// house rules under which alone it also fails on the reference, or all of
// them when none fails it alone. It returns nil for an engine that plays
// the defaults.
func (c *collector) dependentScenarios(keep func(file string, line, row int) bool) map[string]string {
	house := c.res.HouseRules
	if len(house) == 0 {
		return nil
	}
	c.progress("escenarios: buscando en la referencia los que dependen de un valor que el motor no juega…")
	run := func(base engine.Rules, only func(string, int) bool) []escenarios.Scenario {
		scs, _ := escenarios.Run(escenarios.Options{Selector: c.o.Selector, Base: &base, Supports: supports(c.o.Target),
			Catalog1Articles: true, Stop: c.o.Stop, Keep: keep, Only: only})
		return scs
	}
	failing := map[string]bool{}
	for _, s := range run(c.rules, nil) {
		if s.Result == evidence.Falla {
			failing[s.Ref()] = true
		}
	}
	if len(failing) == 0 {
		return nil
	}
	only := func(file string, line int) bool { return failing[fmt.Sprintf("%s:%d", file, line)] }
	needs := map[string][]HouseRule{}
	if len(house) > 1 {
		for _, h := range house {
			r, err := swapRules(config.Default(), []HouseRule{h})
			if err != nil {
				continue // the value is valid only beside the engine's others
			}
			for _, s := range run(r, only) {
				if s.Result == evidence.Falla {
					needs[s.Ref()] = append(needs[s.Ref()], h)
				}
			}
		}
	}
	out := map[string]string{}
	for ref := range failing {
		hs := needs[ref]
		if len(hs) == 0 {
			hs = house
		}
		out[ref] = needsText(hs, "con los valores del motor no pasa en la referencia")
	}
	return out
}

// needsText says that a check needs the defaults of hs, which the engine
// does not play, and how that was found.
func needsText(hs []HouseRule, found string) string {
	var need, plays []string
	for _, h := range hs {
		need = append(need, h.Key+" = "+h.Default)
		plays = append(plays, h.Setting())
	}
	return fmt.Sprintf("requiere %s; el motor juega %s y %s", strings.Join(need, ", "), strings.Join(plays, ", "), found)
}

// fixtureRules returns the rules a fixture runs under on the engine: its
// own, with every value the engine does not offer replaced by the value
// the engine plays; why is "" when the fixture applies to the engine, else
// what it needs that the engine does not play: stacked decks, or the
// values without which the reference does not reproduce the fixture
// (those whose swap alone breaks it or makes invalid rules, or all the
// swapped ones).
func (c *collector) fixtureRules(f fixtures.Fixture) (_ driver.Rules, why string) {
	t := c.o.Target
	if len(f.Decks) > 0 && !stackedDecks(t) {
		return f.Rules, "requiere mazos preparados"
	}
	var swapped []HouseRule
	for _, k := range config.Keys() {
		v, _ := config.Value(f.Rules, k.Name)
		if t.Claims(k.Name, v) {
			continue
		}
		w, _ := config.Value(c.rules, k.Name)
		if !t.Claims(k.Name, w) {
			return f.Rules, "requiere " + k.Name + " = " + v
		}
		swapped = append(swapped, HouseRule{Key: k.Name, Value: w, Default: v})
	}
	if len(swapped) == 0 {
		return f.Rules, ""
	}
	r, err := swapRules(f.Rules, swapped)
	if err != nil {
		return f.Rules, needsText(swapped, "con sus valores las reglas del registro no son válidas")
	}
	if reproduces(f, r) {
		return r, ""
	}
	var needs []HouseRule
	for _, h := range swapped {
		if len(swapped) == 1 {
			break
		}
		// A swap that makes the rules invalid (signals_enabled = false
		// beside the fixture's gaze keys) needs the value too.
		if one, err := swapRules(f.Rules, []HouseRule{h}); err != nil || !reproduces(f, one) {
			needs = append(needs, h)
		}
	}
	if len(needs) == 0 {
		needs = swapped
	}
	return f.Rules, needsText(needs, "con sus valores la referencia no reproduce el registro")
}

// swapRules returns r with the values of hs.
func swapRules(r driver.Rules, hs []HouseRule) (driver.Rules, error) {
	var raw strings.Builder
	raw.WriteByte('{')
	for i, k := range config.Keys() {
		v, _ := config.Value(r, k.Name)
		for _, h := range hs {
			if h.Key == k.Name {
				v = h.Value
			}
		}
		if i > 0 {
			raw.WriteByte(',')
		}
		fmt.Fprintf(&raw, "%q:%s", k.Name, v)
	}
	raw.WriteByte('}')
	return config.ParseJSON("", []byte(raw.String()))
}

// reproduces reports whether the reference under rules r plays fixture f
// exactly as the fixture records it.
func reproduces(f fixtures.Fixture, r driver.Rules) bool {
	f.Rules = r
	ref := driver.Reference()
	defer ref.Close()
	return fixtures.Check(ref, f) == nil
}

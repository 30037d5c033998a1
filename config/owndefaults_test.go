package config

import (
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/musfem/musfem/engine"
)

// TestOverEngineDefaultsKeepsTheRules checks that a scenario plays the rules it
// asks for, whichever keys they change: every profile, and every key set
// one step away from its default, comes back whole.
func TestOverEngineDefaultsKeepsTheRules(t *testing.T) {
	ps, err := Profiles()
	if err != nil {
		t.Fatal(err)
	}
	rules := []struct {
		name string
		r    engine.Rules
	}{{"rules.default.toml", Default()}}
	for _, p := range ps {
		rules = append(rules, struct {
			name string
			r    engine.Rules
		}{p.File, p.Rules})
	}
	for _, k := range engine.RuleKeys() {
		r := Default()
		v := k.Get(r)
		lo, hi := k.Bounds()
		if v[0] < hi {
			v[0]++
		} else if v[0] > lo {
			v[0]--
		}
		k.Set(&r, v...)
		rules = append(rules, struct {
			name string
			r    engine.Rules
		}{k.Name, r})
	}
	for _, x := range rules {
		if d := cmp.Diff(x.r, OverEngineDefaults(x.r)); d != "" {
			t.Errorf("%s: OverEngineDefaults cambia las reglas (-dadas +jugadas):\n%s", x.name, d)
		}
	}
}

package reference

import "testing"

// TestAdapterV4Rules: every pattern that a behaviour of protocol 4 names
// is a rule of the table of aspects, named once, and every behaviour it
// names (or keeps from protocol 3) is one of AdapterBehavioursV4 and of
// AdapterBehaviours; under protocols 1 and 2 nothing is covered.
func TestAdapterV4Rules(t *testing.T) {
	c, err := Load()
	if err != nil {
		t.Fatal(err)
	}
	rules := map[string]int{}
	for _, r := range c.Aspects().Rules() {
		rules[r.Pattern]++
		if CoveredBy(2, r) != "" {
			t.Errorf("protocolo 2: %s está cubierta", r.Pattern)
		}
		if b := CoveredBy(4, r); b != "" && !known(AdapterBehavioursV4, b) {
			t.Errorf("%s: %q no es una conducta del protocolo 4", r.Pattern, b)
		}
	}
	seen := map[string]bool{}
	for _, p := range AdapterV4Patterns() {
		if rules[p] != 1 {
			t.Errorf("%q: %d reglas de la tabla con ese patrón, se esperaba 1", p, rules[p])
		}
		if seen[p] {
			t.Errorf("%q: nombrado dos veces", p)
		}
		seen[p] = true
	}
	for _, b := range adapterV4Rules {
		if !known(AdapterBehavioursV4, b.Behaviour) {
			t.Errorf("%q no está en AdapterBehavioursV4", b.Behaviour)
		}
	}
	for _, k := range adapterV4Kept {
		if !known(AdapterBehavioursV4, k) || !known(AdapterBehaviours, k) {
			t.Errorf("%q no está en las dos listas", k)
		}
	}
	if len(AdapterBehavioursOf(1)) != 0 || len(AdapterBehavioursOf(3)) != len(AdapterBehaviours) || len(AdapterBehavioursOf(4)) != len(AdapterBehavioursV4) {
		t.Error("AdapterBehavioursOf no da las conductas de cada protocolo")
	}
}

package config

import (
	"strings"
	"testing"
)

// TestUncheckedSetsWithoutValidating: target_points admits 5–100
// (engine.Rules.Validate), so 0 only gets into the rules through Unchecked,
// and the rules it returns are refused by Validate; the other keys keep
// their values.
func TestUncheckedSetsWithoutValidating(t *testing.T) {
	r, err := Unchecked(Default(), "target_points", "0")
	if err != nil {
		t.Fatal(err)
	}
	if r.TargetPoints != 0 {
		t.Errorf("TargetPoints = %d, want 0", r.TargetPoints)
	}
	if r.GamesToWin != Default().GamesToWin || r.DeckMode != Default().DeckMode {
		t.Errorf("Unchecked changed other keys: %+v", r)
	}
	if err := r.Validate(); err == nil || !strings.Contains(err.Error(), "target_points") {
		t.Errorf("Validate() = %v, want an error naming target_points", err)
	}
}

// TestUncheckedRefusesWhatRulesCannotHold: an unknown key, a value of
// another type, a word no option has and a seat outside 0–3 are errors
// naming the key.
func TestUncheckedRefusesWhatRulesCannotHold(t *testing.T) {
	for _, c := range []struct{ key, value string }{
		{"objetivo", "30"},
		{"target_points", `"treinta"`},
		{"deck_mode", `"seis_reyes"`},
		{"shuffler_seat", "7"},
		{"target_points", "= ="},
	} {
		_, err := Unchecked(Default(), c.key, c.value)
		if err == nil || !strings.Contains(err.Error(), c.key) {
			t.Errorf("Unchecked(%s, %s) = %v, want an error naming %s", c.key, c.value, err, c.key)
		}
	}
}

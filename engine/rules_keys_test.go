package engine_test

import (
	"errors"
	"reflect"
	"testing"

	"github.com/musfem/musfem/engine"
)

// marker returns a value of the key that differs from the zero value of
// its field: the largest of its range.
func marker(k engine.RuleKey) []int {
	_, hi := k.Bounds()
	if k.Kind() == engine.KindIntList {
		return []int{hi, hi, hi}
	}
	return []int{hi}
}

// TestRuleKeysCoverRules: the table of config keys and the Rules struct
// agree — every row sets exactly one field, and every field has exactly
// one row.
func TestRuleKeysCoverRules(t *testing.T) {
	typ := reflect.TypeOf(engine.Rules{})
	rowOf := map[string]string{} // field → key
	for _, k := range engine.RuleKeys() {
		var r engine.Rules
		k.Set(&r, marker(k)...)
		v := reflect.ValueOf(r)
		var set []string
		for i := 0; i < typ.NumField(); i++ {
			if !v.Field(i).IsZero() {
				set = append(set, typ.Field(i).Name)
			}
		}
		if len(set) != 1 {
			t.Errorf("%s sets the fields %v, want exactly one", k.Name, set)
			continue
		}
		if other, dup := rowOf[set[0]]; dup {
			t.Errorf("Rules.%s has two keys: %s and %s", set[0], other, k.Name)
		}
		rowOf[set[0]] = k.Name
	}
	for i := 0; i < typ.NumField(); i++ {
		if _, ok := rowOf[typ.Field(i).Name]; !ok {
			t.Errorf("Rules.%s has no row in engine.RuleKeys", typ.Field(i).Name)
		}
	}
}

// TestRuleKeysNames: names are unique and snake_case; every key names its
// convention and a protocol of 0, 1 or 2.
func TestRuleKeysNames(t *testing.T) {
	seen := map[string]bool{}
	for _, k := range engine.RuleKeys() {
		if seen[k.Name] {
			t.Errorf("key %s listed twice", k.Name)
		}
		seen[k.Name] = true
		for _, c := range k.Name {
			if !(c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '_') {
				t.Errorf("key %q is not snake_case", k.Name)
				break
			}
		}
		if k.Convention == "" || k.Protocol < 0 || k.Protocol > 2 {
			t.Errorf("%s: convention %q, protocol %d", k.Name, k.Convention, k.Protocol)
		}
	}
}

// TestRuleKeysValues: Get reads what Set wrote, for every value of every
// key within its bounds, and the default.
func TestRuleKeysValues(t *testing.T) {
	for _, k := range engine.RuleKeys() {
		lo, hi := k.Bounds()
		for n := lo; n <= hi; n++ {
			v := []int{n}
			if k.Kind() == engine.KindIntList {
				v = []int{n, hi - n, lo}
			}
			r := engine.DefaultRules()
			if k.Set(&r, v...); !reflect.DeepEqual(k.Get(r), v) {
				t.Errorf("%s: Set(%v) then Get() = %v", k.Name, v, k.Get(r))
			}
		}
		if r := engine.DefaultRules(); !reflect.DeepEqual(k.Get(r), k.Default()) {
			t.Errorf("%s: Get(DefaultRules()) = %v, Default() = %v", k.Name, k.Get(r), k.Default())
		}
	}
}

// TestValidateRanges: every number key is refused just outside its range,
// naming the key, and accepted at both ends; the messages of each kind,
// written out by hand.
func TestValidateRanges(t *testing.T) {
	for _, k := range engine.RuleKeys() {
		if k.Kind() != engine.KindInt {
			continue
		}
		lo, hi := k.Bounds()
		for _, n := range []int{lo - 1, hi + 1} {
			r := engine.DefaultRules()
			r.SignalsEnabled = true // so that a gaze key is not refused for being set without señas
			k.Set(&r, n)
			var re *engine.RangeError
			if err := r.Validate(); !errors.As(err, &re) || re.Key != k.Name {
				t.Errorf("%s = %d: Validate() = %v, want a RangeError on the key", k.Name, n, err)
			}
		}
	}
	for _, tc := range []struct {
		name string
		edit func(r *engine.Rules)
		want string
	}{
		{"int", func(r *engine.Rules) { r.TargetPoints = 101 }, "mus: regla target_points = 101: debe estar entre 5 y 100"},
		{"int below", func(r *engine.Rules) { r.NegadaPoints = -1 }, "mus: regla negada_points = -1: debe estar entre 0 y 10"},
		{"seat", func(r *engine.Rules) { r.ShufflerSeat = 4 }, "mus: regla shuffler_seat = 4: debe ser un asiento 0-3"},
		{"first dealer", func(r *engine.Rules) { r.FirstDealer = 7 }, `mus: regla first_dealer = 7: debe ser "sorteo" o un asiento 0-3`},
		{"two words", func(r *engine.Rules) { r.DeckMode = 2 }, `mus: regla deck_mode = DeckMode(2): debe ser "ocho_reyes" o "cuatro_reyes"`},
		{"three words", func(r *engine.Rules) { r.OrdagoPostrePenalties = 3 }, `mus: regla ordago_postre_penalties = PostrePenalties(3): debe ser "off", "penalizar" o "reglamento"`},
		{"list", func(r *engine.Rules) { r.GazeWeights = [3]int{2, 101, 1} }, "mus: regla gaze_weights = [2, 101, 1]: cada peso (compañero, cada rival, mesa) debe estar entre 0 y 100"},
		{"list all zero", func(r *engine.Rules) { r.GazeWeights = [3]int{} }, "mus: regla gaze_weights = [0, 0, 0]: algún peso (compañero, cada rival, mesa) debe ser mayor que 0: cada asiento tiene que mirar a alguna parte"},
		{"first in table order", func(r *engine.Rules) { r.MaxBet, r.GamesToWin = 1000, 0 }, "mus: regla games_to_win = 0: debe estar entre 1 y 9"},
	} {
		r := engine.DefaultRules()
		tc.edit(&r)
		if err := r.Validate(); err == nil || err.Error() != tc.want {
			t.Errorf("%s: Validate() = %v, want %s", tc.name, err, tc.want)
		}
	}
}

package reference

import (
	"regexp"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/musfem/musfem/config"
)

// TestP5Options: P5 has one option per real variant (docs/decisions.md
// D15), each setting only the key that differs from «confirmar», to a value
// other than its default; option names are scenario tags (lowercase,
// hyphens).
func TestP5Options(t *testing.T) {
	c := mustLoad(t)
	q, ok := c.LookupQuestion("P5")
	if !ok {
		t.Fatal("no P5")
	}
	want := map[string]config.KeyValue{
		"sin-deje":                   {Key: "deje", Value: "false"},
		"cuatro-reyes":               {Key: "deck_mode", Value: `"cuatro_reyes"`},
		"jugadas-a-la-mejor":         {Key: "jugadas_tras_no_quiero", Value: `"mejor_jugada"`},
		"mano-descarta-primero":      {Key: "discard_order", Value: `"mano_primero"`},
		"servir-en-orden-de-reparto": {Key: "serve_order", Value: `"reparto"`},
		"rebarajar-solo-anteriores":  {Key: "reshuffle_includes_current_round", Value: "false"},
		"mazo-oculto":                {Key: "stock_size_public", Value: "false"},
		"servido":                    {Key: "min_discard", Value: "0"},
	}
	got := map[string]config.KeyValue{}
	tag := regexp.MustCompile(`^[a-z0-9]+(-[a-z0-9]+)*$`)
	for _, o := range q.Options {
		if !tag.MatchString(o.Name) {
			t.Errorf("option %q is not a tag name", o.Name)
		}
		if o.Name == q.Default {
			continue
		}
		if len(o.Settings) != 1 {
			t.Errorf("option %q sets %d keys, want 1", o.Name, len(o.Settings))
			continue
		}
		s := o.Settings[0]
		got[o.Name] = config.KeyValue{Key: s.Key, Value: s.Value}
		if def, _ := config.Value(config.Default(), s.Key); def == s.Value {
			t.Errorf("option %q sets %s to its default %s", o.Name, s.Key, def)
		}
		// The option's rules are valid rules.
		if _, err := config.Parse(o.Name, []byte(s.Key+" = "+s.Value)); err != nil {
			t.Errorf("option %q: %v", o.Name, err)
		}
	}
	if q.Default != "confirmar" {
		t.Errorf("P5 default %q, want confirmar", q.Default)
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("P5 options mismatch (-want +got):\n%s", diff)
	}
}

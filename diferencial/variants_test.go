package diferencial

import (
	"testing"

	"github.com/musfem/musfem/config"
	"github.com/musfem/musfem/driver"
)

// noCuatroReyes is an engine in process that does not offer cuatro reyes.
type noCuatroReyes struct{ Local }

func (noCuatroReyes) Claims(key, value string) bool {
	return key != "deck_mode" || value == `"ocho_reyes"`
}

// TestVariantsKeepTheBaseRules: a variant changes only its own keys on
// the base rules (an engine's house rules), and a variant the engine does
// not claim plays the base rules.
func TestVariantsKeepTheBaseRules(t *testing.T) {
	base, err := config.ParseJSON("base", []byte(`{"deje":false,"min_raise":1,"discard_order":"mano_primero"}`))
	if err != nil {
		t.Fatal(err)
	}
	value := func(r driver.Rules, k string) string { v, _ := config.Value(r, k); return v }
	// Games 2 and 3 play Variants[1], cuatro reyes.
	if Variants[1].Values[0][0] != "deck_mode" {
		t.Fatalf("Variants[1] = %v: the test expects cuatro reyes", Variants[1])
	}
	r := variantRules(Local(driver.Reference), base, 2)
	for k, want := range map[string]string{"deck_mode": `"cuatro_reyes"`, "deje": "false", "min_raise": "1", "discard_order": `"mano_primero"`, "target_points": "40"} {
		if got := value(r, k); got != want {
			t.Errorf("variante cuatro reyes sobre las reglas del motor: %s = %s, se esperaba %s", k, got, want)
		}
	}
	if r := variantRules(noCuatroReyes{Local(driver.Reference)}, base, 3); r != base {
		t.Errorf("una variante que el motor no ofrece juega %v, no las reglas base", config.Diff(r))
	}
	if r := variantRules(Local(driver.Reference), base, 0); r != base {
		t.Errorf("la variante por defecto juega %v, no las reglas base", config.Diff(r))
	}
}

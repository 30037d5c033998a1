package steps

import (
	"strings"
	"testing"

	"github.com/musfem/musfem/driver"
)

// senasDeal: señas on, fixed gazes (2 looks at 0, 1 at the table, 3 at 2,
// 0 at 2), the mus cut, and seat 0 (R R 5 4) makes "dos reyes": only seat
// 2 sees it.
const senasDeal = `
      Dado la regla "signals_enabled" vale true
      Y la regla "gaze_max_ticks" vale 100
      Y reparte el asiento 3
      Y las manos son:
        | asiento | cartas      |
        | 0       | Ro Rc 5e 4b |
        | 1       | 1o 2c 7e Sb |
        | 2       | 7o 7c 5b So |
        | 3       | Re Rb 3e 1c |
      Cuando el asiento 2 mira al asiento 0
      Y el asiento 1 mira a la mesa
      Y el asiento 3 mira al asiento 2
      Y el asiento 0 mira al asiento 2
      Y el asiento 0 corta el mus
      Y el asiento 0 hace la seña de dos reyes
`

// leaky is the reference engine with an observation that shows every
// seat every seña of the round (the developer's), a leak of FEM VIII.
type leaky struct{ driver.Engine }

func (l leaky) Observe(v driver.Viewer) (driver.Observation, error) {
	o, err := l.Engine.Observe(v)
	if err != nil || v != driver.SeatViewer(v.Seat) {
		return o, err
	}
	dev, err := l.Engine.Observe(driver.Developer())
	if err != nil {
		return o, err
	}
	o.Signals = dev.Signals
	return o, nil
}

// TestSenasStepsCanFail runs the steps of pasos_senas.go in planted
// scenarios: each check passes with what the reference engine does and
// fails with something else, and the who-sees checks fail on an engine
// that shows every seña to every seat.
func TestSenasStepsCanFail(t *testing.T) {
	ref := func() driver.Engine { return driver.Reference() }
	leak := func() driver.Engine { return leaky{driver.Reference()} }
	tests := []struct {
		name  string
		eng   func() driver.Engine
		check string
		pass  bool
	}{
		{"partner sees", ref, "Entonces el asiento 2 ve la seña de dos reyes del asiento 0", true},
		{"rival does not see", ref, "Entonces el asiento 1 ve la seña de dos reyes del asiento 0", false},
		{"another seña", ref, "Entonces el asiento 2 ve la seña de veintinueve del asiento 0", false},
		{"rival sees nothing", ref, "Entonces el asiento 1 no ve ninguna seña ajena", true},
		{"partner sees something", ref, "Entonces el asiento 2 no ve ninguna seña ajena", false},
		{"own seña is not ajena", ref, "Entonces el asiento 0 no ve ninguna seña ajena", true},
		{"seen by", ref, "Entonces el asiento 0 sabe que su seña de dos reyes la vio el asiento 2", true},
		{"seen by, wrong", ref, "Entonces el asiento 0 sabe que su seña de dos reyes la vieron los asientos 1, 2", false},
		{"seen by nobody, wrong", ref, "Entonces el asiento 0 sabe que su seña de dos reyes no la vio nadie", false},
		{"seen by, not own", ref, "Entonces el asiento 2 sabe que su seña de dos reyes la vio el asiento 2", false},
		{"unchanged for a rival", ref, "Entonces lo que ve el asiento 1 no cambia con la seña", true},
		{"unchanged for the spectator", ref, "Entonces lo que ve el espectador no cambia con la seña", true},
		{"changed for the partner", ref, "Entonces lo que ve el asiento 2 no cambia con la seña", false},
		{"changed for the signaller", ref, "Entonces lo que ve el asiento 0 no cambia con la seña", false},
		{"public gaze", ref, "Entonces todos ven que el asiento 2 mira al asiento 0", true},
		{"public gaze, table", ref, "Entonces todos ven que el asiento 1 mira a la mesa", true},
		{"public gaze, wrong", ref, "Entonces todos ven que el asiento 3 mira a la mesa", false},
		{"repeated", ref, "Cuando el asiento 0 intenta hacer la seña de dos reyes\n      Entonces la acción se rechaza porque ya ha hecho esa seña en esta jugada (CONVENCION-senas-momento)", true},
		{"false seña must be accepted", ref, "Cuando el asiento 1 hace la seña de dos reyes", false},
		{"unknown seña name", ref, "Cuando el asiento 1 hace la seña de dos reyez", false},
		{"unofficial", ref, "Cuando el asiento 1 intenta hacer la seña no oficial \"guiño\"\n      Entonces la acción se rechaza porque no es una acción del juego (FEM-VIII.1)", true},
		{"unofficial number", ref, "Cuando el asiento 1 intenta hacer la seña no oficial número 15\n      Entonces la acción se rechaza porque no es una acción del juego (FEM-VIII.1)", true},
		{"unofficial number, other refusal", ref, "Cuando el asiento 1 intenta hacer la seña no oficial número 255\n      Entonces la acción se rechaza porque sus cartas no dan esa seña (FEM-VIII.4)", false},
		{"a number of the table is written by its name", ref, "Cuando el asiento 1 intenta hacer la seña no oficial número 3\n      Entonces la acción se rechaza porque no es una acción del juego (FEM-VIII.1)", false},
		{"own gaze", ref, "Cuando el asiento 1 intenta mirar al asiento 1\n      Entonces la acción se rechaza porque solo se mira al compañero, a un rival o a la mesa (CONVENCION-senas)", true},
		{"leak: rival sees", leak, "Entonces el asiento 1 no ve ninguna seña ajena", false},
		{"leak: rival's view changes", leak, "Entonces lo que ve el asiento 1 no cambia con la seña", false},
		{"leak: the partner learns who saw it", leak, "Entonces el asiento 2 ve la seña de dos reyes del asiento 0", false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			text := "# language: es\nCaracterística: plantada\n\n  Escenario: plantado" + senasDeal + "      " + tc.check + "\n"
			if got := plantedPasses(Initializer(tc.eng), text); got != tc.pass {
				t.Errorf("el escenario plantado pasa = %v, se esperaba %v:\n%s", got, tc.pass, text)
			}
		})
	}
}

// TestSenaNames checks the Spanish names of the steps against the wire
// names: fourteen, one each, and an unknown one is an error naming them.
func TestSenaNames(t *testing.T) {
	if len(senaNames) != 14 {
		t.Errorf("%d señas; FEM VIII.2 tiene 14", len(senaNames))
	}
	seen := map[string]bool{}
	for _, n := range senaNames {
		if seen[n.wire] {
			t.Errorf("%s repetida", n.wire)
		}
		seen[n.wire] = true
		a, err := senaAction(n.spanish)
		if err != nil {
			t.Errorf("%s: %v", n.spanish, err)
			continue
		}
		if a.Type().String() != "Signal" {
			t.Errorf("%s: acción %s", n.spanish, a.Type())
		}
	}
	_, err := senaWire("guiño")
	if err == nil || !strings.Contains(err.Error(), "envidar más") {
		t.Errorf("senaWire(guiño) = %v; se esperaba un error que liste las señas", err)
	}
}

package steps

import (
	"errors"
	"testing"

	"github.com/cucumber/godog"
	"github.com/musfem/musfem/driver"
)

// TestEngineDefaultsStep: «si nadie fija la regla …, el motor juega con …»
// passes with the reference engine's own default, fails with another
// value or an unknown key, and is NO APLICA (godog.ErrSkip) for an
// engine that does not say its defaults.
func TestEngineDefaultsStep(t *testing.T) {
	ref := func() driver.Engine { return driver.Reference() }
	tests := []struct {
		check string
		pass  bool
	}{
		{`si nadie fija la regla "deje", el motor juega con true`, true},
		{`si nadie fija la regla "deje", el motor juega con false`, false},
		{`si nadie fija la regla "first_dealer", el motor juega con "sorteo"`, true},
		{`si nadie fija la regla "first_dealer", el motor juega con "0"`, false},
		{`si nadie fija la regla "target_points", el motor juega con 40`, true},
		{`si nadie fija la regla "target_points", el motor juega con 30`, false},
		{`si nadie fija la regla "objetivo", el motor juega con 40`, false},
	}
	for _, tc := range tests {
		text := "# language: es\nCaracterística: plantada\n\n  Escenario: plantado\n      Entonces " + tc.check + "\n"
		if got := plantedPasses(Initializer(ref), text); got != tc.pass {
			t.Errorf("%s: el escenario plantado pasa = %v, se esperaba %v", tc.check, got, tc.pass)
		}
	}
	// An engine that does not say its defaults (leaky wraps the reference
	// without passing them on).
	w := newWorld(func() driver.Engine { return leaky{driver.Reference()} })
	err := w.porDefectoDelMotor("deje", "true")
	var nd *NoDefaults
	if !errors.As(err, &nd) || !errors.Is(err, godog.ErrSkip) {
		t.Errorf("motor que no dice sus reglas por defecto: %v, se esperaba NO APLICA", err)
	}
	if _, ok := driver.DefaultsOf(leaky{driver.Reference()}); ok {
		t.Error("DefaultsOf mira dentro de un motor que no es un driver.Unwrapper")
	}
}

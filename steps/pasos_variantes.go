package steps

import (
	"fmt"
	"strings"

	"github.com/cucumber/godog"
	"github.com/musfem/musfem/config"
)

// variantesSteps registers the steps of the variants musfem does not
// implement (docs/pasos.md, section "Variantes").
func variantesSteps(sc *godog.ScenarioContext, w *world) {
	sc.Then(stepRe(`^la configuración «(.+)» se rechaza por (CONVENCION-[A-Za-z0-9.\-]+)$`), w.configuracionSeRechaza)
}

// configuracionSeRechaza checks that the rules loader refuses a line of
// config and that its message names the line's key and the catalog entry.
// It reads the loader's refusal; it decides nothing itself.
func (w *world) configuracionSeRechaza(line, id string) error {
	key := strings.TrimSpace(strings.SplitN(line, "=", 2)[0])
	_, err := config.Parse("escenario", []byte(line))
	if err == nil {
		return fmt.Errorf("la configuración %q se acepta", line)
	}
	msg := err.Error()
	if !strings.Contains(msg, key) || !strings.Contains(msg, id) {
		return fmt.Errorf("el rechazo de %q no nombra %s y %s: %s", line, key, id, msg)
	}
	return nil
}

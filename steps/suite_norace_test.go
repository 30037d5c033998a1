//go:build !race

// TestSpecification plays the whole specification, engine code for the
// most part: it is built without the race detector only, and make test
// runs it in its pass without it (internal/racepkgs); the goroutine of the
// steps, the simulated clock of chapter V, runs under -race in
// TestTimeScenarios.

package steps_test

import "testing"

// TestSpecification runs every scenario of features/ against the reference
// engine, with Strict on: an undefined, pending or ambiguous step fails.
// -articulo (or MUSFEM_ARTICULO) selects an article or a chapter.
func TestSpecification(t *testing.T) {
	runSpecification(t, *articulo)
}

package steps_test

import (
	"flag"
	"os"
	"strings"
	"testing"

	"github.com/cucumber/godog"
	"github.com/musfem/musfem/escenarios"
	"github.com/musfem/musfem/features"
	"github.com/musfem/musfem/steps"
)

var articulo = flag.String("articulo", os.Getenv("MUSFEM_ARTICULO"),
	"ejecuta solo los escenarios de este artículo o capítulo y los que cuelgan de él (FEM-VI: FEM-VI y FEM-VI.*)")

// runSpecification runs the scenarios the selectors cover (none, or "":
// all) against the reference engine, with Strict on: an undefined, pending
// or ambiguous step fails. It is a test of the package's users, not of the
// package: the selection by article is spec's (escenarios.SelectTags), which
// imports steps.
func runSpecification(t *testing.T, selectors ...string) {
	var all []string
	for _, sel := range selectors {
		tags, err := escenarios.SelectTags(features.FS, features.Dirs, sel)
		if err != nil {
			t.Fatal(err)
		}
		if tags == "" {
			all = nil
			break
		}
		all = append(all, tags)
	}
	tags := strings.Join(all, ",")
	suite := godog.TestSuite{
		Name:                "musfem",
		ScenarioInitializer: steps.InitializeScenario,
		Options: &godog.Options{
			Format:   "progress",
			FS:       features.FS,
			Paths:    features.Dirs,
			Strict:   true,
			TestingT: t,
			Tags:     tags,
			NoColors: true,
		},
	}
	if suite.Run() != 0 {
		t.Fatal("la especificación falla: ver los escenarios de arriba")
	}
}

// TestTimeScenarios runs the time scenarios — the minute of the mus (FEM
// IV.1) and the limit of every other decision (CONVENCION-tiempo-decision)
// —, whose silent players run the simulated clock from a goroutine
// (pasos_tiempo.go): make test runs them under -race here, and with the
// whole specification without it in TestSpecification
// (suite_norace_test.go).
func TestTimeScenarios(t *testing.T) {
	runSpecification(t, "FEM-IV.1", "CONVENCION-tiempo-decision")
}

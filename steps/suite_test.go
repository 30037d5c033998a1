package steps

import (
	"flag"
	"os"
	"testing"

	"github.com/cucumber/godog"
)

var articulo = flag.String("articulo", os.Getenv("MUSFEM_ARTICULO"),
	"ejecuta solo los escenarios de este artículo o capítulo y los que cuelgan de él (FEM-VI: FEM-VI y FEM-VI.*)")

// featurePaths are the specification's feature folders, relative to steps/.
var featurePaths = []string{"../features/fem", "../features/convencion", "../features/preguntas"}

// TestSpecification runs every scenario of features/ against the reference
// engine, with Strict on: an undefined, pending or ambiguous step fails.
func TestSpecification(t *testing.T) {
	tags, err := SelectTags(nil, featurePaths, *articulo)
	if err != nil {
		t.Fatal(err)
	}
	suite := godog.TestSuite{
		Name:                "musfem",
		ScenarioInitializer: InitializeScenario,
		Options: &godog.Options{
			Format:   "progress",
			Paths:    featurePaths,
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

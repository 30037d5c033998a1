package steps

import (
	"io"
	"testing/fstest"

	"github.com/cucumber/godog"
)

// plantedPasses runs a one-file feature text with the steps (Strict: an
// undefined or ambiguous step fails) and reports whether it passed; the
// step tests use it to show each step passing with the right value and
// failing with a wrong one.
func plantedPasses(init func(*godog.ScenarioContext), text string) bool {
	return plantedTo(init, text, io.Discard)
}

// plantedTo is plantedPasses writing godog's progress output to out.
func plantedTo(init func(*godog.ScenarioContext), text string, out io.Writer) bool {
	suite := godog.TestSuite{
		ScenarioInitializer: init,
		Options: &godog.Options{
			FS:     fstest.MapFS{"p/plantada.feature": {Data: []byte(text)}},
			Paths:  []string{"p"},
			Format: "progress",
			Output: out,
			Strict: true,
		},
	}
	return suite.Run() == 0
}

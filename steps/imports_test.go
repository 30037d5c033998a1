package steps

import (
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// TestStepsHoldNoRuleLogic checks that the step definitions reach the game
// only through the driver (the Engine interface and the card notation):
// they may not import the engine, whose evaluation code would let a step
// compute an expected value instead of reading it from the scenario.
func TestStepsHoldNoRuleLogic(t *testing.T) {
	allowed := map[string]bool{
		"github.com/musfem/musfem/driver": true,
		"github.com/musfem/musfem/config": true, // loads the scenario's rules
		"github.com/musfem/musfem/tiempo": true, // FEM IV.1, CONVENCION-tiempo-decision: the turn of the time rules is what the time scenarios judge
		"github.com/cucumber/godog":       true,
	}
	files, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	fset := token.NewFileSet()
	for _, f := range files {
		if strings.HasSuffix(f, "_test.go") {
			continue // the suite's own tests may read Gherkin documents
		}
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		af, err := parser.ParseFile(fset, f, src, parser.ImportsOnly)
		if err != nil {
			t.Fatal(err)
		}
		for _, imp := range af.Imports {
			path, _ := strconv.Unquote(imp.Path.Value)
			if !strings.Contains(path, ".") { // standard library
				continue
			}
			if !allowed[path] {
				t.Errorf("%s imports %s: steps may import only the driver, config, tiempo and godog", fset.Position(imp.Pos()), path)
			}
		}
	}
}

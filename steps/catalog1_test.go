package steps

import (
	"testing"

	"github.com/musfem/musfem/driver"
)

// otherEngine is an engine under test: the reference behind another type.
type otherEngine struct{ driver.Engine }

// TestCatalog1ArticlesOnlyForEnginesUnderTest: an engine under test may
// name the article catalog 1 gave a seña's refusal (erratum E12); the
// reference engine must name catalog 2's, and no other article passes.
func TestCatalog1ArticlesOnlyForEnginesUnderTest(t *testing.T) {
	old := &driver.RuleError{Code: "SIGNAL_REPEATED", Article: "FEM-VIII.3"}
	other := &driver.RuleError{Code: "SIGNAL_REPEATED", Article: "FEM-VIII.4"}
	ref := &world{eng: driver.Reference()}
	under := &world{eng: otherEngine{driver.Reference()}}
	if ref.catalog1Article(old) {
		t.Error("the reference engine may name a catalog 1 article")
	}
	if !under.catalog1Article(old) {
		t.Error("an engine under test may not name the catalog 1 article of SIGNAL_REPEATED")
	}
	if under.catalog1Article(other) {
		t.Error("an engine under test may name FEM-VIII.4 for SIGNAL_REPEATED, which no catalog gave it")
	}
	if under.catalog1Article(&driver.RuleError{Code: "NOT_YOUR_TURN", Article: "FEM-VIII.3"}) {
		t.Error("a code whose article did not change takes no catalog 1 article")
	}
}

package steps

import (
	"testing"

	"github.com/musfem/musfem/driver"
)

// TestCatalog1ArticlesOnlyWhenCertifying: a run that accepts catalog 1's
// articles (certification, erratum E12) lets an engine name the article
// catalog 1 gave a seña's refusal; the specification of the reference
// engine holds it to catalog 2's, and no other article passes.
func TestCatalog1ArticlesOnlyWhenCertifying(t *testing.T) {
	old := &driver.RuleError{Code: "SIGNAL_REPEATED", Article: "FEM-VIII.3"}
	other := &driver.RuleError{Code: "SIGNAL_REPEATED", Article: "FEM-VIII.4"}
	spec := &world{eng: driver.Reference()}
	certifying := &world{eng: driver.Reference(), catalog1: true}
	if spec.catalog1Article(old) {
		t.Error("the specification accepts a catalog 1 article")
	}
	if !certifying.catalog1Article(old) {
		t.Error("certification does not accept the catalog 1 article of SIGNAL_REPEATED")
	}
	if certifying.catalog1Article(other) {
		t.Error("certification accepts FEM-VIII.4 for SIGNAL_REPEATED, which no catalog gave it")
	}
	if certifying.catalog1Article(&driver.RuleError{Code: "NOT_YOUR_TURN", Article: "FEM-VIII.3"}) {
		t.Error("a code whose article did not change takes no catalog 1 article")
	}
}

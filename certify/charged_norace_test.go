//go:build !race

package certify

import (
	"slices"
	"testing"

	"github.com/musfem/musfem/evidence"
)

// TestPostre33ChargedToItsRule certifies the scenarios of FEM-VI.9 on an
// engine that lets the postre with 33 accept an órdago a juego (fault
// postre-33-quiere; issue 27, item 4). The «quiero» it offers and the
// reference does not is charged to the article of the reference's refusal
// of that «quiero» in that state, FEM-VI.9, and to its convention
// CONVENCION-postre-33: never to FEM-VI.4 (who answers a bet), which the
// table gives the presence of a «quiero» in general.
func TestPostre33ChargedToItsRule(t *testing.T) {
	rep, err := Run(shortCompare(Options{Target: faultTarget(t, "postre-33-quiere"), Selector: "FEM-VI.9", Games: 0, Seed: 1, Workers: 1, NoFixtures: true}))
	if err != nil {
		t.Fatal(err)
	}
	want := []string{"FEM-VI.9", "CONVENCION-postre-33"}
	own := false
	for _, g := range rep.Groups {
		if slices.Contains(g.Articles, "FEM-VI.4") {
			t.Errorf("%s (%s) imputado a FEM-VI.4", g.ID, g.Rule)
		}
		own = own || slices.Equal(g.Articles, want)
	}
	if !own {
		t.Errorf("ningún grupo imputado a %v: %+v", want, rep.Groups)
	}
	// The selector keeps the rows of FEM-VI.9 only.
	if row, ok := findRow(rep, "FEM-VI.9"); !ok || row.Status != evidence.Falla {
		t.Errorf("FEM-VI.9: %s %s, se esperaba FALLA", row.Status, row.Reason)
	}
	if row, ok := findRow(rep, "FEM-VI.4"); ok && row.Status == evidence.Falla {
		t.Errorf("FEM-VI.4 FALLA: %+v", row.Checks)
	}
}

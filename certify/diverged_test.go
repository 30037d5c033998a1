package certify

import (
	"testing"

	"github.com/musfem/musfem/diferencial"
	"github.com/musfem/musfem/evidence"
)

// TestDivergedInNamesEveryDivergence: a check hidden by two divergences
// of their own names both, each once, with the articles it is charged to
// (not only the first, as it did).
func TestDivergedInNamesEveryDivergence(t *testing.T) {
	deje := diferencial.Finding{Divergence: evidence.Divergence{Rule: "evento.PointsAwarded.deje", Articles: []string{"CONVENCION-deje", "FEM-VII.1"}, Text: "el deje"}}
	turno := diferencial.Finding{Divergence: evidence.Divergence{Rule: "turno.*.DISCARD", Articles: []string{"FEM-III.11"}, Text: "quién se descarta"}}
	got := divergedIn([]diferencial.Finding{deje, turno, deje})
	want := "el deje, que se imputa a CONVENCION-deje, FEM-VII.1; y en quién se descarta, que se imputa a FEM-III.11"
	if got != want {
		t.Errorf("divergedIn = %q, se esperaba %q", got, want)
	}
}

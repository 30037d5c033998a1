package diferencial

import (
	"slices"
	"testing"

	"github.com/musfem/musfem/evidence"
)

// TestJudgeFindsAPaymentBesideAnotherDifference: within one call, a
// payment missing after another differing event is a divergence of its
// own (issue 27, item 2): the table says a payment depends on the bets,
// the winner or the declarations, not on the course of the call. An event
// the table makes depend on that course ("curso") still follows from it,
// and so do the turn, the legal actions and the observations.
func TestJudgeFindsAPaymentBesideAnotherDifference(t *testing.T) {
	j := newJudge(table(t))
	j.begin(0, nil, false)
	raise := j.add(evidence.NewAspect("evento", "PointsAwarded", "envite_no_querido", "points", ""), "", "a", "b", nil, "")
	deje := j.add(evidence.NewAspect("evento", "PointsAwarded", "deje", "falta", ""), "", "x", "", nil, "")
	lance := j.add(evidence.NewAspect("evento", "LanceStarted", "chica", "sobra", ""), "", "", "x", nil, "")
	turn := j.add(evidence.NewAspect("turno", "", "CHICA", "", "apertura"), "", "1", "2", nil, "")
	if !raise.Primary() || !deje.Primary() {
		t.Fatalf("el deje que falta junto a otra diferencia de la misma acción no sale como divergencia propia: %+v", deje)
	}
	if !slices.Equal(deje.Divergence.Articles, []string{"CONVENCION-deje", "FEM-VII.1"}) {
		t.Errorf("el deje se imputa a %v", deje.Divergence.Articles)
	}
	if lance.Cause != raise.Divergence.Signature().Key() || turn.Cause != raise.Divergence.Signature().Key() {
		t.Errorf("lo que sigue del curso de la acción no se atribuye a su primera diferencia: %+v %+v", lance, turn)
	}
	// A field of an event both engines emit is never explained by the
	// course of the call: a different total of a bet is its own.
	total := j.add(evidence.NewAspect("evento", "BetPlaced", "chica", "total", ""), "", "a", "b", nil, "")
	if !total.Primary() {
		t.Errorf("un campo de un evento sale como consecuencia del curso de la acción: %+v", total)
	}
	// After a bet differs in the round, a payment does follow from it.
	j.begin(1, nil, false)
	negada := j.add(evidence.NewAspect("evento", "PointsAwarded", "negada", "sobra", ""), "", "", "x", nil, "")
	if negada.Cause != total.Divergence.Signature().Key() {
		t.Errorf("la negada tras otra apuesta no sigue de ella: %+v", negada)
	}
}

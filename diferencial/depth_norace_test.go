//go:build !race

// Whole differential games on one goroutine, slow under the race detector
// for no gain: built without it only (internal/racepkgs).

package diferencial

import (
	"slices"
	"testing"

	"github.com/musfem/musfem/driver"
	"github.com/musfem/musfem/engine"
)

// TestGamesGoOnPastALegalDifference: where the bots choose a bet the
// engine does not offer, the game goes on with one both allow instead of
// stopping (issue 27, item 2): the cap is found, no game stops early, and
// every step the games have is compared.
func TestGamesGoOnPastALegalDifference(t *testing.T) {
	r := Differential(Local(func() driver.Engine { return maxBetThree(driver.Reference()) }), table(t), engine.DefaultRules(), 7, 40, 1, nil)
	found := false
	for _, g := range r.Groups {
		found = found || slices.Equal(g.Signature.Articles, []string{"CONVENCION-tope-envite"})
	}
	if !found {
		t.Errorf("no se encuentra el tope de los envites: %v", groupsOf(r))
	}
	if len(r.Stops) != 0 || r.Steps != r.StepsPlayed || r.Steps == 0 {
		t.Errorf("partidas paradas %v; %d de %d pasos comparados", r.Stops, r.Steps, r.StepsPlayed)
	}
}

// noOrdago is a wrong engine that offers the órdago and refuses it.
type noOrdago struct{ driver.Engine }

func (n noOrdago) Apply(seat driver.Seat, a driver.Action) ([]driver.Event, error) {
	if _, ok := a.(driver.Ordago); ok {
		return nil, &driver.RuleError{Code: "TRANSITION", Article: "FEM-VI.6", Detail: "no hay órdagos"}
	}
	return n.Engine.Apply(seat, a)
}

// TestStoppedGamesCounted: a game that stops at a play the engine refuses
// is counted by why, and the steps it left uncompared are counted among
// those the games have (played on by the reference to their end).
func TestStoppedGamesCounted(t *testing.T) {
	r := Differential(Local(func() driver.Engine { return noOrdago{driver.Reference()} }), table(t), engine.DefaultRules(), 7, 40, 1, nil)
	stopped := r.Stops["el motor rechaza una jugada que la referencia acepta"]
	if stopped == 0 || len(r.Stops) != 1 {
		t.Fatalf("partidas paradas: %v", r.Stops)
	}
	if r.StepsPlayed <= r.Steps {
		t.Errorf("%d de %d pasos comparados con %d partidas paradas: los que quedaban no se cuentan", r.Steps, r.StepsPlayed, stopped)
	}
	// The reference alone plays the same games to the same steps.
	ref := Differential(Local(driver.Reference), table(t), engine.DefaultRules(), 7, 40, 1, nil)
	if ref.StepsPlayed != ref.Steps || len(ref.Stops) != 0 {
		t.Errorf("la referencia: %d de %d pasos, paradas %v", ref.Steps, ref.StepsPlayed, ref.Stops)
	}
}

//go:build !race

// Whole differential games on one goroutine, slow under the race detector
// for no gain: built without it only (internal/racepkgs).

package diferencial

import (
	"slices"
	"testing"

	"github.com/musfem/musfem/diferencial/diferencialtest"
	"github.com/musfem/musfem/driver"
	"github.com/musfem/musfem/engine"
)

// otherOrder is a wrong engine that asks the discards in the order other
// than its rules say (and, with serve_order = "descarte", serves them so).
func otherOrder(e driver.Engine) driver.Engine {
	return otherRules{e, func(r *driver.Rules) { r.DiscardOrder = 1 - r.DiscardOrder }}
}

// TestDiscardsApartGoOn: an engine that asks the discards in another order
// is found (FEM-III.11, CONVENCION-orden-descarte) and, where it serves in
// the order of the deal, every game goes on past the discards to its end:
// each engine gets, for the seat it asks, the discard the reference gets
// for that seat (issue 27, item 2). A second fault planted in the same
// games (the grande won by the other hand) shows as a group of its own.
// Served in the order of the discards, the hands differ after the serve and
// the games stop there, said so.
func TestDiscardsApartGoOn(t *testing.T) {
	reparto := engine.DefaultRules()
	reparto.ServeOrder = engine.ServeReparto
	r := Differential(Local(func() driver.Engine { return otherOrder(driver.Reference()) }), table(t), reparto, 7, 40, 1, nil)
	if len(r.Groups) != 1 {
		t.Fatalf("grupos %v; se esperaba solo quién se descarta", groupsOf(r))
	}
	for _, g := range r.Groups {
		if !slices.Equal(g.Signature.Articles, []string{"FEM-III.11", "CONVENCION-orden-descarte"}) {
			t.Errorf("el orden del descarte se imputa a %v", g.Signature.Articles)
		}
	}
	if len(r.Stops) != 0 || r.Steps != r.StepsPlayed || r.Steps == 0 {
		t.Errorf("partidas paradas %v; %d de %d pasos comparados", r.Stops, r.Steps, r.StepsPlayed)
	}

	both := Differential(Local(func() driver.Engine {
		return otherOrder(diferencialtest.FlipGrande{Engine: driver.Reference()})
	}), table(t), reparto, 7, 40, 1, nil)
	if len(both.Groups) != 2 {
		t.Errorf("con dos defectos, grupos %v; se esperaban dos", groupsOf(both))
	}

	r = Differential(Local(func() driver.Engine { return otherOrder(driver.Reference()) }), table(t), engine.DefaultRules(), 7, 40, 1, nil)
	if r.Stops["los motores ya no coinciden en el estado de la partida"] == 0 || r.Steps >= r.StepsPlayed {
		t.Errorf("sirviendo en el orden del descarte: paradas %v, %d de %d pasos", r.Stops, r.Steps, r.StepsPlayed)
	}
}

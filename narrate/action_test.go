package narrate

import (
	"testing"

	"github.com/musfem/musfem/engine"
)

// TestAction checks the Spanish name of every action type, worked out by
// hand, and that none is the catalog's English type name.
func TestAction(t *testing.T) {
	cards, err := engine.ParseCards("1o Rc")
	if err != nil {
		t.Fatal(err)
	}
	for _, tt := range []struct {
		a    engine.Action
		want string
	}{
		{engine.Mus{}, "mus"},
		{engine.CutMus{}, "corto el mus"},
		{engine.Discard{Cards: cards}, "me descarto de 1o Rc"},
		{engine.Discard{}, "me quedo servido (sin descartarme)"},
		{engine.Pass{}, "paso"},
		{engine.Bet{Amount: 2}, "envido"},
		{engine.Bet{Amount: 5}, "envido 5"},
		{engine.Raise{Amount: 3}, "3 más"},
		{engine.Accept{}, "quiero"},
		{engine.AcceptNoLose{}, "quiero y no pierdo"},
		{engine.Reject{}, "no quiero"},
		{engine.Ordago{}, "órdago"},
		{engine.Look{Target: 2}, "miro al asiento 2"},
		{engine.Look{Target: engine.NoSeat}, "miro a la mesa"},
		{engine.Tick{}, "dejo pasar un instante"},
		{engine.Sena{Signal: engine.SenaDosReyes}, "seña de dos reyes"},
		{nil, "ninguna acción"},
	} {
		if got := Action(tt.a); got != tt.want {
			t.Errorf("Action(%#v) = %q, se esperaba %q", tt.a, got, tt.want)
		}
	}
}

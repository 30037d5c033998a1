package engine

import (
	"fmt"
	"testing"
)

// TestStringOutOfRange: every enumeration names a value past its last one
// as «Type(n)» (ParesKind as «?», a Card as «Card(n)»), and never panics;
// Code's Error and Article do not panic either. Found by the mutation
// observer (docs/mutantes.md): a lookup with its bounds check removed
// indexes past its table.
func TestStringOutOfRange(t *testing.T) {
	for v := 100; v < 256; v++ {
		u := uint8(v)
		cases := []struct {
			name string
			got  func() string
		}{
			{"ActionType", ActionType(u).String}, {"Code", Code(u).String}, {"Concept", Concept(u).String},
			{"DeckMode", DeckMode(u).String}, {"DiscardOrder", DiscardOrder(u).String}, {"EventKind", EventKind(u).String},
			{"FaltaDeTanto", FaltaDeTanto(u).String}, {"JugadasTrasNoQuiero", JugadasTrasNoQuiero(u).String},
			{"KeyKind", KeyKind(u).String}, {"Lance", Lance(u).String}, {"Phase", Phase(u).String},
			{"PostrePenalties", PostrePenalties(u).String}, {"QuieroSingular", QuieroSingular(u).String},
			{"RaiseMode", RaiseMode(u).String}, {"ServeOrder", ServeOrder(u).String}, {"Signal", Signal(u).String},
			{"SignalMoment", SignalMoment(u).String}, {"Suit", Suit(u).String}, {"Audience", Audience(u).String},
			{"Card", Card(u).String},
		}
		for _, c := range cases {
			want := fmt.Sprintf("%s(%d)", c.name, v)
			if got := noPanic(t, c.name, v, c.got); got != want {
				t.Errorf("%s(%d).String() = %q, se esperaba %q", c.name, v, got, want)
			}
		}
		if got := noPanic(t, "ParesKind", v, ParesKind(u).String); got != "?" {
			t.Errorf("ParesKind(%d).String() = %q, se esperaba \"?\"", v, got)
		}
		noPanic(t, "Code.Error", v, Code(u).Error)
		noPanic(t, "Code.Article", v, Code(u).Article)
		noPanic(t, "Signal.Spanish", v, Signal(u).Spanish)
	}
}

func noPanic(t *testing.T, name string, v int, f func() string) (s string) {
	t.Helper()
	defer func() {
		if r := recover(); r != nil {
			t.Errorf("%s(%d): pánico %v", name, v, r)
		}
	}()
	return f()
}

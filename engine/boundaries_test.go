package engine

import (
	"fmt"
	"testing"
)

// TestValueJustPastTheEnd: the first value past the end of each
// enumeration (the boundary a «>» for «>=» would let through to an index,
// which TestStringOutOfRange's values from 100 up do not reach) is named
// by its type and number, never a panic; TransitionIndex says -1 for it;
// DeckFor refuses a hand with a card that is none.
func TestValueJustPastTheEnd(t *testing.T) {
	for _, c := range []struct {
		name string
		v    int
		got  func() string
	}{
		{"Concept", int(numConcepts), Concept(numConcepts).String},
		{"Lance", int(numLances), Lance(numLances).String},
		{"Signal", int(numSignals), Signal(numSignals).String},
		{"Signal", int(numSignals), Signal(numSignals).Spanish},
		{"ActionType", int(numAllActionTypes), ActionType(numAllActionTypes).String},
		{"EventKind", int(numAllEventKinds), EventKind(numAllEventKinds).String},
		{"Code", int(numAllCodes), Code(numAllCodes).String},
		{"Audience", len(audienceNames), Audience(len(audienceNames)).String},
	} {
		if got, want := noPanic(t, c.name, c.v, c.got), fmt.Sprintf("%s(%d)", c.name, c.v); got != want {
			t.Errorf("%q, se esperaba %q", got, want)
		}
	}
	index := func() string { return fmt.Sprint(TransitionIndex(PhaseMus, numPhases)) }
	if got := noPanic(t, "TransitionIndex", int(numPhases), index); got != "-1" {
		t.Errorf("TransitionIndex(MUS_DECISION, %d) = %s, se esperaba -1", numPhases, got)
	}
	var hands [NumSeats][]Card
	for s := range hands {
		hands[s] = []Card{Card(4*s + 1), Card(4*s + 2), Card(4*s + 3), Card(4*s + 4)}
	}
	hands[2][1] = NoCard
	deck := func() string { _, err := DeckFor(0, hands, nil); return fmt.Sprint(err) }
	if got := noPanic(t, "DeckFor", int(NoCard), deck); got == "<nil>" {
		t.Error("DeckFor admite una mano con una carta que no es ninguna")
	}
}

package engine

import (
	"fmt"
	"testing"
)

// TestValueJustPastTheEnd: the first value past the end of each
// enumeration (the boundary a «>» for «>=» would let through to an index)
// is named by its type and number, never a panic; TransitionIndex says -1
// for it on either side; DeckFor refuses a hand with a card that is none.
func TestValueJustPastTheEnd(t *testing.T) {
	for _, c := range []struct {
		got  func() string
		want string
	}{
		{Concept(numConcepts).String, fmt.Sprintf("Concept(%d)", numConcepts)},
		{Lance(numLances).String, fmt.Sprintf("Lance(%d)", numLances)},
		{Signal(numSignals).String, fmt.Sprintf("Signal(%d)", numSignals)},
		{ActionType(numAllActionTypes).String, fmt.Sprintf("ActionType(%d)", numAllActionTypes)},
		{EventKind(numAllEventKinds).String, fmt.Sprintf("EventKind(%d)", numAllEventKinds)},
		{Code(numAllCodes).String, fmt.Sprintf("Code(%d)", numAllCodes)},
		{Audience(len(audienceNames)).String, fmt.Sprintf("Audience(%d)", len(audienceNames))},
	} {
		got := func() (s string) {
			defer func() {
				if r := recover(); r != nil {
					s = fmt.Sprintf("pánico: %v", r)
				}
			}()
			return c.got()
		}()
		if got != c.want {
			t.Errorf("%q, se esperaba %q", got, c.want)
		}
	}
	spanish := func() (s string) {
		defer func() {
			if r := recover(); r != nil {
				s = fmt.Sprintf("pánico: %v", r)
			}
		}()
		return Signal(numSignals).Spanish()
	}()
	if spanish != fmt.Sprintf("Signal(%d)", numSignals) {
		t.Errorf("Signal(%d).Spanish() = %q, se esperaba su número", numSignals, spanish)
	}
	index := func() (i int) {
		defer func() {
			if r := recover(); r != nil {
				t.Errorf("TransitionIndex(MUS_DECISION, %d): pánico %v", numPhases, r)
			}
		}()
		return TransitionIndex(PhaseMus, numPhases)
	}()
	if index != -1 {
		t.Errorf("TransitionIndex(MUS_DECISION, %d) = %d, se esperaba -1", numPhases, index)
	}
	var hands [NumSeats][]Card
	for s := range hands {
		hands[s] = []Card{Card(4*s + 1), Card(4*s + 2), Card(4*s + 3), Card(4*s + 4)}
	}
	hands[2][1] = NoCard
	if _, err := func() (_ [NumCards]Card, err error) {
		defer func() {
			if r := recover(); r != nil {
				err = nil
				t.Errorf("DeckFor con una carta que no es ninguna: pánico %v", r)
			}
		}()
		return DeckFor(0, hands, nil)
	}(); err == nil {
		t.Error("DeckFor admite una mano con una carta que no es ninguna")
	}
}

package tiempo

import (
	"fmt"

	"github.com/musfem/musfem/engine"
)

// Situation classifies a decision for its time limit and its default
// action (FEM IV.1 gives the mus its minute; CONVENCION-tiempo-decision
// distinguishes answering an envite, facing an órdago and the rest).
type Situation uint8

// The situations; the names are those of the runner events.
const (
	SituationNone    Situation = iota
	SituationMus               // "mus": mus or cut
	SituationDiscard           // "descarte": choosing the discard
	SituationAnswer            // "envite": answering a bet
	SituationOrdago            // "ordago": answering an órdago or a bet worth one
	SituationWord              // "palabra": with the word in a lance, no bet pending
	SituationOther             // "otra": anything else
	numSituations
)

var situationNames = [numSituations]string{"", "mus", "descarte", "envite", "ordago", "palabra", "otra"}

// String returns the situation's name, e.g. "envite".
func (s Situation) String() string {
	if s < numSituations {
		return situationNames[s]
	}
	return fmt.Sprintf("Situation(%d)", int(s))
}

// Classify returns the situation of the seat that has the word in o (its
// own observation). A bet is worth an órdago when, accepted, its total
// would give either pair the tantos it still needs.
func Classify(o engine.Observation) Situation {
	switch {
	case o.Phase == engine.PhaseMus:
		return SituationMus
	case o.Phase == engine.PhaseDiscard:
		return SituationDiscard
	case o.Bet != nil && o.Bet.Responder == o.Seat && has(o.Legal, engine.ActReject):
		if o.Bet.Ordago || worthOrdago(o) {
			return SituationOrdago
		}
		return SituationAnswer
	case o.Lance != engine.NoLance:
		return SituationWord
	}
	return SituationOther
}

// worthOrdago reports whether the pending bet, accepted, gives either pair
// what it needs to reach the target.
func worthOrdago(o engine.Observation) bool {
	if o.Target <= 0 {
		return false
	}
	for _, sc := range o.Score {
		if o.Bet.Total >= o.Target-sc {
			return true
		}
	}
	return false
}

func has(ts []engine.Template, t engine.ActionType) bool {
	_, ok := find(ts, t)
	return ok
}

func find(ts []engine.Template, t engine.ActionType) (engine.Template, bool) {
	for _, x := range ts {
		if x.Type == t {
			return x, true
		}
	}
	return engine.Template{}, false
}

// DefaultAction is what a turn plays for a seat that failed a decision
// under the policy "accion" (docs/runner.md):
//
//   - facing a bet or an órdago: no quiero (Reject);
//   - with the word in a lance: paso (Pass);
//   - in the mus: mus or corte, as mus_timeout_action says;
//   - in the discard: the template's minimum number of cards (at least
//     one when the template allows it), the first cards of the hand in the
//     order of the observation;
//   - anything else, or when the preferred action is not legal: the first
//     legal template that is not a seña, a look or a tick (the first
//     template at all if there is no other), with Bet and Raise at their
//     minimum.
//
// It is nil only when o.Legal is empty.
func DefaultAction(o engine.Observation, mus MusDefault) engine.Action {
	var want engine.ActionType
	switch Classify(o) {
	case SituationAnswer, SituationOrdago:
		want = engine.ActReject
	case SituationWord:
		want = engine.ActPass
	case SituationMus:
		want = engine.ActCutMus
		if mus == MusDefaultMus {
			want = engine.ActMus
		}
	case SituationDiscard:
		want = engine.ActDiscard
	}
	if t, ok := find(o.Legal, want); ok && want != engine.NoActionType {
		return instantiate(t, o.Hand)
	}
	for _, t := range o.Legal {
		if t.Type <= engine.ActOrdago {
			return instantiate(t, o.Hand)
		}
	}
	if len(o.Legal) > 0 {
		return instantiate(o.Legal[0], o.Hand)
	}
	return nil
}

// plainActions are the actions that take no parameter, one of each type.
var plainActions = [...]engine.Action{
	engine.Mus{}, engine.CutMus{}, engine.Pass{}, engine.Accept{}, engine.AcceptNoLose{},
	engine.Reject{}, engine.Ordago{}, engine.Tick{},
}

// instantiate makes the deterministic action of a template: the action
// itself when it takes no parameter, Bet and Raise at the template's
// minimum, Discard as DefaultAction says; nil for a seña or a look.
func instantiate(t engine.Template, hand []engine.Card) engine.Action {
	for _, a := range plainActions {
		if a.Type() == t.Type {
			return a
		}
	}
	switch t.Type {
	case engine.ActBet:
		return engine.Bet{Amount: t.Min}
	case engine.ActRaise:
		return engine.Raise{Amount: t.Min}
	case engine.ActDiscard:
		n := t.Min
		if n == 0 && t.Max >= 1 {
			n = 1
		}
		if n > len(hand) {
			n = len(hand)
		}
		return engine.Discard{Cards: append([]engine.Card(nil), hand[:n]...)}
	}
	return nil
}

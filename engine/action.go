package engine

import "fmt"

// ActionType names an action of the vocabulary (FEM VIII.8, docs/catalog.md).
type ActionType uint8

// The action types; the names are the JSON "type" strings of docs/catalog.md.
const (
	NoActionType ActionType = iota
	ActMus
	ActCutMus
	ActDiscard
	ActPass
	ActBet
	ActRaise
	ActAccept
	ActAcceptNoLose
	ActReject
	ActOrdago
	numActionTypes
)

var actionNames = [numActionTypes]string{
	"", "Mus", "CutMus", "Discard", "Pass", "Bet", "Raise", "Accept", "AcceptNoLose", "Reject", "Ordago",
}

// String returns the JSON type string, e.g. "Bet".
func (t ActionType) String() string {
	if n := draftActionName(t); n != "" {
		return n
	}
	if t >= numActionTypes || t == NoActionType {
		return fmt.Sprintf("ActionType(%d)", uint8(t))
	}
	return actionNames[t]
}

// ParseActionType reads the name returned by [ActionType.String].
func ParseActionType(s string) (ActionType, bool) {
	for t := NoActionType + 1; t < numActionTypes; t++ {
		if actionNames[t] == s {
			return t, true
		}
	}
	return parseDraftActionType(s)
}

// ActionTypes returns every action type in order.
func ActionTypes() []ActionType {
	out := make([]ActionType, 0, numActionTypes-1)
	for t := NoActionType + 1; t < numActionTypes; t++ {
		out = append(out, t)
	}
	return out
}

// Action is one of the closed set of actions a seat can take. The concrete
// types are Mus, CutMus, Discard, Pass, Bet, Raise, Accept, AcceptNoLose,
// Reject and Ordago, and the side actions of señas y miradas Sena, Look and
// Tick (catalog v2, signal_catalog.go).
type Action interface {
	Type() ActionType
	isAction()
}

// Mus asks for mus: to discard (FEM VIII.8 "Mus").
type Mus struct{}

// CutMus cuts the mus ("no hay mus", FEM IV.2, IV.4); the mano's "paso" in
// the mus means the same.
type CutMus struct{}

// Discard throws away min_discard–max_discard cards after four "mus" (FEM
// III.11, CONVENCION-descarte): 1–4 by default; with min_discard = 0 a seat
// may throw none and stay "servido".
type Discard struct{ Cards []Card }

// Pass does not bet ("paso", FEM VIII.8).
type Pass struct{}

// Bet opens the betting of a lance: envido (2) or "envido N" (FEM VIII.8).
type Bet struct{ Amount int }

// Raise answers a bet with "N más": the new total is the bet plus Amount
// (FEM VIII.8 "reenvido"; P7, raise_mode).
type Raise struct{ Amount int }

// Accept says quiero (FEM VI.4); it closes the bet
// (CONVENCION-quiero-cierra).
type Accept struct{}

// AcceptNoLose says "quiero y no pierdo" (FEM VI.9–VI.10).
type AcceptNoLose struct{}

// Reject says no quiero (FEM VI.4).
type Reject struct{}

// Ordago bets the whole game (FEM VIII.8), as an opening or as an answer.
type Ordago struct{}

// Type implements Action.
func (Mus) Type() ActionType { return ActMus }

// Type implements Action.
func (CutMus) Type() ActionType { return ActCutMus }

// Type implements Action.
func (Discard) Type() ActionType { return ActDiscard }

// Type implements Action.
func (Pass) Type() ActionType { return ActPass }

// Type implements Action.
func (Bet) Type() ActionType { return ActBet }

// Type implements Action.
func (Raise) Type() ActionType { return ActRaise }

// Type implements Action.
func (Accept) Type() ActionType { return ActAccept }

// Type implements Action.
func (AcceptNoLose) Type() ActionType { return ActAcceptNoLose }

// Type implements Action.
func (Reject) Type() ActionType { return ActReject }

// Type implements Action.
func (Ordago) Type() ActionType { return ActOrdago }

func (Mus) isAction()          {}
func (CutMus) isAction()       {}
func (Discard) isAction()      {}
func (Pass) isAction()         {}
func (Bet) isAction()          {}
func (Raise) isAction()        {}
func (Accept) isAction()       {}
func (AcceptNoLose) isAction() {}
func (Reject) isAction()       {}
func (Ordago) isAction()       {}

// Play is one action by one seat, the unit of a replay log.
type Play struct {
	Seat   Seat
	Action Action
}

// Template describes a family of legal actions (docs/catalog.md): for Bet and
// Raise the amount range, for Discard the number of cards (from the seat's
// own hand). Min and Max are 0 for the other types. The same validation that
// Apply runs accepts every action the template describes.
type Template struct {
	Type     ActionType
	Min, Max int
}

// Allows reports whether the template describes the action (for Discard, the
// count only: the cards must still come from the hand).
func (t Template) Allows(a Action) bool {
	if a == nil || a.Type() != t.Type {
		return false
	}
	switch x := a.(type) {
	case Bet:
		return x.Amount >= t.Min && x.Amount <= t.Max
	case Raise:
		return x.Amount >= t.Min && x.Amount <= t.Max
	case Discard:
		return len(x.Cards) >= t.Min && len(x.Cards) <= t.Max
	}
	return true
}

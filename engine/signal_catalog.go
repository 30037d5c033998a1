package engine

// This file holds the action types, event kinds and error codes of señas y
// miradas (FEM VIII, docs/senas.md). They belong to event catalog version 2
// (docs/catalog-v2.md, frozen with fixture set v2): ActionTypes,
// EventKinds and Codes list catalog version 1 (docs/catalog.md, frozen
// with fixture set v1, the lists of protocol 1); ActionTypesV2,
// EventKindsV2 and CodesV2 list version 2, both together. With
// signals_enabled = false the engine never produces any of them.

// The action types of the catalog v2.
const (
	ActSignal ActionType = numActionTypes + iota // Sena: make a seña
	ActLook                                      // Look: fix one's gaze
	ActTick                                      // Tick: let time pass
	numAllActionTypes
)

var draftActionNames = [numAllActionTypes - numActionTypes]string{"Signal", "Look", "Tick"}

// ActionTypesV2 returns every action type of the catalog v2 in
// order: those of version 1, then Signal, Look and Tick.
func ActionTypesV2() []ActionType {
	out := ActionTypes()
	for t := numActionTypes; t < numAllActionTypes; t++ {
		out = append(out, t)
	}
	return out
}

// draftActionName returns the name of an action type of catalog v2, or "".
func draftActionName(t ActionType) string {
	if t >= numActionTypes && t < numAllActionTypes {
		return draftActionNames[t-numActionTypes]
	}
	return ""
}

// parseDraftActionType reads the name of an action type of catalog v2.
func parseDraftActionType(s string) (ActionType, bool) {
	for t := numActionTypes; t < numAllActionTypes; t++ {
		if draftActionNames[t-numActionTypes] == s {
			return t, true
		}
	}
	return NoActionType, false
}

// The event kinds of the catalog v2.
const (
	KindGazeChanged EventKind = numEventKinds + iota // where a seat looks (PUBLIC)
	KindClockTicked                                  // an explicit tick (PUBLIC)
	KindSignalMade                                   // a seña, to its maker (PRIVATE)
	KindSignalSeen                                   // a seña, to one who saw it (PRIVATE)
	numAllEventKinds
)

var draftKindNames = [numAllEventKinds - numEventKinds]string{"GazeChanged", "ClockTicked", "SignalMade", "SignalSeen"}

// EventKindsV2 returns every event kind of the catalog v2 in order:
// those of version 1, then GazeChanged, ClockTicked, SignalMade and
// SignalSeen.
func EventKindsV2() []EventKind {
	out := EventKinds()
	for k := numEventKinds; k < numAllEventKinds; k++ {
		out = append(out, k)
	}
	return out
}

// draftKindName returns the name of an event kind of catalog v2, or "".
func draftKindName(k EventKind) string {
	if k >= numEventKinds && k < numAllEventKinds {
		return draftKindNames[k-numEventKinds]
	}
	return ""
}

// parseDraftEventKind reads the name of an event kind of catalog v2.
func parseDraftEventKind(s string) (EventKind, bool) {
	for k := numEventKinds; k < numAllEventKinds; k++ {
		if draftKindNames[k-numEventKinds] == s {
			return k, true
		}
	}
	return NoEventKind, false
}

// The error codes of the catalog v2.
const (
	// ErrSignalsOff: a seña, a look or a tick while signals_enabled is
	// false (CONVENCION-senas).
	ErrSignalsOff Code = numCodes + iota
	// ErrSignalFalse: the signaller's cards do not back the seña
	// (FEM VIII.4; a part of the jugada, FEM VIII.6; ciego with a jugada
	// that has its own seña, or juego with 31, FEM VIII.2).
	ErrSignalFalse
	// ErrSignalTiming: the seña is not allowed at this moment: before the
	// mus is cut (FEM VIII.3 at the start of the partida; in every later
	// jugada and in the discards, CONVENCION-senas-momento), medias other
	// than de reyes before the grande is over (FEM VIII.5).
	ErrSignalTiming
	// ErrSignalRepeated: the seat already made this seña in this round
	// (docs/senas.md §2: each seña once per jugada; CONVENCION-senas-momento).
	ErrSignalRepeated
	// ErrBadGaze: a look at oneself (CONVENCION-senas).
	ErrBadGaze
	numAllCodes
)

var draftCodeNames = [numAllCodes - numCodes]string{"SIGNALS_OFF", "SIGNAL_FALSE", "SIGNAL_TIMING", "SIGNAL_REPEATED", "BAD_GAZE"}

var draftCodeArticles = [numAllCodes - numCodes]string{"CONVENCION-senas", "FEM-VIII.4", "CONVENCION-senas-momento", "CONVENCION-senas-momento", "CONVENCION-senas"}

// CodesV2 returns every error code of the catalog v2 in order.
func CodesV2() []Code {
	out := Codes()
	for c := numCodes; c < numAllCodes; c++ {
		out = append(out, c)
	}
	return out
}

// draftCode returns the name and article of a code of catalog v2.
func draftCode(c Code) (name, article string, ok bool) {
	if c >= numCodes && c < numAllCodes {
		return draftCodeNames[c-numCodes], draftCodeArticles[c-numCodes], true
	}
	return "", "", false
}

// parseDraftCode reads the name of a code of catalog v2.
func parseDraftCode(s string) (Code, bool) {
	for c := numCodes; c < numAllCodes; c++ {
		if draftCodeNames[c-numCodes] == s {
			return c, true
		}
	}
	return errNone, false
}

// Sena makes a seña (FEM VIII.2). Any seat may make one at any moment
// musfem allows (FEM VIII.3, VIII.5, CONVENCION-senas-momento), whoever has
// the word; it is seen exactly by the seats that
// look at the signaller at that moment (docs/senas.md §4). It takes no time: the
// clock does not move.
type Sena struct{ Signal Signal }

// Look fixes the seat's gaze (docs/senas.md §3): on Target, a seat
// other than its own, or on the table when Target is NoSeat, for
// gaze_max_ticks ticks, after which the gaze is drawn at random again.
type Look struct{ Target Seat }

// Tick lets one tick of time pass (docs/senas.md §3); every game
// action and every Look also advance time by one tick, a Sena does not.
// Any seat may send it.
type Tick struct{}

// Type implements Action.
func (Sena) Type() ActionType { return ActSignal }

// Type implements Action.
func (Look) Type() ActionType { return ActLook }

// Type implements Action.
func (Tick) Type() ActionType { return ActTick }

func (Sena) isAction() {}
func (Look) isAction() {}
func (Tick) isAction() {}

// GazeChanged says where a seat looks now (PUBLIC): at Target, a seat, or
// at the table when Target is NoSeat (null in JSON). Fixed marks a gaze the
// seat fixed with Look; the others are drawn at random (docs/senas.md §3).
type GazeChanged struct {
	Seat   Seat `json:"seat"`
	Target Seat `json:"target"`
	Fixed  bool `json:"fixed"`
}

// ClockTicked records an explicit Tick (PUBLIC); Clock is the number of
// ticks since the game began.
type ClockTicked struct {
	Clock int `json:"clock"`
}

// SignalMade tells the signaller (PRIVATE to Seat) that its seña was made
// and which seats saw it, in seat order (empty: the seña was lost).
type SignalMade struct {
	Seat   Seat   `json:"seat"`
	Signal Signal `json:"signal"`
	SeenBy []Seat `json:"seen_by"`
}

// SignalSeen tells one seat that looked at the signaller (PRIVATE to that
// seat) the seña it saw; Seat is the signaller.
type SignalSeen struct {
	Seat   Seat   `json:"seat"`
	Signal Signal `json:"signal"`
}

// Kind implements Payload.
func (GazeChanged) Kind() EventKind { return KindGazeChanged }

// Kind implements Payload.
func (ClockTicked) Kind() EventKind { return KindClockTicked }

// Kind implements Payload.
func (SignalMade) Kind() EventKind { return KindSignalMade }

// Kind implements Payload.
func (SignalSeen) Kind() EventKind { return KindSignalSeen }

func (GazeChanged) isPayload() {}
func (ClockTicked) isPayload() {}
func (SignalMade) isPayload()  {}
func (SignalSeen) isPayload()  {}

package engine

import "fmt"

// Audience says who may see an event (docs/catalog.md, «Events»). The zero value,
// AudienceNone, is seen by nobody: an event built without a visibility
// leaks nothing and fails the tests.
type Audience uint8

// The audiences.
const (
	AudienceNone    Audience = iota
	AudiencePublic           // every seat and every spectator
	AudiencePrivate          // only the seats in Visibility.Seats
	AudienceSystem           // only the engine and the developer view
)

var audienceNames = [...]string{"NONE", "PUBLIC", "PRIVATE", "SYSTEM"}

// String returns "PUBLIC", "PRIVATE", "SYSTEM" or "NONE".
func (a Audience) String() string {
	if int(a) < len(audienceNames) {
		return audienceNames[a]
	}
	return fmt.Sprintf("Audience(%d)", uint8(a))
}

// Visibility is the audience of an event; Seats is a bit mask (bit s for
// seat s) used with AudiencePrivate.
type Visibility struct {
	Audience Audience
	Seats    uint8
}

// Public is the visibility of a fact every viewer may know.
var Public = Visibility{Audience: AudiencePublic}

// System is the visibility of a fact only the engine may know.
var System = Visibility{Audience: AudienceSystem}

// PrivateTo returns the visibility of a fact only seat s may know. Partners
// never see each other's cards.
func PrivateTo(s Seat) Visibility {
	return Visibility{Audience: AudiencePrivate, Seats: 1 << uint(s&3)}
}

// ViewerKind says who is looking at a game.
type ViewerKind uint8

// The viewers (docs/catalog.md, «Observations»): a seat, a spectator (public facts only) and
// the developer (everything, for debugging; never for a player).
const (
	ViewerSeat ViewerKind = iota
	ViewerSpectator
	ViewerDeveloper
)

// Viewer is someone who observes a game.
type Viewer struct {
	Kind ViewerKind
	Seat Seat // for ViewerSeat
}

// SeatViewer returns the viewer sitting at s.
func SeatViewer(s Seat) Viewer { return Viewer{Kind: ViewerSeat, Seat: s} }

// Spectator returns a viewer that sees public facts only.
func Spectator() Viewer { return Viewer{Kind: ViewerSpectator, Seat: NoSeat} }

// Developer returns the all-seeing developer viewer.
func Developer() Viewer { return Viewer{Kind: ViewerDeveloper, Seat: NoSeat} }

// String returns "asiento N", "espectador" or "desarrollador".
func (v Viewer) String() string {
	switch v.Kind {
	case ViewerSeat:
		return v.Seat.String()
	case ViewerSpectator:
		return "espectador"
	case ViewerDeveloper:
		return "desarrollador"
	}
	return "?"
}

// Sees reports whether the viewer may see an event with visibility v.
func (v Viewer) Sees(vis Visibility) bool {
	switch vis.Audience {
	case AudiencePublic:
		return true
	case AudiencePrivate:
		if v.Kind == ViewerDeveloper {
			return true
		}
		return v.Kind == ViewerSeat && v.Seat.Valid() && vis.Seats&(1<<uint(v.Seat)) != 0
	case AudienceSystem:
		return v.Kind == ViewerDeveloper
	}
	return false
}

// Visible returns the events the viewer may see, in order.
func Visible(events []Event, v Viewer) []Event {
	var out []Event
	for _, e := range events {
		if v.Sees(e.Visibility) {
			out = append(out, e)
		}
	}
	return out
}

package narrate

import (
	"fmt"
	"io"

	"github.com/musfem/musfem/engine"
)

// gazeLine tells where a seat looks now (public, docs/senas.md §3).
func gazeLine(p engine.GazeChanged) string {
	where := "a la mesa"
	if p.Target.Valid() {
		where = "al " + seat(p.Target)
	}
	if p.Fixed {
		if p.Target.Valid() {
			where = "en el " + seat(p.Target)
		} else {
			where = "en la mesa"
		}
		return does(p.Seat, "fija la mirada %s.", where)
	}
	return does(p.Seat, "mira ahora %s.", where)
}

// signalMadeLine tells a seña to its maker (or the developer), with who saw
// it (FEM VIII.2, docs/senas.md §4: who makes it knows who was looking).
func signalMadeLine(p engine.SignalMade) string {
	var who string
	switch len(p.SeenBy) {
	case 0:
		who = "no la ve nadie: se pierde"
	case 1:
		who = "la ve el " + seat(p.SeenBy[0])
	default:
		who = "la ven los asientos " + seats(p.SeenBy)
	}
	return does(p.Seat, "hace la seña de %s; %s.", p.Signal.Spanish(), who)
}

// signalSeenLine tells a seña to one seat that saw it; the watcher is the
// audience of the private event.
func signalSeenLine(e engine.Event, p engine.SignalSeen) string {
	for w := engine.Seat(0); w < engine.NumSeats; w++ {
		if e.Visibility.Audience == engine.AudiencePrivate && engine.SeatViewer(w).Sees(e.Visibility) {
			return does(w, "ve la seña de %s del %s.", p.Signal.Spanish(), seat(p.Seat))
		}
	}
	return fmt.Sprintf("  Alguien ve la seña de %s del %s.", p.Signal.Spanish(), seat(p.Seat))
}

// WriteAs tells the events that the viewer may see, one line each: a
// seat's narration holds its own cards and the señas it made or saw, and
// nothing of the señas it did not see (docs/senas.md §4); the spectator's,
// public facts only; the developer's, everything, as [Write].
func WriteAs(w io.Writer, events []engine.Event, v engine.Viewer) error {
	return Write(w, engine.Visible(events, v))
}

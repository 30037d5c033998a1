package narrate

import (
	"strings"
	"testing"

	"github.com/musfem/musfem/engine"
)

func TestSenasLines(t *testing.T) {
	tests := []struct {
		e    engine.Event
		want string
	}{
		{engine.Event{Visibility: engine.Public, Payload: engine.GazeChanged{Seat: 1, Target: 2}}, "  asiento 1 mira ahora al asiento 2."},
		{engine.Event{Visibility: engine.Public, Payload: engine.GazeChanged{Seat: 3, Target: engine.NoSeat}}, "  asiento 3 mira ahora a la mesa."},
		{engine.Event{Visibility: engine.Public, Payload: engine.GazeChanged{Seat: 2, Target: 0, Fixed: true}}, "  asiento 2 fija la mirada en el asiento 0."},
		{engine.Event{Visibility: engine.Public, Payload: engine.GazeChanged{Seat: 0, Target: engine.NoSeat, Fixed: true}}, "  asiento 0 fija la mirada en la mesa."},
		{engine.Event{Visibility: engine.Public, Payload: engine.ClockTicked{Clock: 5}}, "  Pasa un instante (reloj 5)."},
		{engine.Event{Visibility: engine.PrivateTo(0), Payload: engine.SignalMade{Seat: 0, Signal: engine.SenaDosReyes, SeenBy: []engine.Seat{2}}},
			"  asiento 0 hace la seña de dos reyes; la ve el asiento 2."},
		{engine.Event{Visibility: engine.PrivateTo(2), Payload: engine.SignalMade{Seat: 2, Signal: engine.SenaPares, SeenBy: []engine.Seat{0, 1, 3}}},
			"  asiento 2 hace la seña de pares; la ven los asientos 0, 1, 3."},
		{engine.Event{Visibility: engine.PrivateTo(3), Payload: engine.SignalMade{Seat: 3, Signal: engine.SenaMediasReyes, SeenBy: []engine.Seat{}}},
			"  asiento 3 hace la seña de medias de reyes; no la ve nadie: se pierde."},
		{engine.Event{Visibility: engine.PrivateTo(1), Payload: engine.SignalSeen{Seat: 0, Signal: engine.SenaVeintinueve}},
			"  asiento 1 ve la seña de veintinueve del asiento 0."},
	}
	for _, tt := range tests {
		if got := Line(tt.e); got != tt.want {
			t.Errorf("Line(%T) = %q, want %q", tt.e.Payload, got, tt.want)
		}
	}
}

// TestEveryV2EventHasALine extends TestEveryPublicEventHasALine to the
// events of señas y miradas.
func TestEveryV2EventHasALine(t *testing.T) {
	for _, k := range engine.EventKindsV2() {
		p, ok := engine.ZeroPayload(k)
		if !ok {
			t.Fatalf("no zero payload for %s", k)
		}
		switch k {
		case engine.KindGazeChanged, engine.KindClockTicked, engine.KindSignalMade, engine.KindSignalSeen:
			if strings.TrimSpace(Line(engine.Event{Payload: p})) == "" {
				t.Errorf("%s has no line in the Spanish log", k)
			}
		}
	}
}

// senaGame plays, on the reference engine with señas on, a deal where
// seat 2 looks at seat 0, seat 1 at the table, seat 3 at seat 1 and seat
// 0 at seat 2; the mus is cut and seat 0 (R R 5 4) makes "dos reyes",
// which only seat 2 sees. It returns every event of the game.
func senaGame(t *testing.T) []engine.Event {
	t.Helper()
	r := engine.DefaultRules()
	r.SignalsEnabled = true
	r.GazeMaxTicks = 100
	r.FirstDealer = 3
	var hands [engine.NumSeats][]engine.Card
	for i, h := range []string{"Ro Rc 5e 4b", "1o 2c 7e Sb", "7o 7c 5b So", "Re Rb 3e 1c"} {
		cs, err := engine.ParseCards(h)
		if err != nil {
			t.Fatal(err)
		}
		hands[i] = cs
	}
	deck, err := engine.DeckFor(3, hands, nil)
	if err != nil {
		t.Fatal(err)
	}
	s, evs, err := engine.New(r, engine.Setup{Seed: 7, Decks: [][engine.NumCards]engine.Card{deck}})
	if err != nil {
		t.Fatal(err)
	}
	plays := []engine.Play{
		{Seat: 2, Action: engine.Look{Target: 0}},
		{Seat: 1, Action: engine.Look{Target: engine.NoSeat}},
		{Seat: 3, Action: engine.Look{Target: 1}},
		{Seat: 0, Action: engine.Look{Target: 2}},
		{Seat: 0, Action: engine.CutMus{}},
		{Seat: 0, Action: engine.Sena{Signal: engine.SenaDosReyes}},
	}
	for _, p := range plays {
		var more []engine.Event
		s, more, err = engine.Apply(s, p.Seat, p.Action)
		if err != nil {
			t.Fatalf("%d %T: %v", p.Seat, p.Action, err)
		}
		evs = append(evs, more...)
	}
	return evs
}

// TestWriteAsTellsASenaOnlyToWhoSawIt: the signaller's narration says who
// saw its seña, the partner who looked at it tells what it saw, and the
// two rivals, who did not look, and the spectator have no trace of it;
// every narration tells the public gazes.
func TestWriteAsTellsASenaOnlyToWhoSawIt(t *testing.T) {
	evs := senaGame(t)
	tell := func(v engine.Viewer) string {
		var b strings.Builder
		if err := WriteAs(&b, evs, v); err != nil {
			t.Fatal(err)
		}
		return b.String()
	}
	made := "  asiento 0 hace la seña de dos reyes; la ve el asiento 2.\n"
	seen := "  asiento 2 ve la seña de dos reyes del asiento 0.\n"
	gaze := "  asiento 2 fija la mirada en el asiento 0.\n"
	for _, tt := range []struct {
		v          engine.Viewer
		made, seen bool
	}{
		{engine.SeatViewer(0), true, false},
		{engine.SeatViewer(1), false, false},
		{engine.SeatViewer(2), false, true},
		{engine.SeatViewer(3), false, false},
		{engine.Spectator(), false, false},
		{engine.Developer(), true, true},
	} {
		got := tell(tt.v)
		if strings.Contains(got, made) != tt.made || strings.Contains(got, seen) != tt.seen {
			t.Errorf("narration of %s: tells the seña made %v (want %v), seen %v (want %v):\n%s",
				tt.v, strings.Contains(got, made), tt.made, strings.Contains(got, seen), tt.seen, got)
		}
		if !tt.made && !tt.seen && (strings.Contains(got, "seña") || strings.Contains(got, "dos reyes")) {
			t.Errorf("narration of %s tells something of a seña it did not see:\n%s", tt.v, got)
		}
		if !strings.Contains(got, gaze) {
			t.Errorf("narration of %s misses the public gaze %q:\n%s", tt.v, gaze, got)
		}
	}
}

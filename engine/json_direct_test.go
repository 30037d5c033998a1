package engine

import (
	"bytes"
	"encoding/json"
	"testing"
)

// The marshalers of Event, Visibility and Template write their bytes
// directly instead of going through Canonical of a struct (a third of the
// certifier's time went there). These tests hold them to the encoding
// that Canonical gives the same fields, written out here as it was.

// reflectiveVisibility is Visibility's encoding through Canonical.
func reflectiveVisibility(t *testing.T, v Visibility) []byte {
	seats := []Seat{}
	if v.Audience == AudiencePrivate {
		for s := Seat(0); s < NumSeats; s++ {
			if v.Seats&bit(s) != 0 {
				seats = append(seats, s)
			}
		}
	}
	b, err := Canonical(struct {
		Kind  string `json:"kind"`
		Seats []Seat `json:"seats"`
	}{v.Audience.String(), seats})
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// reflectiveEvent is Event's encoding through Canonical of eventJSON.
func reflectiveEvent(t *testing.T, e Event) []byte {
	p, err := Canonical(e.Payload)
	if err != nil {
		t.Fatal(err)
	}
	b, err := Canonical(struct {
		Seq        int             `json:"seq"`
		Round      int             `json:"round"`
		Phase      Phase           `json:"phase"`
		Actor      Seat            `json:"actor"`
		Type       string          `json:"type"`
		Visibility json.RawMessage `json:"visibility"`
		Payload    json.RawMessage `json:"payload"`
	}{e.Seq, e.Round, e.Phase, e.Actor, e.Payload.Kind().String(), reflectiveVisibility(t, e.Visibility), p})
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func TestVisibilityJSONIsCanonical(t *testing.T) {
	for a := Audience(0); int(a) < len(audienceNames); a++ {
		for m := 0; m < 1<<NumSeats; m++ {
			v := Visibility{Audience: a, Seats: uint8(m)}
			got, err := v.MarshalJSON()
			if err != nil {
				t.Fatal(err)
			}
			if want := reflectiveVisibility(t, v); !bytes.Equal(got, want) {
				t.Errorf("%+v: %s, Canonical da %s", v, got, want)
			}
		}
	}
}

func TestTemplateJSONIsCanonical(t *testing.T) {
	for ty := NoActionType + 1; ty < numAllActionTypes; ty++ {
		for _, mm := range [][2]int{{0, 0}, {1, 4}, {2, 99}, {5, 40}} {
			tp := Template{Type: ty, Min: mm[0], Max: mm[1]}
			got, err := tp.MarshalJSON()
			if err != nil {
				t.Fatal(err)
			}
			var want []byte
			switch ty {
			case ActBet, ActRaise, ActDiscard:
				want, err = Canonical(struct {
					Type ActionType `json:"type"`
					Min  int        `json:"min"`
					Max  int        `json:"max"`
				}{tp.Type, tp.Min, tp.Max})
			default:
				want, err = Canonical(struct {
					Type ActionType `json:"type"`
				}{tp.Type})
			}
			if err != nil {
				t.Fatal(err)
			}
			if !bytes.Equal(got, want) {
				t.Errorf("%v %v: %s, Canonical da %s", ty, mm, got, want)
			}
		}
	}
}

// TestEventJSONIsCanonical: every event of random games, with and
// without señas, every kind the games reach.
func TestEventJSONIsCanonical(t *testing.T) {
	kinds := map[EventKind]bool{}
	for _, signals := range []bool{false, true} {
		r := DefaultRules()
		r.SignalsEnabled = signals
		for seed := uint64(1); seed <= 40; seed++ {
			s, evs, err := New(r, Setup{Seed: seed})
			if err != nil {
				t.Fatal(err)
			}
			all := append([]Event(nil), evs...)
			for _, p := range fuzzSeedGame(t, r, seed, 3000) {
				s, evs, err = Apply(s, p.Seat, p.Action)
				if err != nil {
					t.Fatal(err)
				}
				all = append(all, evs...)
			}
			for _, e := range all {
				kinds[e.Payload.Kind()] = true
				got, err := e.MarshalJSON()
				if err != nil {
					t.Fatal(err)
				}
				if want := reflectiveEvent(t, e); !bytes.Equal(got, want) {
					t.Fatalf("semilla %d, evento %d: %s\nCanonical da %s", seed, e.Seq, got, want)
				}
			}
		}
	}
	if len(kinds) < 15 {
		t.Errorf("las partidas solo llegan a %d clases de evento", len(kinds))
	}
	// An actor of no seat is null; a phase or kind out of range is still a
	// JSON string.
	e := Event{Seq: 1, Actor: NoSeat, Phase: numPhases + 3, Payload: GameStarted{}}
	got, err := e.MarshalJSON()
	if err != nil {
		t.Fatal(err)
	}
	if want := reflectiveEvent(t, e); !bytes.Equal(got, want) {
		t.Errorf("%s, Canonical da %s", got, want)
	}
}

func TestAppendStringEscapesAsCanonical(t *testing.T) {
	for _, s := range []string{"", "PUBLIC", `a"b`, `a\b`, "a\nb", "ñandú", "a\u2028b", "<&>"} {
		want, err := Canonical(s)
		if err != nil {
			t.Fatal(err)
		}
		if got := appendString(nil, s); !bytes.Equal(got, want) {
			t.Errorf("%q: %s, Canonical da %s", s, got, want)
		}
	}
}

// plainObservation is an Observation without its MarshalJSON: what
// encoding/json writes from its fields and their tags.
type plainObservation Observation

func observationJSONMatches(t *testing.T, what string, o Observation) {
	t.Helper()
	got, err := o.MarshalJSON()
	if err != nil {
		t.Fatal(err)
	}
	want, err := Canonical(plainObservation(o))
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, want) {
		t.Fatalf("%s:\n%s\nencoding/json da\n%s", what, got, want)
	}
	// Inside another value, as an answer of the protocol carries it.
	in, err := Canonical([]Observation{o})
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(in, append(append([]byte{'['}, want...), ']')) {
		t.Fatalf("%s: dentro de una lista:\n%s", what, in)
	}
}

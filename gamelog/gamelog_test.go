package gamelog

import (
	"bytes"
	"errors"
	"strings"
	"testing"

	"github.com/musfem/musfem/engine"
)

// record plays a short game with stacked-free seed 5: the mano cuts and
// everybody passes, so the plays are known without any bot.
func record(t *testing.T) *Log {
	t.Helper()
	r := engine.DefaultRules()
	r.FirstDealer = 3
	s, evs, err := engine.New(r, engine.Setup{Seed: 5})
	if err != nil {
		t.Fatal(err)
	}
	l := &Log{Rules: r, Seed: 5, Events: evs, Bots: []string{"a mano"}}
	play := func(seat engine.Seat, a engine.Action) {
		var more []engine.Event
		s, more, err = engine.Apply(s, seat, a)
		if err != nil {
			t.Fatal(err)
		}
		l.Plays = append(l.Plays, engine.Play{Seat: seat, Action: a})
		l.Events = append(l.Events, more...)
	}
	play(0, engine.CutMus{})
	for _, seat := range []engine.Seat{0, 1, 2, 3, 0, 1, 2, 3} {
		play(seat, engine.Pass{})
	}
	return l
}

func TestEncodeDecodeReplay(t *testing.T) {
	l := record(t)
	data, err := l.Encode()
	if err != nil {
		t.Fatal(err)
	}
	again, err := l.Encode()
	if err != nil || !bytes.Equal(data, again) {
		t.Fatal("Encode is not deterministic")
	}
	back, err := Decode("partida.json", data)
	if err != nil {
		t.Fatal(err)
	}
	if back.Seed != 5 || back.Rules != l.Rules || len(back.Plays) != len(l.Plays) || len(back.Events) != len(l.Events) {
		t.Fatalf("decoded log differs: seed %d, %d plays, %d events", back.Seed, len(back.Plays), len(back.Events))
	}
	redone, err := back.Encode()
	if err != nil || !bytes.Equal(redone, data) {
		t.Fatal("Encode(Decode(x)) != x")
	}
	if _, err := Replay(back); err != nil {
		t.Fatalf("replay of a recorded game: %v", err)
	}
}

func TestReplayNamesFirstDifference(t *testing.T) {
	l := record(t)
	l.Events[7].Round = 3
	_, err := Replay(l)
	var m *Mismatch
	if !errors.As(err, &m) || m.Index != 7 || !strings.Contains(err.Error(), "el evento 8 difiere") {
		t.Fatalf("got %v, want the mismatch of event 8", err)
	}
	l = record(t)
	l.Events = l.Events[:len(l.Events)-1]
	if _, err := Replay(l); !errors.As(err, &m) || m.Want != "" {
		t.Fatalf("a missing event: got %v", err)
	}
	l = record(t)
	l.Plays = append(l.Plays, engine.Play{Seat: 2, Action: engine.Accept{}})
	var re *engine.ReplayError
	if _, err := Replay(l); !errors.As(err, &re) || re.Index != len(l.Plays)-1 {
		t.Fatalf("a refused play: got %v", err)
	}
}

func TestDecodeErrors(t *testing.T) {
	l := record(t)
	good, err := l.Encode()
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name, from, to, want string
	}{
		{"format", `"musfem-registro"`, `"otro"`, `formato "otro"`},
		{"version", `"catalog_version": 1`, `"catalog_version": 99`, "versión de catálogo 99"},
		{"seed", `"seed": "5"`, `"seed": "-5"`, `semilla "-5"`},
		{"rule", `"deje":true`, `"deje":true,"real_enabled":true`, "CONVENCION-31-real"},
		{"rule value", `"target_points":40`, `"target_points":400`, "target_points"},
		{"deck", `"decks": []`, `"decks": [["Ro"]]`, "mazo 1: tiene 1 cartas"},
		{"event", `"type":"GameStarted"`, `"type":"JuegoEmpezado"`, `tipo "JuegoEmpezado" desconocido`},
		{"field", `"format"`, `"Format"`, "registro ilegible"},
	}
	for _, tt := range tests {
		bad := strings.Replace(string(good), tt.from, tt.to, 1)
		if bad == string(good) {
			t.Fatalf("%s: %q not found in the log", tt.name, tt.from)
		}
		_, err := Decode("roto.json", []byte(bad))
		if err == nil || !strings.Contains(err.Error(), tt.want) || !strings.Contains(err.Error(), "roto.json") {
			t.Errorf("%s: got %v, want an error naming roto.json and %q", tt.name, err, tt.want)
		}
	}
}

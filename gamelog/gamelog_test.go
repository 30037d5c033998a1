package gamelog

import (
	"bytes"
	"errors"
	"os"
	"strings"
	"testing"

	"github.com/musfem/musfem/engine"
	"github.com/musfem/musfem/internal/version"
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
	var pe *PlayError
	if _, err := Replay(l); !errors.As(err, &pe) || pe.Index != len(l.Plays)-1 {
		t.Fatalf("a refused play: got %v", err)
	}
}

// TestReplayNamesTheEditedPlay edits the third play of a log (seat 1's
// paso in grande) into another legal play and into an illegal one: the
// replay names the third play, in Spanish, either way.
func TestReplayNamesTheEditedPlay(t *testing.T) {
	l := record(t)
	l.Plays[2].Action = engine.Bet{Amount: 2} // legal: seat 1 may bet
	_, err := Replay(l)
	var m *Mismatch
	if !errors.As(err, &m) || m.Play != 2 {
		t.Fatalf("jugada legal cambiada: %v, se esperaba la diferencia de la acción 3", err)
	}
	for _, want := range []string{"tras la acción 3 del registro (asiento 1: «envido»)", "registro: asiento 1: paso.\n", "repetido: asiento 1: envido."} {
		if !strings.Contains(err.Error(), want) {
			t.Errorf("el mensaje no dice %q:\n%v", want, err)
		}
	}
	l = record(t)
	l.Plays[2].Action = engine.Accept{} // illegal: no bet to answer
	_, err = Replay(l)
	var pe *PlayError
	if !errors.As(err, &pe) || pe.Index != 2 {
		t.Fatalf("jugada ilegal: %v, se esperaba la acción 3", err)
	}
	want := "la acción 3 del registro (asiento 1: «quiero») no vale en ese momento de la partida: FEM-VI.4: no hay envite que responder"
	if !strings.HasPrefix(err.Error(), want) {
		t.Errorf("mensaje %q, se esperaba %q", err, want)
	}
	for _, m := range []error{m, pe} {
		for _, en := range []string{"mus:", "Accept", "Bet", "Pass", "jugada"} {
			if strings.Contains(m.Error(), en) {
				t.Errorf("el mensaje dice %q: %v", en, m)
			}
		}
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

// TestOldLogsStayReadable reads a log written by musfem before logs
// carried musfem_version (testdata/sin-version.json, from musfem play
// --seed 3 --json): it decodes and replays, and a log written now carries
// the version right after the format.
func TestOldLogsStayReadable(t *testing.T) {
	data, err := os.ReadFile("testdata/sin-version.json")
	if err != nil {
		t.Fatal(err)
	}
	if bytes.Contains(data, []byte("musfem_version")) {
		t.Fatal("el registro antiguo ya lleva musfem_version")
	}
	l, err := Decode("sin-version.json", data)
	if err != nil {
		t.Fatal(err)
	}
	if l.MusfemVersion != "" {
		t.Errorf("versión %q, se esperaba ninguna", l.MusfemVersion)
	}
	if _, err := Replay(l); err != nil {
		t.Fatal(err)
	}
	now, err := l.Encode()
	if err != nil {
		t.Fatal(err)
	}
	want := "{\n  \"format\": \"musfem-registro\",\n  \"musfem_version\": \"" + version.Musfem + "\",\n  \"catalog_version\": 1,\n"
	if !strings.HasPrefix(string(now), want) {
		t.Errorf("el registro empieza:\n%.120s\nse esperaba:\n%s", now, want)
	}
	back, err := Decode("nuevo.json", now)
	if err != nil {
		t.Fatal(err)
	}
	if back.MusfemVersion != version.Musfem {
		t.Errorf("versión leída %q, se esperaba %q", back.MusfemVersion, version.Musfem)
	}
}

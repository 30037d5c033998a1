package gamelog

import (
	"bytes"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/musfem/musfem/engine"
	"github.com/musfem/musfem/tiempo"
)

// withRunner is the log of record with two runner incidents: seat 0 ran
// out of time at play 0 (its CutMus was the default) and seat 2 answered
// garbage at play 3.
func withRunner(t *testing.T) *Log {
	l := record(t)
	l.Runner = []tiempo.Incident{
		{Type: tiempo.PlayerTimedOut, Play: 0, Seat: 0, Situation: "mus", LimitMs: 60000, Outcome: tiempo.OutcomeDefault},
		{Type: tiempo.IllegalAnswer, Play: 3, Seat: 2, Situation: "palabra", LimitMs: 30000, Outcome: tiempo.OutcomeDefault, Detail: "respuesta que no es una acción"},
	}
	return l
}

// TestRunnerEventsRoundTrip: the runner events are encoded in
// "runner_events", read back equal, and do not change the replay.
func TestRunnerEventsRoundTrip(t *testing.T) {
	l := withRunner(t)
	data, err := l.Encode()
	if err != nil {
		t.Fatal(err)
	}
	want := `  "runner_events": [
    {"type":"PlayerTimedOut","play":0,"seat":0,"situation":"mus","limit_ms":60000,"outcome":"accion"},
    {"type":"IllegalAnswer","play":3,"seat":2,"situation":"palabra","limit_ms":30000,"outcome":"accion","detail":"respuesta que no es una acción"}
  ]
}
`
	if !bytes.HasSuffix(data, []byte(want)) {
		t.Fatalf("encoding ends\n%s\nwant\n%s", data[len(data)-400:], want)
	}
	back, err := Decode("p.json", data)
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff(l.Runner, back.Runner); diff != "" {
		t.Errorf("(-want +got):\n%s", diff)
	}
	if again, _ := back.Encode(); !bytes.Equal(again, data) {
		t.Error("Encode(Decode(x)) != x")
	}
	if _, err := Replay(back); err != nil {
		t.Errorf("replay: %v", err)
	}
}

// TestNoRunnerEventsKeepsTheOldFormat: a log without incidents has no
// "runner_events" key, so logs written before it and after it are the same
// bytes, and old logs still read.
func TestNoRunnerEventsKeepsTheOldFormat(t *testing.T) {
	data, err := record(t).Encode()
	if err != nil {
		t.Fatal(err)
	}
	if bytes.Contains(data, []byte("runner_events")) || !bytes.HasSuffix(data, []byte("]\n}\n")) {
		t.Errorf("log without incidents mentions runner_events or ends oddly")
	}
	l, err := Decode("viejo.json", data)
	if err != nil || l.Runner != nil {
		t.Errorf("old log: %v %v", err, l.Runner)
	}
}

// TestBadRunnerEvents: a runner event that makes no sense is an error
// naming the file and the incident.
func TestBadRunnerEvents(t *testing.T) {
	for _, tt := range []struct {
		ev   tiempo.Incident
		want string
	}{
		{tiempo.Incident{Type: "Siesta", Play: 0, Seat: 0, Outcome: tiempo.OutcomeDefault}, `tipo "Siesta" desconocido`},
		{tiempo.Incident{Type: tiempo.PlayerTimedOut, Play: 99, Seat: 0, Outcome: tiempo.OutcomeDefault}, "play 99 fuera del registro (hay 9 jugadas)"},
		{tiempo.Incident{Type: tiempo.PlayerTimedOut, Play: 9, Seat: 0, Outcome: tiempo.OutcomeDefault}, "la acción 9, en la que se pierde por defecto, no está en el registro"},
		{tiempo.Incident{Type: tiempo.PlayerTimedOut, Play: 0, Seat: 7, Outcome: tiempo.OutcomeDefault}, ": debe ser 0-3"},
		{tiempo.Incident{Type: tiempo.PlayerTimedOut, Play: 0, Seat: 0, Outcome: "nada"}, `outcome "nada"`},
	} {
		l := record(t)
		l.Runner = []tiempo.Incident{tt.ev}
		data, err := l.Encode()
		if err != nil {
			t.Fatal(err)
		}
		_, err = Decode("p.json", data)
		if err == nil || !strings.HasPrefix(err.Error(), "p.json: incidencia 1 del runner: ") || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("%+v: %v, want %q", tt.ev, err, tt.want)
		}
	}
}

// TestEncoder: encoding a growing log with an Encoder gives the bytes of
// Encode at every length.
func TestEncoder(t *testing.T) {
	full := withRunner(t)
	var c Encoder
	for n := 0; n <= len(full.Plays); n++ {
		l := *full
		l.Plays = full.Plays[:n]
		_, evs, err := engine.Replay(l.Rules, l.Setup(), l.Plays)
		if err != nil {
			t.Fatal(err)
		}
		l.Events = evs
		l.Runner = nil
		for _, r := range full.Runner {
			if r.Play < n {
				l.Runner = append(l.Runner, r)
			}
		}
		want, _ := l.Encode()
		got, err := c.Encode(&l)
		if err != nil || !bytes.Equal(got, want) {
			t.Fatalf("%d plays: Encoder differs from Encode (%v)", n, err)
		}
	}
	short := *full
	short.Plays, short.Events = nil, full.Events[:3]
	short.Runner = nil
	want, _ := short.Encode()
	if got, _ := c.Encode(&short); !bytes.Equal(got, want) {
		t.Error("Encoder after a shorter log")
	}
}

package protocol

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"

	"github.com/musfem/musfem/driver"
)

// serveLines runs Serve over the request lines and returns the answers.
func serveLines(t *testing.T, reqs ...string) []string {
	t.Helper()
	var out bytes.Buffer
	if err := Serve(strings.NewReader(strings.Join(reqs, "\n")+"\n"), &out, "musfem-referencia", "1.0.0", driver.Reference); err != nil {
		t.Fatal(err)
	}
	return strings.Split(strings.TrimSuffix(out.String(), "\n"), "\n")
}

// code returns the error code of an answer ("" when ok).
func code(t *testing.T, line string) string {
	t.Helper()
	var a answer
	if err := decodeStrict([]byte(line), &a); err != nil {
		t.Fatalf("respuesta fuera de protocolo %q: %v", line, err)
	}
	if a.OK {
		return ""
	}
	return a.Error.Code
}

const startSeed7 = `{"id":2,"op":"start","rules":{"first_dealer":"0"},"seed":"7"}`

func TestServeAnswers(t *testing.T) {
	cases := []struct {
		name string
		reqs []string
		want string // error code of the last answer, "" for ok
	}{
		{"hello", []string{`{"id":1,"op":"hello","protocol":1}`}, ""},
		{"hello de otro protocolo", []string{`{"id":1,"op":"hello","protocol":5}`}, CodeUnsupported},
		{"hello del protocolo 2", []string{`{"id":1,"op":"hello","protocol":2}`}, ""},
		{"campo desconocido", []string{`{"id":1,"op":"hello","protocol":1,"x":true}`}, CodeProtocol},
		{"campo que falta", []string{`{"id":1,"op":"legal"}`}, CodeProtocol},
		{"op desconocida", []string{`{"id":1,"op":"jugar"}`}, CodeProtocol},
		{"sin id", []string{`{"op":"hello","protocol":1}`}, CodeProtocol},
		{"id no entero", []string{`{"id":1.5,"op":"hello","protocol":1}`}, CodeProtocol},
		{"basura", []string{`\x00{{{`}, CodeProtocol},
		{"lista en vez de objeto", []string{`[1,2]`}, CodeProtocol},
		{"observe antes de start", []string{`{"id":1,"op":"observe","viewer":{"kind":"spectator"}}`}, CodeProtocol},
		{"legal antes de start", []string{`{"id":1,"op":"legal","seat":0}`}, CodeProtocol},
		{"step antes de start", []string{`{"id":1,"op":"step","play":{"seat":0,"type":"Mus"}}`}, CodeProtocol},
		{"apply antes de start", []string{`{"id":1,"op":"apply","play":{"seat":0,"type":"Mus"}}`}, "NO_GAME"},
		{"start", []string{startSeed7}, ""},
		{"valor no ofrecido", []string{`{"id":1,"op":"start","rules":{"signals_enabled":true},"seed":"7"}`}, CodeUnsupported},
		{"clave desconocida", []string{`{"id":1,"op":"start","rules":{"objetivo":30},"seed":"7"}`}, "BAD_SETUP"},
		{"valor fuera de rango", []string{`{"id":1,"op":"start","rules":{"target_points":1000},"seed":"7"}`}, "BAD_SETUP"},
		{"clave repetida", []string{`{"id":1,"op":"start","rules":{"deje":true,"deje":false},"seed":"7"}`}, "BAD_SETUP"},
		{"combinación rechazada", []string{`{"id":1,"op":"start","rules":{"raise_mode":"doble","min_raise":3},"seed":"7"}`}, "BAD_SETUP"},
		{"claves de P5", []string{`{"id":1,"op":"start","rules":{"discard_order":"mano_primero","jugadas_tras_no_quiero":"mejor_jugada","min_discard":0},"seed":"7"}`}, ""},
		{"semilla no decimal", []string{`{"id":1,"op":"start","seed":"siete"}`}, CodeProtocol},
		{"mazo corto", []string{`{"id":1,"op":"start","seed":"7","decks":[["1o","2o"]]}`}, "BAD_SETUP"},
		// seed 7, dealer 0: the mano is seat 1, so seat 2 may not speak first.
		{"fuera de turno", []string{startSeed7, `{"id":3,"op":"apply","play":{"seat":2,"type":"Mus"}}`}, "NOT_YOUR_TURN"},
		{"asiento 7", []string{startSeed7, `{"id":3,"op":"apply","play":{"seat":7,"type":"Mus"}}`}, "BAD_SEAT"},
		{"acción null", []string{startSeed7, `{"id":3,"op":"apply","play":{"seat":1,"type":null}}`}, "UNKNOWN_ACTION"},
		{"acción desconocida", []string{startSeed7, `{"id":3,"op":"apply","play":{"seat":1,"type":"Envido"}}`}, "UNKNOWN_ACTION"},
		{"Bet sin amount", []string{startSeed7, `{"id":3,"op":"apply","play":{"seat":1,"type":"Bet"}}`}, CodeProtocol},
		{"mus del mano", []string{startSeed7, `{"id":3,"op":"apply","play":{"seat":1,"type":"Mus"}}`}, ""},
		{"espectador con asiento", []string{startSeed7, `{"id":3,"op":"observe","viewer":{"kind":"spectator","seat":1}}`}, CodeProtocol},
		{"legal asiento 9", []string{startSeed7, `{"id":3,"op":"legal","seat":9}`}, CodeProtocol},
		{"bye", []string{`{"id":1,"op":"bye"}`}, ""},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			got := serveLines(t, tc.reqs...)
			if len(got) != len(tc.reqs) {
				t.Fatalf("%d respuestas a %d peticiones: %q", len(got), len(tc.reqs), got)
			}
			if c := code(t, got[len(got)-1]); c != tc.want {
				t.Errorf("código %q, se esperaba %q: %s", c, tc.want, got[len(got)-1])
			}
		})
	}
}

// TestServeStopsAtBye checks that nothing is answered after bye.
func TestServeStopsAtBye(t *testing.T) {
	got := serveLines(t, `{"id":1,"op":"bye"}`, `{"id":2,"op":"hello","protocol":1}`)
	if len(got) != 1 || got[0] != `{"id":1,"ok":true}` {
		t.Errorf("respuestas %q, se esperaba solo {\"id\":1,\"ok\":true}", got)
	}
}

// TestServeLongLine checks that a line over the limit is refused and the
// next one still answered.
func TestServeLongLine(t *testing.T) {
	s := Server{Name: "x", Version: "1", Capabilities: ReferenceCapabilities(), NewEngine: driver.Reference, MaxLine: 100}
	var out bytes.Buffer
	in := `{"id":1,"op":"hello","protocol":1,"pad":"` + strings.Repeat("a", 500) + "\"}\n" + `{"id":2,"op":"bye"}` + "\n"
	if err := s.Serve(strings.NewReader(in), &out); err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSpace(out.String()), "\n")
	if len(lines) != 2 || code(t, lines[0]) != CodeProtocol || lines[1] != `{"id":2,"ok":true}` {
		t.Errorf("respuestas %q", lines)
	}
}

// TestServeUnsupportedByCapabilities checks a narrower engine: it accepts
// deck_mode "ocho_reyes" only and does not list target_points (default
// only).
func TestServeUnsupportedByCapabilities(t *testing.T) {
	caps := Capabilities{StackedDecks: true, Config: ConfigCap{{Key: "deck_mode", Values: []json.RawMessage{json.RawMessage(`"ocho_reyes"`)}}}}
	s := Server{Name: "x", Version: "1", Capabilities: caps, NewEngine: driver.Reference}
	for _, tc := range []struct{ rules, want string }{
		{`{"deck_mode":"ocho_reyes"}`, ""},
		{`{"deck_mode":"cuatro_reyes"}`, CodeUnsupported},
		{`{"target_points":40}`, ""},
		{`{"target_points":30}`, CodeUnsupported},
	} {
		var out bytes.Buffer
		in := `{"id":1,"op":"start","rules":` + tc.rules + `,"seed":"1"}` + "\n"
		if err := s.Serve(strings.NewReader(in), &out); err != nil {
			t.Fatal(err)
		}
		if c := code(t, strings.TrimSpace(out.String())); c != tc.want {
			t.Errorf("reglas %s: código %q, se esperaba %q", tc.rules, c, tc.want)
		}
	}
}

// FuzzServe checks that no input makes Serve — musfem serve's server,
// which decodes every request line — panic or answer out of protocol:
// every line it writes is an answer that decodes strictly, ok or with an
// error. make long runs it for 1,000,000 inputs; go test only its corpus.
func FuzzServe(f *testing.F) {
	for _, s := range []string{startSeed7, `{"id":1,"op":"hello","protocol":1}`, `{"id":1,"op":"hello","protocol":2}`, `{"id":1,"op":"hello","protocol":3}`, `{"id":3,"op":"step","play":{"seat":1,"type":"Bet","amount":2}}`, `{"id":1,"op":"observe","viewer":{"kind":"seat","seat":2}}`, "{", "null"} {
		f.Add(startSeed7 + "\n" + s)
	}
	f.Fuzz(func(t *testing.T, in string) {
		var out bytes.Buffer
		if err := Serve(strings.NewReader(in), &out, "x", "1", driver.Reference); err != nil {
			t.Fatal(err)
		}
		for _, line := range strings.Split(strings.TrimSuffix(out.String(), "\n"), "\n") {
			if line == "" {
				continue
			}
			var a answer
			if err := decodeStrict([]byte(line), &a); err != nil || (!a.OK && a.Error == nil) {
				t.Fatalf("respuesta fuera de protocolo %q (%v)", line, err)
			}
		}
	})
}

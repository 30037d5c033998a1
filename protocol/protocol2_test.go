package protocol

import (
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/musfem/musfem/config"
	"github.com/musfem/musfem/driver"
	"github.com/musfem/musfem/engine"
)

const (
	hello1 = `{"id":1,"op":"hello","protocol":1}`
	hello2 = `{"id":1,"op":"hello","protocol":2}`
	// startSenas starts seed 7 with señas on: seat 3 holds a par of
	// sotas, seat 1 is the mano (docs/protocol-v2.md).
	startSenas = `{"id":2,"op":"start","rules":{"first_dealer":"0","signals_enabled":true},"seed":"7"}`
)

// TestServeProtocol1Unchanged: under protocol 1 (asked for, or no hello at
// all) musfem serve claims no señas, refuses signals_enabled = true as
// UNSUPPORTED and treats the side actions of catalog 2 as types outside the
// catalog (UNKNOWN_ACTION, FEM-VIII.8), as docs/protocol.md says.
func TestServeProtocol1Unchanged(t *testing.T) {
	for _, hello := range []string{hello1, ""} {
		var reqs []string
		if hello != "" {
			reqs = append(reqs, hello)
		}
		reqs = append(reqs,
			`{"id":2,"op":"start","rules":{"signals_enabled":true},"seed":"7"}`,
			startSeed7,
			`{"id":3,"op":"apply","play":{"seat":1,"type":"Tick"}}`,
			`{"id":4,"op":"apply","play":{"seat":1,"type":"Look","target":0}}`,
			`{"id":5,"op":"apply","play":{"seat":1,"type":"Signal","signal":"ciego"}}`,
			`{"id":6,"op":"apply","play":{"seat":1,"type":"Mus","signal":"ciego"}}`,
			`{"id":7,"op":"step","play":{"seat":1,"type":"Tick"}}`,
		)
		got := serveLines(t, reqs...)
		if hello != "" {
			if !strings.Contains(got[0], `"protocol":1,`) || !strings.Contains(got[0], `"signals":false`) || !strings.Contains(got[0], `"signals_enabled":[false]`) {
				t.Errorf("hello 1: %s", got[0])
			}
			got = got[1:]
		}
		want := []string{CodeUnsupported, "", "UNKNOWN_ACTION", "UNKNOWN_ACTION", "UNKNOWN_ACTION", CodeProtocol, "UNKNOWN_ACTION"}
		for i, w := range want {
			if c := code(t, got[i]); c != w {
				t.Errorf("hello %q, petición %d: código %q, se esperaba %q: %s", hello, i, c, w, got[i])
			}
		}
		if !strings.Contains(got[2], `"article":"FEM-VIII.8"`) {
			t.Errorf("Tick bajo el protocolo 1: %s, se esperaba el artículo FEM-VIII.8", got[2])
		}
	}
}

// TestServeProtocol2 checks the side actions on the wire under protocol 2:
// accepted with señas on, SIGNALS_OFF with señas off, and the malformed
// ones PROTOCOL; a seña outside FEM VIII.2 is UNKNOWN_ACTION (FEM-VIII.1).
func TestServeProtocol2(t *testing.T) {
	cases := []struct {
		name string
		reqs []string
		want string // code of the last answer, "" for ok
	}{
		{"hello", []string{hello2}, ""},
		{"hello 5", []string{`{"id":1,"op":"hello","protocol":5}`}, CodeUnsupported},
		{"señas", []string{hello2, startSenas}, ""},
		{"tick", []string{hello2, startSenas, `{"id":3,"op":"apply","play":{"seat":0,"type":"Tick"}}`}, ""},
		{"tick con step", []string{hello2, startSenas, `{"id":3,"op":"step","play":{"seat":0,"type":"Tick"}}`}, ""},
		{"mirar a la mesa", []string{hello2, startSenas, `{"id":3,"op":"apply","play":{"seat":0,"type":"Look","target":null}}`}, ""},
		{"mirarse", []string{hello2, startSenas, `{"id":3,"op":"apply","play":{"seat":0,"type":"Look","target":0}}`}, "BAD_GAZE"},
		{"look sin target", []string{hello2, startSenas, `{"id":3,"op":"apply","play":{"seat":0,"type":"Look"}}`}, CodeProtocol},
		{"seña antes del corte", []string{hello2, startSenas, `{"id":3,"op":"apply","play":{"seat":3,"type":"Signal","signal":"pares"}}`}, "SIGNAL_TIMING"},
		{"seña desconocida", []string{hello2, startSenas, `{"id":3,"op":"apply","play":{"seat":3,"type":"Signal","signal":"guiño"}}`}, "UNKNOWN_ACTION"},
		{"seña no texto", []string{hello2, startSenas, `{"id":3,"op":"apply","play":{"seat":3,"type":"Signal","signal":5}}`}, CodeProtocol},
		{"seña sin nombre", []string{hello2, startSenas, `{"id":3,"op":"apply","play":{"seat":3,"type":"Signal"}}`}, CodeProtocol},
		{"signal en otra acción", []string{hello2, startSenas, `{"id":3,"op":"apply","play":{"seat":1,"type":"Mus","signal":"pares"}}`}, CodeProtocol},
		{"target en otra acción", []string{hello2, startSenas, `{"id":3,"op":"apply","play":{"seat":1,"type":"Mus","target":2}}`}, CodeProtocol},
		{"señas desactivadas", []string{hello2, startSeed7, `{"id":3,"op":"apply","play":{"seat":0,"type":"Tick"}}`}, "SIGNALS_OFF"},
		{"mirada sin señas", []string{hello2, `{"id":2,"op":"start","rules":{"gaze_min_ticks":3},"seed":"7"}`}, "BAD_SETUP"},
		{"volver al protocolo 1", []string{hello2, hello1, startSenas}, CodeUnsupported},
	}
	for _, tc := range cases {
		got := serveLines(t, tc.reqs...)
		if c := code(t, got[len(got)-1]); c != tc.want {
			t.Errorf("%s: código %q, se esperaba %q: %s", tc.name, c, tc.want, got[len(got)-1])
		}
	}
	got := serveLines(t, hello2, startSenas, `{"id":3,"op":"apply","play":{"seat":3,"type":"Signal","signal":"guiño"}}`)
	if !strings.Contains(got[2], `"article":"FEM-VIII.1"`) {
		t.Errorf("seña desconocida: %s, se esperaba el artículo FEM-VIII.1", got[2])
	}
	if !strings.Contains(got[0], `"signals":true`) || !strings.Contains(got[0], `"signals_enabled":"*"`) || !strings.Contains(got[0], `"gaze_weights":"*"`) {
		t.Errorf("hello 2: %s", got[0])
	}
}

// TestClientNegotiates: the client asks for protocol 4 and gets it from
// musfem serve; asked for 1 at most, or facing an engine of protocol 1
// only, it speaks 1 — and then refuses to send a side action of catalog 2
// (UNSUPPORTED, without a round trip).
func TestClientNegotiates(t *testing.T) {
	c := launchServe(t)
	if h := c.Hello(); h.Protocol != 4 || !h.Capabilities.Signals || len(h.Capabilities.Adapter) != 0 {
		t.Errorf("musfem serve: protocolo %d, señas %v, adaptador %v; se esperaba 4 con señas y sin adaptador", h.Protocol, h.Capabilities.Signals, h.Capabilities.Adapter)
	}
	r := config.Default()
	r.SignalsEnabled = true
	eng := c.NewEngine()
	r.FirstDealer = 0
	evs, err := eng.Start(driver.Setup{Rules: r, Seed: 7})
	if err != nil {
		t.Fatalf("Start con señas: %v", err)
	}
	if k := evs[len(evs)-1].Kind(); k != engine.KindGazeChanged {
		t.Errorf("el último evento de start es %s, se esperaba GazeChanged", k)
	}
	if _, err := eng.Apply(1, engine.CutMus{}); err != nil {
		t.Fatal(err)
	}
	evs, err = eng.Apply(3, engine.Sena{Signal: engine.SenaPares})
	if err != nil || len(evs) != 3 || evs[0].Kind() != engine.KindSignalMade {
		t.Fatalf("seña de pares: %v, %v", evs, err)
	}
	o, err := eng.Observe(engine.SeatViewer(1))
	if err != nil || len(o.Signals) != 1 || o.Signals[0].Signal != engine.SenaPares {
		t.Errorf("el compañero no ve la seña en su observación: %+v, %v", o.Signals, err)
	}

	c1, err := Launch(Options{Command: musfemBin + " serve", Timeout: hangBound, MaxProtocol: 1})
	if err != nil {
		t.Fatal(err)
	}
	defer c1.Close()
	h := c1.Hello()
	if h.Protocol != 1 || h.Capabilities.Signals {
		t.Errorf("MaxProtocol 1: protocolo %d, señas %v", h.Protocol, h.Capabilities.Signals)
	}
	e1 := c1.NewEngine()
	if _, err := e1.Start(driver.Setup{Rules: config.Default(), Seed: 7}); err != nil {
		t.Fatal(err)
	}
	_, err = e1.Apply(0, engine.Tick{})
	var ae *AnswerError
	if !errors.As(err, &ae) || ae.Code != CodeUnsupported || !strings.Contains(ae.Detail, "Tick") {
		t.Errorf("Tick bajo el protocolo 1: %v, se esperaba UNSUPPORTED sin enviarlo", err)
	}
	if _, err := e1.(driver.Stepper).Step(0, engine.Sena{Signal: engine.SenaCiego}); !errors.As(err, &ae) {
		t.Errorf("Signal con step bajo el protocolo 1: %v, se esperaba UNSUPPORTED", err)
	}

	mark := filepath.Join(t.TempDir(), "mark")
	cmd := `env GORACE=atexit_sleep_ms=0 MUSFEM_FAKE=protocolo1 MUSFEM_FAKE_MARK=` + mark + ` "` + os.Args[0] + `"`
	old, err := Launch(Options{Command: cmd, Timeout: hangBound})
	if err != nil {
		t.Fatalf("motor del protocolo 1: %v", err)
	}
	defer old.Close()
	if p := old.Hello().Protocol; p != 1 {
		t.Errorf("motor del protocolo 1: el cliente habla el %d", p)
	}
}

// TestHelloClaims checks what a hello lets the certifier ask: a key not
// listed only at its default, a listed value, "*" every value, and under
// protocol 1 the keys of señas at their default whatever is listed.
func TestHelloClaims(t *testing.T) {
	v2 := Hello{Protocol: 2, Capabilities: ReferenceCapabilitiesV2()}
	v1 := Hello{Protocol: 1, Capabilities: ReferenceCapabilities()}
	liar := Hello{Protocol: 1, Capabilities: ReferenceCapabilitiesV2()} // claims señas under protocol 1
	none := Hello{Protocol: 2}
	cases := []struct {
		name     string
		h        Hello
		key, val string
		want     bool
	}{
		{"v2 señas", v2, "signals_enabled", "true", true},
		{"v2 pesos TOML", v2, "gaze_weights", "[1, 0, 0]", true},
		{"v1 señas", v1, "signals_enabled", "true", false},
		{"v1 sin señas", v1, "signals_enabled", "false", true},
		{"v1 pesos por defecto", v1, "gaze_weights", "[2, 1, 1]", true},
		{"v1 pesos por defecto JSON", v1, "gaze_weights", "[2,1,1]", true},
		{"v1 otros pesos", v1, "gaze_weights", "[1,1,1]", false},
		{"v1 que dice señas", liar, "signals_enabled", "true", false},
		{"v1 cuatro reyes", v1, "deck_mode", `"cuatro_reyes"`, true},
		{"nada, por defecto", none, "deje", "true", true},
		{"nada, otro valor", none, "deje", "false", false},
	}
	for _, tc := range cases {
		if got := tc.h.ClaimsValue(tc.key, tc.val); got != tc.want {
			t.Errorf("%s: ClaimsValue(%s, %s) = %v, se esperaba %v", tc.name, tc.key, tc.val, got, tc.want)
		}
	}
	for _, tc := range []struct {
		name string
		h    Hello
		key  string
		want bool
	}{
		{"v2", v2, "signals_enabled", false},
		{"v1", v1, "signals_enabled", true},
		{"v1 que dice señas", liar, "signals_enabled", true},
		{"v1 deje", v1, "deje", false},
		{"nada", none, "deje", true},
		{"solo el defecto", Hello{Protocol: 2, Capabilities: Capabilities{Config: ConfigCap{{Key: "signals_enabled", Values: []json.RawMessage{json.RawMessage("false")}}}}}, "signals_enabled", true},
	} {
		if got := tc.h.OnlyDefault(tc.key); got != tc.want {
			t.Errorf("%s: OnlyDefault(%s) = %v, se esperaba %v", tc.name, tc.key, got, tc.want)
		}
	}
}

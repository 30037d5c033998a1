package protocol

import (
	"os"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/musfem/musfem/config"
	"github.com/musfem/musfem/reference"
)

// protocol4Keys are the config keys when docs/protocol-v4.md was written:
// a key added later is removed from the hello answer before comparing it
// with the page's session (docs/decisions.md D15).
var protocol4Keys = []string{"deck_mode", "target_points", "games_to_win", "first_dealer", "shuffler_seat", "min_discard",
	"max_discard", "discard_order", "serve_order", "reshuffle_includes_current_round", "stock_size_public", "min_bet",
	"min_raise", "max_bet", "raise_mode", "negada_points", "paso_points", "par_points", "medias_points", "duples_points",
	"juego_31_points", "juego_points", "punto_points", "piedra_de_paso", "jugadas_tras_no_quiero", "quiero_singular", "deje",
	"end_on_immediate_points", "announce_within", "falta_de_tanto_within", "falta_de_tanto", "ordago_postre_penalties",
	"signals_enabled", "gaze_weights", "gaze_min_ticks", "gaze_max_ticks", "signal_moment"}

// TestServeProtocol4: musfem serve answers a hello of protocol 4 with the
// capabilities of protocol 2 and no adapter behaviours, and keeps
// answering 3, 2 and 1; a server of protocol 3 refuses a hello of 4 and
// stays, so that the client's next hello of 3 is answered.
func TestServeProtocol4(t *testing.T) {
	got := serveLines(t, `{"id":1,"op":"hello","protocol":4}`, `{"id":2,"op":"start","rules":{"signals_enabled":true},"seed":"7"}`,
		`{"id":3,"op":"hello","protocol":3}`, `{"id":4,"op":"hello","protocol":1}`, `{"id":5,"op":"hello","protocol":5}`)
	if !strings.HasPrefix(got[0], `{"id":1,"ok":true,"protocol":4,`) || strings.Contains(got[0], `"adapter"`) || !strings.Contains(got[0], `"signals":true`) {
		t.Errorf("hello 4: %s", got[0])
	}
	if code(t, got[1]) != "" {
		t.Errorf("start: %s", got[1])
	}
	if !strings.HasPrefix(got[2], `{"id":3,"ok":true,"protocol":3,`) || !strings.HasPrefix(got[3], `{"id":4,"ok":true,"protocol":1,`) {
		t.Errorf("hello 3 y 1: %s / %s", got[2], got[3])
	}
	if code(t, got[4]) != CodeUnsupported || !strings.Contains(got[4], "los protocolos 1, 2, 3 y 4") {
		t.Errorf("hello 5: %s", got[4])
	}
	s := ReferenceServer("x", "1", Protocol3, nil)
	if s.CapabilitiesV4 != nil || s.CapabilitiesV3 == nil {
		t.Fatalf("ReferenceServer de protocolo 3: %+v", s)
	}
	var out strings.Builder
	if err := s.Serve(strings.NewReader(`{"id":1,"op":"hello","protocol":4}`+"\n"+`{"id":2,"op":"hello","protocol":3}`+"\n"), &out); err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSpace(out.String()), "\n")
	if len(lines) != 2 || !strings.Contains(lines[0], `"UNSUPPORTED"`) || !strings.Contains(lines[0], "los protocolos 1, 2 y 3") || !strings.Contains(lines[1], `"protocol":3`) {
		t.Errorf("servidor de protocolo 3: %q", lines)
	}
}

// TestCheckAdapterV4: each protocol has its own names: protocol 4 refuses
// event_stream (protocol 3's), protocol 3 refuses shuffle (protocol 4's).
func TestCheckAdapterV4(t *testing.T) {
	for _, tc := range []struct {
		protocol int
		adapter  []string
		ok       bool
	}{
		{4, nil, true},
		{4, []string{"shuffle", "turn_sequencing", "event_translation", "count_split"}, true},
		{4, []string{"first_dealer_draw", "team_is_in", "error_codes", "declarations", "legal_actions", "observations"}, true},
		{4, []string{"event_stream"}, false},
		{3, []string{"shuffle"}, false},
		{3, []string{"turn_sequencing"}, false},
		{4, []string{"shuffle", "shuffle"}, false},
		{2, []string{"shuffle"}, false},
	} {
		err := checkAdapter(tc.protocol, tc.adapter)
		if (err == nil) != tc.ok {
			t.Errorf("%d %v: %v", tc.protocol, tc.adapter, err)
		}
		if err != nil && tc.protocol >= Protocol3 && len(tc.adapter) == 1 && !strings.Contains(err.Error(), "docs/protocol-v") {
			t.Errorf("%d %v: el error no dice qué documento leer: %v", tc.protocol, tc.adapter, err)
		}
	}
}

// TestDocSessionV4 replays the example session of docs/protocol-v4.md
// through a server of protocols 1 to 4 and checks every answer byte for
// byte.
func TestDocSessionV4(t *testing.T) {
	block := checkDocSession(t, "../docs/protocol-v4.md", Protocol4, func(k string) bool { return slices.Contains(protocol4Keys, k) })
	for _, want := range []string{`{"id":1,"op":"hello","protocol":4}`, `"ok":true,"protocol":4,"engine"`} {
		if !strings.Contains(block, want) {
			t.Errorf("el ejemplo de docs/protocol-v4.md no muestra %s", want)
		}
	}
}

// TestDocBehavioursV4: the table of behaviours of docs/protocol-v4.md
// names exactly reference.AdapterBehavioursV4, in order, and every key of
// protocol4Keys is a config key.
func TestDocBehavioursV4(t *testing.T) {
	doc, err := os.ReadFile("../docs/protocol-v4.md")
	if err != nil {
		t.Fatal(err)
	}
	_, section, _ := strings.Cut(string(doc), "## The behaviours")
	section, _, _ = strings.Cut(section, "\nEvery other rule")
	var got []string
	for _, m := range regexp.MustCompile("(?m)^\\| `([a-z_]+)` \\|").FindAllStringSubmatch(section, -1) {
		got = append(got, m[1])
	}
	var want []string
	for _, b := range reference.AdapterBehavioursV4 {
		want = append(want, b.Name)
	}
	if !slices.Equal(got, want) {
		t.Errorf("docs/protocol-v4.md nombra %v; reference.AdapterBehavioursV4 es %v", got, want)
	}
	for _, k := range protocol4Keys {
		if _, ok := config.LookupKey(k); !ok {
			t.Errorf("protocol4Keys: %s no es una clave de config", k)
		}
	}
}

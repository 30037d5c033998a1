package protocol

import (
	"strings"
	"testing"
)

// TestServeProtocol3: musfem serve answers a hello of protocol 3 with the
// capabilities of protocol 2 and no adapter behaviours; under protocol 3
// a game is one of protocol 2.
func TestServeProtocol3(t *testing.T) {
	got := serveLines(t, `{"id":1,"op":"hello","protocol":3}`, `{"id":2,"op":"start","rules":{"signals_enabled":true},"seed":"7"}`)
	if !strings.HasPrefix(got[0], `{"id":1,"ok":true,"protocol":3,`) || strings.Contains(got[0], `"adapter"`) || !strings.Contains(got[0], `"signals":true`) {
		t.Errorf("hello 3: %s", got[0])
	}
	if code(t, got[1]) != "" {
		t.Errorf("start: %s", got[1])
	}
	// A server of protocol 2 refuses a hello of 3 and stays.
	v2 := ReferenceCapabilitiesV2()
	s := Server{Name: "x", Version: "1", Capabilities: ReferenceCapabilities(), CapabilitiesV2: &v2}
	var out strings.Builder
	if err := s.Serve(strings.NewReader(`{"id":1,"op":"hello","protocol":3}`+"\n"+`{"id":2,"op":"hello","protocol":2}`+"\n"), &out); err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSpace(out.String()), "\n")
	if len(lines) != 2 || !strings.Contains(lines[0], `"UNSUPPORTED"`) || !strings.Contains(lines[0], "los protocolos 1 y 2") || !strings.Contains(lines[1], `"protocol":2`) {
		t.Errorf("servidor de protocolo 2: %q", lines)
	}
}

// TestCheckAdapter: the adapter behaviours exist only in protocol 3, each
// known and named once.
func TestCheckAdapter(t *testing.T) {
	for _, tc := range []struct {
		protocol int
		adapter  []string
		ok       bool
	}{
		{3, nil, true},
		{3, []string{"team_is_in", "first_dealer_draw"}, true},
		{2, nil, true},
		{2, []string{"team_is_in"}, false},
		{3, []string{"magia"}, false},
		{3, []string{"team_is_in", "team_is_in"}, false},
	} {
		if err := checkAdapter(tc.protocol, tc.adapter); (err == nil) != tc.ok {
			t.Errorf("%d %v: %v", tc.protocol, tc.adapter, err)
		}
	}
}

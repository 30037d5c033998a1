package protocol

import (
	"bytes"
	"github.com/musfem/musfem/internal/docsession"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/musfem/musfem/config"
	"github.com/musfem/musfem/driver"
)

// withoutKeys removes from a hello answer the capabilities of the config
// keys that keep rejects: the keys added after the protocol of a frozen
// session (docs/decisions.md D15); the reference engine lists them
// besides. Each removed key must be listed once.
func withoutKeys(t *testing.T, hello string, keep func(string) bool) string {
	t.Helper()
	for _, k := range config.Keys() {
		if keep(k.Name) {
			continue
		}
		re := regexp.MustCompile(`,"` + regexp.QuoteMeta(k.Name) + `":("\*"|\[[^\]]*\])`)
		if n := len(re.FindAllString(hello, -1)); n != 1 {
			t.Errorf("hello: la clave %s (posterior al protocolo) aparece %d veces en las capacidades", k.Name, n)
		}
		hello = re.ReplaceAllString(hello, "")
	}
	return hello
}

// TestDocSession replays the example session of docs/protocol.md through
// Serve and checks every answer byte for byte, so the document cannot
// drift from the reference engine.
func TestDocSession(t *testing.T) {
	block := checkDocSession(t, "../docs/protocol.md", Protocol2, config.IsProtocol1Key)
	// The session shows a refused action.
	if !strings.Contains(block, `"ok":false,"error":{"code":"NOT_YOUR_TURN"`) {
		t.Error("el ejemplo no muestra ninguna acción ilegal")
	}
}

// protocol2Keys are the config keys that protocol 2 (docs/protocol-v2.md,
// frozen) added to those of protocol 1: the keys of P5 and the gaze keys
// (config.Key.Protocol). A key added later is removed from the hello
// answer before comparing it with the frozen session.
var protocol2Keys = []string{"discard_order", "jugadas_tras_no_quiero", "gaze_weights", "gaze_min_ticks", "gaze_max_ticks"}

func isProtocol2Key(k string) bool {
	info, ok := config.LookupKey(k)
	return ok && info.Protocol <= 2 && info.Protocol != 0
}

// TestDocSessionV2 replays the example session of docs/protocol-v2.md:
// hello of protocol 2, señas refused and made (one intercepted by a
// rival), a look, a tick, the observations of a seat that saw the seña and
// of one that did not.
func TestDocSessionV2(t *testing.T) {
	block := checkDocSession(t, "../docs/protocol-v2.md", Protocol2, isProtocol2Key)
	for _, want := range []string{`"protocol":2,"engine"`, `"signals":true`, `"type":"SignalSeen"`,
		`"code":"SIGNAL_TIMING"`, `"code":"SIGNAL_FALSE"`, `"type":"ClockTicked"`, `"fixed":true`, `"seen_by":[0,1]`} {
		if !strings.Contains(block, want) {
			t.Errorf("el ejemplo de docs/protocol-v2.md no muestra %s", want)
		}
	}
	for _, k := range protocol2Keys {
		if _, ok := config.LookupKey(k); !ok {
			t.Errorf("protocol2Keys: %s no es una clave de config", k)
		}
	}
	for _, k := range config.Keys() {
		if (k.Protocol == Protocol2) != slices.Contains(protocol2Keys, k.Name) {
			t.Errorf("la tabla de claves dice que %s es del protocolo %d; docs/protocol-v2.md dice otra cosa", k.Name, k.Protocol)
		}
	}
}

// checkDocSession replays the ```session block of a document through
// a server of protocols up to max and compares every answer byte for byte;
// the hello answers are compared with the config keys of the document's
// protocol only (keep).
func checkDocSession(t *testing.T, path string, max int, keep func(string) bool) string {
	t.Helper()
	reqs, want, err := docsession.Read(path)
	if err != nil {
		t.Fatal(err)
	}
	if len(reqs) != len(want) || len(reqs) < 10 {
		t.Fatalf("%s: %d peticiones y %d respuestas en el ejemplo", path, len(reqs), len(want))
	}
	ops := map[string]bool{}
	for _, r := range reqs {
		for _, op := range []string{"hello", "start", "apply", "observe", "legal", "step", "bye"} {
			if strings.Contains(r, `"op":"`+op+`"`) {
				ops[op] = true
			}
		}
	}
	if len(ops) < 5 {
		t.Errorf("%s: el ejemplo usa pocas peticiones: %v", path, ops)
	}
	// A frozen session shows the server of its protocol: the later
	// protocols answer UNSUPPORTED there (docs/protocol-erratum.md).
	srv := Server{Name: "musfem-referencia", Version: "1.0.0", Capabilities: ReferenceCapabilities(), NewEngine: driver.Reference}
	if max >= Protocol2 {
		v2 := ReferenceCapabilitiesV2()
		srv.CapabilitiesV2 = &v2
	}
	if max >= Protocol3 {
		v3 := ReferenceCapabilitiesV3()
		srv.CapabilitiesV3 = &v3
	}
	if max >= Protocol4 {
		v4 := ReferenceCapabilitiesV4()
		srv.CapabilitiesV4 = &v4
	}
	var out bytes.Buffer
	if err := srv.Serve(strings.NewReader(strings.Join(reqs, "\n")+"\n"), &out); err != nil {
		t.Fatal(err)
	}
	got := strings.Split(strings.TrimSuffix(out.String(), "\n"), "\n")
	if len(got) != len(want) {
		t.Fatalf("%d respuestas, %s tiene %d", len(got), path, len(want))
	}
	for i := range got {
		if strings.Contains(reqs[i], `"op":"hello"`) && strings.Contains(got[i], `"ok":true`) {
			got[i] = withoutKeys(t, got[i], keep)
		}
		if got[i] != want[i] {
			t.Errorf("%s: respuesta a %s:\n  musfem serve: %s\n  documento:    %s", path, reqs[i], got[i], want[i])
		}
	}
	return strings.Join(append(reqs, want...), "\n") // the session's lines, both sides
}

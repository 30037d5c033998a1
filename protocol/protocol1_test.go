package protocol

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/musfem/musfem/config"
	"github.com/musfem/musfem/driver"
	"github.com/musfem/musfem/engine"
)

// TestProtocol1EngineKeepsWorking: musfem's client sends the keys added
// after protocol 1 only when they differ from their default
// (docs/decisions.md D15), so an engine written for protocol 1, which
// refuses a key it does not know, plays every rule set of protocol 1; a
// rule set with a later key it never claimed is refused by that engine.
func TestProtocol1EngineKeepsWorking(t *testing.T) {
	mark := filepath.Join(t.TempDir(), "mark")
	cmd := `env GORACE=atexit_sleep_ms=0 MUSFEM_FAKE=protocolo1 MUSFEM_FAKE_MARK=` + mark + ` "` + os.Args[0] + `"`
	c, err := Launch(Options{Command: cmd, Timeout: hangBound})
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	for _, k := range []string{"discard_order", "jugadas_tras_no_quiero"} {
		if _, ok := c.Hello().Capabilities.Config.Lookup(k); ok {
			t.Errorf("the protocol-1 engine claims %s", k)
		}
	}
	eng := c.NewEngine()
	r := config.Default()
	r.DeckMode, r.Deje = engine.CuatroReyes, false // protocol-1 keys away from their defaults
	if _, err := eng.Start(driver.Setup{Rules: r, Seed: 7}); err != nil {
		t.Fatalf("Start with protocol-1 rules: %v", err)
	}
	r.DiscardOrder = engine.DiscardManoPrimero
	_, err = eng.Start(driver.Setup{Rules: r, Seed: 7})
	if err == nil || !strings.Contains(err.Error(), "discard_order") {
		t.Errorf("Start with discard_order = \"mano_primero\": %v, want the engine's BAD_SETUP naming the key", err)
	}
}

// TestReferenceCapabilitiesListLaterKeys: the reference engine lists every
// config key, and every value of the keys added for P5.
func TestReferenceCapabilitiesListLaterKeys(t *testing.T) {
	caps := ReferenceCapabilities()
	for _, k := range config.Keys() {
		if _, ok := caps.Config.Lookup(k.Name); !ok {
			t.Errorf("ReferenceCapabilities lacks %s", k.Name)
		}
	}
	for _, k := range []string{"discard_order", "jugadas_tras_no_quiero", "min_discard"} {
		if kc, _ := caps.Config.Lookup(k); !kc.Any {
			t.Errorf("ReferenceCapabilities: %s is not \"*\"", k)
		}
	}
}

// TestServeComboNamesKeys: a start whose rules combine values the engine
// cannot honour is BAD_SETUP, and the detail names both keys.
func TestServeComboNamesKeys(t *testing.T) {
	got := serveLines(t, `{"id":1,"op":"start","rules":{"raise_mode":"doble","min_raise":3},"seed":"7"}`)
	if len(got) != 1 || !strings.Contains(got[0], `"BAD_SETUP"`) || !strings.Contains(got[0], "raise_mode, min_raise") {
		t.Errorf("answer %q, want BAD_SETUP naming raise_mode, min_raise", got)
	}
}

package runner

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"github.com/musfem/musfem/tiempo"
)

// TestDefaultSettings: config/runner.default.toml holds the limits of FEM
// IV.1 (the mus) and CONVENCION-tiempo-decision (the other decisions) as
// catalogued (reference/data/fem-04-iv.toml, convenciones.toml).
func TestDefaultSettings(t *testing.T) {
	want := tiempo.Settings{
		MusTime:      time.Minute,      // cálculo: FEM IV.1, one minute per pair for the mus
		AnswerTime:   30 * time.Second, // cálculo: CONVENCION-tiempo-decision, 30 s to answer an envite
		OrdagoTime:   2 * time.Minute,  // cálculo: CONVENCION-tiempo-decision, 2 min facing an órdago
		DecisionTime: 30 * time.Second, // cálculo: CONVENCION-tiempo-decision: that of the envite
		OnTimeout:    tiempo.PolicyDefault,
		OnIllegal:    tiempo.PolicyDefault,
		OnDisconnect: tiempo.PolicyForfeit,
		MusTimeout:   tiempo.MusDefaultCut,
		MaxActions:   200_000,
	}
	if diff := cmp.Diff(want, DefaultSettings()); diff != "" {
		t.Errorf("DefaultSettings (-want +got):\n%s", diff)
	}
	if got := tiempo.SettingKeys(); len(got) != 9 {
		t.Errorf("keys %v", got)
	}
}

// TestLoadSettings: a file read over the defaults, and a missing file
// named in the error.
func TestLoadSettings(t *testing.T) {
	_, err := LoadSettings(filepath.Join(t.TempDir(), "no.toml"))
	if err == nil || !strings.Contains(err.Error(), "no.toml: no existe el fichero") {
		t.Errorf("missing file: %v", err)
	}
	p := filepath.Join(t.TempDir(), "r.toml")
	os.WriteFile(p, []byte("ordago_time_ms = 5\n"), 0o644)
	if s, err := LoadSettings(p); err != nil || s.OrdagoTime != 5*time.Millisecond {
		t.Errorf("LoadSettings: %v %v", s.OrdagoTime, err)
	}
}

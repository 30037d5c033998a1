package runner

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
)

// TestDefaultSettings: config/runner.default.toml holds the limits of FEM
// IV.1 (the mus) and CONVENCION-tiempo-decision (the other decisions) as
// catalogued (reference/data/fem-04-iv.toml, convenciones.toml).
func TestDefaultSettings(t *testing.T) {
	want := Settings{
		MusTime:      time.Minute,      // cálculo: FEM IV.1, one minute per pair for the mus
		AnswerTime:   30 * time.Second, // cálculo: CONVENCION-tiempo-decision, 30 s to answer an envite
		OrdagoTime:   2 * time.Minute,  // cálculo: CONVENCION-tiempo-decision, 2 min facing an órdago
		DecisionTime: 30 * time.Second, // cálculo: CONVENCION-tiempo-decision: that of the envite
		OnTimeout:    PolicyDefault,
		OnIllegal:    PolicyDefault,
		OnDisconnect: PolicyForfeit,
		MusTimeout:   MusDefaultCut,
		MaxActions:   200_000,
	}
	if diff := cmp.Diff(want, DefaultSettings()); diff != "" {
		t.Errorf("DefaultSettings (-want +got):\n%s", diff)
	}
	if got := SettingKeys(); len(got) != 9 {
		t.Errorf("keys %v", got)
	}
}

// TestParseSettings: a file sets some keys and keeps the rest.
func TestParseSettings(t *testing.T) {
	s, err := ParseSettings("mio.toml", []byte("# torneo rápido\nanswer_time_ms = 2000\non_timeout = \"abandono\"\nmus_timeout_action = \"mus\"\n"))
	if err != nil {
		t.Fatal(err)
	}
	want := DefaultSettings()
	want.AnswerTime, want.OnTimeout, want.MusTimeout = 2*time.Second, PolicyForfeit, MusDefaultMus
	if diff := cmp.Diff(want, s); diff != "" {
		t.Errorf("(-want +got):\n%s", diff)
	}
	if w := DefaultSettings().WithTime(time.Second); w.MusTime != time.Second || w.OrdagoTime != time.Second || w.AnswerTime != time.Second || w.DecisionTime != time.Second {
		t.Errorf("WithTime: %+v", w)
	}
}

// TestSettingsErrors: each bad file names its file, line and key.
func TestSettingsErrors(t *testing.T) {
	for _, tt := range []struct {
		text, want string
	}{
		{"\n\nanswer_tiem_ms = 3\n", "x.toml:3: answer_tiem_ms: clave desconocida"},
		{"answer_time_ms = -1\n", "x.toml:1: answer_time_ms: -1: debe estar entre 0 (sin límite) y 86400000 (24 horas)"},
		{"decision_time_ms = 9223372036854775807\n", "x.toml:1: decision_time_ms: 9223372036854775807: debe estar entre 0 (sin límite) y 86400000"},
		{"ordago_time_ms = 86400001\n", "x.toml:1: ordago_time_ms: 86400001: debe estar entre 0"},
		{"# a\nmus_time_ms = \"60s\"\n", "x.toml:2: mus_time_ms: debe ser un número entero de milisegundos, no un texto"},
		{"on_timeout = \"nada\"\n", `x.toml:1: on_timeout: «nada» no es válido (se admiten: "accion", "abandono")`},
		{"\non_disconnect = true\n", `x.toml:2: on_disconnect: un booleano no es válido`},
		{"mus_timeout_action = \"paso\"\n", `x.toml:1: mus_timeout_action: «paso» no es válido`},
		{"max_actions = -5\n", "x.toml:1: max_actions: -5: debe estar entre 0 y 100000000"},
		{"\n[tiempos]\nmus_time_ms = 1\n", "x.toml:2: tiempos: el fichero es plano"},
		{"a = = 1\n", "x.toml:1: TOML mal formado: se esperaba un valor"},
		{"a = 1\na = 2\n", "x.toml:2: TOML mal formado: la clave «a» ya está definida antes"},
	} {
		_, err := ParseSettings("x.toml", []byte(tt.text))
		var se *SettingsError
		if err == nil || !errors.As(err, &se) || !strings.HasPrefix(err.Error(), tt.want) {
			t.Errorf("%q: error %v, want prefix %q", tt.text, err, tt.want)
		}
	}
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

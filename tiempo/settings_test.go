package tiempo

import (
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
)

// TestParseSettings: a file sets some keys and keeps the rest.
func TestParseSettings(t *testing.T) {
	s, err := ParseSettings(defaults(t), "mio.toml", []byte("# torneo rápido\nanswer_time_ms = 2000\non_timeout = \"abandono\"\nmus_timeout_action = \"mus\"\n"))
	if err != nil {
		t.Fatal(err)
	}
	want := defaults(t)
	want.AnswerTime, want.OnTimeout, want.MusTimeout = 2*time.Second, PolicyForfeit, MusDefaultMus
	if diff := cmp.Diff(want, s); diff != "" {
		t.Errorf("(-want +got):\n%s", diff)
	}
	if w := defaults(t).WithTime(time.Second); w.MusTime != time.Second || w.OrdagoTime != time.Second || w.AnswerTime != time.Second || w.DecisionTime != time.Second {
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
		_, err := ParseSettings(defaults(t), "x.toml", []byte(tt.text))
		var se *SettingsError
		if err == nil || !errors.As(err, &se) || !strings.HasPrefix(err.Error(), tt.want) {
			t.Errorf("%q: error %v, want prefix %q", tt.text, err, tt.want)
		}
	}
}

// TestParseDefaults: the defaults' file must give every key.
func TestParseDefaults(t *testing.T) {
	_, err := ParseDefaults("d.toml", []byte("mus_time_ms = 1\n"))
	var se *SettingsError
	if !errors.As(err, &se) || se.Key != "answer_time_ms" || !strings.Contains(err.Error(), "d.toml: answer_time_ms: falta la clave") {
		t.Errorf("ParseDefaults without answer_time_ms: %v", err)
	}
}

package tiempo

import (
	"fmt"
	"sort"
	"strings"
	"time"

	"github.com/BurntSushi/toml"

	"github.com/musfem/musfem/internal/errtext"
)

// SettingsError is a bad runner settings file: the file, the line and the
// key (when known) and what is wrong, in Spanish.
type SettingsError struct {
	File string
	Line int // 0 when unknown
	Key  string
	Msg  string
}

// Error returns "file:line: key: msg", leaving out the line when it is 0
// and the key when it is empty.
func (e *SettingsError) Error() string {
	where := e.File
	if e.Line > 0 {
		where += fmt.Sprintf(":%d", e.Line)
	}
	return errtext.Located(where, errtext.Clip(e.Key, 60), e.Msg)
}

// MaxTimeMs is the longest time limit a settings file may give, in
// milliseconds: a day (the limits are of minutes: FEM IV.1,
// CONVENCION-tiempo-decision).
const MaxTimeMs = 24 * 60 * 60 * 1000

// settingKey is one key of the runner file.
type settingKey struct {
	name string
	set  func(s *Settings, v any) string // "" or what is wrong
}

func msKey(name string, field func(*Settings) *time.Duration) settingKey {
	return settingKey{name, func(s *Settings, v any) string {
		n, ok := v.(int64)
		if !ok {
			return fmt.Sprintf("debe ser un número entero de milisegundos, no %s", typeName(v))
		}
		// Checked before the conversion to a Duration, which would wrap.
		if n < 0 || n > MaxTimeMs {
			return fmt.Sprintf("%d: debe estar entre 0 (sin límite) y %d (24 horas)", n, MaxTimeMs)
		}
		*field(s) = time.Duration(n) * time.Millisecond
		return ""
	}}
}

func policyKey(name string, field func(*Settings) *Policy) settingKey {
	return settingKey{name, func(s *Settings, v any) string {
		str, ok := v.(string)
		for p := PolicyNone + 1; ok && p < numPolicies; p++ {
			if p.String() == str {
				*field(s) = p
				return ""
			}
		}
		return fmt.Sprintf("%s no es válido (se admiten: \"accion\", \"abandono\")", quoteValue(v))
	}}
}

// settingKeys are the keys of config/runner.default.toml, in its order.
var settingKeys = []settingKey{
	msKey("mus_time_ms", func(s *Settings) *time.Duration { return &s.MusTime }),
	msKey("answer_time_ms", func(s *Settings) *time.Duration { return &s.AnswerTime }),
	msKey("ordago_time_ms", func(s *Settings) *time.Duration { return &s.OrdagoTime }),
	msKey("decision_time_ms", func(s *Settings) *time.Duration { return &s.DecisionTime }),
	policyKey("on_timeout", func(s *Settings) *Policy { return &s.OnTimeout }),
	policyKey("on_illegal", func(s *Settings) *Policy { return &s.OnIllegal }),
	policyKey("on_disconnect", func(s *Settings) *Policy { return &s.OnDisconnect }),
	{"mus_timeout_action", func(s *Settings, v any) string {
		str, ok := v.(string)
		for m := MusDefaultNone + 1; ok && m < numMusDefaults; m++ {
			if m.String() == str {
				s.MusTimeout = m
				return ""
			}
		}
		return fmt.Sprintf("%s no es válido (se admiten: \"corte\", \"mus\")", quoteValue(v))
	}},
	{"max_actions", func(s *Settings, v any) string {
		n, ok := v.(int64)
		if !ok {
			return fmt.Sprintf("debe ser un número entero, no %s", typeName(v))
		}
		if n < 0 || n > 100_000_000 {
			return fmt.Sprintf("%d: debe estar entre 0 y 100000000 (0 = %d)", n, DefaultMaxActions)
		}
		s.MaxActions = int(n)
		return ""
	}},
}

// SettingKeys returns the names of the runner's keys, in the order of
// config/runner.default.toml.
func SettingKeys() []string {
	out := make([]string, len(settingKeys))
	for i, k := range settingKeys {
		out[i] = k.name
	}
	return out
}

func typeName(v any) string {
	switch v.(type) {
	case string:
		return "un texto"
	case int64:
		return "un número entero"
	case float64:
		return "un número con decimales"
	case bool:
		return "un booleano"
	case []any:
		return "una lista"
	case map[string]any:
		return "una tabla"
	}
	return fmt.Sprintf("%T", v)
}

func quoteValue(v any) string {
	if s, ok := v.(string); ok {
		return errtext.Quote(s)
	}
	return typeName(v)
}

// ParseDefaults reads a settings file that gives every key, as
// config/runner.default.toml does (runner.DefaultSettings reads it); name
// is used in errors. A missing key is a *SettingsError like every other.
func ParseDefaults(name string, data []byte) (Settings, error) {
	return parseSettings(Settings{}, name, data, true)
}

// ParseSettings reads a flat TOML file of runner keys over base, usually
// the defaults; name is used in errors. Keys it does not set keep base's
// values. Every error is a *SettingsError naming the file, the line and the
// key.
func ParseSettings(base Settings, name string, data []byte) (Settings, error) {
	return parseSettings(base, name, data, false)
}

func parseSettings(base Settings, name string, data []byte, all bool) (Settings, error) {
	var m map[string]any
	if _, err := toml.Decode(string(data), &m); err != nil {
		line, msg := errtext.TOML(err)
		return Settings{}, &SettingsError{File: name, Line: line, Msg: "TOML mal formado: " + msg}
	}
	lines := keyLines(data)
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Slice(keys, func(i, j int) bool {
		if lines[keys[i]] != lines[keys[j]] {
			return lines[keys[i]] < lines[keys[j]]
		}
		return keys[i] < keys[j]
	})
	s := base
	seen := map[string]bool{}
	for _, k := range keys {
		v := m[k]
		if _, ok := v.(map[string]any); ok {
			return Settings{}, &SettingsError{File: name, Line: lines[k], Key: k, Msg: "el fichero es plano: no admite secciones ni claves con punto"}
		}
		key, ok := lookupSetting(k)
		if !ok {
			return Settings{}, &SettingsError{File: name, Line: lines[k], Key: k, Msg: "clave desconocida (se admiten: " + strings.Join(SettingKeys(), ", ") + ")"}
		}
		if msg := key.set(&s, v); msg != "" {
			return Settings{}, &SettingsError{File: name, Line: lines[k], Key: k, Msg: msg}
		}
		seen[k] = true
	}
	if all {
		for _, k := range settingKeys {
			if !seen[k.name] {
				return Settings{}, &SettingsError{File: name, Key: k.name, Msg: "falta la clave"}
			}
		}
	}
	if err := s.Validate(); err != nil {
		return Settings{}, &SettingsError{File: name, Msg: err.Error()}
	}
	return s, nil
}

func lookupSetting(name string) (settingKey, bool) {
	for _, k := range settingKeys {
		if k.name == name {
			return k, true
		}
	}
	return settingKey{}, false
}

// keyLines finds the line of each top-level key of a flat TOML file (the
// first part of a dotted key, the name of a [table]).
func keyLines(data []byte) map[string]int {
	out := map[string]int{}
	for i, line := range strings.Split(string(data), "\n") {
		t := strings.TrimSpace(line)
		if t == "" || t[0] == '#' {
			continue
		}
		t = strings.TrimLeft(t, "[")
		end := strings.IndexAny(t, " \t=.]")
		if end < 0 {
			end = len(t)
		}
		k := strings.Trim(t[:end], `"'`)
		if _, ok := out[k]; !ok && k != "" {
			out[k] = i + 1
		}
	}
	return out
}

package protocol

import (
	"bytes"
	"encoding/json"
	"fmt"
	"sort"

	"github.com/musfem/musfem/config"
	"github.com/musfem/musfem/engine"
)

// unsupportedError is a rules value outside an engine's capabilities.
type unsupportedError struct{ key, value string }

func (e *unsupportedError) Error() string {
	return fmt.Sprintf("el motor no ofrece %s = %s", e.key, e.value)
}

// decodeRules reads a "rules" object: a value the capabilities do not
// accept is an *unsupportedError; an unknown key or a bad value is a
// config error. Absent keys take their defaults.
func decodeRules(raw json.RawMessage, caps ConfigCap) (engine.Rules, error) {
	if len(raw) == 0 || string(raw) == "null" {
		return config.Default(), nil
	}
	if err := checkObjectKeys(raw); err != nil {
		return engine.Rules{}, err
	}
	var m map[string]json.RawMessage
	if err := json.Unmarshal(raw, &m); err != nil {
		return engine.Rules{}, fmt.Errorf("rules: se esperaba un objeto de claves de configuración")
	}
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		var buf bytes.Buffer
		if err := json.Compact(&buf, m[k]); err != nil {
			return engine.Rules{}, err
		}
		v := buf.String()
		if info, ok := config.LookupKey(k); ok && !accepts(caps, info, v) {
			return engine.Rules{}, &unsupportedError{k, v}
		}
	}
	return config.ParseJSON("rules", raw)
}

// accepts reports whether the capabilities accept value v for a key: a
// key the engine does not list is accepted at its default only.
func accepts(caps ConfigCap, info config.Key, v string) bool {
	k, ok := caps.Lookup(info.Name)
	if !ok {
		return v == compactValue(info.Default)
	}
	if k.Any {
		return true
	}
	for _, x := range k.Values {
		if string(x) == v {
			return true
		}
	}
	return false
}

// checkObjectKeys refuses a JSON object with a repeated key.
func checkObjectKeys(raw []byte) error {
	dec := json.NewDecoder(bytes.NewReader(raw))
	tok, err := dec.Token()
	if err != nil {
		return err
	}
	if d, ok := tok.(json.Delim); !ok || d != '{' {
		return fmt.Errorf("rules: se esperaba un objeto")
	}
	seen := map[string]bool{}
	for dec.More() {
		tok, err := dec.Token()
		if err != nil {
			return err
		}
		k, _ := tok.(string)
		if seen[k] {
			return fmt.Errorf("rules: clave %q repetida", k)
		}
		seen[k] = true
		var skip json.RawMessage
		if err := dec.Decode(&skip); err != nil {
			return err
		}
	}
	return nil
}

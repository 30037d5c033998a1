package config

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"sort"
	"strconv"
	"strings"

	"github.com/musfem/musfem/engine"
	"github.com/musfem/musfem/internal/errtext"
)

// JSON writes the rules as the JSON object that saved games, fixtures and
// the protocol's start request carry: every key in config order, its value
// the TOML text of Value, which is a JSON literal too.
func JSON(r engine.Rules) []byte {
	var b bytes.Buffer
	b.WriteByte('{')
	for i, k := range Keys() {
		v, _ := Value(r, k.Name)
		if i > 0 {
			b.WriteByte(',')
		}
		b.WriteString(strconv.Quote(k.Name))
		b.WriteByte(':')
		b.WriteString(v)
	}
	b.WriteByte('}')
	return b.Bytes()
}

// ParseJSON reads a rules object through the TOML loader, so that an
// unknown key or a bad value is reported as in a file, under name; absent
// keys take their default, and an empty or null object is the default.
func ParseJSON(name string, raw json.RawMessage) (engine.Rules, error) {
	if len(raw) == 0 || string(raw) == "null" {
		return Default(), nil
	}
	var m map[string]json.RawMessage
	if err := json.Unmarshal(raw, &m); err != nil {
		return engine.Rules{}, ErrorList{{File: name, Msg: "se esperaba un objeto JSON { \"clave\": valor, … } de claves de configuración"}}
	}
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	var text strings.Builder
	for _, k := range keys {
		var v bytes.Buffer
		if err := json.Compact(&v, m[k]); err != nil {
			return engine.Rules{}, ErrorList{{File: name, Key: errtext.Clip(k, maxKeyText), Msg: "valor JSON no válido"}}
		}
		fmt.Fprintf(&text, "%s = %s\n", quote(k), v.String())
	}
	r, err := Parse(name, []byte(text.String()))
	var el ErrorList
	if errors.As(err, &el) {
		// The lines are those of the TOML text made here, not of the
		// caller's file: the key says where.
		for _, e := range el {
			e.Line, e.Lines = 0, nil
		}
	}
	return r, err
}

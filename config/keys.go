// Package config loads the rules of a game from TOML (config/rules.default.toml
// and the files that override it) into an engine.Rules value. Every
// [CONVENCIÓN] value and every open-question toggle lives here; the engine
// itself never reads files.
package config

import (
	"strconv"
	"strings"

	"github.com/musfem/musfem/engine"
)

// Key describes one config key as the files and documents write it: its
// TOML name, type, default and valid values, the catalog entry that
// explains it and the open question it answers, if any. Every field comes
// from the key's row of engine.RuleKeys, the one table of config keys.
type Key struct {
	Name       string // snake_case TOML key
	Type       string // "int", "bool", "string" or "int list"
	Default    string // default value as TOML text
	Valid      string // valid range or values, in Spanish
	Convention string // catalog id (reference/), e.g. "CONVENCION-deje"
	Article    string // FEM article the key reads, if any
	Question   string // open question (P4–P8) the key answers, if any
	Protocol   int    // protocol whose frozen document first lists it (1, 2), or 0 (engine.RuleKey)
	Signals    bool   // a key of señas y miradas
}

// keys is the table of config keys, made from engine.RuleKeys;
// docs/config.md is checked against it.
var keys = keysOf(engine.RuleKeys())

// keysOf writes the rows of engine.RuleKeys as Keys.
func keysOf(rks []engine.RuleKey) []Key {
	out := make([]Key, len(rks))
	for i, rk := range rks {
		out[i] = Key{
			Name: rk.Name, Type: typeOf(rk.Kind()), Default: text(rk, rk.Default()), Valid: valid(rk),
			Convention: rk.Convention, Article: rk.Article, Question: rk.Question,
			Protocol: rk.Protocol, Signals: rk.Signals,
		}
	}
	return out
}

// typeOf is the TOML type of a kind of key.
func typeOf(k engine.KeyKind) string {
	switch k {
	case engine.KindBool:
		return "bool"
	case engine.KindEnum:
		return "string"
	case engine.KindIntList:
		return "int list"
	}
	return "int"
}

// valid writes the valid values of a key in Spanish: "5–100",
// `"mas" | "doble"`, "true | false", "tres enteros 0–100 (compañero, cada
// rival, mesa)", followed by the key's note.
func valid(rk engine.RuleKey) string {
	var s string
	switch rk.Kind() {
	case engine.KindBool:
		s = "true | false"
	case engine.KindEnum:
		var q []string
		for _, w := range rk.Values() {
			q = append(q, quote(w))
		}
		s = strings.Join(q, " | ")
	case engine.KindIntList:
		s = "tres enteros " + rangeText(rk) + " (" + rk.Elements() + ")"
	default:
		s = rangeText(rk)
	}
	return s + rk.Note
}

// rangeText writes the bounds of a number key: "5–100".
func rangeText(rk engine.RuleKey) string {
	lo, hi := rk.Bounds()
	return strconv.Itoa(lo) + "–" + strconv.Itoa(hi)
}

// text writes a value of a key (as engine.RuleKey.Get gives it) as TOML
// text: `40`, `true`, `"ocho_reyes"`, `[2, 1, 1]`.
func text(rk engine.RuleKey, v []int) string {
	switch rk.Kind() {
	case engine.KindBool:
		return strconv.FormatBool(len(v) == 1 && v[0] == 1)
	case engine.KindEnum:
		if w := rk.Values(); len(v) == 1 && v[0] >= 0 && v[0] < len(w) {
			return quote(w[v[0]])
		}
	case engine.KindIntList:
		parts := make([]string, len(v))
		for i, n := range v {
			parts[i] = strconv.Itoa(n)
		}
		return "[" + strings.Join(parts, ", ") + "]"
	}
	if len(v) != 1 {
		return ""
	}
	return strconv.Itoa(v[0])
}

// Keys returns a copy of the table of config keys, in file order.
func Keys() []Key {
	out := make([]Key, len(keys))
	copy(out, keys)
	return out
}

// LookupKey returns the key with the given name.
func LookupKey(name string) (Key, bool) {
	for _, k := range keys {
		if k.Name == name {
			return k, true
		}
	}
	return Key{}, false
}

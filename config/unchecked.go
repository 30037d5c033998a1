package config

import (
	"fmt"

	"github.com/BurntSushi/toml"
	"github.com/musfem/musfem/engine"
)

// Unchecked returns r with key set to value, a TOML value text, without
// checking the value's range or its combination with the other keys: the
// rules a careless program could hand an engine, which must refuse them
// when the game starts (docs/protocol.md: BAD_SETUP). A key that does not
// exist, a value of the wrong type, or one the rules cannot hold at all
// (a word no option has, a seat outside 0–3) is an error.
func Unchecked(r engine.Rules, key, value string) (engine.Rules, error) {
	b, ok := lookupBinding(key)
	if !ok {
		return r, fmt.Errorf("%s: %s", key, unknownKeyMsg(key))
	}
	var m map[string]any
	if _, err := toml.Decode(key+" = "+value, &m); err != nil {
		return r, fmt.Errorf("%s = %s: no es un valor TOML", key, value)
	}
	if msg := b.set(&r, m[key]); msg != "" {
		return r, fmt.Errorf("%s = %s: %s", key, value, msg)
	}
	return r, nil
}

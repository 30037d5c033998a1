// Package protocol is the certification protocol of docs/protocol.md: JSON
// lines over an engine's standard input and output. Serve puts a
// driver.Engine behind the protocol (musfem serve); Client launches an
// engine process and drives it as a driver.Engine, so the same scenarios
// judge any engine.
package protocol

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strconv"

	"github.com/musfem/musfem/config"
)

// Version is the protocol version this package speaks.
const Version = 1

// Capabilities is what an engine says it offers in its hello answer.
type Capabilities struct {
	StackedDecks   bool      `json:"stacked_decks"`
	ReshuffleDecks bool      `json:"reshuffle_decks"`
	SeededRNG      bool      `json:"seeded_rng"`
	Signals        bool      `json:"signals"`
	Step           bool      `json:"step"`
	Config         ConfigCap `json:"config"`
}

// ConfigCap maps config keys to the values an engine accepts, in the order
// the engine lists them.
type ConfigCap []KeyCap

// KeyCap is one config key an engine accepts: every valid value (Any) or
// the listed JSON values.
type KeyCap struct {
	Key    string
	Any    bool
	Values []json.RawMessage
}

// MarshalJSON writes {"key":"*","key2":[v1,v2],…}.
func (c ConfigCap) MarshalJSON() ([]byte, error) {
	var b bytes.Buffer
	b.WriteByte('{')
	for i, k := range c {
		if i > 0 {
			b.WriteByte(',')
		}
		b.WriteString(strconv.Quote(k.Key))
		b.WriteByte(':')
		if k.Any {
			b.WriteString(`"*"`)
			continue
		}
		b.WriteByte('[')
		for j, v := range k.Values {
			if j > 0 {
				b.WriteByte(',')
			}
			b.Write(v)
		}
		b.WriteByte(']')
	}
	b.WriteByte('}')
	return b.Bytes(), nil
}

// UnmarshalJSON reads the object written by MarshalJSON, keeping its order.
func (c *ConfigCap) UnmarshalJSON(data []byte) error {
	dec := json.NewDecoder(bytes.NewReader(data))
	tok, err := dec.Token()
	if err != nil {
		return err
	}
	if d, ok := tok.(json.Delim); !ok || d != '{' {
		return fmt.Errorf("config: se esperaba un objeto")
	}
	var out ConfigCap
	for dec.More() {
		tok, err := dec.Token()
		if err != nil {
			return err
		}
		key, _ := tok.(string)
		var raw json.RawMessage
		if err := dec.Decode(&raw); err != nil {
			return err
		}
		k := KeyCap{Key: key}
		if string(raw) == `"*"` {
			k.Any = true
		} else if err := json.Unmarshal(raw, &k.Values); err != nil {
			return fmt.Errorf("config %q: se esperaba \"*\" o una lista de valores", key)
		}
		for i, v := range k.Values {
			var buf bytes.Buffer
			if err := json.Compact(&buf, v); err != nil {
				return err
			}
			k.Values[i] = buf.Bytes()
		}
		out = append(out, k)
	}
	*c = out
	return nil
}

// Lookup returns the entry of a key.
func (c ConfigCap) Lookup(key string) (KeyCap, bool) {
	for _, k := range c {
		if k.Key == key {
			return k, true
		}
	}
	return KeyCap{}, false
}

// ReferenceCapabilities returns the capabilities of the reference engine:
// stacked decks (reshuffles included), the seeded generator, batched steps,
// every value of every config key except signals, which v1 does not offer.
func ReferenceCapabilities() Capabilities {
	c := Capabilities{StackedDecks: true, ReshuffleDecks: true, SeededRNG: true, Step: true}
	for _, k := range config.Keys() {
		if k.Name == "signals_enabled" {
			c.Config = append(c.Config, KeyCap{Key: k.Name, Values: []json.RawMessage{json.RawMessage("false")}})
			continue
		}
		c.Config = append(c.Config, KeyCap{Key: k.Name, Any: true})
	}
	return c
}

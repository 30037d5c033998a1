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

// The protocol versions: 1 (docs/protocol.md), 2 (docs/protocol-v2.md:
// protocol 1 plus catalog v2, señas y miradas), 3 (docs/protocol-v3.md:
// protocol 2 plus the behaviours an adapter declares it computes) and 4
// (docs/protocol-v4.md: protocol 3 with finer behaviours). Version is the
// highest one this package speaks; the client asks for it first.
const (
	Protocol1 = 1
	Protocol2 = 2
	Protocol3 = 3
	Protocol4 = 4
	Version   = Protocol4
)

// Capabilities is what an engine says it offers in its hello answer.
type Capabilities struct {
	StackedDecks   bool      `json:"stacked_decks"`
	ReshuffleDecks bool      `json:"reshuffle_decks"`
	SeededRNG      bool      `json:"seeded_rng"`
	Signals        bool      `json:"signals"`
	Step           bool      `json:"step"`
	Config         ConfigCap `json:"config"`
	// Adapter lists the behaviours the engine's adapter computes rather
	// than the engine itself (protocol 3 and later;
	// reference.AdapterBehavioursOf):
	// what certification checks of them is the adapter's, not the engine's.
	Adapter []string `json:"adapter,omitempty"`
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

// ReferenceCapabilities returns the capabilities of the reference engine
// under protocol 1: stacked decks (reshuffles included), the seeded
// generator, batched steps, every value of every config key except
// signals, which protocol 1 does not carry (signals_enabled = false only).
// They are the answer of docs/protocol.md, pinned by its example session.
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

// ReferenceCapabilitiesV2 returns the capabilities of the reference engine
// under protocol 2 (docs/protocol-v2.md): those of protocol 1 with signals
// true and every value of signals_enabled and of the gaze keys.
func ReferenceCapabilitiesV2() Capabilities {
	c := Capabilities{StackedDecks: true, ReshuffleDecks: true, SeededRNG: true, Signals: true, Step: true}
	for _, k := range config.Keys() {
		c.Config = append(c.Config, KeyCap{Key: k.Name, Any: true})
	}
	return c
}

// ReferenceCapabilitiesV3 returns the capabilities of the reference engine
// under protocol 3 (docs/protocol-v3.md): those of protocol 2; its adapter
// computes nothing.
func ReferenceCapabilitiesV3() Capabilities { return ReferenceCapabilitiesV2() }

// ReferenceCapabilitiesV4 returns the capabilities of the reference engine
// under protocol 4 (docs/protocol-v4.md): those of protocol 3; its adapter
// computes nothing.
func ReferenceCapabilitiesV4() Capabilities { return ReferenceCapabilitiesV2() }

// IsSignalKey reports whether key is a config key of señas y miradas
// (config.Key.Signals): under protocol 1 an engine plays it at its default
// only, and only protocol 2 carries it away from its default.
func IsSignalKey(key string) bool {
	k, ok := config.LookupKey(key)
	return ok && k.Signals
}

// compactValue writes a JSON (or TOML) literal without spaces, so that
// "[2, 1, 1]" and "[2,1,1]" compare equal; text that is not JSON is kept.
func compactValue(v string) string {
	var b bytes.Buffer
	if json.Compact(&b, []byte(v)) != nil {
		return v
	}
	return b.String()
}

// Claims reports whether the engine lists config key k in its hello.
func (h Hello) Claims(k string) bool {
	_, ok := h.Capabilities.Config.Lookup(k)
	return ok
}

// ClaimsValue reports whether the engine accepts config key k at value v
// (a JSON literal; TOML text of the same value too): a key it does not
// list only at its default, and under protocol 1 the keys of señas only at
// their default (protocol 1 carries no señas, docs/protocol-v2.md).
func (h Hello) ClaimsValue(k, v string) bool {
	info, known := config.LookupKey(k)
	c, listed := h.keyCap(k)
	if !listed {
		return known && compactValue(v) == compactValue(info.Default)
	}
	if c.Any {
		return true
	}
	for _, x := range c.Values {
		if string(x) == compactValue(v) {
			return true
		}
	}
	return false
}

// keyCap is what the engine claims for config key k; listed is false when
// it does not list the key, or speaks protocol 1 and k is a key of señas
// (then it plays k at its default only).
func (h Hello) keyCap(k string) (c KeyCap, listed bool) {
	if h.Protocol < Protocol2 && IsSignalKey(k) {
		return KeyCap{}, false
	}
	return h.Capabilities.Config.Lookup(k)
}

// OnlyDefault reports whether the engine plays config key k at its default
// value only: it does not list the key, lists no other value, or speaks
// protocol 1 and k is a key of señas.
func (h Hello) OnlyDefault(k string) bool {
	info, known := config.LookupKey(k)
	c, listed := h.keyCap(k)
	if !known || !listed {
		return true
	}
	if c.Any {
		return false
	}
	def := compactValue(info.Default)
	for _, x := range c.Values {
		if string(x) != def {
			return false
		}
	}
	return true
}

package config

import (
	"bytes"
	"slices"
	"strconv"

	"github.com/musfem/musfem/engine"
)

// protocol1Keys are the config keys of protocol 1 (docs/protocol.md,
// frozen), in the order of fixture set v1, which is table order: the keys
// an engine written for protocol 1 knows (engine.RuleKey.Protocol). Keys
// added later (docs/decisions.md D15) may be unknown to it.
var protocol1Keys = protocol1Of(keys)

func protocol1Of(ks []Key) []string {
	var out []string
	for _, k := range ks {
		if k.Protocol == 1 {
			out = append(out, k.Name)
		}
	}
	return out
}

// Protocol1Keys returns a copy of the config keys of protocol 1, in the
// order of fixture set v1.
func Protocol1Keys() []string {
	return slices.Clone(protocol1Keys)
}

// IsProtocol1Key reports whether key is one of the config keys of
// protocol 1.
func IsProtocol1Key(key string) bool {
	return slices.Contains(protocol1Keys, key)
}

// WireJSON writes the rules object that musfem sends to another engine
// (the protocol's start request) and writes in fixtures: every key of
// protocol 1, in table order, and a key added after protocol 1 only when
// its value differs from its default. An engine written for protocol 1,
// which answers BAD_SETUP to a key it does not know, thus keeps working
// with every rule set it can play; and fixture set v1 keeps its bytes.
// Saved games write every key ([JSON]).
func WireJSON(r engine.Rules) []byte {
	d := Default()
	var b bytes.Buffer
	b.WriteByte('{')
	n := 0
	for _, k := range keys {
		v, _ := Value(r, k.Name)
		if !IsProtocol1Key(k.Name) {
			if dv, _ := Value(d, k.Name); v == dv {
				continue
			}
		}
		if n > 0 {
			b.WriteByte(',')
		}
		n++
		b.WriteString(strconv.Quote(k.Name))
		b.WriteByte(':')
		b.WriteString(v)
	}
	b.WriteByte('}')
	return b.Bytes()
}

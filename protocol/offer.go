package protocol

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strings"

	"github.com/musfem/musfem/config"
)

// ParseOffer reads the values an engine offers for some config keys, as
// musfem serve --ofrece writes them: "clave=valor,clave=valor,…", a key
// repeated for each of its values. A value is a JSON (or TOML) literal, or
// a bare word of an enumerated key (mano_primero for "mano_primero"); a
// comma inside brackets belongs to the value (gaze_weights=[2,1,1]). Every
// value must be valid (validOffer); the keys keep the order of their first
// appearance.
func ParseOffer(spec string) (ConfigCap, error) {
	var out ConfigCap
	if strings.TrimSpace(spec) == "" {
		return nil, fmt.Errorf("--ofrece: no nombra ningún valor")
	}
	for _, item := range splitOffer(spec) {
		key, value, ok := strings.Cut(strings.TrimSpace(item), "=")
		key, value = strings.TrimSpace(key), strings.TrimSpace(value)
		if !ok || key == "" || value == "" {
			return nil, fmt.Errorf("--ofrece: %q: se esperaba clave=valor", item)
		}
		if !json.Valid([]byte(value)) {
			value = fmt.Sprintf("%q", value)
		}
		var b bytes.Buffer
		_ = json.Compact(&b, []byte(value))
		value = b.String()
		if _, ok := config.LookupKey(key); !ok {
			_, err := config.ParseJSON("--ofrece", []byte(fmt.Sprintf("{%q:%s}", key, value)))
			return nil, err
		}
		i := 0
		for i < len(out) && out[i].Key != key {
			i++
		}
		if i == len(out) {
			out = append(out, KeyCap{Key: key})
		}
		out[i].Values = append(out[i].Values, json.RawMessage(value))
	}
	for _, k := range out {
		for _, v := range k.Values {
			if err := validOffer(out, k.Key, v); err != nil {
				return nil, err
			}
		}
	}
	return out, nil
}

// validOffer checks value v of key against the rules: alone over the
// defaults, or else beside the first values of the offer's other keys (the
// rules an engine that offers only them plays: gaze_weights needs
// signals_enabled = true, say).
func validOffer(offer ConfigCap, key string, v json.RawMessage) error {
	_, err := config.ParseJSON("--ofrece", []byte(fmt.Sprintf("{%q:%s}", key, v)))
	if err == nil {
		return nil
	}
	var b strings.Builder
	fmt.Fprintf(&b, "{%q:%s", key, v)
	for _, k := range offer {
		if k.Key != key {
			fmt.Fprintf(&b, ",%q:%s", k.Key, k.Values[0])
		}
	}
	b.WriteByte('}')
	if _, err2 := config.ParseJSON("--ofrece", []byte(b.String())); err2 == nil {
		return nil
	}
	return err
}

// splitOffer splits spec at the commas outside brackets.
func splitOffer(spec string) []string {
	var out []string
	depth, start := 0, 0
	for i, r := range spec {
		switch r {
		case '[':
			depth++
		case ']':
			depth--
		case ',':
			if depth == 0 {
				out = append(out, spec[start:i])
				start = i + 1
			}
		}
	}
	return append(out, spec[start:])
}

// Restrict returns c with every key of offer accepting only the values
// offer lists: the engine answers UNSUPPORTED to a start with any other,
// its default included. The other keys are left as c has them.
func (c Capabilities) Restrict(offer ConfigCap) Capabilities {
	cfg := make(ConfigCap, 0, len(c.Config)+len(offer))
	for _, k := range c.Config {
		if o, ok := offer.Lookup(k.Key); ok {
			k = o
		}
		cfg = append(cfg, k)
	}
	for _, o := range offer {
		if _, ok := c.Config.Lookup(o.Key); !ok {
			cfg = append(cfg, o)
		}
	}
	c.Config = cfg
	return c
}

// Restrict makes every answer to a hello, whatever its protocol, offer
// only the values of offer for its keys (Capabilities.Restrict).
func (s *Server) Restrict(offer ConfigCap) {
	s.Capabilities = s.Capabilities.Restrict(offer)
	for _, c := range []*Capabilities{s.CapabilitiesV2, s.CapabilitiesV3, s.CapabilitiesV4} {
		if c != nil {
			*c = c.Restrict(offer)
		}
	}
}

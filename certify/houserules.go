package certify

import (
	"fmt"
	"slices"
	"strings"

	"github.com/musfem/musfem/config"
	"github.com/musfem/musfem/engine"
	"github.com/musfem/musfem/protocol"
	"github.com/musfem/musfem/reference"
)

// HouseRule is a config key the engine under certification plays away
// from its default, because it does not offer the default (its hello lists
// the key without it): the engine is certified under the value it plays.
type HouseRule struct {
	Key        string `json:"key"`
	Value      string `json:"value"`   // the value the engine plays, as TOML (and JSON) text
	Default    string `json:"default"` // musfem's default, as TOML text
	Convention string `json:"convention"`
	// Reads is the FEM article the key reads ("" if none).
	Reads string `json:"reads"`
	// SetsAside are the FEM articles the engine's value sets aside and the
	// default does not (the catalog's sets_aside_when): they FALLA.
	SetsAside []string `json:"sets_aside"`
	// Restores are the FEM articles musfem's default sets aside and the
	// engine's value plays as the Reglamento writes them.
	Restores []string `json:"restores"`
}

// Setting returns "key = value".
func (h HouseRule) Setting() string { return h.Key + " = " + h.Value }

// houseRules returns the rules the engine of h plays and the keys where
// they depart from the defaults: each key at its default when the engine
// offers it (a key it does not list is offered at its default only), else
// at the first value it lists. An engine that offers every value plays the
// defaults. The error says that the values the engine offers do not make
// valid rules together (the defaults are returned with it).
func houseRules(h protocol.Hello, cat *reference.Catalog) (engine.Rules, []HouseRule, error) {
	def := config.Default()
	if claimsEvery(h) {
		return def, nil, nil
	}
	var out []HouseRule
	var raw strings.Builder
	raw.WriteByte('{')
	for _, k := range config.Keys() {
		if claimsValue(h, k.Name, k.Default) {
			continue
		}
		c, ok := h.Capabilities.Config.Lookup(k.Name)
		if !ok || len(c.Values) == 0 {
			continue // it offers no value at all: every game is UNSUPPORTED
		}
		if len(out) > 0 {
			raw.WriteByte(',')
		}
		fmt.Fprintf(&raw, "%q:%s", k.Name, c.Values[0])
		out = append(out, HouseRule{Key: k.Name, Default: k.Default, Convention: k.Convention, Reads: k.Article,
			SetsAside: []string{}, Restores: []string{}})
	}
	raw.WriteByte('}')
	if len(out) == 0 {
		return def, nil, nil
	}
	r, err := config.ParseJSON("los valores que ofrece el motor", []byte(raw.String()))
	if err != nil {
		return def, nil, err
	}
	for i := range out {
		out[i].Value, _ = config.Value(r, out[i].Key)
		out[i].SetsAside, out[i].Restores = setAsideChange(cat, out[i].Convention, r, def)
	}
	return r, out, nil
}

// setAsideChange returns the FEM articles that convention id sets aside
// under rules r and not under the defaults (aside), and those it sets
// aside under the defaults and not under r (restored).
func setAsideChange(cat *reference.Catalog, id string, r, def engine.Rules) (aside, restored []string) {
	aside, restored = []string{}, []string{}
	cv, ok := cat.LookupConvention(id)
	if !ok {
		return
	}
	valueOf := func(rules engine.Rules) func(string) (string, bool) {
		return func(k string) (string, bool) { return config.Value(rules, k) }
	}
	for _, a := range cv.SetsAside {
		now := slices.Contains(cat.SetAsideBy(a, valueOf(r)), id)
		before := slices.Contains(cat.SetAsideBy(a, valueOf(def)), id)
		switch {
		case now && !before:
			aside = append(aside, a)
		case before && !now:
			restored = append(restored, a)
		}
	}
	return
}

// houseRulesSetting returns the settings of rules, "k = v, …" ("" for
// none).
func houseRulesSetting(hs []HouseRule) string {
	var s []string
	for _, h := range hs {
		s = append(s, h.Setting())
	}
	return strings.Join(s, ", ")
}

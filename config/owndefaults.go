package config

import (
	"slices"

	"github.com/musfem/musfem/engine"
)

// OverEngineDefaults returns the rules r rebuilt from the reference
// engine's own defaults (engine.DefaultRules): the keys whose value in r
// differs from config/rules.default.toml's, set over them. The two defaults
// agree (TestDefaultFileEqualsDefaultRules), so the rules are r itself; but the
// steps start every scenario's rules from what the engine says the
// defaults are, as an engine behind the protocol takes its own default for
// a key «start» leaves out (decisions.md D15): a wrong default of the
// engine fails every scenario that leaves the key alone (docs/mutantes.md).
func OverEngineDefaults(r engine.Rules) engine.Rules {
	out, file := engine.DefaultRules(), Default()
	for _, k := range engine.RuleKeys() {
		if v := k.Get(r); !slices.Equal(v, k.Get(file)) {
			k.Set(&out, v...)
		}
	}
	return out
}

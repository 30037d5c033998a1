package escenarios

import (
	"github.com/musfem/musfem/config"
	"github.com/musfem/musfem/steps"
)

// Fixed-profile mode.
//
// With Options.Fixed the specification runs under one rules profile
// (Options.Base, a file of config/perfiles/ say; config/rules.default.toml
// when Base is nil) and nothing else: a scenario whose
// `la regla "k" vale v` asks for a value other than the profile's is NO
// APLICA, with the message "requiere k = v; el perfil fija k = w", and is
// never counted as a pass. A `la regla` step that asks for the profile's own
// value is fine, and `reparte el asiento N` is table setup, not a rule
// choice: it stays allowed. Without Fixed (the default) `la regla`
// overrides the base.

// setup is the steps' view of the profile options.
func (o Options) setup() steps.Setup {
	base := o.Base
	if o.Fixed && base == nil {
		d := config.Default()
		base = &d
	}
	return steps.Setup{Base: base, Fixed: o.Fixed, Supports: o.Supports, Catalog1Articles: o.Catalog1Articles}
}

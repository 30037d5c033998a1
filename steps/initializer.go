package steps

import (
	"github.com/cucumber/godog"
	"github.com/musfem/musfem/driver"
)

// Initializer returns a godog scenario initializer whose worlds drive
// engines made by newEngine (driver.Reference for the reference engine).
func Initializer(newEngine func() driver.Engine) func(*godog.ScenarioContext) {
	return InitializerWith(newEngine, nil)
}

// InitializerWith is Initializer with a base rules profile that the
// scenarios start from instead of config/rules.default.toml.
func InitializerWith(newEngine func() driver.Engine, base *driver.Rules) func(*godog.ScenarioContext) {
	return InitializerFor(newEngine, Setup{Base: base})
}

// Setup is the rules profile the scenarios of an initializer run under.
type Setup struct {
	// Base is the profile the scenarios start from
	// (config/rules.default.toml when nil).
	Base *driver.Rules
	// Fixed makes Base the only profile: a "la regla" step asking for
	// another value than Base's makes the scenario NO APLICA (a
	// [NotApplicable] error, which is a godog.ErrSkip) instead of changing
	// the rules. "reparte el asiento N" is table setup, not a rule choice,
	// and stays allowed.
	Fixed bool
	// Supports, when not nil, says whether the engine under test accepts
	// a config key at a value (TOML text, a JSON literal too): a "la
	// regla" step asking for a value it does not accept makes the scenario
	// NO APLICA (an [Unsupported] error, a godog.ErrSkip), since the
	// engine does not play that option at all. nil accepts every value.
	Supports func(key, value string) bool
	// Catalog1Articles lets the engine name, for the refusals whose article
	// changed with catalog 2, the article catalog 1 gave them
	// (docs/protocol-erratum.md E12): certification sets it for engines
	// written to catalog 1; the specification of the reference engine
	// never does.
	Catalog1Articles bool
}

// InitializerFor is Initializer with a rules profile, fixed or not.
func InitializerFor(newEngine func() driver.Engine, s Setup) func(*godog.ScenarioContext) {
	return func(sc *godog.ScenarioContext) {
		w := newWorld(newEngine)
		w.base, w.fixed, w.supports, w.catalog1 = s.Base, s.Fixed && s.Base != nil, s.Supports, s.Catalog1Articles
		register(sc, w)
	}
}

// InitializeScenario registers the steps against the reference engine.
func InitializeScenario(sc *godog.ScenarioContext) { Initializer(driver.Reference)(sc) }

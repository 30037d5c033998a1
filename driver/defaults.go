package driver

import "github.com/musfem/musfem/engine"

// Defaulter is implemented by engines that say the rules a game starts
// from when nobody sets them: for the reference engine, engine.DefaultRules.
// The specification's defaults are config/rules.default.toml; its scenarios
// hold an engine's own to them (docs/pasos.md, «Contexto»), because a
// program that plays through the engine with no rules file plays under
// these.
type Defaulter interface {
	DefaultRules() Rules
}

// DefaultRules implements Defaulter.
func (r *reference) DefaultRules() Rules { return engine.DefaultRules() }

// Unwrapper is implemented by an Engine that passes its calls to another
// (the recorders of escenarios): DefaultsOf looks through it.
type Unwrapper interface {
	Unwrap() Engine
}

// DefaultsOf returns the rules e starts from when nobody sets them, when e
// or an engine it wraps says them (Defaulter); false otherwise.
func DefaultsOf(e Engine) (Rules, bool) {
	for e != nil {
		if d, ok := e.(Defaulter); ok {
			return d.DefaultRules(), true
		}
		u, ok := e.(Unwrapper)
		if !ok {
			break
		}
		e = u.Unwrap()
	}
	return Rules{}, false
}

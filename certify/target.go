// Package certify judges another Mus engine against the specification:
// the scenarios of features/, the golden fixtures, random differential
// games in lockstep with the reference engine (with the first divergence
// shrunk) and the information-leak check, article by article.
package certify

import (
	"strings"

	"github.com/musfem/musfem/config"
	"github.com/musfem/musfem/driver"
)

// Target is the engine being certified, whatever carries it (a subprocess
// through package protocol, or an in-process engine in the tests).
type Target struct {
	// Name and Version identify the engine in the report; Protocol is the
	// protocol version it speaks (0 in process).
	Name, Version string
	Protocol      int
	// Adapter lists the behaviours the engine declares that its adapter
	// computes (protocol 3, reference.AdapterBehaviours).
	Adapter []string
	// NewEngine makes a fresh game handle of the engine.
	NewEngine func() driver.Engine
	// Claims reports whether the engine accepts a config key (the config
	// of its hello capabilities).
	Claims func(key string) bool
	// ClaimsValue reports whether the engine accepts a config key at a
	// value (a JSON literal); nil means any value of a claimed key.
	ClaimsValue func(key, value string) bool
	// OnlyDefault reports whether the engine plays a config key at its
	// default value only (it lists no other value; under protocol 1 the
	// keys of señas); nil means: only when it does not claim the key.
	OnlyDefault func(key string) bool
	// AllConfig says that the engine accepts every config value.
	AllConfig bool
	// SeededRNG says that the engine deals from a seed as docs/rng.md.
	SeededRNG bool
	// StackedDecks says that the engine accepts stacked decks.
	StackedDecks bool
	// Stderr returns the engine's standard error so far (nil if none).
	Stderr func() string
	// Fork, when not nil, starts another process of the same engine for
	// parallel differential games.
	Fork func() (Target, error)
	// Close, when not nil, ends the engine's process: Collect calls it
	// when it is done with the target, the differential games on a forked
	// one. Its error (a breach of the protocol at the end) rejects the
	// engine.
	Close func() error
}

// claims reports whether the engine accepts config key k at all.
func (t Target) claims(k string) bool {
	if t.AllConfig {
		return true
	}
	return t.Claims != nil && t.Claims(k)
}

// claimsValue reports whether the engine accepts config key k at value v.
// A key the engine does not list is accepted at its default value only
// (docs/protocol.md): listing it with its default alone means the same.
func (t Target) claimsValue(k, v string) bool {
	if t.AllConfig {
		return true
	}
	if t.ClaimsValue != nil {
		return t.ClaimsValue(k, v)
	}
	if !t.claims(k) {
		return isDefaultValue(k, v)
	}
	return true
}

// isDefaultValue reports whether v (a JSON or TOML literal) is the default
// value of config key k.
func isDefaultValue(k, v string) bool {
	info, ok := config.LookupKey(k)
	return ok && strings.ReplaceAll(v, " ", "") == strings.ReplaceAll(info.Default, " ", "")
}

// onlyDefault reports whether the engine plays config key k at its
// default value only.
func (t Target) onlyDefault(k string) bool {
	if t.AllConfig {
		return false
	}
	if t.OnlyDefault != nil {
		return t.OnlyDefault(k)
	}
	return !t.claims(k)
}

// ReferenceTarget is the in-process reference engine as a target.
func ReferenceTarget() Target {
	return Target{Name: "musfem-referencia", Version: "1.0.0", NewEngine: driver.Reference,
		AllConfig: true, SeededRNG: true, StackedDecks: true}
}

// supports is claimsValue for the scenarios (nil when the engine accepts
// every value): a scenario asking for a value the engine does not claim is
// NO APLICA, so an engine that plays only some options is judged on the
// scenarios of those options (an enforceable article left without any
// evidence is still ERROR).
func (t Target) supports() func(key, value string) bool {
	if t.AllConfig {
		return nil
	}
	return t.claimsValue
}

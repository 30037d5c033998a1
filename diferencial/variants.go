package diferencial

import (
	"sync"
	"sync/atomic"

	"github.com/musfem/musfem/config"
	"github.com/musfem/musfem/driver"
)

// Variant is a set of config values the differential games also play
// under, so that conventions are compared away from their defaults too.
type Variant struct {
	Name   string
	Values [][2]string // config key and value as a JSON literal
}

// Variants are the rule sets of the differential games, in turn: the
// defaults, then one change per group of conventions. A game uses a
// variant only if the engine claims every one of its values; otherwise it
// plays the base rules (the defaults, or the engine's house rules).
var Variants = []Variant{
	{Name: "por defecto"},
	{Name: "cuatro reyes", Values: [][2]string{{"deck_mode", `"cuatro_reyes"`}}},
	{Name: "sin deje, subidas dobles", Values: [][2]string{{"deje", "false"}, {"raise_mode", `"doble"`}}},
	{Name: "a 30, servir en orden de reparto, mazo oculto", Values: [][2]string{
		{"target_points", "30"}, {"serve_order", `"reparto"`}, {"stock_size_public", "false"}}},
	{Name: "la negada no acaba el juego, sin piedra de paso", Values: [][2]string{
		{"end_on_immediate_points", "false"}, {"paso_points", "0"}}},
	{Name: "el mano se descarta primero, jugadas a la mejor, servido", Values: [][2]string{
		{"discard_order", `"mano_primero"`}, {"jugadas_tras_no_quiero", `"mejor_jugada"`}, {"min_discard", "0"}}},
	{Name: "el compañero del que quiere aún puede subir", Values: [][2]string{{"quiero_singular", `"rectificable"`}}},
	// Señas y miradas (protocol 2): the bots also look, let time pass and
	// make the señas of their cards (senasPolicy), and false or untimely
	// señas are probed.
	{Name: "señas y miradas", Values: [][2]string{{"signals_enabled", "true"}}},
	{Name: "señas en el momento del Reglamento", Values: [][2]string{{"signals_enabled", "true"}, {"signal_moment", `"reglamento"`}}},
}

// variantRules returns the rules of differential game i: base with the
// values of its variant when the engine claims every one of them, else
// base. An engine with house rules plays them in every variant (base holds
// them: certify/houserules.go), and a variant changes only its own keys.
func variantRules(t Engine, base driver.Rules, i int) driver.Rules {
	v := Variants[(i/2)%len(Variants)]
	if len(v.Values) == 0 {
		return base
	}
	for _, kv := range v.Values {
		if !t.Claims(kv[0], kv[1]) {
			return base
		}
	}
	k := variantKey{base, (i / 2) % len(Variants)}
	if r, ok := variantCache.Load(k); ok {
		return r.(driver.Rules)
	}
	r := overlay(base, v)
	if variantCacheSize.Add(1) <= maxVariantCache {
		variantCache.Store(k, r)
	}
	return r
}

// variantKey is a variant over some base rules.
type variantKey struct {
	base driver.Rules
	v    int
}

// variantCache holds the rules of the variants over the bases already
// seen (a run has one base): reading the rules costs about half a
// millisecond, once per game otherwise. It holds at most maxVariantCache
// entries; past them the rules are read again each time.
var (
	variantCache     sync.Map // variantKey → driver.Rules
	variantCacheSize atomic.Int64
)

const maxVariantCache = 256

// overlay returns base with the values of variant v, or base when they do
// not make valid rules together.
func overlay(base driver.Rules, v Variant) driver.Rules {
	raw := []byte("{")
	for j, k := range config.Keys() {
		val, _ := config.Value(base, k.Name)
		for _, kv := range v.Values {
			if kv[0] == k.Name {
				val = kv[1]
			}
		}
		if j > 0 {
			raw = append(raw, ',')
		}
		raw = append(raw, `"`+k.Name+`":`+val...)
	}
	raw = append(raw, '}')
	r, err := config.ParseJSON("variante "+v.Name, raw)
	if err != nil {
		return base
	}
	return r
}

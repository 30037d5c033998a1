package config

import (
	"math"
	"strconv"
	"strings"

	"github.com/musfem/musfem/engine"
	"github.com/musfem/musfem/internal/errtext"
)

// binding ties a config key to its field of engine.Rules, through the
// key's row of engine.RuleKeys.
type binding struct {
	name string
	key  engine.RuleKey
}

// bindings lists every key of the table, in table order.
var bindings = bindingsOf(engine.RuleKeys())

func bindingsOf(rks []engine.RuleKey) []binding {
	out := make([]binding, len(rks))
	for i, rk := range rks {
		out[i] = binding{name: rk.Name, key: rk}
	}
	return out
}

// lookupBinding returns the binding of a key.
func lookupBinding(name string) (binding, bool) {
	for _, b := range bindings {
		if b.name == name {
			return b, true
		}
	}
	return binding{}, false
}

// validText returns the valid values of a key, from the table.
func validText(name string) string {
	k, _ := LookupKey(name)
	return k.Valid
}

// text returns the TOML text of the key's value in r.
func (b binding) text(r *engine.Rules) string { return text(b.key, b.key.Get(*r)) }

// copy copies the key's value from src to dst.
func (b binding) copy(dst, src *engine.Rules) { b.key.Set(dst, b.key.Get(*src)...) }

// set stores v, a value decoded by BurntSushi/toml, into r. It returns a
// Spanish message when v has the wrong type or value, and leaves r
// unchanged then. Ranges are checked by engine.Rules.Validate.
func (b binding) set(r *engine.Rules, v any) string {
	switch b.key.Kind() {
	case engine.KindBool:
		x, ok := v.(bool)
		if !ok {
			return "se esperaba un booleano (true | false), no " + typeName(v)
		}
		n := 0
		if x {
			n = 1
		}
		b.key.Set(r, n)
	case engine.KindEnum:
		return b.setWord(r, v)
	case engine.KindIntList:
		return b.setList(r, v)
	default: // an int or a seat
		x, ok := v.(int64)
		if !ok {
			return "se esperaba un entero, no " + typeName(v)
		}
		// Clamping keeps a huge value huge where int is 32 bits wide (the
		// range is Validate's); a seat is checked before it is converted.
		n := clamp(x)
		if lo, hi := b.key.Bounds(); b.key.Kind() == engine.KindSeat && (n < lo || n > hi) {
			return b.key.Invalid()
		}
		b.key.Set(r, n)
	}
	return ""
}

// setWord sets an enum key from its word.
func (b binding) setWord(r *engine.Rules, v any) string {
	s, ok := v.(string)
	if !ok {
		return "se esperaba una cadena, no " + typeName(v) + ": " + validText(b.name)
	}
	if vr, ok := lookupVariantValue(b.name, s); ok {
		return quoteClip(s) + ": " + variantMsg(vr)
	}
	for i, w := range b.key.Values() {
		if w == s {
			b.key.Set(r, i)
			return ""
		}
	}
	return "valor " + quoteClip(s) + " no válido: debe ser " + validText(b.name)
}

// setList sets an int list key (gaze_weights: partner, each rival, table;
// docs/senas.md) from a list of three integers.
func (b binding) setList(r *engine.Rules, v any) string {
	want := "se esperaba una lista de tres enteros [" + b.key.Elements() + "]"
	list, ok := v.([]any)
	switch {
	case !ok:
		return want + ", no " + typeName(v)
	case len(list) != len(b.key.Default()):
		return want + ", no una lista de " + strconv.Itoa(len(list))
	}
	w := make([]int, len(list))
	for i, x := range list {
		n, ok := x.(int64)
		if !ok {
			return want + ": el elemento " + strconv.Itoa(i+1) + " es " + typeName(x)
		}
		w[i] = clamp(n)
	}
	b.key.Set(r, w...)
	return ""
}

// clamp converts a TOML integer to int, keeping it within 32 bits so that
// a value out of range stays out of range on every platform.
func clamp(n int64) int {
	if n > math.MaxInt32 {
		return math.MaxInt32
	}
	if n < math.MinInt32 {
		return math.MinInt32
	}
	return int(n)
}

// typeName names, in Spanish, the TOML type of a decoded value.
func typeName(v any) string {
	switch v.(type) {
	case int64:
		return "un entero"
	case float64:
		return "un número con decimales"
	case bool:
		return "un booleano"
	case string:
		return "una cadena"
	case []map[string]any:
		return "una lista de tablas"
	case []any:
		return "una lista"
	case map[string]any:
		return "una tabla"
	}
	return "una fecha u hora"
}

// quoteClip returns at most the first errtext.MaxExcerpt characters of s
// as a TOML basic string, with "…" after it when s is longer: a value in
// a message, which must stay short however long the value.
func quoteClip(s string) string {
	n := 0
	for i := range s {
		if n == errtext.MaxExcerpt {
			return quote(s[:i]) + "…"
		}
		n++
	}
	return quote(s)
}

// quote returns s as a TOML basic string.
func quote(s string) string {
	var b strings.Builder
	b.WriteByte('"')
	for _, c := range s {
		switch {
		case c == '"' || c == '\\':
			b.WriteByte('\\')
			b.WriteRune(c)
		case c < 0x20 || c == 0x7f:
			b.WriteString(`\u`)
			h := strconv.FormatInt(int64(c), 16)
			b.WriteString(strings.Repeat("0", 4-len(h)))
			b.WriteString(h)
		default:
			b.WriteRune(c)
		}
	}
	b.WriteByte('"')
	return b.String()
}

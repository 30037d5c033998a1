package config

import (
	"bytes"
	_ "embed" // for the default rules file
	"errors"
	"fmt"
	"io/fs"
	"os"
	"sort"
	"strings"
	"sync"

	"github.com/BurntSushi/toml"

	"github.com/musfem/musfem/engine"
	"github.com/musfem/musfem/internal/errtext"
)

// DefaultFileName is the name the embedded default file has in errors and
// reports.
const DefaultFileName = "config/rules.default.toml"

//go:embed rules.default.toml
var defaultFile []byte

// DefaultFile returns a copy of the text of config/rules.default.toml, the
// commented file of every key with its default.
func DefaultFile() []byte {
	return bytes.Clone(defaultFile)
}

// defaults holds the rules of the embedded default file, parsed once.
var defaults = sync.OnceValue(func() engine.Rules {
	r, errs := parse(engine.DefaultRules(), DefaultFileName, defaultFile)
	if errs != nil {
		// Unreachable: a test checks that the file parses and equals
		// engine.DefaultRules.
		return engine.DefaultRules()
	}
	return r
})

// Default returns the rules of the embedded config/rules.default.toml, which
// equal engine.DefaultRules (a test checks it).
func Default() engine.Rules {
	return defaults()
}

// Load reads a rules file and returns the rules it describes; see [Parse].
func Load(path string) (engine.Rules, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		msg := "no se puede leer el fichero: " + errtext.File(err)
		if errors.Is(err, fs.ErrNotExist) {
			msg = "no existe el fichero"
		}
		return engine.Rules{}, ErrorList{{File: path, Msg: msg}}
	}
	return Parse(path, data)
}

// Parse reads the rules file data, named name in errors. The file is flat
// TOML ("key = value", no sections) and may set any subset of the keys of
// [Keys]; the keys it does not set keep the values of [Default].
//
// On any problem Parse returns the zero Rules and an [ErrorList] holding
// every problem found, each an [*Error] naming file, line and key in
// Spanish: TOML syntax, sections and dotted keys, unknown keys, variants
// musfem does not implement ([Unimplemented]), wrong types, values outside
// an enumeration, and values out of range (engine.Rules.Validate). Parse
// never panics.
func Parse(name string, data []byte) (engine.Rules, error) {
	r, errs := parse(Default(), name, data)
	return r, errs.Err()
}

// parse sets the keys of data over base.
func parse(base engine.Rules, name string, data []byte) (engine.Rules, ErrorList) {
	var errs ErrorList
	stmts := scan(data)

	if errs = duplicateKeys(name, stmts); len(errs) > 0 {
		return engine.Rules{}, errs
	}
	var m map[string]any
	md, err := toml.Decode(string(data), &m)
	if err != nil {
		line, msg := errtext.TOML(err)
		// The key is that of the statement holding the error, if any.
		key := ""
		for _, st := range stmts {
			if line > 0 && st.line <= line && line <= st.end && !st.header {
				key = keyText(st.parts)
			}
		}
		errs.add(name, line, key, "sintaxis TOML no válida: "+msg)
		return engine.Rules{}, errs
	}

	// The first statement naming each top-level key gives its line.
	first := make(map[string]stmt)
	for _, st := range stmts {
		if len(st.parts) == 0 {
			continue
		}
		if _, ok := first[st.parts[0]]; !ok {
			first[st.parts[0]] = st
		}
	}

	r := base
	lines := make(map[string]int) // keys set by the file → line
	for _, key := range topLevelKeys(md) {
		v := m[key]
		st, found := first[key]
		line := st.line
		display := keyText([]string{key})
		table := found && (st.header || len(st.parts) > 1)
		if !found {
			switch v.(type) {
			case map[string]any, []map[string]any:
				table = true
			}
		}
		switch {
		case table:
			if vr, ok := lookupVariantKey(key); ok {
				errs.add(name, line, display, variantMsg(vr))
			} else if found && st.header {
				h := "[" + keyText(st.parts) + "]"
				if st.array {
					h = "[" + h + "]"
				}
				errs.add(name, line, h, "no se admiten secciones: el fichero es plano (clave = valor, sin secciones)")
			} else if found {
				errs.add(name, line, keyText(st.parts), "no se admiten claves con punto: el fichero es plano (clave = valor)")
			} else {
				errs.add(name, line, display, "no se admiten secciones ni tablas: el fichero es plano (clave = valor)")
			}
		default:
			if vr, ok := lookupVariantKey(key); ok {
				errs.add(name, line, display, variantMsg(vr))
				continue
			}
			b, ok := lookupBinding(key)
			if !ok {
				errs.add(name, line, display, unknownKeyMsg(key))
				continue
			}
			if msg := b.set(&r, v); msg != "" {
				errs.add(name, line, key, msg)
				continue
			}
			lines[key] = line
		}
	}

	errs = append(errs, validate(&r, base, name, lines)...)
	if len(errs) > 0 {
		errs.Sort()
		return engine.Rules{}, errs
	}
	return r, nil
}

// validate reports every range problem of r, each on the line of its key,
// and every combination of keys the engine cannot honour together
// (engine.ComboError), on the lines of all its keys. Validate returns only
// the first problem, so the keys it names are put back to their base
// values and r is checked again.
func validate(r *engine.Rules, base engine.Rules, name string, lines map[string]int) ErrorList {
	var errs ErrorList
	for range len(bindings) + 1 {
		err := r.Validate()
		if err == nil {
			return errs
		}
		var ce *engine.ComboError
		if errors.As(err, &ce) {
			e, fixed := comboError(r, base, name, lines, ce)
			errs = append(errs, e)
			if !fixed {
				return errs
			}
			continue
		}
		var re *engine.RangeError
		b, known := binding{}, false
		if errors.As(err, &re) {
			b, known = lookupBinding(re.Key)
		}
		if !known {
			errs.add(name, 0, "", err.Error())
			return errs
		}
		line, set := lines[re.Key]
		if !set {
			// The value came from the defaults, not from this file.
			errs.add(name, 0, re.Key, fmt.Sprintf("%s (%s no está en el fichero: vale %s por defecto)", re.Detail, re.Key, b.text(r)))
			return errs
		}
		errs.add(name, line, re.Key, re.Detail)
		b.copy(r, &base)
		delete(lines, re.Key)
	}
	return errs
}

// comboError turns an engine.ComboError into an Error naming every key of
// the combination with the lines of those the file sets, e.g.
//
//	perfil.toml:3,7: raise_mode, min_raise: con raise_mode = "doble" …
//
// A key the file does not set is named with its value in force. It puts
// the keys the file sets back to their base values and reports whether it
// did (so that validation can go on).
func comboError(r *engine.Rules, base engine.Rules, name string, lines map[string]int, ce *engine.ComboError) (*Error, bool) {
	e := &Error{File: name, Key: strings.Join(ce.Keys, ", "), Msg: ce.Detail}
	var notSet []string
	for i, k := range ce.Keys {
		if line, ok := lines[k]; ok {
			e.Lines = append(e.Lines, line)
			continue
		}
		v := ""
		if i < len(ce.Values) {
			v = ce.Values[i]
		}
		notSet = append(notSet, k+" = "+v)
	}
	if len(notSet) > 0 {
		e.Msg += " (" + strings.Join(notSet, ", ") + " no está en el fichero: es el valor por defecto)"
	}
	sort.Ints(e.Lines)
	if len(e.Lines) > 0 {
		e.Line = e.Lines[0]
	}
	fixed := false
	for _, k := range ce.Keys {
		if _, ok := lines[k]; !ok {
			continue
		}
		if b, known := lookupBinding(k); known {
			b.copy(r, &base)
			delete(lines, k)
			fixed = true
		}
	}
	return e, fixed
}

// duplicateKeys reports every key set twice, naming the line of its
// first setting. A file with sections is left to the TOML parser (and
// refused: the file is flat).
func duplicateKeys(name string, stmts []stmt) ErrorList {
	var errs ErrorList
	first := make(map[string]int)
	for _, st := range stmts {
		if st.header {
			return nil
		}
		k := keyText(st.parts)
		if line, ok := first[k]; ok {
			errs.add(name, st.line, k, fmt.Sprintf("clave repetida: ya está en la línea %d (cada clave se da una sola vez)", line))
			continue
		}
		first[k] = st.line
	}
	return errs
}

// topLevelKeys returns the first part of every key of md, once each, in
// the order of the file.
func topLevelKeys(md toml.MetaData) []string {
	var out []string
	seen := make(map[string]bool)
	for _, k := range md.Keys() {
		if len(k) == 0 || seen[k[0]] {
			continue
		}
		seen[k[0]] = true
		out = append(out, k[0])
	}
	return out
}

// keyText writes a key as TOML does, quoting the parts that are not bare.
func keyText(parts []string) string {
	return toml.Key(parts).String()
}

// unknownKeyMsg is the message for an unknown key, with the nearest known
// key when there is one.
func unknownKeyMsg(key string) string {
	if s := suggest(key); s != "" {
		return "clave desconocida (¿quería decir " + s + "?)"
	}
	return "clave desconocida: las claves válidas están en docs/config.md"
}

// suggest returns the known key nearest to name: the same after
// normalisation, or at most two edits away. Ties go to table order.
func suggest(name string) string {
	n := normalizeKey(name)
	best, bestD := "", 3
	for _, k := range keys {
		if k.Name == n {
			return k.Name
		}
		if d := errtext.EditDistance(n, k.Name, bestD); d < bestD {
			best, bestD = k.Name, d
		}
	}
	return best
}

// KeyValue is one key with its value and its default, as TOML text.
type KeyValue struct {
	Key     string // config key
	Value   string // value in force, as TOML text (e.g. `"cuatro_reyes"`, `30`, `false`)
	Default string // default value, as TOML text
}

// Encode returns the canonical TOML text of r: one "key = value" line per
// key, in table order, with no comments. Parse(name, Encode(r)) returns r
// for every valid r.
func Encode(r engine.Rules) []byte {
	var b bytes.Buffer
	for _, bd := range bindings {
		b.WriteString(bd.name)
		b.WriteString(" = ")
		b.WriteString(bd.text(&r))
		b.WriteByte('\n')
	}
	return b.Bytes()
}

// Value returns the TOML text of the value of key in r, and false if key is
// not a config key.
func Value(r engine.Rules, key string) (string, bool) {
	b, ok := lookupBinding(key)
	if !ok {
		return "", false
	}
	return b.text(&r), true
}

// Diff returns the keys whose value in r differs from [Default], in table
// order; it is empty when r is the default profile.
func Diff(r engine.Rules) []KeyValue {
	d := Default()
	var out []KeyValue
	for _, b := range bindings {
		v, dv := b.text(&r), b.text(&d)
		if v != dv {
			out = append(out, KeyValue{Key: b.name, Value: v, Default: dv})
		}
	}
	return out
}

// String returns "key = value".
func (kv KeyValue) String() string {
	return kv.Key + " = " + kv.Value
}

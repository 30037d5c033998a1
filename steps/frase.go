package steps

import (
	"encoding/json"
	"fmt"
	"regexp"
	"sort"
	"strconv"
	"strings"

	"github.com/musfem/musfem/driver"
)

// valueType reads one payload field written in Spanish (a slot of an event
// phrase, docs/pasos.md) and writes it back: re matches the Spanish text
// (no capturing groups), read turns it into the field's canonical JSON and
// write turns canonical JSON back into Spanish (ok false when the value
// has no Spanish form: a failure message then shows the JSON).
type valueType struct {
	name  string
	re    string
	read  func(es string) (string, error)
	write func(js string) (es string, ok bool)
	doc   string      // what docs/pasos.md says of it
	vals  []valuePair // an enumerated type's values
}

// valuePair is one value of an enumerated field: its canonical JSON and
// its Spanish text.
type valuePair struct{ json, es string }

// seatOrNone is a field whose value is a seat, said after prefix
// («corta el asiento 1»), or null, said none («no corta nadie»); example
// is the seat docs/pasos.md shows.
func seatOrNone(name, prefix, none string, example int) valueType {
	return valueType{
		name: name,
		re:   prefix + `[0-3]|` + none,
		doc:  fmt.Sprintf("«%s%d» = `%d`, «%s» = `null`", prefix, example, example, none),
		read: func(es string) (string, error) {
			if es == none {
				return "null", nil
			}
			return seatText(strings.TrimPrefix(es, prefix))
		},
		write: func(js string) (string, bool) {
			if js == "null" {
				return none, true
			}
			s, ok := seatJSON(js)
			return prefix + s, ok
		},
	}
}

// enumType is a field with a closed set of values.
func enumType(name string, pairs ...valuePair) valueType {
	alts := make([]string, 0, len(pairs))
	for _, p := range pairs {
		alts = append(alts, p.es)
	}
	// Longest first, so that "medias de reyes" is tried before "medias".
	sort.SliceStable(alts, func(i, j int) bool { return len(alts[i]) > len(alts[j]) })
	for i, a := range alts {
		alts[i] = regexp.QuoteMeta(a)
	}
	var doc []string
	for _, p := range pairs {
		doc = append(doc, fmt.Sprintf("«%s» = `%s`", p.es, p.json))
	}
	return valueType{
		name: name,
		re:   strings.Join(alts, "|"),
		read: func(es string) (string, error) {
			for _, p := range pairs {
				if p.es == es {
					return p.json, nil
				}
			}
			return "", fmt.Errorf("«%s» no es %s", es, name)
		},
		write: func(js string) (string, bool) {
			for _, p := range pairs {
				if p.json == js {
					return p.es, true
				}
			}
			return "", false
		},
		doc:  strings.Join(doc, ", "),
		vals: pairs,
	}
}

// numberType is a whole number, followed by a unit word when unit is not
// empty ("4 cartas", "1 carta").
func numberType(name, one, many, doc string) valueType {
	re := `\d+`
	if one != "" {
		re = `\d+ (?:` + regexp.QuoteMeta(one) + `|` + regexp.QuoteMeta(many) + `)`
	}
	return valueType{
		name: name,
		re:   re,
		read: func(es string) (string, error) {
			n, err := strconv.Atoi(strings.Fields(es)[0])
			if err != nil {
				return "", fmt.Errorf("«%s»: %v", es, err)
			}
			if one != "" && (n == 1) != strings.HasSuffix(es, " "+one) {
				return "", fmt.Errorf("«%s»: se escribe %d %s", es, n, plural(n, one, many))
			}
			return strconv.Itoa(n), nil
		},
		write: func(js string) (string, bool) {
			n, err := strconv.Atoi(js)
			if err != nil {
				return "", false
			}
			if one == "" {
				return js, true
			}
			return js + " " + plural(n, one, many), true
		},
		doc: doc,
	}
}

func plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}

// seatText reads a seat number 0–3.
func seatText(es string) (string, error) {
	n, err := strconv.Atoi(es)
	if err != nil || n < 0 || n > 3 {
		return "", fmt.Errorf("asiento %q: debe ser 0-3", es)
	}
	return strconv.Itoa(n), nil
}

// seatJSON writes a seat of canonical JSON.
func seatJSON(js string) (string, bool) {
	n, err := strconv.Atoi(js)
	if err != nil || n < 0 || n > 3 {
		return "", false
	}
	return js, true
}

// cardsJSON turns "Ro 3c" into ["Ro","3c"], checking every card.
func cardsJSON(text string) (string, error) {
	cs, err := driver.ParseCards(text)
	if err != nil {
		return "", err
	}
	out := make([]string, 0, len(cs))
	for _, c := range cs {
		out = append(out, c.String())
	}
	b, _ := json.Marshal(out)
	return string(b), nil
}

// cardsText turns ["Ro","3c"] into "Ro 3c".
func cardsText(js string) (string, bool) {
	var cs []string
	if err := json.Unmarshal([]byte(js), &cs); err != nil {
		return "", false
	}
	return strings.Join(cs, " "), true
}

// seatsJSON turns "0, 1, 3" into [0,1,3].
func seatsJSON(list string) (string, error) {
	seats, err := seatList(list)
	if err != nil {
		return "", err
	}
	b, _ := json.Marshal(seats)
	return string(b), nil
}

// seatsText turns [0,1,3] into "0, 1, 3".
func seatsText(js string) (string, bool) {
	var seats []int
	if err := json.Unmarshal([]byte(js), &seats); err != nil || len(seats) == 0 {
		return "", false
	}
	var out []string
	for _, s := range seats {
		out = append(out, strconv.Itoa(s))
	}
	return strings.Join(out, ", "), true
}

var reScore = regexp.MustCompile(`^A (\d+) - B (\d+)$`)

// templatePart is one piece of an event phrase: literal text, or a slot
// that holds one payload field, optional or with a text for its absence.
type templatePart struct {
	text     string // literal text (slot == "")
	slot     string // the payload field of the slot
	typ      *valueType
	before   string // literal text before the slot, inside its brackets
	after    string // literal text after the slot, inside its brackets
	optional bool   // [before{slot}after]: left out when the field is not checked
	absent   string // [before{slot}after|absent]: the text when it is not checked
}

// eventPhrase is an event kind's sentence compiled from its template.
type eventPhrase struct {
	kind  string
	parts []templatePart
	re    *regexp.Regexp
	slots []string // the field of each capturing group, in order
}

var reSlot = regexp.MustCompile(`\{([a-z_]+):([^}]+)\}`)

// compilePhrase reads a template: literal text, {field:type} slots and
// [optional {field:type} text] or [text {field:type}|text when absent]
// groups, each group holding exactly one slot.
func compilePhrase(kind, tmpl string, types map[string]valueType) (*eventPhrase, error) {
	p := &eventPhrase{kind: kind}
	var re strings.Builder
	re.WriteString("^")
	slot := func(s string) (field string, typ *valueType, before, after string, err error) {
		all := reSlot.FindAllStringSubmatchIndex(s, -1)
		if len(all) != 1 {
			return "", nil, "", "", fmt.Errorf("%s: «%s» tiene %d {campo:tipo}; se espera uno", kind, s, len(all))
		}
		m := all[0]
		t, ok := types[s[m[4]:m[5]]]
		if !ok {
			return "", nil, "", "", fmt.Errorf("%s: tipo %q desconocido", kind, s[m[4]:m[5]])
		}
		return s[m[2]:m[3]], &t, s[:m[0]], s[m[1]:], nil
	}
	rest := tmpl
	for rest != "" {
		i := strings.IndexAny(rest, "[{")
		if i < 0 {
			i = len(rest)
		}
		if i > 0 {
			p.parts = append(p.parts, templatePart{text: rest[:i]})
			re.WriteString(regexp.QuoteMeta(rest[:i]))
			rest = rest[i:]
			continue
		}
		var end int
		var part templatePart
		var err error
		if rest[0] == '{' {
			end = strings.IndexByte(rest, '}') + 1
			if end == 0 {
				return nil, fmt.Errorf("%s: falta «}»", kind)
			}
			part.slot, part.typ, _, _, err = slot(rest[:end])
			if err != nil {
				return nil, err
			}
			re.WriteString("(" + part.typ.re + ")")
		} else {
			end = strings.IndexByte(rest, ']') + 1
			if end == 0 {
				return nil, fmt.Errorf("%s: falta «]»", kind)
			}
			inner, absent, hasAbsent := strings.Cut(rest[1:end-1], "|")
			part.slot, part.typ, part.before, part.after, err = slot(inner)
			if err != nil {
				return nil, err
			}
			if hasAbsent {
				part.absent = absent
				re.WriteString("(?:" + regexp.QuoteMeta(part.before) + "(" + part.typ.re + ")" + regexp.QuoteMeta(part.after) + "|" + regexp.QuoteMeta(absent) + ")")
			} else {
				part.optional = true
				re.WriteString("(?:" + regexp.QuoteMeta(part.before) + "(" + part.typ.re + ")" + regexp.QuoteMeta(part.after) + ")?")
			}
		}
		p.parts = append(p.parts, part)
		p.slots = append(p.slots, part.slot)
		rest = rest[end:]
	}
	re.WriteString("$")
	var err error
	if p.re, err = regexp.Compile(re.String()); err != nil {
		return nil, fmt.Errorf("%s: %v", kind, err)
	}
	return p, nil
}

// fieldValue is one payload field a phrase checks, as canonical JSON.
type fieldValue struct{ field, json string }

// read matches a sentence against the phrase: ok false when it is not
// this phrase; the fields are those the sentence states, in its order.
func (p *eventPhrase) read(s string) (fields []fieldValue, ok bool, err error) {
	m := p.re.FindStringSubmatchIndex(s)
	if m == nil {
		return nil, false, nil
	}
	for i, field := range p.slots {
		if m[2*i+2] < 0 {
			continue
		}
		es := s[m[2*i+2]:m[2*i+3]]
		var typ *valueType
		for _, part := range p.parts {
			if part.slot == field {
				typ = part.typ
			}
		}
		js, err := typ.read(es)
		if err != nil {
			return nil, true, fmt.Errorf("%s: %v", field, err)
		}
		fields = append(fields, fieldValue{field, js})
	}
	return fields, true, nil
}

// write renders the sentence stating exactly the given fields (canonical
// JSON, or any text for a value with no Spanish form, then written as
// field=JSON); an error names a field the phrase cannot state.
func (p *eventPhrase) write(fields map[string]string) (string, error) {
	var b strings.Builder
	used := 0
	for _, part := range p.parts {
		if part.slot == "" {
			b.WriteString(part.text)
			continue
		}
		js, ok := fields[part.slot]
		if !ok {
			switch {
			case part.optional:
				continue
			case part.absent != "":
				b.WriteString(part.absent)
				continue
			}
			return "", fmt.Errorf("%s: la frase necesita el campo %s", p.kind, part.slot)
		}
		used++
		es, ok := part.typ.write(js)
		switch {
		case isPlaceholder(js):
			// An outline's <placeholder> stays as it is.
			es = js
		case !ok:
			es = part.slot + "=" + js
		}
		b.WriteString(part.before + es + part.after)
	}
	if used != len(fields) {
		var missing []string
		for f := range fields {
			if !p.has(f) {
				missing = append(missing, f)
			}
		}
		sort.Strings(missing)
		return "", fmt.Errorf("%s: la frase no dice %s", p.kind, strings.Join(missing, ", "))
	}
	return b.String(), nil
}

// has reports whether the phrase has a slot for the field.
func (p *eventPhrase) has(field string) bool {
	for _, s := range p.slots {
		if s == field {
			return true
		}
	}
	return false
}

// doc writes the template for docs/pasos.md: slots as ‹tipo›.
func (p *eventPhrase) doc() string {
	var b strings.Builder
	for _, part := range p.parts {
		if part.slot == "" {
			b.WriteString(part.text)
			continue
		}
		s := part.before + "‹" + part.typ.name + "›" + part.after
		switch {
		case part.optional:
			s = "[" + s + "]"
		case part.absent != "":
			s = "[" + s + " \\| " + part.absent + "]"
		}
		b.WriteString(s)
	}
	return b.String()
}

// isPlaceholder reports whether s is an outline's <placeholder>.
func isPlaceholder(s string) bool {
	return len(s) > 2 && s[0] == '<' && s[len(s)-1] == '>'
}

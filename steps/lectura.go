package steps

import (
	"fmt"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"sync"
)

// compiled holds the event phrases of the glossary, compiled once.
var compiled struct {
	once    sync.Once
	phrases []*eventPhrase
	err     error
}

// eventPhrases returns the compiled sentence of every event kind, in the
// glossary's order.
func eventPhrases() ([]*eventPhrase, error) {
	compiled.once.Do(func() {
		for _, e := range glossary.events {
			p, err := compilePhrase(e.kind, e.phrase, valueTypes)
			if err != nil {
				compiled.err = err
				return
			}
			compiled.phrases = append(compiled.phrases, p)
		}
	})
	return compiled.phrases, compiled.err
}

// phraseOf returns the compiled sentence of an event kind.
func phraseOf(kind string) (*eventPhrase, error) {
	ps, err := eventPhrases()
	if err != nil {
		return nil, err
	}
	for _, p := range ps {
		if p.kind == kind {
			return p, nil
		}
	}
	return nil, fmt.Errorf("el evento %s no está en el glosario (steps/glosario.go)", kind)
}

// readEvent reads the sentence of «consta que …»: the event kind it names
// and the fields it states. Exactly one phrase of the glossary must match.
func readEvent(s string) (string, []fieldValue, error) {
	ps, err := eventPhrases()
	if err != nil {
		return "", nil, err
	}
	var kinds []string
	var fields []fieldValue
	for _, p := range ps {
		fs, ok, err := p.read(s)
		if err != nil {
			return "", nil, fmt.Errorf("«%s»: %v", s, err)
		}
		if ok {
			kinds = append(kinds, p.kind)
			fields = fs
		}
	}
	switch len(kinds) {
	case 0:
		return "", nil, fmt.Errorf("«%s» no es ninguna frase de evento del glosario (docs/pasos.md)", s)
	case 1:
		return kinds[0], fields, nil
	}
	return "", nil, fmt.Errorf("«%s» puede ser más de un evento: %s", s, strings.Join(kinds, ", "))
}

// eventEntryOf returns the glossary entry of an event kind.
func eventEntryOf(kind string) (eventEntry, bool) {
	for _, e := range glossary.events {
		if e.kind == kind {
			return e, true
		}
	}
	return eventEntry{}, false
}

// nounOf writes an event kind by its noun, or by its catalog name when the
// glossary lacks it (an engine's unknown event, in a failure message).
func nounOf(kind string) string {
	if e, ok := eventEntryOf(kind); ok {
		return e.noun
	}
	return kind
}

// readNoun reads the noun of an event kind (own: the seat's own form, for
// «solo el asiento N ve …»).
func readNoun(s string, own bool) (eventEntry, error) {
	var all []string
	for _, e := range glossary.events {
		n := e.noun
		if own {
			n = e.own
		}
		if n == "" {
			continue
		}
		if n == s {
			return e, nil
		}
		all = append(all, "«"+n+"»")
	}
	return eventEntry{}, fmt.Errorf("«%s» no es ningún evento del glosario; son: %s", s, strings.Join(all, ", "))
}

var reTimes = regexp.MustCompile(`^ \((\d+) veces\)`)

// readNounList reads «el paso, el barajado (4 veces) y el final de una
// jugada» into event kinds, repeated as the list says.
func readNounList(s string) ([]string, error) {
	nouns := make([]eventEntry, len(glossary.events))
	copy(nouns, glossary.events)
	sort.SliceStable(nouns, func(i, j int) bool { return len(nouns[i].noun) > len(nouns[j].noun) })
	var out []string
	rest := s
	for {
		found := false
		for _, e := range nouns {
			if !strings.HasPrefix(rest, e.noun) {
				continue
			}
			after := rest[len(e.noun):]
			n := 1
			if m := reTimes.FindStringSubmatch(after); m != nil {
				n, _ = strconv.Atoi(m[1])
				after = after[len(m[0]):]
			}
			if after != "" && !strings.HasPrefix(after, ", ") && !strings.HasPrefix(after, " y ") {
				continue
			}
			for i := 0; i < n; i++ {
				out = append(out, e.kind)
			}
			rest, found = after, true
			break
		}
		if !found {
			return nil, fmt.Errorf("«%s»: no empieza por ningún evento del glosario (docs/pasos.md)", rest)
		}
		if rest == "" {
			return out, nil
		}
		if strings.HasPrefix(rest, ", ") {
			rest = rest[2:]
		} else {
			rest = rest[3:]
		}
	}
}

// writeNounList writes event kinds as readNounList reads them, a run of
// the same kind as «(N veces)».
func writeNounList(kinds []string) string {
	var items []string
	for i := 0; i < len(kinds); {
		j := i
		for j < len(kinds) && kinds[j] == kinds[i] {
			j++
		}
		item := nounOf(kinds[i])
		if j-i > 1 {
			item += fmt.Sprintf(" (%d veces)", j-i)
		}
		items = append(items, item)
		i = j
	}
	switch len(items) {
	case 0:
		return "nada"
	case 1:
		return items[0]
	}
	return strings.Join(items[:len(items)-1], ", ") + " y " + items[len(items)-1]
}

// wordItem returns the catalog item of a Spanish word of a section of the
// glossary, or an error listing the section's words.
func wordItem(section []wordEntry, what, es string) (string, error) {
	var all []string
	for _, w := range section {
		if w.es == es {
			return w.item, nil
		}
		all = append(all, "«"+w.es+"»")
	}
	return "", fmt.Errorf("«%s» no es %s; son: %s", es, what, strings.Join(all, ", "))
}

// wordOf returns the Spanish of a catalog item of a section, or the item
// itself when the section lacks it.
func wordOf(section []wordEntry, item string) string {
	for _, w := range section {
		if w.item == item {
			return w.es
		}
	}
	return item
}

// wordAlternation is the regexp alternation of a section's words, longest
// first.
func wordAlternation(section []wordEntry) string {
	var alts []string
	for _, w := range section {
		alts = append(alts, regexp.QuoteMeta(w.es))
	}
	sort.SliceStable(alts, func(i, j int) bool { return len(alts[i]) > len(alts[j]) })
	return strings.Join(alts, "|")
}

// actionPatterns are the glossary's action templates as regexps: the
// Spanish of each, {min} and {max} as numbers.
var actionPatterns = func() []struct {
	item string
	re   *regexp.Regexp
} {
	var out []struct {
		item string
		re   *regexp.Regexp
	}
	for _, a := range glossary.actions {
		re := regexp.QuoteMeta(a.es)
		re = strings.Replace(re, `\{min\}`, `(\d+)`, 1)
		re = strings.Replace(re, `\{max\}`, `(\d+)`, 1)
		out = append(out, struct {
			item string
			re   *regexp.Regexp
		}{a.item, regexp.MustCompile(`^(?:` + re + `)`)})
	}
	return out
}()

// readLegal reads «querer, no querer, subir de 2 a 97 y echar órdago»
// into the catalog's form of formatLegal: "Accept, Reject, Raise 2-97,
// Ordago".
func readLegal(s string) (string, error) {
	var out []string
	rest := s
	for {
		best, bestLen := "", -1
		for _, a := range actionPatterns {
			m := a.re.FindStringSubmatch(rest)
			if m == nil || len(m[0]) <= bestLen {
				continue
			}
			after := rest[len(m[0]):]
			if after != "" && !strings.HasPrefix(after, ", ") && !strings.HasPrefix(after, " y ") {
				continue
			}
			best, bestLen = a.item, len(m[0])
			if len(m) == 3 {
				best += " " + m[1] + "-" + m[2]
			}
		}
		if bestLen < 0 {
			return "", fmt.Errorf("«%s»: no empieza por ninguna acción del glosario (docs/pasos.md)", rest)
		}
		out = append(out, best)
		rest = rest[bestLen:]
		switch {
		case rest == "":
			return strings.Join(out, ", "), nil
		case strings.HasPrefix(rest, ", "):
			rest = rest[2:]
		default:
			rest = rest[3:]
		}
	}
}

var reLegalItem = regexp.MustCompile(`^([A-Za-z]+)(?: (\d+)-(\d+))?$`)

// writeLegal writes the catalog form of formatLegal in Spanish, as
// readLegal reads it (an unknown template stays as the engine names it).
func writeLegal(catalog string) string {
	if catalog == "" {
		return "ninguna"
	}
	var items []string
	for _, it := range strings.Split(catalog, ", ") {
		m := reLegalItem.FindStringSubmatch(it)
		es := it
		if m != nil {
			for _, a := range glossary.actions {
				if a.item == m[1] {
					es = strings.Replace(strings.Replace(a.es, "{min}", m[2], 1), "{max}", m[3], 1)
				}
			}
		}
		items = append(items, es)
	}
	if len(items) == 1 {
		return items[0]
	}
	return strings.Join(items[:len(items)-1], ", ") + " y " + items[len(items)-1]
}

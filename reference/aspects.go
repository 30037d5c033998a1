package reference

import (
	_ "embed" // the table is embedded as a string
	"fmt"
	"strings"
	"sync"

	"github.com/BurntSushi/toml"

	"github.com/musfem/musfem/evidence"
)

// aspectData holds the table of aspects.
//
//go:embed data/aspectos/aspectos.toml
var aspectData string

// aspectFile is the table's name in problems.
const aspectFile = "reference/data/aspectos/aspectos.toml"

// ErrorArticle, in the articles of an aspect rule, stands for the article
// the reference engine names in its refusal (the "article" of its rule
// error), which depends on the situation rather than on the aspect.
const ErrorArticle = "(artículo del error)"

// Taints are the names a rule of the table may list in depends and alters,
// with what each means. A difference sets the taints its rule alters; a
// later difference whose rule depends on a taint already set in the same
// game is a consequence of the first, not a divergence of its own
// (docs/aspectos.md).
var Taints = []Note{
	{"curso", "un evento anterior de la misma acción difiere: el curso de la acción ha cambiado (hasta el final de la acción; en un evento, explica solo uno que falta o sobra)"},
	{"turno", "a quién le toca hablar difiere (hasta el final de la acción)"},
	{"tanteo", "los tanteos de los dos motores difieren (hasta el final de la acción: después la referencia toma el tanteo del motor)"},
	{"apuesta", "las apuestas de un lance difieren (hasta el final de la jugada)"},
	{"ganador", "el ganador de un lance difiere (hasta el final de la jugada)"},
	{"declaracion", "una declaración de pares o juego difiere (hasta el final de la jugada)"},
	{"ronda", "algún evento de la jugada difiere (hasta el final de la jugada)"},
	{"senas", "una seña o quién la ve difiere (hasta el final de la jugada)"},
	{"marcador", "los tantos han diferido alguna vez en este juego: puede durar más jugadas en un motor que en otro (hasta el final de la partida)"},
}

// AdapterBehaviours are the behaviours an engine may declare, in the
// handshake of protocol 3, that its adapter computes rather than the
// engine itself (docs/protocol-v3.md); each rule of the table may name the
// one that covers its aspects.
var AdapterBehaviours = []Note{
	{"first_dealer_draw", "el sorteo del primer repartidor (DealerAssigned)"},
	{"team_is_in", "el aviso «estamos dentro» (TeamIsIn)"},
	{"error_codes", "los códigos de error de las acciones rechazadas y sus artículos"},
	{"event_stream", "la secuencia de eventos a partir de los cambios de estado del motor"},
	{"count_split", "el reparto de la cuenta de un lance en eventos PointsAwarded por concepto y asiento"},
	{"declarations", "las declaraciones de pares y juego (ParesDeclared, JuegoDeclared)"},
	{"legal_actions", "las plantillas de acciones legales y sus límites"},
	{"observations", "las observaciones de cada asiento y del espectador"},
}

// Note is a name with its meaning, in Spanish.
type Note struct {
	Name, Text string
}

// AspectRule is one row of the table of aspects: the articles that govern
// the aspects its pattern matches (evidence.Aspect.Matches).
type AspectRule struct {
	Pattern  string
	Articles []string // catalog ids, or ErrorArticle
	Text     string   // what the aspect is, in Spanish
	Depends  []string // taints that make a difference of it a consequence
	Alters   []string // taints a difference of it sets
	Adapter  string   // the adapter behaviour that covers it, or ""
	Pos      Pos
}

// AspectTable is the catalog's table of aspects, in file order: the first
// rule whose pattern matches an aspect is its rule.
type AspectTable struct {
	rules []AspectRule
	// memo maps an aspect already looked up to the index of its rule (-1
	// for none): certification looks the same aspects up millions of times.
	memo sync.Map
}

// Rules returns the rules in file order.
func (t *AspectTable) Rules() []AspectRule {
	out := make([]AspectRule, len(t.rules))
	for i, r := range t.rules {
		r.Articles = append([]string(nil), r.Articles...)
		r.Depends = append([]string(nil), r.Depends...)
		r.Alters = append([]string(nil), r.Alters...)
		out[i] = r
	}
	return out
}

// Rule returns the first rule that matches the aspect.
func (t *AspectTable) Rule(a evidence.Aspect) (AspectRule, bool) {
	i, ok := t.memo.Load(a)
	if !ok {
		i = -1
		for k, r := range t.rules {
			if a.Matches(r.Pattern) {
				i = k
				break
			}
		}
		t.memo.Store(a, i)
	}
	if k := i.(int); k >= 0 {
		return t.rules[k], true
	}
	return AspectRule{}, false
}

type rawAspects struct {
	Aspect []struct {
		Pattern  string   `toml:"pattern"`
		Articles []string `toml:"articles"`
		Text     string   `toml:"text"`
		Depends  []string `toml:"depends"`
		Alters   []string `toml:"alters"`
		Adapter  string   `toml:"adapter"`
	} `toml:"aspect"`
}

// Aspects returns the catalog's table of aspects.
func (c *Catalog) Aspects() *AspectTable {
	if c.aspects == nil {
		return &AspectTable{}
	}
	return c.aspects
}

// loadAspects reads the table and checks it against the catalog: every
// article exists, every taint and adapter behaviour is known, every
// pattern has at most five segments, and the table ends with a rule for
// each area so that every aspect has one.
func loadAspects(c *Catalog, src string) (*AspectTable, error) {
	var raw rawAspects
	md, err := toml.Decode(src, &raw)
	if err != nil {
		return nil, ErrorList{{Pos: Pos{File: aspectFile}, Msg: "cannot decode: " + err.Error()}}
	}
	var errs ErrorList
	if un := md.Undecoded(); len(un) > 0 {
		errs.add(Pos{File: aspectFile}, "", "unknown keys: %v", un)
	}
	lines := aspectLines(src)
	t := &AspectTable{}
	for i, r := range raw.Aspect {
		pos := Pos{File: aspectFile}
		if i < len(lines) {
			pos.Line = lines[i]
		}
		if r.Pattern == "" || len(strings.Split(r.Pattern, ".")) > evidence.NumSegments {
			errs.add(pos, r.Pattern, "pattern must have 1 to %d dot-separated segments", evidence.NumSegments)
		}
		if len(r.Articles) == 0 {
			errs.add(pos, r.Pattern, "no articles")
		}
		for _, a := range r.Articles {
			if _, ok := c.Lookup(a); !ok && a != ErrorArticle {
				errs.add(pos, r.Pattern, "article %q is not in the catalog", a)
			}
		}
		if r.Text == "" {
			errs.add(pos, r.Pattern, "no text")
		}
		for _, x := range append(append([]string(nil), r.Depends...), r.Alters...) {
			if !known(Taints, x) {
				errs.add(pos, r.Pattern, "unknown taint %q", x)
			}
		}
		if r.Adapter != "" && !known(AdapterBehaviours, r.Adapter) {
			errs.add(pos, r.Pattern, "unknown adapter behaviour %q", r.Adapter)
		}
		t.rules = append(t.rules, AspectRule{Pattern: r.Pattern, Articles: r.Articles, Text: r.Text,
			Depends: r.Depends, Alters: r.Alters, Adapter: r.Adapter, Pos: pos})
	}
	for _, area := range []string{"evento", "legales", "turno", "observacion", "error", "rechazo", "fuga"} {
		if _, ok := t.Rule(evidence.NewAspect(area, "?", "?", "?", "?")); !ok {
			errs.add(Pos{File: aspectFile}, "", "no rule for area %q: end the table with a rule for it", area)
		}
	}
	if len(errs) > 0 {
		return nil, errs
	}
	return t, nil
}

func known(ns []Note, name string) bool {
	for _, n := range ns {
		if n.Name == name {
			return true
		}
	}
	return false
}

// aspectLines returns the line of each [[aspect]] header.
func aspectLines(src string) []int {
	var out []int
	for i, l := range strings.Split(src, "\n") {
		if strings.TrimSpace(l) == "[[aspect]]" {
			out = append(out, i+1)
		}
	}
	return out
}

// String returns the rule as the documentation lists it.
func (r AspectRule) String() string {
	return fmt.Sprintf("%s → %s", r.Pattern, strings.Join(r.Articles, ", "))
}

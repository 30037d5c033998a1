package steps

import (
	"slices"
	"strings"
	"testing"

	"github.com/musfem/musfem/engine"
	"github.com/musfem/musfem/tiempo"
)

// items returns the catalog items of a glossary section, in its order.
func items(ws []wordEntry) []string {
	var out []string
	for _, w := range ws {
		out = append(out, w.item)
	}
	return out
}

// sameSet reports the items of want missing from got and those of got
// not in want.
func sameSet(t *testing.T, what string, got, want []string) {
	t.Helper()
	for _, w := range want {
		if !slices.Contains(got, w) {
			t.Errorf("%s: %s no está en el glosario", what, w)
		}
	}
	for _, g := range got {
		if !slices.Contains(want, g) {
			t.Errorf("%s: %s está en el glosario pero no en el catálogo", what, g)
		}
	}
}

// distinct checks that no two entries of a section share their Spanish.
func distinct(t *testing.T, what string, ws []wordEntry) {
	t.Helper()
	seen := map[string]string{}
	for _, w := range ws {
		if prev, ok := seen[w.es]; ok {
			t.Errorf("%s: «%s» dice a la vez %s y %s", what, w.es, prev, w.item)
		}
		seen[w.es] = w.item
	}
}

// TestGlossaryCoversTheCatalog checks that the glossary has the Spanish of
// every item of the catalog v2 the steps name, and of nothing else: event
// kinds, error codes, phases, action types, concepts, and the runner's
// incidents and situations; and that no two items share their Spanish.
func TestGlossaryCoversTheCatalog(t *testing.T) {
	var kinds, nouns []string
	for _, k := range engine.EventKindsV2() {
		kinds = append(kinds, k.String())
	}
	var got []string
	for _, e := range glossary.events {
		got = append(got, e.kind)
		if e.noun == "" || e.phrase == "" {
			t.Errorf("%s: falta el nombre o la frase", e.kind)
		}
		nouns = append(nouns, e.noun)
		if e.own != "" {
			nouns = append(nouns, e.own)
		}
	}
	sameSet(t, "eventos", got, kinds)
	for i, n := range nouns {
		if slices.Index(nouns, n) != i {
			t.Errorf("el nombre «%s» es de dos eventos", n)
		}
	}

	var codes []string
	for _, c := range engine.CodesV2() {
		codes = append(codes, c.String())
	}
	sameSet(t, "códigos", items(glossary.codes), codes)
	distinct(t, "códigos", glossary.codes)

	var phases []string
	for p := engine.Phase(0); !strings.HasPrefix(p.String(), "Phase("); p++ {
		phases = append(phases, p.String())
	}
	sameSet(t, "fases", items(glossary.phases), phases)
	distinct(t, "fases", glossary.phases)

	var actions []string
	for _, a := range engine.ActionTypesV2() {
		actions = append(actions, a.String())
	}
	sameSet(t, "acciones", items(glossary.actions), actions)
	distinct(t, "acciones", glossary.actions)

	var concepts []string
	for c := engine.Concept(1); !strings.HasPrefix(c.String(), "Concept("); c++ {
		concepts = append(concepts, c.String())
	}
	sameSet(t, "conceptos", items(glossary.concepts), concepts)
	distinct(t, "conceptos", glossary.concepts)

	// The reasons of LanceResolved and GameFinished are strings of the
	// catalog (docs/catalog.md), listed here by hand.
	sameSet(t, "motivos del lance", items(glossary.lanceReasons), []string{"mejor_jugada", "no_quiero", "una_pareja", "ordago", "ordago_nulo"})
	sameSet(t, "motivos del juego", items(glossary.gameReasons), []string{"tantos", "ordago"})

	sameSet(t, "incidencias", items(glossary.incidents), []string{tiempo.PlayerTimedOut, tiempo.PlayerDisconnected, tiempo.IllegalAnswer})
	var situations []string
	for s := tiempo.Situation(1); !strings.HasPrefix(s.String(), "Situation("); s++ {
		situations = append(situations, s.String())
	}
	sameSet(t, "situaciones", items(glossary.situations), situations)
	distinct(t, "situaciones", glossary.situations)
}

// typeSamples are values, as canonical JSON, of every slot type that is not
// an enumeration (whose values are all tried).
var typeSamples = map[string][]string{
	"asiento":         {"0", "3"},
	"número":          {"2", "40"},
	"n cartas":        {"1", "4"},
	"n tantos":        {"1", "2"},
	"pareja":          {`"A"`, `"B"`},
	"marcador":        {"[0,0]", "[38,12]"},
	"cartas":          {`["Ro","3c"]`, `["7e"]`, `[]`},
	"manos":           {`[["Ro","Rc","5e","4b"],["Co","Cc","6e","4o"],["So","7c","6b","5o"],["1o","1c","4e","5c"]]`},
	"asientos":        {"[1]", "[0,1,3]"},
	"quién la ve":     {"[]", "[2]", "[0,1,3]"},
	"corte":           {"1", "null"},
	"carta del corte": {`"3e"`, "null"},
	"mirada":          {"2", "null"},
}

// samplesOf returns the values to try of a slot type.
func samplesOf(t *testing.T, typ valueType) []string {
	if typ.vals != nil {
		var out []string
		for _, v := range typ.vals {
			out = append(out, v.json)
		}
		return out
	}
	s, ok := typeSamples[typ.name]
	if !ok {
		t.Fatalf("el tipo «%s» no tiene valores de prueba", typ.name)
	}
	return s
}

// TestEventPhrasesReadBack writes every event's sentence with every value
// of every field, and with each optional field left out, and reads it
// back: the same kind (and no other: the phrases never overlap) and the
// same fields. A value of the wrong type is not read.
func TestEventPhrasesReadBack(t *testing.T) {
	ps, err := eventPhrases()
	if err != nil {
		t.Fatal(err)
	}
	check := func(p *eventPhrase, fields map[string]string) {
		t.Helper()
		s, err := p.write(fields)
		if err != nil {
			t.Errorf("%s %v: %v", p.kind, fields, err)
			return
		}
		kind, got, err := readEvent(s)
		if err != nil {
			t.Errorf("«%s»: %v", s, err)
			return
		}
		back := map[string]string{}
		for _, fv := range got {
			back[fv.field] = fv.json
		}
		if kind != p.kind || len(back) != len(fields) {
			t.Errorf("«%s» se lee como %s %v, no %s %v", s, kind, back, p.kind, fields)
			return
		}
		for k, v := range fields {
			if back[k] != v {
				t.Errorf("«%s»: %s = %s, no %s", s, k, back[k], v)
			}
		}
	}
	for _, p := range ps {
		all := map[string]string{}
		for _, part := range p.parts {
			if part.slot != "" {
				all[part.slot] = samplesOf(t, *part.typ)[0]
			}
		}
		check(p, all)
		for _, part := range p.parts {
			if part.slot == "" {
				continue
			}
			for _, v := range samplesOf(t, *part.typ) {
				f := clone(all)
				f[part.slot] = v
				check(p, f)
			}
			if part.optional || part.absent != "" {
				f := clone(all)
				delete(f, part.slot)
				check(p, f)
			}
		}
	}
	for _, bad := range []string{
		"el asiento 4 no quiere",                      // no such seat
		"el asiento 1 no quiere a la grande, y tal",   // no such answer
		"el asiento 1 recibe en el reparto \"Xx\"",    // no such card
		"la pareja A se apunta 1 tantos de paso",      // 1 tanto
		"al asiento 1 le sirven 1 cartas",             // 1 carta
		"BetRejected con seat=1, final=false",         // the catalog's form
		"se enseñan las cuatro manos: \"Ro\", \"Rc\"", // four hands
	} {
		if kind, fs, err := readEvent(bad); err == nil {
			t.Errorf("«%s» se lee como %s %v", bad, kind, fs)
		}
	}
}

func clone(m map[string]string) map[string]string {
	out := map[string]string{}
	for k, v := range m {
		out[k] = v
	}
	return out
}

// TestListsReadBack writes the list of every event kind, with runs, and
// every action template, and reads them back.
func TestListsReadBack(t *testing.T) {
	var kinds []string
	for _, e := range glossary.events {
		kinds = append(kinds, e.kind, e.kind)
	}
	kinds = append(kinds, "Passed")
	got, err := readNounList(writeNounList(kinds))
	if err != nil || !slices.Equal(got, kinds) {
		t.Errorf("la lista de eventos se lee como %v (%v)", got, err)
	}
	if _, err := readNounList("el barajado, el corte de la baraja"); err == nil {
		t.Error("«el corte de la baraja» se lee como un evento")
	}
	for _, legal := range []string{
		"Mus, CutMus", "CutMus", "Discard 1-4", "Pass, Bet 2-99, Ordago",
		"Accept, Reject, Raise 2-97, Ordago", "Accept, AcceptNoLose, Reject", "Signal, Look, Tick",
	} {
		es := writeLegal(legal)
		if got, err := readLegal(es); err != nil || got != legal {
			t.Errorf("«%s» se lee como %q (%v), no %q", es, got, err, legal)
		}
	}
	if got := writeLegal("Accept, Reject, Raise 2-97, Ordago"); got != "querer, no querer, subir de 2 a 97 y echar órdago" {
		t.Errorf("writeLegal = %q", got)
	}
	if _, err := readLegal("querer, no querer y subir"); err == nil {
		t.Error("«subir» sin cantidades se lee como una acción")
	}
}

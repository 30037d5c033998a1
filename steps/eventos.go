package steps

import (
	"fmt"
	"strings"

	"github.com/musfem/musfem/driver"
)

// The event steps say the catalog's events in Spanish through the glossary
// (glosario.go, docs/pasos.md): «consta que …» states one event of the last
// action with the fields its sentence names, «consta …» and «no consta …»
// name an event kind by its noun, «consta, en este orden y nada más: …»
// lists the kinds of the last action, and «todos ven …», «nadie en la mesa
// ve …» and «solo el asiento N ve …» check who sees an event kind.

// consta checks that the last action emitted an event of the sentence's
// kind whose fields are those the sentence states: the first one that
// matches passes.
func (w *world) consta(sentence string) error {
	kind, want, err := readEvent(sentence)
	if err != nil {
		return err
	}
	fs, err := w.lastFields()
	if err != nil {
		return err
	}
	p, err := phraseOf(kind)
	if err != nil {
		return err
	}
	var near []string
	for _, f := range fs {
		if f.Type != kind {
			continue
		}
		ok := true
		got := map[string]string{}
		for _, fv := range want {
			got[fv.field] = text(f, fv.field)
			if got[fv.field] != fv.json {
				ok = false
			}
		}
		if ok {
			return nil
		}
		s, err := p.write(got)
		if err != nil {
			s = fmt.Sprint(got)
		}
		near = append(near, "«"+s+"»")
	}
	if len(near) > 0 {
		return fmt.Errorf("consta %s, pero así: %s", nounOf(kind), strings.Join(near, "; "))
	}
	return fmt.Errorf("no consta %s; la última acción deja: %s", nounOf(kind), writeNounList(typesOf(fs)))
}

// agrees checks that «consta» or «constan» agrees with the noun.
func agrees(verb string, e eventEntry) error {
	want := "consta"
	if e.plural {
		want = "constan"
	}
	if verb != want {
		return fmt.Errorf("se escribe «%s %s»", want, e.noun)
	}
	return nil
}

// constaNoun checks that the last action emitted an event of the kind.
func (w *world) constaNoun(verb, noun string) error {
	e, fs, i, err := w.lastActionHas(verb, noun)
	if err != nil || i >= 0 {
		return err
	}
	return fmt.Errorf("no consta %s; la última acción deja: %s", e.noun, writeNounList(typesOf(fs)))
}

// noConsta checks that the last action emitted no event of the kind.
func (w *world) noConsta(verb, noun string) error {
	e, fs, i, err := w.lastActionHas(verb, noun)
	if err != nil || i < 0 {
		return err
	}
	return fmt.Errorf("%s %s (evento %d)", verb, e.noun, fs[i].Seq)
}

// lastActionHas reads «consta(n) noun» (the verb agreeing with the noun)
// and finds the first event of that kind among those the last action
// emitted: its index in fs, or -1.
func (w *world) lastActionHas(verb, noun string) (e eventEntry, fs []driver.Fields, i int, err error) {
	if e, err = readNoun(noun, false); err != nil {
		return e, nil, -1, err
	}
	if err = agrees(verb, e); err != nil {
		return e, nil, -1, err
	}
	if fs, err = w.lastFields(); err != nil {
		return e, nil, -1, err
	}
	for i, f := range fs {
		if f.Type == e.kind {
			return e, fs, i, nil
		}
	}
	return e, fs, -1, nil
}

// constaEnOrden checks that the last action emitted exactly these event
// kinds, in this order.
func (w *world) constaEnOrden(list string) error {
	want, err := readNounList(list)
	if err != nil {
		return err
	}
	fs, err := w.lastFields()
	if err != nil {
		return err
	}
	got := typesOf(fs)
	if strings.Join(got, ",") != strings.Join(want, ",") {
		return fmt.Errorf("consta, en este orden y nada más: %s", writeNounList(got))
	}
	return nil
}

// todosVen checks that every event of the kind is PUBLIC.
func (w *world) todosVen(noun string) error {
	e, err := readNoun(noun, false)
	if err != nil {
		return err
	}
	return w.visibilidad(e.kind, "PUBLIC", -1)
}

// nadieVe checks that every event of the kind is SYSTEM: no seat sees it.
func (w *world) nadieVe(noun string) error {
	e, err := readNoun(noun, false)
	if err != nil {
		return err
	}
	return w.visibilidad(e.kind, "SYSTEM", -1)
}

// soloVe checks that the seat's events of the kind are PRIVATE to it.
func (w *world) soloVe(seat int, own string) error {
	e, err := readNoun(own, true)
	if err != nil {
		return err
	}
	return w.visibilidad(e.kind, "PRIVATE", seat)
}

// sayEvent writes an event in Spanish, through its sentence, with those
// of the given fields it has (for a failure message).
func sayEvent(f driver.Fields, keys ...string) string {
	fields := map[string]string{}
	for _, k := range keys {
		if v := text(f, k); v != "" && v != "null" {
			fields[k] = v
		}
	}
	p, err := phraseOf(f.Type)
	if err != nil {
		return fmt.Sprint(f.Type, fields)
	}
	s, err := p.write(fields)
	if err != nil {
		return fmt.Sprint(f.Type, fields)
	}
	return s
}

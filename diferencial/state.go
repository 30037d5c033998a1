package diferencial

import (
	"cmp"
	"fmt"
	"slices"
	"sort"

	"github.com/musfem/musfem/driver"
	"github.com/musfem/musfem/engine"
	"github.com/musfem/musfem/evidence"
	"github.com/musfem/musfem/play"
)

// viewers are the viewers compared at every step: seats 0–3, spectator.
var viewers = [5]driver.Viewer{driver.SeatViewer(0), driver.SeatViewer(1), driver.SeatViewer(2), driver.SeatViewer(3), driver.Spectator()}

// snapshot is everything an engine lets us see after a call.
type snapshot struct {
	obs   [5]driver.Observation
	legal [4][]driver.Template
}

func take(e driver.Engine) (snapshot, error) {
	var s snapshot
	for i, v := range viewers {
		o, err := e.Observe(v)
		if err != nil {
			return s, err
		}
		s.obs[i] = o
	}
	for i := range s.legal {
		l, err := e.Legal(driver.Seat(i))
		if err != nil {
			return s, err
		}
		s.legal[i] = l
	}
	return s, nil
}

func viewerName(i int) string {
	if i == 4 {
		return "espectador"
	}
	return fmt.Sprintf("asiento %d", i)
}

func viewerClass(i int) string {
	if i == 4 {
		return "espectador"
	}
	return "asiento"
}

// situation is the phase and whether a bet waits for an answer, as the
// reference sees them: the third and fifth segments of turn and legal
// aspects.
func situation(o driver.Observation) (string, string) {
	kase := ""
	switch o.Phase {
	case engine.PhaseGrande, engine.PhaseChica, engine.PhasePares, engine.PhaseJuego, engine.PhasePunto:
		kase = "apertura"
		if o.Bet != nil && o.Bet.Responder.Valid() {
			kase = "respuesta"
		}
	}
	return o.Phase.String(), kase
}

// state compares the engines' snapshots after a call: leaks first (a seat
// may hold its own cards, as the reference's observation of it says), then
// whose turn it is, the legal actions of each seat (as sets) and every
// viewer's observation field by field. It reports whether the two engines
// still agree on the state (turn, phase, lance and every hand), so that
// the game may go on.
func (j *judge) state(ref, eng snapshot, leaks *roundLog) bool {
	j.musTurn, j.discardTurn = "", ""
	leaked := [5]string{}
	if leaks != nil && !same(ref.obs, eng.obs) {
		for i := range viewers {
			var own []driver.Card
			if i < 4 {
				own = ref.obs[i].Hand
			}
			if field, text := leaks.leaks(own, i, eng.obs[i]); text != "" {
				f := j.add(evidence.NewAspect("fuga", field, viewerClass(i), "", ""), viewerName(i), "", text, nil, "")
				leaked[i] = cmp.Or(f.Cause, f.Divergence.Signature().Key())
			}
			if text := leaks.senaLeaks(i, eng.obs[i]); text != "" {
				f := j.add(evidence.NewAspect("fuga", "signals", viewerClass(i), "", ""), viewerName(i), "", text, nil, "")
				leaked[i] = cmp.Or(leaked[i], f.Cause, f.Divergence.Signature().Key())
			}
		}
	}
	phase, kase := situation(ref.obs[4])
	agree := true
	if rt, et := ref.obs[4].Turn, eng.obs[4].Turn; rt != et {
		f := j.add(evidence.NewAspect("turno", "", phase, "", kase), "", Canonical(rt), Canonical(et),
			[]evidence.FieldDiff{{Path: "turn", Reference: Canonical(rt), Engine: Canonical(et)}}, "")
		agree = false
		// Both deciding the mus, with another seat to speak: the game can
		// go on past it (sides.speakBoth), each engine's own speaker
		// saying mus or cutting.
		if ref.obs[4].Phase == engine.PhaseMus && eng.obs[4].Phase == engine.PhaseMus && rt.Valid() && et.Valid() {
			agree, j.musTurn = true, cmp.Or(f.Cause, f.Divergence.Signature().Key())
		}
		// Both in the discards, asking another seat: each engine gets
		// the discard of the seat it asks (sides.discardBoth).
		if ref.obs[4].Phase == engine.PhaseDiscard && eng.obs[4].Phase == engine.PhaseDiscard && rt.Valid() && et.Valid() {
			agree, j.discardTurn = true, cmp.Or(f.Cause, f.Divergence.Signature().Key())
		}
	}
	legalDiffers := [4]bool{}
	for s := range ref.legal {
		if sameTemplates(ref.legal[s], eng.legal[s]) {
			continue
		}
		legalDiffers[s] = true
		_, sk := situation(ref.obs[s])
		for _, d := range templateDiffs(ref.legal[s], eng.legal[s]) {
			a, article := j.legalAspect(driver.Seat(s), d, phase, sk, ref.obs[s].Hand)
			j.add(a, viewerName(s), Canonical(ref.legal[s]), Canonical(eng.legal[s]), d.fields, article)
		}
	}
	for i := range viewers {
		r, e := ref.obs[i], eng.obs[i]
		if same(r, e) {
			continue
		}
		rb, _ := engine.Canonical(r)
		eb, _ := engine.Canonical(e)
		diffs := fieldDiffs("", rb, eb)
		for _, f := range eventFields(diffs) {
			switch f {
			case "turn":
				if !agree {
					continue
				}
			case "legal":
				if sameTemplates(r.Legal, e.Legal) || (i < 4 && legalDiffers[i]) {
					continue
				}
			}
			a := evidence.NewAspect("observacion", f, viewerClass(i), "", "")
			fd := diffsOf(diffs, f)
			if leaked[i] != "" && leakField(f) {
				j.addCaused(a, viewerName(i), string(rb), string(eb), fd, "", leaked[i])
				continue
			}
			j.add(a, viewerName(i), string(rb), string(eb), fd, "")
		}
	}
	if ref.obs[4].Phase != eng.obs[4].Phase || ref.obs[4].Lance != eng.obs[4].Lance {
		agree = false
	}
	// While the discards go apart, a seat may have discarded on one
	// engine only: the hands agree again once both have served.
	apart := j.apart != "" && ref.obs[4].Phase == engine.PhaseDiscard && eng.obs[4].Phase == engine.PhaseDiscard
	for s := 0; s < 4 && !apart; s++ {
		if !sameHand(ref.obs[s].Hand, eng.obs[s].Hand, leaked[s] != "") {
			agree = false
		}
	}
	return agree
}

// sameHand reports whether the engine's hand is the reference's: the same
// cards in any order; when the engine's observation leaks cards (already
// reported), the reference's cards and any others.
func sameHand(ref, eng []driver.Card, leaks bool) bool {
	if !leaks {
		return sameCards(ref, eng)
	}
	for _, c := range ref {
		if !slices.Contains(eng, c) {
			return false
		}
	}
	return true
}

// leakField reports whether an observation field can hold a card or a
// seña another viewer must not see.
func leakField(f string) bool {
	switch f {
	case "hand", "discards", "revealed", "hands", "stock", "signals":
		return true
	}
	return false
}

// sameCards compares two hands as multisets.
func sameCards(a, b []driver.Card) bool {
	if len(a) != len(b) {
		return false
	}
	x := append([]driver.Card(nil), a...)
	y := append([]driver.Card(nil), b...)
	sort.Slice(x, func(i, k int) bool { return x[i] < x[k] })
	sort.Slice(y, func(i, k int) bool { return y[i] < y[k] })
	for i := range x {
		if x[i] != y[i] {
			return false
		}
	}
	return true
}

// sameTemplates compares two lists of legal-action templates as sets: the
// order of the templates means nothing (docs/protocol-erratum.md).
func sameTemplates(a, b []driver.Template) bool {
	if len(a) != len(b) {
		return false
	}
	for _, t := range a {
		found := false
		for _, u := range b {
			if t == u {
				found = true
				break
			}
		}
		if !found {
			return false
		}
	}
	return true
}

// templateDiff is one difference between two template sets: a type in
// one list only ("presencia") or a bound of a type in both ("min", "max").
type templateDiff struct {
	typ, field string
	fields     []evidence.FieldDiff
	// offered is the engine's template when only the engine lists the
	// type (an action it offers and the reference does not).
	offered *driver.Template
}

// templateDiffs compares two template lists as sets, in the order of the
// catalog's action types.
func templateDiffs(ref, eng []driver.Template) []templateDiff {
	find := func(ts []driver.Template, t engine.ActionType) (driver.Template, bool) {
		for _, x := range ts {
			if x.Type == t {
				return x, true
			}
		}
		return driver.Template{}, false
	}
	var types []engine.ActionType
	for _, ts := range [][]driver.Template{ref, eng} {
		for _, t := range ts {
			if !containsType(types, t.Type) {
				types = append(types, t.Type)
			}
		}
	}
	sort.Slice(types, func(i, k int) bool { return types[i] < types[k] })
	var out []templateDiff
	for _, t := range types {
		r, rok := find(ref, t)
		e, eok := find(eng, t)
		name := t.String()
		path := "legal[" + name + "]"
		switch {
		case rok && !eok:
			out = append(out, templateDiff{name, "presencia", []evidence.FieldDiff{{Path: path, Reference: Canonical(r)}}, nil})
		case eok && !rok:
			out = append(out, templateDiff{name, "presencia", []evidence.FieldDiff{{Path: path, Engine: Canonical(e)}}, &e})
		default:
			if r.Min != e.Min {
				out = append(out, templateDiff{name, "min", []evidence.FieldDiff{{Path: path + ".min", Reference: fmt.Sprint(r.Min), Engine: fmt.Sprint(e.Min)}}, nil})
			}
			if r.Max != e.Max {
				out = append(out, templateDiff{name, "max", []evidence.FieldDiff{{Path: path + ".max", Reference: fmt.Sprint(r.Max), Engine: fmt.Sprint(e.Max)}}, nil})
			}
		}
	}
	return out
}

func containsType(ts []engine.ActionType, t engine.ActionType) bool {
	for _, x := range ts {
		if x == t {
			return true
		}
	}
	return false
}

// legalAspect is the aspect of a difference of a seat's legal actions, and
// the article it is charged to when its rule names the reference's
// refusal: an action only the engine offers is charged to the article of
// the reference's refusal of that action in that state (field
// "rechazada", case the refusal's code: the postre with 33 offered a
// «quiero» to an órdago a juego is FEM-VI.9, not who answers a bet); one
// the engine lacks, or another bound, to the rule of the table that allows
// it.
func (j *judge) legalAspect(seat driver.Seat, d templateDiff, phase, kase string, hand []driver.Card) (evidence.Aspect, string) {
	if d.offered != nil && j.refuser != nil {
		if a := templateAction(*d.offered, hand); a != nil {
			if re := j.refuser.Refusal(seat, a); re != nil && re.Article != "" {
				return evidence.NewAspect("legales", d.typ, phase, "rechazada", re.Code), re.Article
			}
		}
	}
	return evidence.NewAspect("legales", d.typ, phase, d.field, kase), ""
}

// templateAction is one action a template describes, for a seat holding
// hand: a bet or raise of its minimum, a discard of its fewest cards (one
// at least), or the action of its type; nil when the hand cannot make it.
func templateAction(t driver.Template, hand []driver.Card) driver.Action {
	if t.Type != engine.ActDiscard {
		return play.AtMinimum(t)
	}
	n := max(t.Min, 1)
	if n > t.Max || n > len(hand) {
		return nil
	}
	return driver.Discard{Cards: append([]driver.Card(nil), hand[:n]...)}
}

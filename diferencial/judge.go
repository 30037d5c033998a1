package diferencial

import (
	"cmp"
	"github.com/musfem/musfem/driver"
	"github.com/musfem/musfem/evidence"
	"github.com/musfem/musfem/reference"
	"slices"
)

// finding is one difference between the engine and the reference found in
// a game, a fixture or the replay of a scenario.
type Finding struct {
	// Divergence is what differs, with its signature and articles.
	Divergence evidence.Divergence
	// step is the index of the call: -1 for the start of the game, k for
	// the k-th play (probes of illegal plays included).
	step int
	// play is the play of that call (nil at the start); probe says that it
	// is an illegal play the reference refused.
	play  *driver.Play
	probe bool
	// open: a tanto only one engine scored, in a round never counted
	// (Cause is Inconclusive).
	open bool
	// Cause is "" for a divergence of its own, or the signature key of the
	// divergence this difference follows from.
	Cause string
	// setup and calls are the game it was found in, when a scenario or a
	// fixture found it (for the group's case file): calls[:step+1].
	setup *driver.Setup
	calls []driver.Play
}

// withGame records the game of findings found by a scenario or fixture.
func withGame(found []Finding, setup driver.Setup, calls []driver.Play) []Finding {
	for i := range found {
		found[i].setup, found[i].calls = &setup, calls
	}
	return found
}

// Case returns the case that reproduces a finding of a scenario or a
// fixture, or nil.
func (f Finding) Case() *Case {
	if f.setup == nil {
		return nil
	}
	n := f.step + 1
	if n > len(f.calls) {
		n = len(f.calls)
	}
	c := NewCase(*f.setup, f.calls[:max(n, 0)])
	return &c
}

// Primary reports whether the finding is a divergence of its own.
func (f Finding) Primary() bool { return f.Cause == "" }

// judge decides, call by call in one game, which differences are
// divergences of their own and which are consequences of an earlier one,
// by the catalog's table of aspects (reference/data/aspectos): a rule's
// depends and alters name taints, and nothing follows from another
// difference unless its rule depends on a taint that difference set:
// within a call, the taints "curso" (a differing event) and "turno" (a
// differing turn); across calls, those of the round and the game. Only at
// the start of a game does everything after the first differing event
// follow from it.
type judge struct {
	table *reference.AspectTable
	// taints maps a taint to the signature key of the divergence that set
	// it.
	taints map[string]string
	// local holds this call's taints (callTaints).
	local map[string]string
	found []Finding
	step  int
	play  *driver.Play
	probe bool
	// musTurn is the key of the divergence when the engines, both
	// deciding the mus, give the word to different seats ("" otherwise).
	musTurn string
	// discardTurn is the key of the divergence when the engines, both in
	// the discards, ask different seats ("" otherwise); apart, that key
	// while the lockstep keeps a round's discards apart (discards.go),
	// lets the hands differ until both have served and makes every call
	// until then a consequence of it.
	discardTurn string
	apart       string
	// blame, when not "", makes every difference of the call a
	// consequence of that divergence (a call that plays differently on
	// each engine because of it).
	blame string
	// refuser, when not nil, is the reference: it says how it would
	// refuse an action the engine offers (legalAspect).
	refuser driver.Refuser
	// owed are the tantos only one engine has scored so far in the round
	// (moment.go).
	owed []owed
}

func newJudge(t *reference.AspectTable) *judge {
	return &judge{table: t, taints: map[string]string{}, local: map[string]string{}, step: -1}
}

// callTaints last the call: "curso", set by a differing event (the course
// of the call changed), and "turno", set by a differing turn. A rule of the
// table that depends on one of them follows from that difference within
// the call; for an event, "curso" explains only an event missing or left
// over, never a field of an event both engines emit.
var callTaints = []string{"curso", "turno"}

// roundTaints last until the round ends.
var roundTaints = []string{"apuesta", "ganador", "declaracion", "ronda", "senas"}

// begin starts a call. The score taint lasts one call: after it the
// reference takes the engine's score (resync).
func (j *judge) begin(step int, p *driver.Play, probe bool) {
	j.step, j.play, j.probe, j.blame = step, p, probe, j.apart
	clear(j.local)
	delete(j.taints, "tanteo")
}

// newRound forgets the taints of the round that ended.
func (j *judge) newRound() {
	for _, t := range roundTaints {
		delete(j.taints, t)
	}
	j.settleOwed()
}

// add records a difference of aspect a seen by viewer (or ""), with both
// sides as canonical JSON and the differing fields; errArticle is the
// article the reference named in its refusal, for the rules charged to it.
func (j *judge) add(a evidence.Aspect, viewer, ref, eng string, fields []evidence.FieldDiff, errArticle string) Finding {
	return j.addCaused(a, viewer, ref, eng, fields, errArticle, "")
}

// addCaused is add with a cause already known (a leak explains the
// observation fields of its viewer), "" for none.
func (j *judge) addCaused(a evidence.Aspect, viewer, ref, eng string, fields []evidence.FieldDiff, errArticle, cause string) Finding {
	cause = cmp.Or(cause, j.blame)
	rule, arts := j.charge(a, errArticle)
	if fields == nil {
		fields = []evidence.FieldDiff{}
	}
	d := evidence.Divergence{Aspect: a, Rule: rule.Pattern, Articles: arts, Text: rule.Text, Viewer: viewer, Reference: ref, Engine: eng, Fields: fields}
	event := a.Area() == "evento"
	if event && j.step < 0 {
		// At the start, a game that begins differently (another dealer,
		// another deal) differs in everything after it.
		cause = cmp.Or(cause, j.local["curso"])
	}
	if cause == "" {
		cause = j.dependsOn(rule, event && !missingOrLeftOver(a))
	}
	origin := cmp.Or(cause, d.Signature().Key())
	for _, t := range rule.Alters {
		if j.taints[t] == "" {
			j.taints[t] = origin
		}
	}
	switch a.Area() {
	case "evento":
		if j.local["curso"] == "" {
			j.local["curso"] = origin
		}
		if j.taints["ronda"] == "" {
			j.taints["ronda"] = origin
		}
	case "turno":
		if j.local["turno"] == "" {
			j.local["turno"] = origin
		}
	}
	f := Finding{Divergence: d, step: j.step, play: j.play, probe: j.probe, Cause: cause}
	j.found = append(j.found, f)
	return f
}

// charge returns the rule of the table that governs aspect a and the
// articles a difference of it is charged to: the rule's, with the
// reference's refusal article errArticle for ErrorArticle.
func (j *judge) charge(a evidence.Aspect, errArticle string) (reference.AspectRule, []string) {
	rule, _ := j.table.Rule(a)
	var arts []string
	for _, x := range rule.Articles {
		if x == reference.ErrorArticle {
			x = errArticle
		}
		if x != "" && !slices.Contains(arts, x) {
			arts = append(arts, x)
		}
	}
	return rule, arts
}

// dependsOn returns the signature key of the divergence that set a taint
// the rule depends on, the call's taints first, or "" when none is set;
// fields says that the difference is a field of an event both engines
// emit, which the course of the call does not explain.
func (j *judge) dependsOn(rule reference.AspectRule, fields bool) string {
	for _, t := range callTaints {
		if fields && t == "curso" {
			continue
		}
		if o := j.local[t]; o != "" && slices.Contains(rule.Depends, t) {
			return o
		}
	}
	for _, t := range rule.Depends {
		if o := j.taints[t]; o != "" {
			return o
		}
	}
	return ""
}

// missingOrLeftOver reports whether an event aspect is an event only one
// engine emits.
func missingOrLeftOver(a evidence.Aspect) bool {
	f := a.Segments()[3]
	return f == "falta" || f == "sobra"
}

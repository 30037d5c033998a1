package diferencial

import (
	"slices"
	"strings"

	"github.com/musfem/musfem/driver"
	"github.com/musfem/musfem/engine"
	"github.com/musfem/musfem/evidence"
)

// owed is a tanto only one engine has scored so far in the round: a
// PointsAwarded missing from the engine's events ("falta") or left over
// in them ("sobra"), a divergence of its own, found at found[index].
type owed struct {
	key   string // concept, lance, pair and points
	side  string // "falta" or "sobra"
	lance int    // the lance's place in the count (countPlace)
	index int
}

// countPlace is the place of a lance (as an event names it) in the count:
// grande 1, chica 2, pares 3, juego 4, punto 5; 0 for none.
func countPlace(lance string) int {
	return slices.Index([]string{"GRANDE", "CHICA", "PARES", "JUEGO", "PUNTO"}, lance) + 1
}

// tantoKey is what makes two PointsAwarded the same tanto, whenever each
// engine scores it: its concept, lance, pair and points.
func tantoKey(w wireEvent) string {
	return w.detail + "|" + string(w.payload["lance"]) + "|" + string(w.payload["team"]) + "|" + string(w.payload["points"])
}

// tanto records a PointsAwarded that only one engine emits in this call
// (side "falta": the reference's event w the engine lacks; "sobra": the
// engine's event w the reference lacks). When the other engine scored the
// same tanto earlier in the round, the two are one difference: the engine
// scores the tanto at another moment (in the act or at the count, FEM
// VII.2), charged to the aspect "evento.PointsAwarded.CONCEPT.momento"
// instead of to the value of the tanto; this call's difference follows
// from it. Otherwise the difference is added as usual and, when it is a
// divergence of its own, kept until the round ends in case its pair comes.
func (j *judge) tanto(w wireEvent, side, kase, ref, eng string, fields []evidence.FieldDiff) {
	a := eventAspect(w, side, kase)
	if w.kind != engine.KindPointsAwarded.String() || kase == "fin" || kase == "ordago" {
		j.add(a, "", ref, eng, fields, "")
		return
	}
	key := tantoKey(w)
	for i, o := range j.owed {
		if o.key != key || o.side == side {
			continue
		}
		j.owed = append(j.owed[:i], j.owed[i+1:]...)
		moved := j.moveTanto(o.index, w, ref, eng)
		j.addCaused(a, "", ref, eng, fields, "", moved)
		return
	}
	f := j.add(a, "", ref, eng, fields, "")
	if f.Primary() && w.phase != engine.PhaseScoring.String() {
		// A tanto of the count cannot be scored later in the round: it is
		// settled at once.
		j.owed = append(j.owed, owed{key: key, side: side, lance: countPlace(unquoted(w.payload["lance"])), index: len(j.found) - 1})
	}
}

// counted settles the tantos still open whose lance the count of this
// call went past (it scored a later lance): had the engine scored them at
// the count, it would have by then. counted is the place of the last
// lance either engine scored at the count in the call (0: none).
func (j *judge) counted(counted int) {
	kept := j.owed[:0]
	for _, o := range j.owed {
		if o.lance > 0 && o.lance < counted {
			j.foundHere(o.index)
			continue
		}
		kept = append(kept, o)
	}
	j.owed = kept
}

// moveTanto turns the earlier difference found[i] into the divergence of
// a tanto scored at another moment, found at this call (so that its case
// replays both moments), and returns its new signature key; what followed
// from the earlier one now follows from it.
func (j *judge) moveTanto(i int, w wireEvent, ref, eng string) string {
	f := &j.found[i]
	old := f.Divergence.Signature().Key()
	a := evidence.NewAspect("evento", w.kind, w.detail, "momento", "")
	rule, arts := j.charge(a, "")
	d := f.Divergence
	d.Aspect, d.Rule, d.Articles, d.Text = a, rule.Pattern, arts, rule.Text
	if d.Reference == "" {
		d.Reference = ref
	}
	if d.Engine == "" {
		d.Engine = eng
	}
	d.Fields = fieldDiffs("", []byte(d.Reference), []byte(d.Engine))
	f.Divergence = d
	j.foundHere(i)
	key := d.Signature().Key()
	j.rekey(i, old, key)
	return key
}

// rekey makes what followed from the divergence found[i], of signature key
// old, follow from key instead — unless another divergence of its own of
// the game has that key too: what followed cannot then be told apart, and
// stays with it.
func (j *judge) rekey(i int, old, key string) {
	for k, f := range j.found {
		if k != i && f.Primary() && f.Divergence.Signature().Key() == old {
			return
		}
	}
	for k := range j.found {
		if j.found[k].Cause == old {
			j.found[k].Cause = key
		}
	}
	for _, m := range []map[string]string{j.taints, j.local} {
		for t, o := range m {
			if o == old {
				m[t] = key
			}
		}
	}
}

// settleOwed, when a round has been counted, leaves the tantos still open
// divergences of their own (never scored), found at this call: the call
// that shows it, which their case must replay.
func (j *judge) settleOwed() {
	for _, o := range j.owed {
		j.foundHere(o.index)
	}
	j.owed = nil
}

// foundHere records found[i] at this call: the one that shows it whole,
// which its case must replay.
func (j *judge) foundHere(i int) {
	f := &j.found[i]
	f.step, f.play, f.probe = j.step, j.play, j.probe
}

// owing reports whether found[i] is a tanto still open in the round: not
// yet a divergence anyone may stop at.
func (j *judge) owing(i int) bool {
	return slices.ContainsFunc(j.owed, func(o owed) bool { return o.index == i })
}

// Inconclusive is the cause of a tanto only one engine scored in a round
// that was never counted (the game ended or stopped first), and of what
// followed from it: whether the other engine would have scored it at the
// count cannot be known, so it is neither a tanto missing nor one scored
// at another moment, and is charged to no rule.
const Inconclusive = "sin concluir: la jugada acabó sin contarse"

// leaveInconclusive leaves the tantos still open Inconclusive
// (sides.closeOwed).
func (j *judge) leaveInconclusive() {
	for _, o := range j.owed {
		f := &j.found[o.index]
		old := f.Divergence.Signature().Key()
		f.Cause, f.open = Inconclusive, true
		j.rekey(o.index, old, Inconclusive)
	}
	j.owed = nil
}

// InconclusiveText names a tanto left Inconclusive in the certificate:
// what it is and the articles it would be charged to.
func (f Finding) InconclusiveText() string {
	return f.Divergence.Text + " (" + strings.Join(f.Divergence.Articles, ", ") + ")"
}

// closeOwed, at the end of a differential game, settles the tantos still
// open: inconclusive when both games are over and agree (the game ended
// in the act, or its count ended it before their lance: nothing shows
// whether the engine would have scored them at the count), divergences of
// their own otherwise (the games went apart, or stopped, with the tanto
// as the difference between them). A replay (a scenario, a fixture, a
// case) passes maybe = false: its check failed, so the tanto it leaves
// open is what differs, never inconclusive.
func (x *sides) closeOwed(maybe bool) {
	over := x.rs.obs[4].Phase == engine.PhaseGameOver && x.es.obs[4].Phase == engine.PhaseGameOver
	if maybe && over && x.res.stop == "" && x.res.failure == nil {
		x.j.leaveInconclusive()
		return
	}
	x.j.settleOwed()
}

// owes reports whether a tanto scored by one engine only is still open in
// the round (replay plays the round out to tell a tanto scored at another
// moment from one never scored).
func (j *judge) owes() bool { return len(j.owed) > 0 }

// quietAction is the action that ends a round soonest without a bet: pass,
// no quiero, cut the mus, the smallest discard; nil when the seat has none.
func quietAction(legal []driver.Template, hand []driver.Card) driver.Action {
	for _, typ := range []engine.ActionType{engine.ActPass, engine.ActReject, engine.ActCutMus, engine.ActAccept, engine.ActDiscard} {
		for _, t := range legal {
			if t.Type != typ {
				continue
			}
			if a := templateAction(t, hand); a != nil && t.Allows(a) {
				return a
			}
		}
	}
	return nil
}

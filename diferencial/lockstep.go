package diferencial

import (
	"errors"

	"github.com/musfem/musfem/driver"
	"github.com/musfem/musfem/engine"
	"github.com/musfem/musfem/evidence"
	"github.com/musfem/musfem/play"
	"github.com/musfem/musfem/reference"
)

// policy chooses the action of the seat with the word, given the
// reference's observation of that seat; step counts the plays so far.
type policy func(step int, o driver.Observation) driver.Action

// lockOpts configure one lockstep game.
type lockOpts struct {
	setup  driver.Setup
	table  *reference.AspectTable
	choose policy        // the bots; nil to play script only
	script []driver.Play // plays to make first, illegal ones included
	probe  *engine.Rand  // illegal actions now and then; nil for none
	// maxSteps stops after this many plays (0: play.DefaultMaxActions).
	maxSteps int
	// probeAt, when not nil, may name an illegal play to try at a step
	// (the shrinker replays a refused play this way).
	probeAt func(step int) *driver.Play
	// until, when not "", stops the game at the first divergence of its
	// own with this signature key (the shrinker).
	until string
}

// gameResult is what one lockstep game gives.
type gameResult struct {
	// plays are the plays both engines accepted, in order; calls are every
	// play tried, refused ones included (what a reproduction replays).
	plays, calls []driver.Play
	events       []driver.Event // the reference's log
	found        []Finding
	// invalid: the reference refused a play the bots chose, or the start:
	// the game proves nothing from there.
	invalid bool
	// failure is the engine's transport failure that stopped the game.
	failure     error
	failureStep int
	failurePlay *driver.Play
	// stop says why the game stopped before its end ("" when it ran out).
	stop string
	// refStarted: the reference started the game; played is the calls of
	// the game played to its end on the reference (runGame).
	refStarted bool
	played     int
}

// stopReason says why a game stopped before its end, "" when it ran out:
// its stop, or the engine's transport failure.
func (g gameResult) stopReason() string {
	switch {
	case g.invalid:
		return ""
	case g.failure != nil && g.stop == "":
		return "el motor falla (" + string(evidence.TransportStatus(g.failure)) + ")"
	}
	return g.stop
}

// has reports whether the game shows a divergence of its own with the
// signature key.
func (g gameResult) has(key string) bool {
	for _, f := range g.found {
		if f.Primary() && f.Divergence.Signature().Key() == key {
			return true
		}
	}
	return false
}

// sides is one engine's side of a lockstep game.
type sides struct {
	ref, eng   driver.Engine
	rstep      driver.Stepper
	estep      driver.Stepper
	rs, es     snapshot
	engSeq     int
	engTold    [2]bool
	leaks      roundLog
	j          *judge
	res        *gameResult
	rules      driver.Rules
	refStarted bool
	// apart, when not nil, holds a round's discards that the engines ask
	// in different orders (discards.go).
	apart *discardsApart
}

// lockstep plays one game on both engines at once, comparing every call,
// and goes on after a divergence while the two engines agree on the state
// (the same turn, phase, lance and hands) and the next play is legal in
// both: the resynchronisation rule of docs/aspectos.md. The engines are
// started here and not closed.
func lockstep(ref, eng driver.Engine, o lockOpts) gameResult {
	res := gameResult{}
	x := &sides{ref: ref, eng: eng, j: newJudge(o.table), res: &res, rules: o.setup.Rules, engSeq: 0}
	x.j.refuser, _ = ref.(driver.Refuser)
	x.rstep, _ = ref.(driver.Stepper)
	x.estep, _ = eng.(driver.Stepper)
	if x.rstep == nil || x.estep == nil {
		x.rstep, x.estep = nil, nil
	}
	x.play(o)
	x.closeOwed(len(o.script) == 0)
	res.found = x.j.found
	res.refStarted = x.refStarted
	return res
}

// play runs the game of lockstep.
func (x *sides) play(o lockOpts) {
	res := x.res
	if !x.start(o.setup) {
		return
	}
	max := o.maxSteps
	if max <= 0 {
		max = play.DefaultMaxActions
	}
	for step := 0; len(res.calls) < max; step++ {
		if o.until != "" && x.found(o.until) {
			res.stop = "divergencia encontrada"
			return
		}
		var p *driver.Play
		scripted := step < len(o.script)
		// Discards asked apart: each engine gets the discard of the seat
		// it asks (a seña or an illegal play of a replay goes the usual
		// way).
		if x.splitDiscards() {
			var next []driver.Play
			if scripted {
				next = o.script[step:]
			}
			if handled, going := x.discardBoth(next, o.choose); handled {
				if !going {
					return
				}
				continue
			}
		}
		if x.j.musTurn != "" {
			// The engines give the word to different seats in the mus: each
			// engine's own speaker says what the reference's says (mus or
			// cut), which takes both through the mus to the same state.
			var q driver.Play
			switch {
			case scripted:
				q = o.script[step]
			case o.choose != nil:
				turn := x.rs.obs[4].Turn
				q = driver.Play{Seat: turn, Action: o.choose(len(res.calls), x.rs.obs[turn])}
			}
			a := q.Action
			if isSide(a) {
				if !x.apply(q, scripted) {
					return
				}
				continue
			}
			if !x.speakBoth(a) {
				return
			}
			continue
		}
		switch {
		case scripted:
			p = &o.script[step]
		default:
			turn := x.rs.obs[4].Turn
			if !turn.Valid() || o.choose == nil {
				return
			}
			if o.probe != nil && o.probe.Bounded(8) == 0 {
				if q := randomIllegal(x.rs, o.probe, o.setup.Rules.DeckMode, o.setup.Rules.SignalMoment); q != nil && !x.probeIllegal(*q, false) {
					return
				}
			}
			if o.probeAt != nil {
				if q := o.probeAt(len(res.calls)); q != nil && !x.probeIllegal(*q, false) {
					return
				}
			}
			a := o.choose(len(res.calls), x.rs.obs[turn])
			if a == nil {
				return
			}
			p = &driver.Play{Seat: turn, Action: x.reconcile(turn, a)}
		}
		if !x.apply(*p, scripted) {
			return
		}
	}
	return
}

// start starts both games and compares them.
func (x *sides) start(setup driver.Setup) bool {
	res := x.res
	// A tanto still open from an earlier game of a replay was never
	// scored in it.
	x.j.settleOwed()
	x.apart, x.j.apart = nil, "" // a new game's discards are its own
	x.j.begin(-1, nil, false)
	revs, rerr := x.ref.Start(setup)
	if rerr != nil {
		res.invalid = true
		return false
	}
	x.refStarted = true
	res.events = append(res.events, revs...)
	eevs, err := x.eng.Start(setup)
	if err != nil {
		res.failure, res.failureStep = err, -1
		res.stop = "el motor no empieza la partida"
		return false
	}
	x.leaks = roundLog{}
	x.leaks.see(revs)
	x.engSeq = x.j.events(revs, eevs, callContext{rules: setup.Rules}, 0)
	x.seeEngine(eevs)
	var rerr2 error
	if x.rs, rerr2 = take(x.ref); rerr2 != nil {
		res.invalid = true
		return false
	}
	es, err := take(x.eng)
	if err != nil {
		res.failure, res.failureStep = err, -1
		return false
	}
	x.es = es
	agree := x.j.state(x.rs, x.es, &x.leaks)
	if !agree || x.j.local["curso"] != "" {
		// A game that starts differently (another deal, another
		// dealer) is not the same game: stop.
		res.stop = "la partida empieza distinta"
		return false
	}
	return true
}

// seeEngine follows the engine's "estamos dentro" announcements. A pair
// that starts a game already within announce_within of the target has
// announced it (docs/representation.md §7, decisions D13), with no event.
func (x *sides) seeEngine(evs []driver.Event) {
	for _, e := range evs {
		switch p := e.Payload.(type) {
		case engine.GameStarted:
			for t := range x.engTold {
				x.engTold[t] = p.Target-p.Score[t] <= x.rules.AnnounceWithin
			}
		case engine.TeamIsIn:
			if p.Team.Valid() {
				x.engTold[p.Team] = true
			}
		}
	}
}

// apply plays p on both engines and compares the call; it reports whether
// the game goes on. A play the reference refuses is a probe.
func (x *sides) apply(p driver.Play, scripted bool) bool {
	res := x.res
	side := isSide(p.Action)
	if !p.Seat.Valid() || (!side && !allowedBy(x.rs.legal[p.Seat], p.Action)) {
		return x.probeIllegal(p, scripted)
	}
	step := len(res.calls)
	res.calls = append(res.calls, p)
	x.j.begin(step, &res.calls[len(res.calls)-1], false)
	hands := x.hands()
	// The reference first.
	var revs []driver.Event
	var rs snapshot
	var rr driver.StepResult
	if x.rstep != nil {
		var rerr error
		rr, rerr = x.rstep.Step(p.Seat, p.Action)
		if rerr != nil {
			return x.refused(p, rerr, scripted)
		}
		revs, rs = rr.Events, snapshot{obs: rr.Observations, legal: rr.Legal}
	} else {
		var rerr error
		if revs, rerr = x.ref.Apply(p.Seat, p.Action); rerr != nil {
			return x.refused(p, rerr, scripted)
		}
		if rs, rerr = take(x.ref); rerr != nil {
			res.invalid = true
			return false
		}
	}
	res.events = append(res.events, revs...)
	// A play the engine's own legal actions do not allow: it would refuse
	// it; that follows from the difference of legal actions already found.
	if !side && !allowedBy(x.es.legal[p.Seat], p.Action) {
		x.j.addCaused(rechazoAspect(p, x.rs, ""), viewerName(int(p.Seat)), "aceptada", "no está entre sus acciones legales",
			[]evidence.FieldDiff{{Path: "legal", Reference: Canonical(x.rs.legal[p.Seat]), Engine: Canonical(x.es.legal[p.Seat])}}, "",
			x.legalCause(p))
		res.stop = "el motor no admite la jugada"
		return false
	}
	var eevs []driver.Event
	var es snapshot
	var err error
	if xs, ok := x.estep.(driver.ExpectStepper); ok && x.rstep != nil {
		var er driver.StepResult
		var same bool
		if er, same, err = xs.StepExpect(p.Seat, p.Action, rr); err == nil {
			if same && x.agreeing(revs) {
				return x.agreed(p, revs, rs)
			}
			eevs, es = er.Events, snapshot{obs: er.Observations, legal: er.Legal}
		}
	} else if x.estep != nil {
		var er driver.StepResult
		if er, err = x.estep.Step(p.Seat, p.Action); err == nil {
			eevs, es = er.Events, snapshot{obs: er.Observations, legal: er.Legal}
		}
	} else if eevs, err = x.eng.Apply(p.Seat, p.Action); err == nil {
		es, err = take(x.eng)
	}
	if err != nil {
		var re *driver.RuleError
		if errors.As(err, &re) {
			a := rechazoAspect(p, x.rs, re.Code)
			for _, e := range revs {
				if e.Kind() == engine.KindDeckReshuffled {
					a = a.WithCase("rebarajado")
				}
			}
			x.j.add(a, viewerName(int(p.Seat)), "aceptada", re.Code+" ("+re.Article+")",
				[]evidence.FieldDiff{{Path: "error", Reference: "", Engine: re.Code + " (" + re.Article + ")"}}, "")
			res.stop = "el motor rechaza una jugada que la referencia acepta"
			return false
		}
		res.failure, res.failureStep, res.failurePlay = err, step, &res.calls[step]
		return false
	}
	return x.compare(p, hands, revs, eevs, rs, es)
}

// compare ends a call both engines played (p, the play recorded; hands,
// the hands before it): it compares the events and the states after it,
// and reports whether the game goes on.
func (x *sides) compare(p driver.Play, hands *[4][]driver.Card, revs, eevs []driver.Event, rs, es snapshot) bool {
	res := x.res
	res.plays = append(res.plays, p)
	x.engSeq = x.j.events(revs, eevs, callContext{rules: x.rules, hands: hands, answering: answering(rs)}, x.engSeq)
	x.seeEngine(eevs)
	x.leaks.see(revs)
	agree := x.j.state(rs, es, &x.leaks)
	x.rs, x.es = rs, es
	for _, e := range revs {
		if e.Kind() == engine.KindRoundStarted {
			x.j.newRound()
		}
	}
	if !agree {
		res.stop = "los motores ya no coinciden en el estado de la partida"
		return false
	}
	x.resync()
	return true
}

// reconcile returns the play the bots chose for seat, or, when the
// engine's legal actions leave it out (a difference of legal actions
// already found in the state before it), one both engines allow, so that
// the game goes on comparing instead of stopping there: the same action
// with its amount brought inside both ranges, else the first action of
// the reference's legal actions the engine also allows. With none, the
// choice stands (and the game stops on it).
func (x *sides) reconcile(seat driver.Seat, a driver.Action) driver.Action {
	if isSide(a) || x.es.obs[4].Turn != seat || allowedBy(x.es.legal[seat], a) || !allowedBy(x.rs.legal[seat], a) {
		return a
	}
	for _, r := range x.rs.legal[seat] {
		for _, e := range x.es.legal[seat] {
			if r.Type != a.Type() || e.Type != r.Type || max(r.Min, e.Min) > min(r.Max, e.Max) {
				continue
			}
			both := driver.Template{Type: r.Type, Min: max(r.Min, e.Min), Max: min(r.Max, e.Max)}
			if b := templateAction(both, x.rs.obs[seat].Hand); b != nil && both.Allows(b) {
				return b
			}
		}
	}
	for _, r := range x.rs.legal[seat] {
		if b := templateAction(r, x.rs.obs[seat].Hand); b != nil && r.Allows(b) && allowedBy(x.es.legal[seat], b) {
			return b
		}
	}
	return a
}

// agreeing reports whether an engine whose answer to a call is, byte for
// byte, the reference's (driver.ExpectStepper) agrees with it in
// everything the call compares: its events then carry the reference's
// seq, which must also follow the engine's own last seq (an engine whose
// numbering went astray earlier is compared in full).
func (x *sides) agreeing(revs []driver.Event) bool {
	return len(revs) == 0 || revs[0].Seq == x.engSeq+1
}

// agreed ends a call in which the engine answered exactly what the
// reference did: nothing differs, so nothing is compared field by field.
func (x *sides) agreed(p driver.Play, revs []driver.Event, rs snapshot) bool {
	res := x.res
	res.plays = append(res.plays, p)
	if n := len(revs); n > 0 {
		x.engSeq = revs[n-1].Seq
	}
	x.seeEngine(revs)
	x.leaks.see(revs)
	x.rs, x.es = rs, rs
	for _, e := range revs {
		if e.Kind() == engine.KindRoundStarted {
			x.j.newRound()
		}
	}
	return true
}

// found reports whether the game has shown a divergence of its own with
// the signature key so far.
func (x *sides) found(key string) bool {
	for i, f := range x.j.found {
		if f.Primary() && f.Divergence.Signature().Key() == key && !x.j.owing(i) {
			return true
		}
	}
	return false
}

// speakBoth plays a mus or a cut in a mus in which the engines give the
// word to different seats: the reference's speaker on the reference, the
// engine's own speaker on the engine. Four mus or one cut take both to the
// same state (the discards, or the first lance with the same cards), and
// the game goes on from there. What differs in the call follows from the
// divergence of the turn. It reports whether the game goes on; the play
// recorded is the reference's.
func (x *sides) speakBoth(a driver.Action) bool {
	res := x.res
	rt, et := x.rs.obs[4].Turn, x.es.obs[4].Turn
	switch a.(type) {
	case driver.Mus, driver.CutMus:
	default:
		res.stop = "los motores no coinciden en quién habla en el mus"
		return false
	}
	if !rt.Valid() || !et.Valid() || !allowedBy(x.rs.legal[rt], a) || !allowedBy(x.es.legal[et], a) {
		res.stop = "los motores no coinciden en quién habla en el mus"
		return false
	}
	cut := a
	p := driver.Play{Seat: rt, Action: cut}
	step := len(res.calls)
	res.calls = append(res.calls, p)
	x.j.begin(step, &res.calls[step], false)
	x.j.blame = x.j.musTurn
	hands := x.hands()
	revs, err := x.ref.Apply(rt, cut)
	if err != nil {
		res.invalid = true
		return false
	}
	rs, err := take(x.ref)
	if err != nil {
		res.invalid = true
		return false
	}
	res.events = append(res.events, revs...)
	eevs, err := x.eng.Apply(et, cut)
	if err != nil {
		var re *driver.RuleError
		if errors.As(err, &re) {
			res.stop = "el motor no deja cortar el mus al asiento al que da la palabra"
			return false
		}
		res.failure, res.failureStep, res.failurePlay = err, step, &res.calls[step]
		return false
	}
	es, err := take(x.eng)
	if err != nil {
		res.failure, res.failureStep, res.failurePlay = err, step, &res.calls[step]
		return false
	}
	return x.compare(p, hands, revs, eevs, rs, es)
}

// resync gives the reference the engine's score after a difference in the
// tantos (engine.Resync), while both games go on.
func (x *sides) resync() {
	r, e := x.rs.obs[4], x.es.obs[4]
	if r.Score == e.Score || !r.Turn.Valid() || !e.Turn.Valid() {
		return
	}
	if rs, ok := x.ref.(driver.Resyncer); ok {
		rs.Resync(e.Score, x.engTold)
		if s, err := take(x.ref); err == nil {
			x.rs = s
		}
	}
}

// answering reports whether, in snapshot s, a bet waits for its answer.
func answering(s snapshot) bool {
	b := s.obs[4].Bet
	return b != nil && b.Responder.Valid()
}

// hands returns the four hands before a call, from the reference's
// observations of the seats.
func (x *sides) hands() *[4][]driver.Card {
	var h [4][]driver.Card
	for i := range h {
		h[i] = x.rs.obs[i].Hand
	}
	return &h
}

// refused handles a play the reference refused after the engine's legal
// check let it through: a scripted play is compared as an illegal one; a
// chosen one makes the game prove nothing more.
func (x *sides) refused(p driver.Play, rerr error, scripted bool) bool {
	var re *driver.RuleError
	if !errors.As(rerr, &re) || !scripted {
		x.res.invalid = true
		return false
	}
	return x.compareRefusal(p, re, scripted)
}

// probeIllegal tries a play the reference refuses on both engines and
// compares the refusals. A random probe the engine's legal actions allow
// is not sent: the engine would accept it, which follows from the
// difference of legal actions already found, and the game would end.
func (x *sides) probeIllegal(p driver.Play, scripted bool) bool {
	if !scripted && p.Seat.Valid() && allowedBy(x.es.legal[p.Seat], p.Action) {
		return true
	}
	_, rerr := x.ref.Apply(p.Seat, p.Action)
	var re *driver.RuleError
	if !errors.As(rerr, &re) {
		// The reference accepted it after all: the games now differ from
		// the plan; stop here without a verdict.
		x.res.invalid = rerr == nil
		return false
	}
	return x.compareRefusal(p, re, scripted)
}

// compareRefusal sends a play the reference refused with re to the engine.
func (x *sides) compareRefusal(p driver.Play, re *driver.RuleError, scripted bool) bool {
	res := x.res
	step := len(res.calls)
	res.calls = append(res.calls, p)
	x.j.begin(step, &res.calls[step], true)
	_, err := x.eng.Apply(p.Seat, p.Action)
	var ere *driver.RuleError
	typ := "?"
	if p.Action != nil {
		typ = p.Action.Type().String()
	}
	refText := re.Code + " (" + re.Article + ")"
	switch {
	case err == nil:
		cause := ""
		if p.Seat.Valid() && allowedBy(x.es.legal[p.Seat], p.Action) {
			cause = x.legalCause(p)
		}
		x.j.addCaused(evidence.NewAspect("error", typ, re.Code, "aceptada", ""), "", refText, "aceptada",
			[]evidence.FieldDiff{{Path: "error", Reference: refText, Engine: "aceptada"}}, re.Article, cause)
		res.stop = "el motor acepta una jugada ilegal"
		return false
	case !errors.As(err, &ere):
		res.failure, res.failureStep, res.failurePlay = err, step, &res.calls[step]
		return false
	case ere.Code != re.Code:
		x.j.add(evidence.NewAspect("error", typ, re.Code, "codigo", ""), "", refText, ere.Code+" ("+ere.Article+")",
			[]evidence.FieldDiff{{Path: "error.code", Reference: re.Code, Engine: ere.Code}}, re.Article)
	}
	return true
}

// legalCause is the signature key of the difference of legal actions that
// explains why the engine accepts or refuses p, or "".
func (x *sides) legalCause(p driver.Play) string {
	if !p.Seat.Valid() || p.Action == nil {
		return ""
	}
	phase, _ := situation(x.rs.obs[4])
	_, kase := situation(x.rs.obs[p.Seat])
	for _, d := range templateDiffs(x.rs.legal[p.Seat], x.es.legal[p.Seat]) {
		if d.typ == p.Action.Type().String() {
			a, article := x.j.legalAspect(p.Seat, d, phase, kase, x.rs.obs[p.Seat].Hand)
			r, arts := x.j.charge(a, article)
			return evidence.Signature{Rule: r.Pattern, Articles: arts}.Key()
		}
	}
	return ""
}

// rechazoAspect is the aspect of a play the engine refuses (with code, ""
// when its legal actions already leave it out) and the reference accepts,
// in the situation before it.
func rechazoAspect(p driver.Play, rs snapshot, code string) evidence.Aspect {
	phase, kase := situation(rs.obs[4])
	typ := "?"
	if p.Action != nil {
		typ = p.Action.Type().String()
	}
	return evidence.NewAspect("rechazo", typ, phase, code, kase)
}

// isSide reports whether an action is a side action of señas y miradas
// (a seña, a gaze, letting time pass), which legal-action templates do
// not list.
func isSide(a driver.Action) bool {
	switch a.(type) {
	case driver.Sena, driver.Look, driver.Tick:
		return true
	}
	return false
}

// randomIllegal draws a play the reference lists as illegal, or nil; with
// señas on, the señas the seat may not make now are candidates too.
func randomIllegal(rs snapshot, rng *engine.Rand, mode engine.DeckMode, moment engine.SignalMoment) *driver.Play {
	seat := driver.Seat(rng.Bounded(4))
	o := rs.obs[seat]
	var cands []driver.Action
	for _, a := range illegalCandidates(o.Hand, rs.legal[seat]) {
		if !allowedBy(rs.legal[seat], a) {
			cands = append(cands, a)
		}
	}
	cands = append(cands, illegalSenas(o, mode, moment)...)
	if len(cands) == 0 {
		return nil
	}
	return &driver.Play{Seat: seat, Action: cands[rng.Bounded(uint64(len(cands)))]}
}

// illegalCandidates are one action of each type, built for a hand, and
// the out-of-range variants of the legal templates (a discard of no card
// or of too many, a bet below the minimum or above the maximum).
func illegalCandidates(hand []driver.Card, legal []driver.Template) []driver.Action {
	out := []driver.Action{driver.Mus{}, driver.CutMus{}, driver.Pass{}, driver.Bet{Amount: 2},
		driver.Raise{Amount: 2}, driver.Accept{}, driver.AcceptNoLose{}, driver.Reject{}, driver.Ordago{}}
	if len(hand) > 0 {
		out = append(out, driver.Discard{Cards: hand[:1]})
	}
	for _, t := range legal {
		switch t.Type {
		case engine.ActDiscard:
			if t.Min > 0 && t.Min-1 <= len(hand) {
				out = append(out, driver.Discard{Cards: append([]driver.Card{}, hand[:t.Min-1]...)})
			}
			if t.Max < len(hand) {
				out = append(out, driver.Discard{Cards: append([]driver.Card(nil), hand[:t.Max+1]...)})
			}
		case engine.ActBet:
			out = append(out, driver.Bet{Amount: t.Min - 1}, driver.Bet{Amount: t.Max + 1})
		case engine.ActRaise:
			out = append(out, driver.Raise{Amount: t.Min - 1}, driver.Raise{Amount: t.Max + 1})
		}
	}
	return out
}

// allowedBy reports whether some template allows the action.
func allowedBy(ts []driver.Template, a driver.Action) bool {
	for _, t := range ts {
		if t.Allows(a) {
			return true
		}
	}
	return false
}

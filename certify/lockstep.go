package certify

import (
	"errors"
	"fmt"

	"github.com/musfem/musfem/driver"
	"github.com/musfem/musfem/engine"
	"github.com/musfem/musfem/play"
)

// Divergence is the first difference between the engine and the reference
// in a lockstep game.
type Divergence struct {
	Setup driver.Setup
	// Plays are the plays accepted by the reference before the divergent
	// one; Play is the divergent play (nil when the game start diverges).
	Plays []driver.Play
	Play  *driver.Play
	// Probe says that Play is an illegal play the reference refused.
	Probe bool
	// What differs: "inicio", "eventos", "error", "legales", "observacion",
	// "fuga"; Viewer names the viewer or seat when it matters.
	What, Viewer string
	// Result is Falla, Error or Tiempo (a transport failure).
	Result string
	// Articles are the catalog ids the difference concerns.
	Articles []string
	// Reference and Engine are the two answers, as canonical JSON or text.
	Reference, Engine string
	// Events is the reference's event log up to and including the
	// divergent step (for the narration).
	Events []driver.Event
}

// policy chooses the action of the seat with the word, given the
// reference's observation of that seat; step counts the plays so far.
type policy func(step int, o driver.Observation) driver.Action

// lockOpts configure one lockstep game.
type lockOpts struct {
	setup    driver.Setup
	choose   policy
	probe    *engine.Rand // illegal actions now and then; nil for none
	maxSteps int          // stop after this many plays (0: play.DefaultMaxActions)
	// probeAt, when not nil, may name an illegal play to try at a step
	// (the shrinker replays a refused play this way).
	probeAt func(step int) *driver.Play
}

// gameResult is what one lockstep game gives.
type gameResult struct {
	plays  []driver.Play
	events []driver.Event // the reference's log
	div    *Divergence
	// invalid: the reference refused a chosen play (a replay that no
	// longer fits the deal); the game proves nothing.
	invalid bool
}

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
			return s, fmt.Errorf("observar como %s: %w", viewerName(i), err)
		}
		s.obs[i] = o
	}
	for i := range s.legal {
		l, err := e.Legal(driver.Seat(i))
		if err != nil {
			return s, fmt.Errorf("jugadas legales del asiento %d: %w", i, err)
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

// lockstep plays one game on both engines at once and returns the first
// divergence. The engines are started here and not closed.
func lockstep(ref, eng driver.Engine, o lockOpts) gameResult {
	var res gameResult
	var leaks roundLog
	max := o.maxSteps
	if max <= 0 {
		max = play.DefaultMaxActions
	}
	diverge := func(p *driver.Play, what, viewer, r, e string, arts []string) gameResult {
		res.div = &Divergence{Setup: o.setup, Plays: append([]driver.Play(nil), res.plays...), Play: p,
			What: what, Viewer: viewer, Result: Falla, Articles: arts, Reference: r, Engine: e,
			Events: append([]driver.Event(nil), res.events...)}
		return res
	}
	failed := func(p *driver.Play, what string, err error) gameResult {
		arts := []string{"FEM-III.2"}
		if p != nil {
			arts = actionArticles(p.Action, nil)
		}
		res = diverge(p, what, "", "", err.Error(), arts)
		res.div.Result = resultOf(err)
		return res
	}

	revs, rerr := ref.Start(o.setup)
	if rerr != nil {
		res.invalid = true
		return res
	}
	res.events = append(res.events, revs...)
	eevs, err := eng.Start(o.setup)
	if err != nil {
		return failed(nil, "inicio", err)
	}
	leaks.see(revs)
	if ok, r, e := same(revs, eevs); !ok {
		return diverge(nil, "inicio", "", r, e, eventArticles(revs, eevs))
	}
	// compare checks the snapshots of both engines after a call.
	var rs snapshot
	compare := func(p *driver.Play, es snapshot) *gameResult {
		if dev, err := ref.Observe(driver.Developer()); err == nil {
			for i := range viewers {
				if l := leaks.leaks(dev, i, es.obs[i]); l != "" {
					d := diverge(p, "fuga", viewerName(i), "", l, []string{leakArticle})
					return &d
				}
				if l := leaks.senaLeaks(i, es.obs[i]); l != "" {
					d := diverge(p, "fuga", viewerName(i), "", l, []string{senaLeakArticle})
					return &d
				}
			}
		}
		for i := range viewers {
			if ok, r, e := same(rs.obs[i], es.obs[i]); !ok {
				d := diverge(p, "observacion", viewerName(i), r, e, observationArticles(rs.obs[i], es.obs[i]))
				return &d
			}
		}
		for i := range rs.legal {
			if ok, r, e := same(rs.legal[i], es.legal[i]); !ok {
				d := diverge(p, "legales", viewerName(i), r, e, legalArticles(rs.legal[i], es.legal[i]))
				return &d
			}
		}
		return nil
	}
	if rs, err = take(ref); err != nil {
		res.invalid = true
		return res
	}
	es, err := take(eng)
	if err != nil {
		return failed(nil, "observacion", err)
	}
	if r := compare(nil, es); r != nil {
		return *r
	}
	rstep, _ := ref.(driver.Stepper)
	estep, _ := eng.(driver.Stepper)
	for len(res.plays) < max {
		turn := rs.obs[4].Turn
		if !turn.Valid() {
			return res
		}
		if o.probe != nil && o.probe.Bounded(8) == 0 {
			if r := probeIllegal(ref, eng, randomIllegal(ref, o.probe, o.setup.Rules.DeckMode), &res, diverge, failed); r != nil {
				return *r
			}
		}
		if o.probeAt != nil {
			if p := o.probeAt(len(res.plays)); p != nil {
				if r := probeIllegal(ref, eng, p, &res, diverge, failed); r != nil {
					return *r
				}
			}
		}
		a := o.choose(len(res.plays), rs.obs[turn])
		if a == nil {
			return res
		}
		p := driver.Play{Seat: turn, Action: a}
		var revs []driver.Event
		if rstep != nil && estep != nil {
			rr, rerr := rstep.Step(turn, a)
			if rerr != nil {
				res.invalid = true
				return res
			}
			revs, rs = rr.Events, snapshot{obs: rr.Observations, legal: rr.Legal}
		} else {
			var rerr error
			if revs, rerr = ref.Apply(turn, a); rerr == nil {
				rs, rerr = take(ref)
			}
			if rerr != nil {
				res.invalid = true
				return res
			}
		}
		res.events = append(res.events, revs...)
		var eevs []driver.Event
		if rstep != nil && estep != nil {
			er, err := estep.Step(turn, a)
			if err != nil {
				var re *driver.RuleError
				if errors.As(err, &re) {
					return diverge(&p, "error", "", "aceptada", re.Code+" ("+re.Article+")", actionArticles(a, revs))
				}
				return failed(&p, "eventos", err)
			}
			eevs, es = er.Events, snapshot{obs: er.Observations, legal: er.Legal}
		} else {
			eevs, err = eng.Apply(turn, a)
			if err != nil {
				var re *driver.RuleError
				if errors.As(err, &re) {
					return diverge(&p, "error", "", "aceptada", re.Code+" ("+re.Article+")", actionArticles(a, revs))
				}
				return failed(&p, "eventos", err)
			}
		}
		if ok, r, e := same(revs, eevs); !ok {
			return diverge(&p, "eventos", "", r, e, eventArticles(revs, eevs))
		}
		leaks.see(revs)
		if rstep == nil || estep == nil {
			if es, err = take(eng); err != nil {
				return failed(&p, "observacion", err)
			}
		}
		if r := compare(&p, es); r != nil {
			return *r
		}
		res.plays = append(res.plays, p)
	}
	return res
}

// randomIllegal draws a play the reference lists as illegal, or nil; with
// señas on, the señas the seat may not make now are candidates too.
func randomIllegal(ref driver.Engine, rng *engine.Rand, mode engine.DeckMode) *driver.Play {
	seat := driver.Seat(rng.Bounded(4))
	o, err := ref.Observe(driver.SeatViewer(seat))
	if err != nil {
		return nil
	}
	var cands []driver.Action
	for _, a := range illegalCandidates(o.Hand, o.Legal) {
		if !allowedBy(o.Legal, a) {
			cands = append(cands, a)
		}
	}
	cands = append(cands, illegalSenas(o, mode)...)
	if len(cands) == 0 {
		return nil
	}
	return &driver.Play{Seat: seat, Action: cands[rng.Bounded(uint64(len(cands)))]}
}

// probeIllegal tries a play the reference must refuse on both engines and
// compares the refusals. It returns a result when the game must stop.
func probeIllegal(ref, eng driver.Engine, p *driver.Play, res *gameResult,
	diverge func(*driver.Play, string, string, string, string, []string) gameResult,
	failed func(*driver.Play, string, error) gameResult) *gameResult {
	if p == nil {
		return nil
	}
	seat, a := p.Seat, p.Action
	if legal, err := ref.Legal(seat); err != nil || allowedBy(legal, a) {
		return nil
	}
	_, rerr := ref.Apply(seat, a)
	var rre *driver.RuleError
	if !errors.As(rerr, &rre) {
		// The reference accepted it after all: the games now differ from
		// the plan; stop here without a verdict.
		res.invalid = rerr == nil
		return res
	}
	_, err := eng.Apply(seat, a)
	var ere *driver.RuleError
	switch {
	case err == nil:
		d := diverge(p, "error", "", rre.Code+" ("+rre.Article+")", "aceptada", []string{rre.Article})
		d.div.Probe = true
		return &d
	case !errors.As(err, &ere):
		d := failed(p, "error", err)
		d.div.Probe = true
		return &d
	case ere.Code != rre.Code:
		d := diverge(p, "error", "", rre.Code+" ("+rre.Article+")", ere.Code+" ("+ere.Article+")", []string{rre.Article})
		d.div.Probe = true
		return &d
	}
	return nil
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

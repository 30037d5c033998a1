package diferencial

import (
	"github.com/musfem/musfem/driver"
	"github.com/musfem/musfem/reference"
)

// Replayed is what replaying given plays on the engine in lockstep with
// the reference gives.
type Replayed struct {
	// Found are the differences, each with the game it was found in (so
	// that Finding.Case can reproduce it).
	Found []Finding
	// Invalid: the reference refused the start or a play it should take;
	// the replay proves nothing from there.
	Invalid bool
	// Failure is the engine's transport failure that stopped the replay.
	Failure error
}

// Primaries returns the differences that are divergences of their own.
func (r Replayed) Primaries() []Finding {
	var out []Finding
	for _, f := range r.Found {
		if f.Primary() {
			out = append(out, f)
		}
	}
	return out
}

// ReplayPlays plays setup and every play of plays (illegal ones included,
// as a fixture or a case holds them) on ref and eng in lockstep, comparing
// every call, to the last play. The engines are started here and not
// closed.
func ReplayPlays(ref, eng driver.Engine, table *reference.AspectTable, setup driver.Setup, plays []driver.Play) Replayed {
	g := lockstep(ref, eng, lockOpts{setup: setup, table: table, script: plays, maxSteps: len(plays)})
	return Replayed{Found: withGame(g.found, setup, g.calls), Invalid: g.invalid, Failure: g.failure}
}

// Call is one call a scenario made on an engine: the start of a game
// (Setup) or a play.
type Call struct {
	Setup *driver.Setup
	Play  *driver.Play
}

// ReplayCalls plays the calls a scenario made on one engine on ref and eng
// in lockstep — each setup starts a game, each play is applied and
// compared — and returns every difference, with the game of the last
// setup; it stops at the engine's transport failure (Failure) or where the
// reference refuses the calls (Invalid). The engines are not closed.
func ReplayCalls(ref, eng driver.Engine, table *reference.AspectTable, calls []Call) Replayed {
	x := &sides{ref: ref, eng: eng, j: newJudge(table), res: &gameResult{}}
	x.j.refuser, _ = ref.(driver.Refuser)
	var setup driver.Setup
	going := false
	for i, call := range calls {
		if call.Setup != nil {
			x.rules = call.Setup.Rules
			setup = *call.Setup
			if going = x.start(setup); !going && x.res.failure == nil {
				break
			}
		} else if call.Play != nil {
			handled := false
			if x.splitDiscards() {
				handled, going = x.discardBoth(playsOf(calls[i:]), nil)
			}
			if !handled {
				going = x.apply(*call.Play, true)
			}
			if !going {
				break
			}
		}
		if x.res.failure != nil {
			break
		}
	}
	if going && x.res.failure == nil {
		x.playOut()
	}
	x.closeOwed(false)
	return Replayed{Found: withGame(x.j.found, setup, x.res.calls), Invalid: x.res.invalid, Failure: x.res.failure}
}

// playsOf returns the plays of calls up to the next start.
func playsOf(calls []Call) []driver.Play {
	var out []driver.Play
	for _, c := range calls {
		if c.Setup != nil {
			break
		}
		if c.Play != nil {
			out = append(out, *c.Play)
		}
	}
	return out
}

// playOutMax bounds the plays of playOut (a round takes far fewer).
const playOutMax = 64

// playOut plays on, past the last call, while a tanto only one engine
// has scored is still open in the round: each seat with the word takes
// the quietest action both engines allow (quietAction), until the round
// is counted. A tanto the other engine scores at the count then shows as
// one scored at another moment (moment.go) instead of a tanto never
// scored. Only that is kept: every other difference of the plays made
// here is dropped, and a failure or a stop here is not the replay's.
func (x *sides) playOut() {
	n := len(x.j.found)
	res := *x.res
	for i := 0; i < playOutMax && x.j.owes(); i++ {
		turn := x.rs.obs[4].Turn
		if !turn.Valid() || x.es.obs[4].Turn != turn {
			break
		}
		a := quietAction(x.rs.legal[turn], x.rs.obs[turn].Hand)
		if a == nil || !x.apply(driver.Play{Seat: turn, Action: x.reconcile(turn, a)}, false) {
			break
		}
	}
	x.j.found = x.j.found[:n]
	calls := x.res.calls
	*x.res = res
	x.res.calls = calls
}

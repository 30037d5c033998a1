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
	for _, call := range calls {
		if call.Setup != nil {
			x.rules = call.Setup.Rules
			setup = *call.Setup
			if !x.start(setup) && x.res.failure == nil {
				break
			}
		} else if call.Play != nil && !x.apply(*call.Play, true) {
			break
		}
		if x.res.failure != nil {
			break
		}
	}
	return Replayed{Found: withGame(x.j.found, setup, x.res.calls), Invalid: x.res.invalid, Failure: x.res.failure}
}

package diferencial

import (
	"errors"

	"github.com/musfem/musfem/driver"
	"github.com/musfem/musfem/engine"
)

// discardsApart is the state of a round whose discards the engines ask in
// different orders (a divergence of turno.*.DISCARD): the key of that
// divergence, and the discard chosen for each seat so far, which each
// engine gets when it asks that seat.
type discardsApart struct {
	key    string
	chosen [4]driver.Action
}

// bothDiscarding reports whether both engines are in the discards.
func (x *sides) bothDiscarding() bool {
	return x.rs.obs[4].Phase == engine.PhaseDiscard && x.es.obs[4].Phase == engine.PhaseDiscard
}

// splitDiscards keeps the discards apart while both engines are in them,
// from the call whose state showed them asking different seats
// (judge.discardTurn), and ends it when either leaves them. It reports
// whether they are apart.
func (x *sides) splitDiscards() bool {
	if x.apart != nil && !x.bothDiscarding() {
		x.apart, x.j.apart = nil, ""
	}
	if x.apart == nil && x.j.discardTurn != "" && x.bothDiscarding() {
		x.apart, x.j.apart = &discardsApart{key: x.j.discardTurn}, x.j.discardTurn
	}
	return x.apart != nil
}

// legalDiscard reports whether a play of a replay is a discard the
// reference allows its seat now.
func (x *sides) legalDiscard(p driver.Play) bool {
	_, ok := p.Action.(driver.Discard)
	return ok && p.Seat == x.rs.obs[4].Turn && allowedBy(x.rs.legal[p.Seat], p.Action)
}

// discardBoth plays one discard on each engine while they ask the discards
// in different orders: the reference's seat its discard on the reference,
// the engine's seat its own on the engine, the same discard for a seat on
// both, chosen once (from the plays still to make, next, where a replay
// names them, or by the bots). After the fourth, both serve and the game
// goes on from there if the hands agree (with serve_order = "reparto" they
// do; in the order of the discards they do not). What differs in these
// calls follows from the divergence of the turn. The play recorded is the
// reference's. handled is false, and nothing is played, when a replay's
// next play is not the reference seat's discard or does not name the
// engine seat's (the caller plays it the usual way); going reports whether
// the game goes on.
func (x *sides) discardBoth(next []driver.Play, choose policy) (handled, going bool) {
	res := x.res
	rt, et := x.rs.obs[4].Turn, x.es.obs[4].Turn
	if next != nil && !x.legalDiscard(next[0]) {
		return false, false
	}
	var ra, ea driver.Action
	if rt.Valid() && et.Valid() {
		ra, ea = x.chooseDiscard(next, choose, rt, x.rs.obs[rt]), x.chooseDiscard(next, choose, et, x.es.obs[et])
	}
	if ra == nil || ea == nil {
		if next != nil {
			return false, false
		}
		res.stop = "los motores no coinciden en quién se descarta"
		return true, false
	}
	p := driver.Play{Seat: rt, Action: ra}
	call := len(res.calls)
	res.calls = append(res.calls, p)
	x.j.begin(call, &res.calls[call], false) // blamed on the split
	hands := x.hands()
	revs, err := x.ref.Apply(rt, ra)
	if err != nil {
		res.invalid = true
		return true, false
	}
	rs, err := take(x.ref)
	if err != nil {
		res.invalid = true
		return true, false
	}
	res.events = append(res.events, revs...)
	eevs, err := x.eng.Apply(et, ea)
	if err != nil {
		var re *driver.RuleError
		if errors.As(err, &re) {
			res.stop = "el motor no admite el descarte del asiento al que da la palabra"
			return true, false
		}
		res.failure, res.failureStep, res.failurePlay = err, call, &res.calls[call]
		return true, false
	}
	es, err := take(x.eng)
	if err != nil {
		res.failure, res.failureStep, res.failurePlay = err, call, &res.calls[call]
		return true, false
	}
	return true, x.compare(p, hands, revs, eevs, rs, es)
}

// chooseDiscard returns the discard of seat in a round whose discards go
// apart: the one already chosen for it, else, in a replay, the seat's next
// discard among the plays still to make (next), else the bots' choice on
// obs, that seat's observation on the engine that asks it now (its señas
// and looks left out). Nil when there is none.
func (x *sides) chooseDiscard(next []driver.Play, choose policy, seat driver.Seat, obs driver.Observation) driver.Action {
	if a := x.apart.chosen[seat]; a != nil {
		return a
	}
	var a driver.Action
	if len(next) > 0 {
		for _, p := range next {
			if p.Seat == seat && !isSide(p.Action) {
				if d, ok := p.Action.(driver.Discard); ok {
					a = d
				}
				break
			}
		}
	} else if choose != nil {
		// The bots may make a seña or look now and then: those are not
		// played here, the seat's discard is what is wanted.
		for try := 0; try < 16; try++ {
			if a = choose(len(x.res.calls), obs); !isSide(a) {
				break
			}
		}
	}
	if _, ok := a.(driver.Discard); !ok {
		return nil
	}
	x.apart.chosen[seat] = a
	return a
}

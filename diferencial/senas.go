package diferencial

import (
	"github.com/musfem/musfem/driver"
	"github.com/musfem/musfem/engine"
	"github.com/musfem/musfem/play"
)

// senasSalt separates the stream of senasPolicy from the bots' and the
// probes' ("senas" in ASCII).
const senasSalt = 0x73656e6173

// senasPolicy wraps the game policy of a differential game with señas on:
// now and then the seat with the word lets time pass (Tick) or fixes its
// gaze on another seat or the table (Look), and it makes the true señas
// of its cards as the simple bot does (play.Simple: while its partner
// looks at it and no rival does); otherwise it plays as next says. The
// choices come from the game's seed only, so a game replays exactly.
func senasPolicy(seed uint64, rules driver.Rules, next policy) policy {
	rng := engine.NewRand(seed ^ senasSalt)
	simple := play.NewSimple(rules)
	return func(step int, o driver.Observation) driver.Action {
		if !o.Seat.Valid() {
			return nil
		}
		switch rng.Bounded(12) {
		case 0:
			return driver.Tick{}
		case 1:
			// A seat other than its own, or the table.
			t := driver.Seat(rng.Bounded(4))
			if t == o.Seat {
				t = engine.NoSeat
			}
			return driver.Look{Target: t}
		}
		if a, ok := simple.Act(o).(driver.Sena); ok {
			return a
		}
		return next(step, o)
	}
}

// illegalSenas are the señas a seat may not make now, from its
// observation: not allowed in the phase (FEM VIII.3, VIII.5,
// CONVENCION-senas-momento), not backed by its cards (FEM VIII.2, VIII.4,
// VIII.6) or already made this round. The reference must refuse
// each of them; the differential games probe them with señas on.
func illegalSenas(o driver.Observation, mode engine.DeckMode, moment engine.SignalMoment) []driver.Action {
	if !o.Seat.Valid() || o.Gazes == nil || len(o.Hand) != 4 {
		return nil
	}
	h := engine.Hand{o.Hand[0], o.Hand[1], o.Hand[2], o.Hand[3]}
	var out []driver.Action
	for _, g := range engine.Signals() {
		ok, _ := engine.SignalTimely(g, o.Phase, o.Round, moment)
		made := false
		for _, v := range o.Signals {
			made = made || v.Seat == o.Seat && v.Signal == g
		}
		if !ok || made || !engine.SignalBacked(g, h, mode) {
			out = append(out, driver.Sena{Signal: g})
		}
	}
	return out
}

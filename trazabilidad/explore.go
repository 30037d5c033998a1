package trazabilidad

import (
	"github.com/musfem/musfem/engine"
	"github.com/musfem/musfem/play"
)

// ExploreProfiles are the rule profiles of the random games: the defaults
// and one change per toggle that opens a transition of its own.
func ExploreProfiles() []engine.Rules {
	base := engine.DefaultRules()
	var out []engine.Rules
	add := func(f func(r *engine.Rules)) {
		r := base
		f(&r)
		out = append(out, r)
	}
	add(func(r *engine.Rules) {})
	add(func(r *engine.Rules) { r.EndOnImmediatePoints = false })
	add(func(r *engine.Rules) { r.OrdagoPostrePenalties = engine.PenaltiesPenalizar })
	add(func(r *engine.Rules) { r.GamesToWin = 2 })
	add(func(r *engine.Rules) { r.RaiseMode = engine.RaiseDoble; r.ServeOrder = engine.ServeReparto })
	add(func(r *engine.Rules) { r.ReshuffleIncludesCurrentRound = false; r.DeckMode = engine.CuatroReyes })
	return out
}

// Explore plays games random matches (rotating over ExploreProfiles, half
// of them with bots that never bid órdago) and reports which transitions
// of engine.Transitions they reach. It is deterministic: the seeds are 1,
// 2, …, games.
func Explore(games int) []bool {
	reached := make([]bool, len(engine.Transitions))
	profiles := ExploreProfiles()
	for g := 1; g <= games; g++ {
		seed := uint64(g)
		var bots [4]play.Bot
		for i := range bots {
			bots[i] = play.NewRandom(seed, engine.Seat(i), g%2 == 0)
		}
		res, _ := play.Game(profiles[g%len(profiles)], seed, bots)
		for i, n := range res.Transitions {
			reached[i] = reached[i] || n > 0
		}
	}
	return reached
}

// Unreachable explains, for the transitions random games may miss, how
// they are reached; the report shows it when the random games did not
// reach one.
func Unreachable() map[int]string {
	out := map[int]string{}
	for i, t := range engine.Transitions {
		if t.From == engine.PhaseOrdagoShowdown && t.To == engine.PhaseScoring {
			out[i] = "solo cuando se aplican las penalizaciones de FEM VI.11 y VI.24 y un órdago queda nulo: muy raro en partidas aleatorias; lo recorren los escenarios de CONVENCION-postre-33"
		}
		if t.To == engine.PhaseShowdown && (t.From == engine.PhaseGrande || t.From == engine.PhaseChica || t.From == engine.PhasePares) {
			out[i] = "solo cuando un no quiero lleva a una pareja al objetivo (P8): depende del marcador"
		}
	}
	return out
}

//go:build !race

package certify

import (
	"slices"
	"strings"
	"testing"

	"github.com/musfem/musfem/config"
	"github.com/musfem/musfem/diferencial"
	"github.com/musfem/musfem/faults"
)

// faultPairs are pairs of faults planted in one engine that meet in the
// same hand, in the same lance (the same call), and one differing from
// the reference only in the moment it pays (issue 27, item 2).
var faultPairs = []struct{ what, names string }{
	{"en la misma jugada", "negada-no-cuenta,paso-no-se-paga"},
	{"en el mismo lance", "deje-no-se-paga,subida-no-querida-paga-la-ultima"},
	{"uno solo de momento", "deje-al-final,subida-no-querida-paga-la-ultima"},
	{"uno solo de momento, en la misma jugada", "deje-al-final,negada-no-cuenta"},
}

// pairGames is the number of differential games each engine plays in
// make long; make test plays quickPairGames, where each fault of its pair
// shows in about ten games.
const (
	pairGames      = 200
	quickPairGames = 50
)

// TestFaultPairsEachItsOwnGroup plays the differential games against each
// pair and against each fault alone, with the same seed: every group a
// fault shows alone shows in the pair too, in as many games (the other
// fault's difference, however close, hides none of it), and every group of
// the pair is charged to the faults' declared articles only.
func TestFaultPairsEachItsOwnGroup(t *testing.T) {
	byName := map[string]faults.Fault{}
	for _, f := range faults.List() {
		byName[f.Name] = f
	}
	cat := mustCatalog(t)
	games := pairGames
	pairs := faultPairs
	if !long() {
		games = quickPairGames
		pairs = pairs[1:2] // make test: the pair in the same lance; make long: every pair
	}
	play := func(t *testing.T, names string) diferencial.Result {
		return diferencial.Differential(faultTarget(t, names), cat.Aspects(), config.Default(), faultSeed, games, 1, nil)
	}
	alone := map[string]diferencial.Result{}
	for _, pair := range pairs {
		t.Run(pair.what, func(t *testing.T) {
			d := play(t, pair.names)
			var declared []string
			for _, n := range strings.Split(pair.names, ",") {
				declared = append(declared, byName[n].Articles...)
			}
			for _, k := range groupsOf(d) {
				if !subset(d.Groups[k].Signature.Articles, declared) {
					t.Errorf("%s: grupo %s imputado fuera de los artículos declarados %v", pair.names, k, declared)
				}
			}
			for _, n := range strings.Split(pair.names, ",") {
				a, ok := alone[n]
				if !ok {
					a = play(t, n)
					alone[n] = a
				}
				// Each group the fault shows alone is in the pair too,
				// in as many games: the other fault hides none of it. A
				// game where the other fault ends the jugada before the
				// count leaves a tanto inconclusive (neither missing nor
				// scored at another moment): it counts as shown, not hidden.
				for _, k := range groupsOf(a) {
					g, ga := d.Groups[k], a.Groups[k]
					open := inconclusiveOf(d, ga)
					switch {
					case g == nil:
						t.Errorf("%s: %s muestra solo %s, que con el otro defecto no sale", pair.names, n, k)
					case g.Games+open < ga.Games:
						t.Errorf("%s: %s en %d partidas (y %d sin concluir); solo, en %d: el otro defecto oculta el resto", pair.names, k, g.Games, open, ga.Games)
					}
				}
				if len(a.Groups) == 0 {
					t.Errorf("%s no se ve en %d partidas", n, games)
				}
			}
		})
	}
}

// subset reports whether every element of a is in b.
func subset(a, b []string) bool {
	for _, x := range a {
		if !slices.Contains(b, x) {
			return false
		}
	}
	return true
}

// inconclusiveOf counts the games of d in which a tanto of group g was
// left inconclusive: a tanto open when the game ended is counted under
// the rule of its value («el deje (…)»), whether the run found it scored
// at another moment (momento, the concept in the aspect) or never.
func inconclusiveOf(d diferencial.Result, g *diferencial.Group) int {
	if segs := g.Example.Aspect.Segments(); segs[3] == "momento" {
		n := 0
		for k, games := range d.Inconclusive {
			if strings.Contains(k, segs[2]) {
				n += games
			}
		}
		return n
	}
	return d.Inconclusive[g.Text+" ("+strings.Join(g.Signature.Articles, ", ")+")"]
}

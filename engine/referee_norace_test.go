//go:build !race

// TestRefereeAgrees plays thousands of games, engine code only: it is
// built without the race detector only, and make test runs it in its pass
// without it (internal/racepkgs).

package engine_test

import (
	"os"
	"testing"

	"github.com/musfem/musfem/engine"
)

// TestRefereeAgrees plays random games under several sets of rules and
// follows each with a referee: a second, plain reading of the rules
// (docs/decisions.md D4–D7) that sees only the events and the
// hands shown at the end of each round. Before every action in a lance it
// says whose turn it is; it works out every on-the-spot payment when a
// bet is refused and the whole count when the hands are shown, then
// checks the engine's PointsAwarded, one by one, against its own list;
// and it checks the first pair to the target wins and "estamos dentro" is
// said at most once per pair, only at 1 to 4 tantos from the target.
//
// The variants alternate ocho and cuatro reyes; one game in three turns
// deje, end_on_immediate_points, raise_mode, serve_order and
// reshuffle_includes_current_round away from their defaults, one in four
// plays the piedra de paso, one in seven counts pair by pair, and one in five plays a match of two games to
// 30 announcing at 3.
func TestRefereeAgrees(t *testing.T) {
	games := 5000
	if os.Getenv("MUSFEM_LONG") == "1" { // make long
		games = 100000
	}
	var seen refCounts
	for g := 0; g < games; g++ {
		r := engine.DefaultRules()
		if g%2 == 1 {
			r.DeckMode = engine.CuatroReyes
		}
		if g%3 == 1 {
			r.Deje = false
			r.EndOnImmediatePoints = false
			r.RaiseMode = engine.RaiseDoble
			r.ServeOrder = engine.ServeReparto
			r.ReshuffleIncludesCurrentRound = false
		}
		if g%4 == 3 {
			r.PiedraDePaso = true
		}
		if g%7 == 4 {
			r.CountOrder = engine.CountParejas
		}
		if g%5 == 2 {
			r.TargetPoints, r.AnnounceWithin, r.GamesToWin = 30, 3, 2
		}
		if err := refereeGame(r, uint64(g+1), &seen); err != nil {
			t.Fatalf("game %d (seed %d, deck %s, deje %v, target %d, count %s): %v", g, g+1, r.DeckMode, r.Deje, r.TargetPoints, r.CountOrder, err)
		}
	}
	t.Logf("%d games: %+v", games, seen)
	if seen.turns < 10*games || seen.count < 5*games || seen.spot < games/10 || seen.ordagos < games/20 || seen.teamIsIn < games/5 {
		t.Fatalf("the games did not reach every check: %+v", seen)
	}
}

package faults

import (
	"testing"

	"github.com/musfem/musfem/engine"
	"github.com/musfem/musfem/play"
)

// TestEngineFaultsPlayWholeGames plays random games with every fault
// injected in the engine: a fault may make the game wrong, or stop it with
// an error (sin-rebarajar), but never panic or hang.
func TestEngineFaultsPlayWholeGames(t *testing.T) {
	games := 20
	if testing.Short() {
		games = 5
	}
	r := engine.DefaultRules()
	played := 0
	for f := engine.NoFault + 1; len(engine.WithFault(engine.Setup{}, f).Faults()) == 1; f++ {
		for seed := uint64(1); seed <= uint64(games); seed++ {
			bots, err := play.NewBots([4]string{play.NameRandom, play.NameRandomNoOrdago, play.NameRandomNoOrdago, play.NameRandomNoOrdago}, r, seed)
			if err != nil {
				t.Fatal(err)
			}
			// An error is fine (the fault may refuse a legal action);
			// a panic fails the test by itself.
			res, _ := play.Run(r, engine.WithFault(engine.Setup{Seed: seed}, f), bots, 5000)
			played += res.Actions
		}
	}
	if played < 1000 {
		t.Errorf("solo %d acciones jugadas: las partidas no llegan a jugarse", played)
	}
	t.Logf("%d acciones", played)
}

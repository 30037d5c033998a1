//go:build !race

package faults

import (
	"testing"

	"github.com/musfem/musfem/driver"
	"github.com/musfem/musfem/engine"
	"github.com/musfem/musfem/play"
)

// TestFaultyEnginesPlayWholeGames plays random games on every faulty
// engine through the faulty server: a fault may make the game wrong, or
// stop it with a refusal (sin-rebarajar), but the server never crashes nor
// hangs (the protocol's time-out would end the request).
func TestFaultyEnginesPlayWholeGames(t *testing.T) {
	games := 6
	if testing.Short() {
		games = 2
	}
	r := engine.DefaultRules()
	played := 0
	for _, f := range List() {
		nf, err := New(f.Name)
		if err != nil {
			t.Fatal(err)
		}
		for seed := uint64(1); seed <= uint64(games); seed++ {
			n, err := playGame(nf(), r, seed)
			if err != nil {
				t.Errorf("%s, semilla %d: %v", f.Name, seed, err)
			}
			played += n
		}
	}
	if played < 1000 {
		t.Errorf("solo %d acciones jugadas: las partidas no llegan a jugarse", played)
	}
	t.Logf("%d acciones", played)
}

// playGame plays one game of random bots on eng, up to 5000 actions. A
// refusal of the engine ends the game without an error (the fault may
// refuse a legal action); a failure of the process is an error.
func playGame(eng driver.Engine, r engine.Rules, seed uint64) (int, error) {
	defer eng.Close()
	bots, err := play.NewBots([4]string{play.NameRandom, play.NameRandomNoOrdago, play.NameRandomNoOrdago, play.NameRandomNoOrdago}, r, seed)
	if err != nil {
		return 0, err
	}
	if _, err := eng.Start(driver.Setup{Rules: r, Seed: seed}); err != nil {
		return 0, err
	}
	for n := 0; n < 5000; n++ {
		o, err := eng.Observe(driver.Spectator())
		if err != nil {
			return n, err
		}
		if o.Phase == engine.PhaseGameOver || !o.Turn.Valid() {
			return n, nil
		}
		seen, err := eng.Observe(driver.SeatViewer(o.Turn))
		if err != nil {
			return n, err
		}
		if _, err := eng.Apply(o.Turn, bots[o.Turn].Act(seen)); err != nil {
			if _, refused := err.(*driver.RuleError); refused {
				return n, nil
			}
			return n, err
		}
	}
	return 5000, nil
}

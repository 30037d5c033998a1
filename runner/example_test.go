package runner_test

import (
	"context"
	"fmt"
	"time"

	"github.com/musfem/musfem/config"
	"github.com/musfem/musfem/engine"
	"github.com/musfem/musfem/runner"
	"github.com/musfem/musfem/tiempo"
)

// A game between four in-process bots, with the time limits of
// config/runner.default.toml (FEM IV.1, CONVENCION-tiempo-decision) on a
// fake clock.
func Example() {
	rules := config.Default()
	var players [4]tiempo.Player
	for i, name := range []string{"simple", "random-sin-ordago", "simple", "random-sin-ordago"} {
		p, err := runner.InProcess(name, rules, 7, engine.Seat(i))
		if err != nil {
			fmt.Println(err)
			return
		}
		players[i] = p
	}
	cfg := runner.Config{Rules: rules, Seed: 7, Settings: runner.DefaultSettings(), Clock: tiempo.NewFakeClock(time.Time{})}
	r, err := runner.New(cfg, players)
	if err != nil {
		fmt.Println(err)
		return
	}
	res, err := r.Run(context.Background())
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(r.State(), "gana la pareja", res.Winner, "incidencias:", len(res.Log.Runner))
	// Output: FINISHED gana la pareja A incidencias: 0
}

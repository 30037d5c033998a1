package diferencial

import (
	"strings"
	"testing"

	"github.com/musfem/musfem/driver"
	"github.com/musfem/musfem/engine"
)

// TestStartingScoreWithinReachIsTold: a pair that starts within
// announce_within of the target has announced «estamos dentro» with no
// event (docs/representation.md §7), on both engines. When a missing
// negada makes the reference take the engine's score, it takes that too,
// so the count's «estamos dentro» is no difference of its own: the one
// divergence is the negada, which the wrong engine does not pay. Pair B starts at 38; the mano's pair A counts
// first (count_order = "parejas"): A's grande, 31; B's chica, 39 on both
// engines after the resync; B's pares, 40.
func TestStartingScoreWithinReachIsTold(t *testing.T) {
	r := engine.DefaultRules()
	r.CountOrder, r.FirstDealer, r.GamesToWin = engine.CountParejas, 3, 1
	var deck [engine.NumCards]driver.Card
	for i, w := range strings.Fields("Ro Co So 1o Rc Cc 7c 1c 5e 6e 6b 4e 4b 4o 5o 5c 2o 3o 6o 7o 2c 3c 4c 6c Sc 1e 2e 3e 7e Se Ce Re 1b 2b 3b 5b 7b Sb Cb Rb") {
		c, err := engine.ParseCard(w)
		if err != nil {
			t.Fatal(err)
		}
		deck[i] = c
	}
	setup := driver.Setup{Rules: r, Decks: [][engine.NumCards]driver.Card{deck}, Score: [2]int{30, 38}}
	var plays []driver.Play
	add := func(seat engine.Seat, as ...engine.Action) {
		for _, a := range as {
			plays = append(plays, driver.Play{Seat: seat, Action: a})
		}
	}
	add(0, engine.CutMus{})
	for range 2 { // grande and chica en paso
		for s := engine.Seat(0); s < engine.NumSeats; s++ {
			add(s, engine.Pass{})
		}
	}
	add(0, engine.Pass{}) // pares: seat 1 bets, seat 0 (A's only one with pares) refuses
	add(1, engine.Bet{Amount: 2})
	add(0, engine.Reject{})
	for s := engine.Seat(0); s < engine.NumSeats; s++ { // punto
		add(s, engine.Pass{})
	}
	res := ReplayPlays(driver.Reference(), otherRules{driver.Reference(), func(r *driver.Rules) { r.NegadaPoints = 0 }}, table(t), setup, plays)
	if res.Invalid || res.Failure != nil {
		t.Fatalf("la repetición no llega al final: %+v", res)
	}
	var got []string
	for _, f := range res.Primaries() {
		got = append(got, string(f.Divergence.Aspect))
	}
	if len(got) != 1 || got[0] != "evento.PointsAwarded.negada.falta.-" {
		t.Errorf("divergencias propias %q; se esperaba solo la negada", got)
	}
}

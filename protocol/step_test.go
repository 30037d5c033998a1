package protocol

import (
	"math/rand/v2"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/musfem/musfem/config"
	"github.com/musfem/musfem/driver"
	"github.com/musfem/musfem/engine"
)

// randomPlay picks a legal action of a seat that may act, or false when
// nobody may (the game is over). It also bids and answers órdagos.
func randomPlay(res driver.StepResult, rng *rand.Rand) (driver.Seat, driver.Action, bool) {
	var seats []driver.Seat
	for s := range res.Legal {
		if len(res.Legal[s]) > 0 {
			seats = append(seats, driver.Seat(s))
		}
	}
	if len(seats) == 0 {
		return 0, nil, false
	}
	seat := seats[rng.IntN(len(seats))]
	ts := res.Legal[seat]
	t := ts[rng.IntN(len(ts))]
	switch t.Type {
	case engine.ActBet:
		return seat, driver.Bet{Amount: t.Min + rng.IntN(min(t.Max-t.Min, 3)+1)}, true
	case engine.ActRaise:
		return seat, driver.Raise{Amount: t.Min + rng.IntN(min(t.Max-t.Min, 3)+1)}, true
	case engine.ActDiscard:
		hand := append([]driver.Card(nil), res.Observations[seat].Hand...)
		rng.Shuffle(len(hand), func(i, j int) { hand[i], hand[j] = hand[j], hand[i] })
		n := t.Min + rng.IntN(t.Max-t.Min+1)
		return seat, driver.Discard{Cards: hand[:n]}, true
	}
	a, err := engine.UnmarshalAction([]byte(`{"type":"` + t.Type.String() + `"}`))
	if err != nil {
		panic(err)
	}
	return seat, a, true
}

// firstStep returns the observations and legal actions right after Start,
// by a refused step (seat -1 is never a seat: BAD_SEAT changes nothing).
func firstStep(t testing.TB, s driver.Stepper) driver.StepResult {
	res, err := s.Step(driver.Seat(-1), driver.Pass{})
	if re, ok := err.(*driver.RuleError); !ok || re.Code != "BAD_SEAT" {
		t.Fatalf("paso con el asiento -1: %v, se esperaba BAD_SEAT", err)
	}
	return res
}

// TestStepMatchesReference plays seeded random games through Step over
// musfem serve and in process, and compares every result: events, every
// observation, every legal list, every refusal.
func TestStepMatchesReference(t *testing.T) {
	c := launchServe(t)
	games := 20
	rules := config.Default()
	rules.TargetPoints = 15
	for g := 0; g < games; g++ {
		remote, local := c.NewEngine(), driver.Reference()
		setup := driver.Setup{Rules: rules, Seed: uint64(1000 + g)}
		re, err := remote.Start(setup)
		if err != nil {
			t.Fatal(err)
		}
		le, _ := local.Start(setup)
		if d := cmp.Diff(canon(t, le), canon(t, re)); d != "" {
			t.Fatalf("partida %d, Start (-referencia +protocolo):\n%s", g, d)
		}
		rs, ls := remote.(driver.Stepper), local.(driver.Stepper)
		res := firstStep(t, ls)
		rng := rand.New(rand.NewPCG(uint64(g), 9))
		for n := 0; ; n++ {
			seat, a, ok := randomPlay(res, rng)
			if !ok {
				break
			}
			if n%7 == 3 { // now and then a refused action: the wrong seat
				seat = (seat + 1) % 4
			}
			got, gerr := rs.Step(seat, a)
			want, werr := ls.Step(seat, a)
			if d := cmp.Diff(canon(t, want), canon(t, got)); d != "" {
				t.Fatalf("partida %d, paso %d (-referencia +protocolo):\n%s", g, n, d)
			}
			if (gerr == nil) != (werr == nil) || (gerr != nil && gerr.Error() != werr.Error()) {
				t.Fatalf("partida %d, paso %d: error %v por el protocolo, %v en proceso", g, n, gerr, werr)
			}
			res = want
			if n%5 == 0 { // observe and legal too, the developer's view included
				for _, v := range []driver.Viewer{driver.Developer(), driver.SeatViewer(seat), driver.Spectator()} {
					got, gerr := remote.Observe(v)
					want, werr := local.Observe(v)
					if gerr != nil || werr != nil {
						t.Fatalf("Observe(%v): %v / %v", v, gerr, werr)
					}
					if d := cmp.Diff(canon(t, want), canon(t, got)); d != "" {
						t.Fatalf("partida %d, paso %d, Observe(%v) (-referencia +protocolo):\n%s", g, n, v, d)
					}
				}
				got, _ := remote.Legal(seat)
				want, _ := local.Legal(seat)
				if d := cmp.Diff(canon(t, want), canon(t, got)); d != "" {
					t.Fatalf("partida %d, paso %d, Legal(%d):\n%s", g, n, seat, d)
				}
			}
		}
		if res.Observations[4].Phase != engine.PhaseGameOver {
			t.Errorf("partida %d: acaba en %v", g, res.Observations[4].Phase)
		}
	}
}

func canon(t testing.TB, v any) string {
	b, err := engine.Canonical(v)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

//go:build !race

package diferencial

import (
	"slices"
	"testing"

	"github.com/musfem/musfem/diferencial/diferencialtest"
	"github.com/musfem/musfem/driver"
	"github.com/musfem/musfem/engine"
	"github.com/musfem/musfem/fixtures"
)

// TestCaseIsolatesItsGroup: the case of a group found on an engine with
// two faults (the winner of grande flipped, and bets offered from 1 tanto)
// fails while the grande is wrong — on the engine with both faults and on
// the engine with that fault alone — and passes on the engine with only
// the other fault, which it names as a difference of another group; on
// the reference it passes with nothing else to say.
func TestCaseIsolatesItsGroup(t *testing.T) {
	tb := table(t)
	flip := func() driver.Engine { return diferencialtest.FlipGrande{Engine: driver.Reference()} }
	bet := func() driver.Engine { return minBetOne(driver.Reference()) }
	both := Local(func() driver.Engine { return minBetOne(diferencialtest.FlipGrande{Engine: driver.Reference()}) })
	r := Differential(both, tb, engine.DefaultRules(), 7, 30, 1, nil)
	var grande, minimo string
	for _, k := range groupsOf(r) {
		switch a := r.Groups[k].Signature.Articles; {
		case slices.Equal(a, []string{"CONVENCION-orden-grande"}):
			grande = k
		case slices.Contains(a, "CONVENCION-envite-minimo"):
			minimo = k
		}
	}
	if grande == "" || minimo == "" {
		t.Fatalf("el motor con dos defectos no muestra los dos grupos: %v", groupsOf(r))
	}
	g := r.Groups[grande]
	rp, ok := Shrink(both, tb, engine.DefaultRules(), 7, g.First, grande)
	if !ok {
		t.Fatal("la reducción no reproduce la divergencia")
	}
	c := NewCase(rp.Setup, rp.Calls)
	setup, err := c.Setup()
	if err != nil {
		t.Fatal(err)
	}
	sig := g.Signature
	f := fixtures.Fixture{Name: "D1", Articles: sig.Articles, Rules: setup.Rules, Seed: setup.Seed, Decks: setup.Decks,
		Score: setup.Score, Plays: c.Plays, Refused: c.Refused, Group: &fixtures.CaseGroup{Rule: sig.Rule, Articles: sig.Articles}}
	for _, tc := range []struct {
		name   string
		engine Local
		agrees bool
		others bool
	}{
		{"los dos defectos", both, false, true},
		{"solo la grande al revés", flip, false, false},
		{"solo el envite desde 1", bet, true, true},
		{"la referencia", driver.Reference, true, false},
	} {
		res, err := ReplayFixture(tc.engine, f)
		if err != nil {
			t.Fatal(err)
		}
		if res.Agrees() != tc.agrees {
			t.Errorf("%s: el caso %s, se esperaba lo contrario; grupos %v", tc.name, map[bool]string{true: "pasa", false: "falla"}[res.Agrees()], res.Groups)
		}
		for _, d := range res.Groups {
			if d.Signature().Key() != grande {
				t.Errorf("%s: el caso da un grupo que no es el suyo: %s", tc.name, d.Signature().Key())
			}
		}
		if (len(res.Others) > 0) != tc.others {
			t.Errorf("%s: otras diferencias %v", tc.name, res.Others)
		}
	}
	// Without a group (a golden fixture), every difference counts.
	f.Group = nil
	if res, err := ReplayFixture(Local(bet), f); err != nil || res.Agrees() {
		t.Errorf("sin grupo, el envite desde 1 debe hacer fallar el registro: %+v %v", res, err)
	}
}

// TestCaseKeepsOnlyAcceptedPlays: a case keeps the plays the reference
// accepts and its last play, not the illegal plays tried before it.
func TestCaseKeepsOnlyAcceptedPlays(t *testing.T) {
	setup := driver.Setup{Rules: engine.DefaultRules(), Seed: 7}
	// first_dealer sorteo with seed 7: find who is mano from the reference.
	ref := driver.Reference()
	defer ref.Close()
	if _, err := ref.Start(setup); err != nil {
		t.Fatal(err)
	}
	o, err := ref.Observe(driver.Spectator())
	if err != nil {
		t.Fatal(err)
	}
	mano := o.Mano
	other := (mano + 1) % 4
	plays := []driver.Play{
		{Seat: other, Action: driver.CutMus{}}, // out of turn: refused
		{Seat: mano, Action: driver.CutMus{}},
		{Seat: mano, Action: driver.Bet{Amount: 1}}, // below the minimum: refused
		{Seat: mano, Action: driver.Pass{}},
		{Seat: mano, Action: driver.Pass{}}, // not its turn again: refused, and the last
	}
	c := NewCase(setup, plays)
	want := []driver.Play{plays[1], plays[3], plays[4]}
	if len(c.Plays) != len(want) {
		t.Fatalf("el caso tiene %d acciones, se esperaban %d: %+v", len(c.Plays), len(want), c.Plays)
	}
	for i := range want {
		if c.Plays[i].Seat != want[i].Seat || c.Plays[i].Action.Type() != want[i].Action.Type() {
			t.Errorf("acción %d: %+v, se esperaba %+v", i, c.Plays[i], want[i])
		}
	}
	if len(c.Refused) != 1 || c.Refused[0].Play != 2 {
		t.Errorf("rechazadas %+v: solo la última (la 2)", c.Refused)
	}
}

package play

import (
	"reflect"
	"testing"

	"github.com/musfem/musfem/engine"
)

func cards(t *testing.T, s string) []engine.Card {
	t.Helper()
	cs, err := engine.ParseCards(s)
	if err != nil {
		t.Fatal(err)
	}
	return cs
}

// TestOrdagueroDecisions checks the Ordaguero's choices that draw no
// random number, on hands graded by hand.
func TestOrdagueroDecisions(t *testing.T) {
	rules := engine.DefaultRules()
	open := []engine.Template{{Type: engine.ActPass}, {Type: engine.ActBet, Min: 2, Max: 99}, {Type: engine.ActOrdago}}
	tests := []struct {
		name  string
		lance engine.Lance
		hand  string
		score [2]int
		want  engine.Action
	}{
		// two reyes at grande is a good hand; A needs 40 - 36 = 4 ≤ 5: órdago
		{"buena mano cerca del objetivo", engine.Grande, "Ro Rc 5e 4b", [2]int{36, 10}, engine.Ordago{}},
		// the same hand far from the target: like Simple, the minimum bet
		{"buena mano lejos del objetivo", engine.Grande, "Ro Rc 5e 4b", [2]int{10, 36}, engine.Bet{Amount: 2}},
		// one rey only: weak at grande, it passes even near the target
		{"mano floja cerca del objetivo", engine.Grande, "Ro 6c 5e 4b", [2]int{36, 10}, engine.Pass{}},
		// in ocho reyes a 3 is a rey: 3o 3c is two reyes
		{"los treses son reyes", engine.Grande, "3o 3c 5e 4b", [2]int{37, 0}, engine.Ordago{}},
	}
	for _, tt := range tests {
		b := NewOrdaguero(rules, 7, 0)
		o := engine.Observation{Seat: 0, Team: engine.TeamA, Phase: engine.PhaseGrande, Lance: tt.lance,
			Hand: cards(t, tt.hand), Score: tt.score, Target: 40, Turn: 0, Legal: open}
		if got := b.Act(o); !reflect.DeepEqual(got, tt.want) {
			t.Errorf("%s: %#v, se esperaba %#v", tt.name, got, tt.want)
		}
	}
}

// TestOrdagueroCutsOutOfTurn checks the out-of-turn cut (FEM IV.7): with
// medias or 31 it cuts, with a weak hand it does not.
func TestOrdagueroCutsOutOfTurn(t *testing.T) {
	b := NewOrdaguero(engine.DefaultRules(), 1, 2)
	for hand, want := range map[string]bool{
		"Ro Rc Re 4b": true,  // medias de reyes
		"So Cc Re 1b": true,  // 10 + 10 + 10 + 1 = 31
		"So 7c 6b 5o": false, // nothing
	} {
		if got := b.CutOutOfTurn(engine.Observation{Hand: cards(t, hand)}); got != want {
			t.Errorf("%s: corta %v, se esperaba %v", hand, got, want)
		}
	}
}

// TestOrdagueroGames plays whole games with four Ordagueros: they end, the
// same seed gives the same game, and some end by an órdago.
func TestOrdagueroGames(t *testing.T) {
	rules := engine.DefaultRules()
	ordagos := 0
	for seed := uint64(1); seed <= 40; seed++ {
		mk := func() [4]Bot {
			var bots [4]Bot
			for i := range bots {
				bots[i] = NewOrdaguero(rules, seed, engine.Seat(i))
			}
			return bots
		}
		a, err := Game(rules, seed, mk())
		if err != nil {
			t.Fatalf("semilla %d: %v", seed, err)
		}
		b, err := Game(rules, seed, mk())
		if err != nil {
			t.Fatalf("semilla %d: %v", seed, err)
		}
		if !reflect.DeepEqual(a.Plays, b.Plays) {
			t.Fatalf("semilla %d: dos partidas con la misma semilla difieren", seed)
		}
		for _, e := range a.Events {
			if p, ok := e.Payload.(engine.GameFinished); ok && p.Reason == "ordago" {
				ordagos++
			}
		}
	}
	if ordagos == 0 {
		t.Error("ninguna de 40 partidas ha terminado por órdago")
	}
}

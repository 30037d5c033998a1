package tiempo

import (
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/musfem/musfem/config"
	"github.com/musfem/musfem/engine"
	"github.com/musfem/musfem/play"
)

func tpl(t engine.ActionType, mn, mx int) engine.Template {
	return engine.Template{Type: t, Min: mn, Max: mx}
}

// TestDefaultAction: the default action of each situation, worked out from
// docs/runner.md by hand.
func TestDefaultAction(t *testing.T) {
	hand, err := engine.ParseCards("Ro 5c 7e 1b")
	if err != nil {
		t.Fatal(err)
	}
	bet := func(total int, ordago bool) *engine.BetView {
		return &engine.BetView{Lance: engine.Grande, Bettor: 1, Total: total, Ordago: ordago, Responder: 0}
	}
	answers := []engine.Template{tpl(engine.ActAccept, 0, 0), tpl(engine.ActReject, 0, 0), tpl(engine.ActRaise, 2, 38), tpl(engine.ActOrdago, 0, 0)}
	for _, tt := range []struct {
		name string
		o    engine.Observation
		mus  MusDefault
		sit  Situation
		want engine.Action
	}{
		// cálculo: in the mus, mus_timeout_action = "corte" cuts …
		{"mus-corte", engine.Observation{Phase: engine.PhaseMus, Legal: []engine.Template{tpl(engine.ActMus, 0, 0), tpl(engine.ActCutMus, 0, 0)}}, MusDefaultCut, SituationMus, engine.CutMus{}},
		// cálculo: … and "mus" asks for mus.
		{"mus-mus", engine.Observation{Phase: engine.PhaseMus, Legal: []engine.Template{tpl(engine.ActMus, 0, 0), tpl(engine.ActCutMus, 0, 0)}}, MusDefaultMus, SituationMus, engine.Mus{}},
		// cálculo: min_discard = 1: the first card of the hand as observed, Ro.
		{"descarte", engine.Observation{Phase: engine.PhaseDiscard, Hand: hand, Legal: []engine.Template{tpl(engine.ActDiscard, 1, 4)}}, MusDefaultCut, SituationDiscard, engine.Discard{Cards: hand[:1]}},
		// cálculo: min_discard = 2 (a profile): Ro 5c.
		{"descarte-2", engine.Observation{Phase: engine.PhaseDiscard, Hand: hand, Legal: []engine.Template{tpl(engine.ActDiscard, 2, 4)}}, MusDefaultCut, SituationDiscard, engine.Discard{Cards: hand[:2]}},
		// cálculo: with the word and no bet: paso.
		{"palabra", engine.Observation{Phase: engine.PhaseGrande, Lance: engine.Grande, Target: 40, Legal: []engine.Template{tpl(engine.ActPass, 0, 0), tpl(engine.ActBet, 2, 40), tpl(engine.ActOrdago, 0, 0)}}, MusDefaultCut, SituationWord, engine.Pass{}},
		// cálculo: envite of 2 at 0-0 to 40: 2 < 40 − 0, a plain envite: no quiero.
		{"envite", engine.Observation{Phase: engine.PhaseGrande, Lance: engine.Grande, Seat: 0, Target: 40, Bet: bet(2, false), Legal: answers}, MusDefaultCut, SituationAnswer, engine.Reject{}},
		// cálculo: órdago: no quiero, with the órdago limit.
		{"ordago", engine.Observation{Phase: engine.PhaseGrande, Lance: engine.Grande, Seat: 0, Target: 40, Bet: bet(0, true), Legal: answers}, MusDefaultCut, SituationOrdago, engine.Reject{}},
		// cálculo: score 35-10 to 40, envite of 5: 5 ≥ 40 − 35 = 5, worth an órdago.
		{"envite-que-vale-ordago", engine.Observation{Phase: engine.PhaseGrande, Lance: engine.Grande, Seat: 0, Target: 40, Score: [2]int{35, 10}, Bet: bet(5, false), Legal: answers}, MusDefaultCut, SituationOrdago, engine.Reject{}},
		// cálculo: score 35-10, envite of 4: 4 < 5 and 4 < 30, a plain envite.
		{"envite-de-4-a-35", engine.Observation{Phase: engine.PhaseGrande, Lance: engine.Grande, Seat: 0, Target: 40, Score: [2]int{35, 10}, Bet: bet(4, false), Legal: answers}, MusDefaultCut, SituationAnswer, engine.Reject{}},
		// cálculo: no preferred action legal: the first template, Bet at its minimum 2.
		{"otra", engine.Observation{Phase: engine.PhaseDealing, Legal: []engine.Template{tpl(engine.ActBet, 2, 40)}}, MusDefaultCut, SituationOther, engine.Bet{Amount: 2}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			if got := Classify(tt.o); got != tt.sit {
				t.Errorf("Classify = %s, want %s", got, tt.sit)
			}
			if diff := cmp.Diff(tt.want, DefaultAction(tt.o, tt.mus)); diff != "" {
				t.Errorf("DefaultAction (-want +got):\n%s", diff)
			}
		})
	}
	if a := DefaultAction(engine.Observation{}, MusDefaultCut); a != nil {
		t.Errorf("no legal actions: %v", a)
	}
}

// TestDefaultActionIsLegal: in many random games, the default action at
// every decision is accepted by the engine.
func TestDefaultActionIsLegal(t *testing.T) {
	rules := config.Default()
	rules.GamesToWin = 2 // a partida of two games: many rounds
	for seed := uint64(1); seed <= 8; seed++ {
		s, _, err := engine.New(rules, engine.Setup{Seed: seed})
		if err != nil {
			t.Fatal(err)
		}
		for mus := MusDefaultMus; mus <= MusDefaultCut; mus++ {
			x := s
			for n := 0; !x.Over() && n < 1500; n++ {
				o := engine.Observe(x, engine.SeatViewer(x.Turn()))
				a := DefaultAction(o, mus)
				nx, _, err := engine.Apply(x, x.Turn(), a)
				if err != nil {
					t.Fatalf("seed %d: default %v in %s refused: %v", seed, a, o.Phase, err)
				}
				x = nx
			}
			// With "mus" four absent players ask for mus for ever (no limit
			// on mus rounds); with "corte" every lance goes en paso.
			if mus == MusDefaultCut && !x.Over() {
				t.Errorf("seed %d: defaults alone never end the game", seed)
			}
		}
	}
}

// TestInstantiateTakesTheBotsActions: an action without parameters is the
// one the bots play for its template (play.Simplest), and a tick is a
// tick; the others are built from the template.
func TestInstantiateTakesTheBotsActions(t *testing.T) {
	types := append(engine.ActionTypes(), engine.ActTick)
	for _, ty := range types {
		got := instantiate(engine.Template{Type: ty, Min: 2, Max: 4}, nil)
		want := play.Simplest(ty)
		switch ty {
		case engine.ActBet:
			want = engine.Bet{Amount: 2}
		case engine.ActRaise:
			want = engine.Raise{Amount: 2}
		case engine.ActDiscard:
			want = engine.Discard{} // no hand: no cards
		case engine.ActTick:
			want = engine.Tick{}
		}
		if diff := cmp.Diff(want, got); diff != "" {
			t.Errorf("instantiate(%s) (-want +got):\n%s", ty, diff)
		}
	}
}

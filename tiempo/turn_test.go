package tiempo

import (
	"context"
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/musfem/musfem/config"
	"github.com/musfem/musfem/driver"
	"github.com/musfem/musfem/engine"
	"github.com/musfem/musfem/play"
)

// defaults are the settings of config/runner.default.toml.
func defaults(t *testing.T) Settings {
	t.Helper()
	s, err := ParseDefaults(config.RunnerFileName, config.RunnerFile())
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// silent never answers: once the turn has armed the decision's timer, it
// runs the fake clock to the limit.
type silent struct{ clock *FakeClock }

func (silent) Name() string { return "silencioso" }
func (silent) Close() error { return nil }
func (p silent) Decide(ctx context.Context, r Request) (engine.Action, error) {
	go func() { p.clock.BlockUntil(1); p.clock.Advance(r.TimeLeft) }()
	<-ctx.Done()
	return nil, ctx.Err()
}

// answers answers with the action of a function of its request.
type answers func(Request) engine.Action

func (answers) Name() string { return "guion" }
func (answers) Close() error { return nil }
func (f answers) Decide(_ context.Context, r Request) (engine.Action, error) {
	return f(r), nil
}

// broken is an engine whose Apply fails for a reason that is no refusal.
type broken struct{ driver.Engine }

func (broken) Apply(engine.Seat, engine.Action) ([]engine.Event, error) {
	return nil, errors.New("se ha roto la tubería")
}

// started returns the reference engine with a game of seed 1 whose first
// dealer is seat 3.
func started(t *testing.T) (driver.Engine, engine.Rules) {
	t.Helper()
	rules := config.Default()
	rules.FirstDealer = 3
	eng := driver.Reference()
	if _, err := eng.Start(driver.Setup{Rules: rules, Seed: 1}); err != nil {
		t.Fatal(err)
	}
	return eng, rules
}

// TestTurn: one decision over an engine already started, as the time
// scenarios (FEM IV.1, CONVENCION-tiempo-decision) drive it: an absent
// seat gets its default at once, a silent one after its limit, a good
// answer is applied as it is, a refused one is an illegal answer.
func TestTurn(t *testing.T) {
	eng, rules := started(t)
	s := defaults(t)
	clock := NewFakeClock(time.Time{})
	ctx := context.Background()
	// cálculo: dealer 3, so seat 0 (the mano) speaks first in the mus; absent: corte.
	res, err := Turn(ctx, eng, nil, s, clock, 0, true)
	if err != nil {
		t.Fatal(err)
	}
	if res.Seat != 0 || res.Action != (engine.CutMus{}) || res.Incident == nil || res.Incident.Type != PlayerAbsent || res.Forfeit {
		t.Fatalf("absent: %+v %+v", res, res.Incident)
	}
	// cálculo: grande, seat 0 with the word: silent, decision_time_ms 30000, paso.
	res, err = Turn(ctx, eng, silent{clock}, s, clock, 1, false)
	if err != nil {
		t.Fatal(err)
	}
	if res.Seat != 0 || res.Action != (engine.Pass{}) || res.Incident.LimitMs != 30000 || res.Incident.Situation != "palabra" || !clock.Now().Equal(time.Time{}.Add(30*time.Second)) {
		t.Fatalf("silent: %+v %+v, clock %v", res, res.Incident, clock.Now())
	}
	// cálculo: seat 1 (the simple bot) answers itself: no incident.
	simple := play.NewSimple(rules)
	res, err = Turn(ctx, eng, answers(func(r Request) engine.Action { return simple.Act(r.Observation) }), s, clock, 2, false)
	if err != nil || res.Seat != 1 || res.Incident != nil || len(res.Events) == 0 {
		t.Fatalf("answer: %+v %v", res, err)
	}
	// cálculo: seat 2 bets 99, which the engine refuses: an illegal answer
	// under on_illegal = "accion", the default action of its situation.
	next, err := Turn(ctx, eng, answers(func(Request) engine.Action { return engine.Bet{Amount: 99} }), s, clock, 3, false)
	if err != nil || next.Seat != 2 || next.Incident == nil || next.Incident.Type != IllegalAnswer || !strings.Contains(next.Incident.Detail, "rechazada") || next.Action == nil {
		t.Fatalf("refused: %+v %+v %v", next, next.Incident, err)
	}
}

// TestTurnErrors: an engine that fails, and settings that are not valid,
// are errors of the turn, not incidents of the player.
func TestTurnErrors(t *testing.T) {
	eng, _ := started(t)
	cut := answers(func(Request) engine.Action { return engine.CutMus{} })
	if _, err := Turn(context.Background(), broken{eng}, cut, defaults(t), nil, 0, false); err == nil || !strings.Contains(err.Error(), "se ha roto la tubería") {
		t.Errorf("broken engine: %v", err)
	}
	if _, err := Turn(context.Background(), eng, cut, Settings{}, nil, 0, false); err == nil || !strings.Contains(err.Error(), "on_timeout") {
		t.Errorf("zero settings: %v", err)
	}
}

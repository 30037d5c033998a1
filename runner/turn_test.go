package runner

import (
	"context"
	"testing"
	"time"

	"github.com/musfem/musfem/config"
	"github.com/musfem/musfem/driver"
	"github.com/musfem/musfem/engine"
	"github.com/musfem/musfem/gamelog"
)

// TestTurn: one decision over an engine already started, as the time
// scenarios (FEM IV.1, CONVENCION-tiempo-decision) drive it: an absent seat gets its default at once, a silent
// one after its limit, a good answer is applied as it is.
func TestTurn(t *testing.T) {
	rules := config.Default()
	rules.FirstDealer = 3
	eng := driver.Reference()
	if _, err := eng.Start(driver.Setup{Rules: rules, Seed: 1}); err != nil {
		t.Fatal(err)
	}
	clock := NewFakeClock(time.Time{})
	ctx := context.Background()
	// cálculo: dealer 3, so seat 0 (the mano) speaks first in the mus; absent: corte.
	res, err := Turn(ctx, eng, nil, Settings{}, clock, 0, true)
	if err != nil {
		t.Fatal(err)
	}
	if res.Seat != 0 || res.Action != (engine.CutMus{}) || res.Incident == nil || res.Incident.Type != gamelog.PlayerAbsent || res.Forfeit {
		t.Fatalf("absent: %+v %+v", res, res.Incident)
	}
	// cálculo: grande, seat 0 with the word: silent, decision_time_ms 30000, paso.
	p := &scripted{Player: nil, rule: onCalls(hang, 0), clock: clock}
	res, err = Turn(ctx, eng, p, Settings{}, clock, 1, false)
	if err != nil {
		t.Fatal(err)
	}
	if res.Seat != 0 || res.Action != (engine.Pass{}) || res.Incident.LimitMs != 30000 || res.Incident.Situation != "palabra" || !clock.Now().Equal(time.Time{}.Add(30*time.Second)) {
		t.Fatalf("silent: %+v %+v, clock %v", res, res.Incident, clock.Now())
	}
	// cálculo: seat 1 (the simple bot) answers itself: no incident.
	simple, _ := InProcess(NameSimple, rules, 1, 1)
	res, err = Turn(ctx, eng, simple, DefaultSettings(), clock, 2, false)
	if err != nil || res.Seat != 1 || res.Incident != nil || len(res.Events) == 0 {
		t.Fatalf("answer: %+v %v", res, err)
	}
}

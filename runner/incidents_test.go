package runner

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"github.com/musfem/musfem/config"
	"github.com/musfem/musfem/engine"
	"github.com/musfem/musfem/gamelog"

	"github.com/musfem/musfem/tiempo"
)

// runWith plays seed with simple bots, seat `seat` wrapped by rule, under
// settings s and a fake clock; it checks that the log replays.
func runWith(t *testing.T, seed uint64, seat engine.Seat, rule func(int, tiempo.Request) fault, s tiempo.Settings) (Result, *scripted) {
	t.Helper()
	rules := config.Default()
	clock := tiempo.NewFakeClock(time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC))
	ps := bots(t, rules, seed, NameSimple, NameRandomNoOrdago)
	sc := &scripted{Player: ps[seat], rule: rule, clock: clock}
	ps[seat] = sc
	r, err := New(Config{Rules: rules, Seed: seed, Settings: s, Clock: clock}, ps)
	if err != nil {
		t.Fatal(err)
	}
	res, err := r.Run(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	if r.State() != StateFinished {
		t.Fatalf("state %s", r.State())
	}
	if _, err := gamelog.Replay(res.Log); err != nil {
		t.Fatalf("replay: %v", err)
	}
	b := mustEncode(t, res.Log)
	l, err := gamelog.Decode("x", b)
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff(res.Log.Runner, l.Runner); diff != "" {
		t.Fatalf("runner events do not round-trip (-want +got):\n%s", diff)
	}
	return res, sc
}

// TestTimeoutPlaysTheDefault: a player that does not answer within the
// limit gets a PlayerTimedOut event and the default action of the
// situation, with its limit (FEM IV.1 for the mus, CONVENCION-tiempo-decision
// for the others); the game goes on to its end.
// Artículo: FEM-IV.1
// Artículo: CONVENCION-tiempo-decision
func TestTimeoutPlaysTheDefault(t *testing.T) {
	for _, tt := range []struct {
		sit   tiempo.Situation
		limit int64
		want  engine.ActionType
	}{
		{tiempo.SituationMus, 60000, engine.ActCutMus},    // cálculo: mus_time_ms 60000; mus_timeout_action "corte"
		{tiempo.SituationAnswer, 30000, engine.ActReject}, // cálculo: answer_time_ms 30000; no quiero
		{tiempo.SituationWord, 30000, engine.ActPass},     // cálculo: decision_time_ms 30000; paso
	} {
		t.Run(tt.sit.String(), func(t *testing.T) {
			found := false
			for seed := uint64(1); seed <= 20 && !found; seed++ {
				res, _ := runWith(t, seed, 1, onFirst(hang, tt.sit), DefaultSettings())
				if len(res.Log.Runner) == 0 {
					continue // seat 1 never met the situation
				}
				found = true
				ev := res.Log.Runner[0]
				want := tiempo.Incident{Type: tiempo.PlayerTimedOut, Play: ev.Play, Seat: 1, Situation: tt.sit.String(), LimitMs: tt.limit, Outcome: tiempo.OutcomeDefault}
				if diff := cmp.Diff([]tiempo.Incident{want}, res.Log.Runner); diff != "" {
					t.Errorf("seed %d: runner events (-want +got):\n%s", seed, diff)
				}
				if p := res.Log.Plays[ev.Play]; p.Seat != 1 || p.Action.Type() != tt.want {
					t.Errorf("seed %d: play %d is %+v, want %s by seat 1", seed, ev.Play, p, tt.want)
				}
			}
			if !found {
				t.Fatal("no seed puts seat 1 in the situation")
			}
		})
	}
}

// TestTimeoutForfeit: with on_timeout = "abandono", the pair of the seat
// that ran out of time loses the game.
// Artículo: FEM-IV.1
// Artículo: CONVENCION-tiempo-decision
func TestTimeoutForfeit(t *testing.T) {
	s := DefaultSettings()
	s.OnTimeout = tiempo.PolicyForfeit
	res, _ := runWith(t, 4, 2, onCalls(hang, 0), s)
	// cálculo: seat 2 is in pair A (seats 0 and 2), so pair B wins.
	b := engine.TeamB
	want := []tiempo.Incident{
		{Type: tiempo.PlayerTimedOut, Play: res.Plays, Seat: 2, Situation: "mus", LimitMs: 60000, Outcome: tiempo.OutcomeForfeit},
		{Type: tiempo.GameForfeited, Play: res.Plays, Seat: 2, Situation: "mus", LimitMs: 60000, Outcome: tiempo.OutcomeForfeit, Winner: &b},
	}
	if diff := cmp.Diff(want, res.Log.Runner); diff != "" {
		t.Errorf("(-want +got):\n%s", diff)
	}
	if !res.Forfeit || res.Winner != engine.TeamB {
		t.Errorf("result %+v", res)
	}
	if d := res.Log.Runner[1].Describe(); !strings.Contains(d, "gana la pareja B") {
		t.Errorf("Describe: %q", d)
	}
}

// TestBadAnswers: garbage, an illegal action, a panic and no action are
// IllegalAnswer events followed by the default action (on_illegal =
// "accion"); the engine's state is what it was, so the log replays.
func TestBadAnswers(t *testing.T) {
	for _, f := range []struct {
		name   string
		f      fault
		detail string
	}{
		{"basura", garbage, "respuesta que no es una acción: «hola»"},
		{"ilegal", illegal, `{"type":"Bet","amount":99} rechazada`},
		{"panic", panics, "el jugador ha fallado (panic): ¡ay!"},
		{"nada", nothing, "no ha devuelto ninguna acción"},
	} {
		t.Run(f.name, func(t *testing.T) {
			res, _ := runWith(t, 5, 0, onCalls(f.f, 0, 3), DefaultSettings())
			if len(res.Log.Runner) != 2 {
				t.Fatalf("runner events %+v", res.Log.Runner)
			}
			for _, ev := range res.Log.Runner {
				if ev.Type != tiempo.IllegalAnswer || ev.Seat != 0 || ev.Outcome != tiempo.OutcomeDefault || !strings.Contains(ev.Detail, f.detail) {
					t.Errorf("event %+v, want detail %q", ev, f.detail)
				}
			}
		})
	}
	s := DefaultSettings()
	s.OnIllegal = tiempo.PolicyForfeit
	res, _ := runWith(t, 5, 3, onCalls(illegal, 1), s)
	// cálculo: seat 3 is in pair B, so pair A wins.
	if !res.Forfeit || res.Winner != engine.TeamA || res.Log.Runner[1].Type != tiempo.GameForfeited {
		t.Errorf("on_illegal abandono: %+v %+v", res, res.Log.Runner)
	}
}

// TestDisconnect: with on_disconnect = "accion" a disconnected player is
// never asked again and every later decision of its seat is a
// PlayerAbsent default; with the default "abandono" its pair loses.
func TestDisconnect(t *testing.T) {
	s := DefaultSettings()
	s.OnDisconnect = tiempo.PolicyDefault
	res, sc := runWith(t, 6, 1, onCalls(disconnect, 2), s)
	if sc.Calls() != 3 {
		t.Errorf("player asked %d times after disconnecting at its 3rd call", sc.Calls())
	}
	evs := res.Log.Runner
	if len(evs) < 2 || evs[0].Type != tiempo.PlayerDisconnected {
		t.Fatalf("events %+v", evs)
	}
	n := 0
	for _, p := range res.Log.Plays[evs[0].Play:] {
		if p.Seat == 1 {
			n++
		}
	}
	// cálculo: one PlayerDisconnected, then one PlayerAbsent per later play of seat 1.
	if len(evs) != n {
		t.Errorf("%d runner events for %d plays of seat 1 from the disconnection", len(evs), n)
	}
	for _, ev := range evs[1:] {
		if ev.Type != tiempo.PlayerAbsent || ev.Seat != 1 || res.Log.Plays[ev.Play].Seat != 1 {
			t.Errorf("event %+v", ev)
		}
	}
	res, _ = runWith(t, 6, 1, onCalls(disconnect, 2), DefaultSettings())
	if !res.Forfeit || res.Winner != engine.TeamA {
		t.Errorf("on_disconnect abandono: %+v", res)
	}
}

// TestRealClockTimeout: on the real clock, a bot that sleeps past its
// limit of 50 ms (by 200 ms, whatever the load) is timed out and the game
// goes on.
// Artículo: FEM-IV.1
// Artículo: CONVENCION-tiempo-decision
func TestRealClockTimeout(t *testing.T) {
	rules := config.Default()
	ps := bots(t, rules, 2, NameSimple)
	ps[0] = &scripted{Player: ps[0], rule: onCalls(sleep, 0)}
	r, err := New(Config{Rules: rules, Seed: 2, Settings: DefaultSettings().WithTime(50 * time.Millisecond)}, ps)
	if err != nil {
		t.Fatal(err)
	}
	res, err := r.Run(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	// Seat 0 times out once, at its first decision. On a busy machine an
	// in-process bot may also be late for 50 ms: such a time-out is
	// handled alike, and is no failure of this test.
	var own []tiempo.Incident
	for _, e := range res.Log.Runner {
		if e.Type != tiempo.PlayerTimedOut || e.LimitMs != 50 {
			t.Errorf("runner event %+v: only time-outs of 50 ms are expected", e)
		}
		if e.Seat == 0 {
			own = append(own, e)
		}
	}
	if len(own) != 1 {
		t.Errorf("time-outs of seat 0: %+v, want one", own)
	}
}

package runner

import (
	"bytes"
	"context"
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/musfem/musfem/config"
	"github.com/musfem/musfem/engine"
	"github.com/musfem/musfem/gamelog"

	"github.com/musfem/musfem/tiempo"
)

// stopper cancels the run when asked for the play at index stop.
type stopper struct {
	tiempo.Player
	stop   int
	cancel context.CancelFunc
}

func (s *stopper) Decide(ctx context.Context, r tiempo.Request) (engine.Action, error) {
	if r.Index == s.stop {
		s.cancel()
		<-ctx.Done()
		return nil, ctx.Err()
	}
	return s.Player.Decide(ctx, r)
}

// everyIndex hangs at the decisions whose play index is a multiple of n.
func everyIndex(n int) func(int, tiempo.Request) fault {
	return func(_ int, r tiempo.Request) fault {
		if r.Index%n == n-1 {
			return hang
		}
		return fine
	}
}

// recoveryPlayers are the players of the recovery test: four kinds of
// in-process bots, seat 1 timing out now and then.
func recoveryPlayers(t *testing.T, seed uint64, clock *tiempo.FakeClock) [4]tiempo.Player {
	rules := recoveryRules(seed)
	ps := bots(t, rules, seed, NameRandomNoOrdago, NameRandom, NameOrdaguero, NameSimple)
	ps[1] = &scripted{Player: ps[1], rule: everyIndex(23), clock: clock}
	return ps
}

// recoveryRules: a partida of two games for one seed in four, one game
// otherwise (to keep the test fast under -race).
func recoveryRules(seed uint64) engine.Rules {
	if seed%4 == 0 {
		return longRules()
	}
	return config.Default()
}

// TestRecoverAtRandomPoints: a run stopped at random points of many games
// and recovered from its saved log (written to bytes and read back, as a
// file) ends in exactly the log of the uninterrupted run, byte for byte,
// runner events included.
func TestRecoverAtRandomPoints(t *testing.T) {
	rnd := engine.NewRand(2026)
	stops, incidents := 0, 0
	for seed := uint64(1); seed <= 12; seed++ {
		rules := recoveryRules(seed)
		clock := tiempo.NewFakeClock(time.Time{})
		plain, _ := New(Config{Rules: rules, Seed: seed, Clock: clock}, recoveryPlayers(t, seed, clock))
		want, err := plain.Run(context.Background())
		if err != nil {
			t.Fatal(err)
		}
		wantBytes := mustEncode(t, want.Log)
		incidents += len(want.Log.Runner)
		for k := 0; k < 3; k++ {
			stop := int(rnd.Bounded(uint64(want.Plays)))
			stops++
			ctx, cancel := context.WithCancel(context.Background())
			ps := recoveryPlayers(t, seed, clock)
			for i := range ps {
				ps[i] = &stopper{Player: ps[i], stop: stop, cancel: cancel}
			}
			var saved []byte
			save := func(l *gamelog.Log) error { saved = mustEncode(t, l); return nil }
			r, _ := New(Config{Rules: rules, Seed: seed, Clock: clock, Save: save}, ps)
			_, err := r.Run(ctx)
			cancel()
			if !errors.Is(err, context.Canceled) || r.State() != StateError {
				t.Fatalf("seed %d stop %d: %v", seed, stop, err)
			}
			l, err := gamelog.Decode("guardada.json", saved)
			if err != nil {
				t.Fatal(err)
			}
			if len(l.Plays) != stop {
				t.Fatalf("seed %d: saved %d plays, stopped at %d", seed, len(l.Plays), stop)
			}
			rec, err := Recover(l, Config{Clock: clock}, recoveryPlayers(t, seed, clock))
			if err != nil {
				t.Fatal(err)
			}
			got, err := rec.Run(context.Background())
			if err != nil {
				t.Fatal(err)
			}
			if g := mustEncode(t, got.Log); !bytes.Equal(g, wantBytes) {
				t.Fatalf("seed %d: recovered at play %d, the log differs from the uninterrupted run", seed, stop)
			}
			if got.Winner != want.Winner || got.Games != want.Games {
				t.Errorf("seed %d: result %+v, want %+v", seed, got, want)
			}
		}
	}
	if stops != 36 || incidents == 0 {
		t.Fatalf("%d stops, %d runner events", stops, incidents)
	}
}

// TestRecoverForfeited: a log that ends in an abandono is over: Run
// returns its result without asking anyone.
func TestRecoverForfeited(t *testing.T) {
	s := DefaultSettings()
	s.OnTimeout = tiempo.PolicyForfeit
	res, _ := runWith(t, 4, 2, onCalls(hang, 0), s)
	rules := res.Log.Rules
	ps := bots(t, rules, 4, NameSimple, NameRandomNoOrdago)
	for i := range ps {
		ps[i] = &scripted{Player: ps[i], rule: onCalls(panics, 0)}
	}
	r, err := Recover(res.Log, Config{}, ps)
	if err != nil {
		t.Fatal(err)
	}
	got, err := r.Run(context.Background())
	if err != nil || !got.Forfeit || got.Winner != engine.TeamB || !bytes.Equal(mustEncode(t, got.Log), mustEncode(t, res.Log)) {
		t.Errorf("recovered forfeit: %+v %v", got, err)
	}
}

// TestRecoverRefusesBadLogs: a log whose events do not follow from its
// plays, or whose plays the engine refuses, is not recovered.
func TestRecoverRefusesBadLogs(t *testing.T) {
	rules := longRules()
	r, _ := New(Config{Rules: rules, Seed: 3}, bots(t, rules, 3, NameSimple))
	res, _ := r.Run(context.Background())
	l := *res.Log
	l.Events = append([]engine.Event(nil), l.Events...)
	l.Events[10].Round = 99
	if _, err := Recover(&l, Config{}, bots(t, rules, 3, NameSimple)); err == nil || !strings.Contains(err.Error(), "el evento 11 difiere") {
		t.Errorf("tampered event: %v", err)
	}
	l = *res.Log
	l.Plays = append([]engine.Play{{Seat: 3, Action: engine.Pass{}}}, l.Plays...)
	if _, err := Recover(&l, Config{}, bots(t, rules, 3, NameSimple)); err == nil || !strings.Contains(err.Error(), "la acción 1 (asiento 3") {
		t.Errorf("refused play: %v", err)
	}
	if _, err := Recover(nil, Config{}, bots(t, rules, 3, NameSimple)); err == nil {
		t.Error("nil log recovered")
	}
}

// TestRecoverKeepsAbsentSeats: a seat that disconnected under "accion"
// stays absent after recovery: it is never asked, as in the uninterrupted
// run.
func TestRecoverKeepsAbsentSeats(t *testing.T) {
	s := DefaultSettings()
	s.OnDisconnect = tiempo.PolicyDefault
	want, _ := runWith(t, 6, 1, onCalls(disconnect, 2), s)
	var stop int
	for _, ev := range want.Log.Runner {
		if ev.Type == tiempo.PlayerAbsent {
			stop = ev.Play + 1
			break
		}
	}
	l := *want.Log
	l.Plays = l.Plays[:stop]
	l.Runner = nil
	for _, ev := range want.Log.Runner {
		if ev.Play < stop {
			l.Runner = append(l.Runner, ev)
		}
	}
	// The events of the prefix: replay it.
	_, evs, err := engine.Replay(l.Rules, l.Setup(), l.Plays)
	if err != nil {
		t.Fatal(err)
	}
	l.Events = evs
	rules := l.Rules
	ps := bots(t, rules, 6, NameSimple, NameRandomNoOrdago)
	ps[1] = &scripted{Player: ps[1], rule: onCalls(panics, 0)} // must never be asked
	r, err := Recover(&l, Config{Settings: s, Clock: tiempo.NewFakeClock(time.Time{})}, ps)
	if err != nil {
		t.Fatal(err)
	}
	got, err := r.Run(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(mustEncode(t, got.Log), mustEncode(t, want.Log)) {
		t.Error("recovered run differs")
	}
}

package runner

import (
	"bytes"
	"context"
	"errors"
	"testing"
	"time"

	"github.com/musfem/musfem/config"
	"github.com/musfem/musfem/engine"
	"github.com/musfem/musfem/gamelog"

	"github.com/musfem/musfem/tiempo"
)

// TestRunMatchesReplay: a run between in-process bots ends FINISHED, its
// log replays to the same events, its winner is the pair the engine names,
// and two runs with the same seed give the same bytes.
func TestRunMatchesReplay(t *testing.T) {
	rules := longRules()
	for seed := uint64(1); seed <= 6; seed++ {
		run := func() (Result, []byte) {
			r, err := New(Config{Rules: rules, Seed: seed, Clock: tiempo.NewFakeClock(time.Time{})},
				bots(t, rules, seed, NameRandomNoOrdago, NameSimple, NameOrdaguero, NameRandom))
			if err != nil {
				t.Fatal(err)
			}
			res, err := r.Run(context.Background())
			if err != nil {
				t.Fatalf("seed %d: %v", seed, err)
			}
			if r.State() != StateFinished {
				t.Fatalf("seed %d: state %s", seed, r.State())
			}
			return res, mustEncode(t, res.Log)
		}
		res, a := run()
		_, b := run()
		if !bytes.Equal(a, b) {
			t.Fatalf("seed %d: two runs differ", seed)
		}
		if _, err := gamelog.Replay(res.Log); err != nil {
			t.Fatalf("seed %d: replay: %v", seed, err)
		}
		s, _, err := engine.Replay(rules, res.Log.Setup(), res.Log.Plays)
		if err != nil {
			t.Fatal(err)
		}
		if !s.Over() || s.Winner() != res.Winner || s.Games() != res.Games || s.Score() != res.Score {
			t.Errorf("seed %d: result %+v, engine winner %s games %v score %v", seed, res, s.Winner(), s.Games(), s.Score())
		}
		if res.Games[res.Winner] != 2 || len(res.Log.Runner) != 0 || res.Forfeit {
			t.Errorf("seed %d: games %v winner %s runner %v", seed, res.Games, res.Winner, res.Log.Runner)
		}
		l2, err := gamelog.Decode("x", a)
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(mustEncode(t, l2), a) {
			t.Errorf("seed %d: log does not round-trip", seed)
		}
	}
}

// TestSaveAfterEveryPlay: Save sees the log grow one play at a time and
// the last call holds the whole game.
func TestSaveAfterEveryPlay(t *testing.T) {
	rules := config.Default()
	var sizes []int
	var last *gamelog.Log
	cfg := Config{Rules: rules, Seed: 3, Save: func(l *gamelog.Log) error {
		sizes = append(sizes, len(l.Plays))
		last = l
		return nil
	}}
	r, err := New(cfg, bots(t, rules, 3, NameSimple, NameRandomNoOrdago))
	if err != nil {
		t.Fatal(err)
	}
	res, err := r.Run(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	// cálculo: one save after Start (0 plays), one per play, one at the end.
	if len(sizes) != res.Plays+2 {
		t.Fatalf("%d saves for %d plays", len(sizes), res.Plays)
	}
	for i := 0; i <= res.Plays; i++ {
		if sizes[i] != i {
			t.Fatalf("save %d had %d plays", i, sizes[i])
		}
	}
	if !bytes.Equal(mustEncode(t, last), mustEncode(t, res.Log)) {
		t.Error("last save differs from the result's log")
	}
}

// TestSaveErrorEndsInError: a Save that fails stops the run in ERROR.
func TestSaveErrorEndsInError(t *testing.T) {
	rules := config.Default()
	n := 0
	boom := errors.New("disco lleno")
	cfg := Config{Rules: rules, Seed: 3, Save: func(l *gamelog.Log) error {
		n++
		if n == 5 {
			return boom
		}
		return nil
	}}
	r, _ := New(cfg, bots(t, rules, 3, NameSimple))
	_, err := r.Run(context.Background())
	var re *Error
	if !errors.As(err, &re) || !errors.Is(err, boom) || r.State() != StateError {
		t.Fatalf("err %v, state %s", err, r.State())
	}
}

// TestNewErrors: a missing player and a bad setting are refused.
func TestNewErrors(t *testing.T) {
	rules := config.Default()
	ps := bots(t, rules, 1, NameSimple)
	ps[2] = nil
	if _, err := New(Config{Rules: rules}, ps); err == nil || !bytes.Contains([]byte(err.Error()), []byte("asiento 2")) {
		t.Errorf("nil player: %v", err)
	}
	s := DefaultSettings()
	s.AnswerTime = -time.Second
	if _, err := New(Config{Rules: rules, Settings: s}, bots(t, rules, 1, NameSimple)); err == nil {
		t.Error("negative limit accepted")
	}
	if _, err := InProcess("listo", rules, 1, 0); err == nil || !bytes.Contains([]byte(err.Error()), []byte(`"listo"`)) {
		t.Errorf("unknown bot: %v", err)
	}
}

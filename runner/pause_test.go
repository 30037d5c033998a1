package runner

import (
	"bytes"
	"context"
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/musfem/musfem/engine"
	"github.com/musfem/musfem/gamelog"

	"github.com/musfem/musfem/tiempo"
)

// pauser pauses the runner at the decisions whose play index is listed.
type pauser struct {
	tiempo.Player
	r     **Runner
	at    map[int]bool
	asked *[]int
}

func (p *pauser) Decide(ctx context.Context, req tiempo.Request) (engine.Action, error) {
	*p.asked = append(*p.asked, req.Index)
	if p.at[req.Index] {
		if err := (*p.r).Pause(); err != nil {
			return nil, err
		}
	}
	return p.Player.Decide(ctx, req)
}

// TestPauseResume: pausing at many points and resuming gives the events of
// an uninterrupted run; while paused no decision is asked and the state is
// PAUSED.
func TestPauseResume(t *testing.T) {
	rules := longRules()
	for seed := uint64(1); seed <= 4; seed++ {
		clock := tiempo.NewFakeClock(time.Time{})
		plain, _ := New(Config{Rules: rules, Seed: seed, Clock: clock}, bots(t, rules, seed, NameRandomNoOrdago, NameOrdaguero))
		want, err := plain.Run(context.Background())
		if err != nil {
			t.Fatal(err)
		}
		at := map[int]bool{}
		for i := 0; i < want.Plays; i += 1 + int(seed)*3 {
			at[i] = true
		}
		var r *Runner
		var asked []int
		ps := bots(t, rules, seed, NameRandomNoOrdago, NameOrdaguero)
		for i := range ps {
			ps[i] = &pauser{Player: ps[i], r: &r, at: at, asked: &asked}
		}
		r, _ = New(Config{Rules: rules, Seed: seed, Clock: clock}, ps)
		hook := make(chan int)
		r.pausedHook = hook
		type out struct {
			res Result
			err error
		}
		done := make(chan out)
		go func() {
			res, err := r.Run(context.Background())
			done <- out{res, err}
		}()
		pauses := 0
		var got out
	wait:
		for {
			select {
			case plays := <-hook:
				pauses++
				// cálculo: paused while deciding play i, the loop stops after applying it.
				if !at[plays-1] || r.State() != StatePaused || len(asked) != plays {
					t.Fatalf("seed %d: paused after %d plays, %d asked, state %s", seed, plays, len(asked), r.State())
				}
				if err := r.Resume(); err != nil {
					t.Fatal(err)
				}
			case got = <-done:
				break wait
			}
		}
		if got.err != nil {
			t.Fatal(got.err)
		}
		if pauses != len(at) {
			t.Errorf("seed %d: %d pauses, want %d", seed, pauses, len(at))
		}
		if !bytes.Equal(mustEncode(t, want.Log), mustEncode(t, got.res.Log)) {
			t.Errorf("seed %d: paused run differs from the uninterrupted one", seed)
		}
	}
}

// TestCancelWhilePaused: cancelling the context of a paused run ends it in
// ERROR, with its log saved.
func TestCancelWhilePaused(t *testing.T) {
	rules := longRules()
	var r *Runner
	var asked []int
	ps := bots(t, rules, 9, NameSimple)
	for i := range ps {
		ps[i] = &pauser{Player: ps[i], r: &r, at: map[int]bool{5: true}, asked: &asked}
	}
	var last *gamelog.Log
	r, _ = New(Config{Rules: rules, Seed: 9, Save: func(l *gamelog.Log) error { last = l; return nil }}, ps)
	hook := make(chan int)
	r.pausedHook = hook
	ctx, cancel := context.WithCancel(context.Background())
	errc := make(chan error)
	go func() {
		_, err := r.Run(ctx)
		errc <- err
	}()
	<-hook
	cancel()
	err := <-errc
	var re *Error
	// cálculo: paused while deciding play 5 (from 0): 6 plays applied and saved.
	if !errors.As(err, &re) || !errors.Is(err, context.Canceled) || r.State() != StateError || re.Play != 6 {
		t.Fatalf("err %v, state %s", err, r.State())
	}
	if last == nil || len(last.Plays) != 6 {
		t.Fatalf("saved log %v", last)
	}
	if !strings.Contains(err.Error(), "tras 6 acciones") {
		t.Errorf("message %q", err)
	}
}

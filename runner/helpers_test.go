package runner

import (
	"context"
	"fmt"
	"sync"
	"testing"
	"time"

	"github.com/musfem/musfem/config"
	"github.com/musfem/musfem/engine"
	"github.com/musfem/musfem/gamelog"

	"github.com/musfem/musfem/tiempo"
)

// bots returns four in-process players.
func bots(t testing.TB, rules engine.Rules, seed uint64, names ...string) [4]tiempo.Player {
	t.Helper()
	var ps [4]tiempo.Player
	for i := range ps {
		n := names[i%len(names)]
		p, err := InProcess(n, rules, seed, engine.Seat(i))
		if err != nil {
			t.Fatal(err)
		}
		ps[i] = p
	}
	return ps
}

// fault is how a scripted player misbehaves at one decision.
type fault int

const (
	fine       fault = iota
	hang             // never answers: waits for ctx
	garbage          // returns tiempo.ErrGarbage
	disconnect       // returns tiempo.ErrDisconnected
	illegal          // answers an action the engine refuses
	panics           // panics
	nothing          // returns no action and no error
	sleep            // sleeps past its limit on the real clock
)

// scripted plays like an in-process bot, except at the decisions where
// rule says it misbehaves. With a fake clock, a hanging player advances
// the clock by its time limit once the runner has armed the timer.
type scripted struct {
	tiempo.Player
	rule  func(call int, r tiempo.Request) fault
	clock *tiempo.FakeClock
	mu    sync.Mutex
	calls int
}

// Calls returns how many times the player was asked.
func (s *scripted) Calls() int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.calls
}

// onCalls misbehaves at the player's own calls (from 0) listed.
func onCalls(f fault, calls ...int) func(int, tiempo.Request) fault {
	return func(n int, _ tiempo.Request) fault {
		for _, c := range calls {
			if c == n {
				return f
			}
		}
		return fine
	}
}

// onFirst misbehaves at the first decision in situation sit.
func onFirst(f fault, sit tiempo.Situation) func(int, tiempo.Request) fault {
	done := false
	return func(_ int, r tiempo.Request) fault {
		if !done && tiempo.Classify(r.Observation) == sit {
			done = true
			return f
		}
		return fine
	}
}

func (s *scripted) Decide(ctx context.Context, r tiempo.Request) (engine.Action, error) {
	s.mu.Lock()
	n := s.calls
	s.calls++
	f := s.rule(n, r)
	s.mu.Unlock()
	switch f {
	case hang:
		if s.clock != nil {
			go func() { s.clock.BlockUntil(1); s.clock.Advance(r.TimeLeft) }()
		}
		<-ctx.Done()
		return nil, ctx.Err()
	case garbage:
		return nil, fmt.Errorf("%w: «hola»", tiempo.ErrGarbage)
	case disconnect:
		return nil, fmt.Errorf("%w: el proceso ha terminado", tiempo.ErrDisconnected)
	case illegal:
		return engine.Bet{Amount: 99}, nil
	case panics:
		panic("¡ay!")
	case nothing:
		return nil, nil
	case sleep:
		time.Sleep(r.TimeLeft + 200*time.Millisecond)
	}
	return s.Player.Decide(ctx, r)
}

// mustEncode encodes a log.
func mustEncode(t testing.TB, l *gamelog.Log) []byte {
	t.Helper()
	b, err := l.Encode()
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// longRules are the default rules with a partida of two games, so that
// games last many rounds.
func longRules() engine.Rules {
	r := config.Default()
	r.GamesToWin = 2
	return r
}

// fakeSettings are the defaults (limits on), for runs with a fake clock.
func fakeSettings() tiempo.Settings { return DefaultSettings() }

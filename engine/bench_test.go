package engine

// Benchmarks of the engine (README.md «Tests and how long they take»):
// run without -race, e.g. go test -run '^$' -bench . -benchtime 3s ./engine/
//
// BenchmarkRandomGame plays complete games to 40 between random legal
// bots that never bid órdago (a uniformly random bot bids órdago so often
// that most games end in their first round). One iteration is one game,
// so ns/op is the time of a whole game; the metrics games/s, rounds/s and
// actions/s (and ns/action) are reported with b.ReportMetric. Validation,
// events and one observation for the seat to act per action are included:
// the bot chooses from that observation. Each bot observes through its
// own Observer and the events of each action are appended to one reused
// buffer (ApplyAppend), as a long run that checks them action by action
// would do; BenchmarkRandomGamePlain plays the same games with a fresh
// Observe and Apply per action.

import (
	"testing"
	"time"
)

// benchBot is a minimal random legal bot: uniform over the legal
// templates but Ordago, the minimum bet or raise plus 0–3, a discard of a
// legal size from its own hand. It draws from its own stream.
type benchBot struct {
	r   Rand
	obs Observer // the bot's observations, in one reused buffer
}

func (b *benchBot) act(o *Observation) Action {
	var pool [maxTemplates]Template
	n := 0
	for _, t := range o.Legal {
		if t.Type != ActOrdago {
			pool[n] = t
			n++
		}
	}
	if n == 0 {
		return Ordago{}
	}
	t := pool[b.r.Bounded(uint64(n))]
	amount := func() int {
		hi := t.Min + 3
		if hi > t.Max {
			hi = t.Max
		}
		if hi <= t.Min {
			return t.Min
		}
		return t.Min + int(b.r.Bounded(uint64(hi-t.Min+1)))
	}
	switch t.Type {
	case ActMus:
		return Mus{}
	case ActCutMus:
		return CutMus{}
	case ActPass:
		return Pass{}
	case ActAccept:
		return Accept{}
	case ActAcceptNoLose:
		return AcceptNoLose{}
	case ActReject:
		return Reject{}
	case ActBet:
		return Bet{Amount: amount()}
	case ActRaise:
		return Raise{Amount: amount()}
	case ActDiscard:
		hand := o.Hand
		hi := t.Max
		if hi > len(hand) {
			hi = len(hand)
		}
		k := t.Min
		if hi > t.Min {
			k += int(b.r.Bounded(uint64(hi - t.Min + 1)))
		}
		cs := make([]Card, len(hand))
		copy(cs, hand)
		for i := 0; i < k; i++ {
			j := i + int(b.r.Bounded(uint64(len(cs)-i)))
			cs[i], cs[j] = cs[j], cs[i]
		}
		return Discard{Cards: cs[:k]}
	}
	return nil
}

// benchGame plays one game to the target; it returns rounds and actions.
// With reuse, each bot observes through its own Observer and the events
// of each action go to *evs (reused from game to game, ApplyAppend);
// without, every action takes a fresh Observe and Apply.
func benchGame(tb testing.TB, rules Rules, seed uint64, bots *[NumSeats]benchBot, evs *[]Event, reuse bool) (rounds, actions int) {
	s, _, err := New(rules, Setup{Seed: seed})
	if err != nil {
		tb.Fatal(err)
	}
	for !s.Over() {
		seat := s.Turn()
		var o Observation
		if reuse {
			o = bots[seat].obs.Observe(s, SeatViewer(seat))
		} else {
			o = Observe(s, SeatViewer(seat))
		}
		a := bots[seat].act(&o)
		if reuse {
			s, *evs, err = ApplyAppend((*evs)[:0], s, seat, a)
		} else {
			s, *evs, err = Apply(s, seat, a)
		}
		if err != nil {
			tb.Fatalf("seed %d: %v", seed, err)
		}
		if len(*evs) == 0 {
			tb.Fatalf("seed %d: %v produced no event", seed, a)
		}
		actions++
	}
	return s.Round(), actions
}

// BenchmarkRandomGame is the figure of issue 2: buffers reused as a long
// run reuses them.
func BenchmarkRandomGame(b *testing.B) { benchGames(b, true) }

// BenchmarkRandomGamePlain is the same games through the plain API, a
// fresh observation buffer and event slice per action.
func BenchmarkRandomGamePlain(b *testing.B) { benchGames(b, false) }

func benchGames(b *testing.B, reuse bool) {
	rules := DefaultRules()
	var bots [NumSeats]benchBot
	for i := range bots {
		bots[i].r = NewRand(uint64(i) + 0x626f7400)
	}
	rounds, actions := 0, 0
	var evs []Event // one buffer for the events of every action
	b.ReportAllocs()
	b.ResetTimer()
	start := time.Now()
	for i := 0; i < b.N; i++ {
		r, a := benchGame(b, rules, uint64(i), &bots, &evs, reuse)
		rounds += r
		actions += a
	}
	sec := time.Since(start).Seconds()
	b.ReportMetric(float64(b.N)/sec, "games/s")
	b.ReportMetric(float64(rounds)/sec, "rounds/s")
	b.ReportMetric(float64(actions)/sec, "actions/s")
	b.ReportMetric(sec*1e9/float64(actions), "ns/action")
	b.ReportMetric(float64(actions)/float64(b.N), "actions/game")
}

// benchRecord plays a few games and keeps every state before an action
// and the action taken there.
func benchRecord(tb testing.TB) ([]State, []Play) {
	var states []State
	var plays []Play
	var bots [NumSeats]benchBot
	for i := range bots {
		bots[i].r = NewRand(uint64(i) + 99)
	}
	for seed := uint64(0); seed < 20; seed++ {
		s, _, err := New(DefaultRules(), Setup{Seed: seed})
		if err != nil {
			tb.Fatal(err)
		}
		for !s.Over() {
			seat := s.Turn()
			o := Observe(s, SeatViewer(seat))
			a := bots[seat].act(&o)
			states = append(states, s)
			plays = append(plays, Play{Seat: seat, Action: a})
			var evs []Event
			if s, evs, err = Apply(s, seat, a); err != nil {
				tb.Fatal(err)
			}
			// Every accepted action is an event at least; one without
			// would leave the game where it was, and this loop endless.
			if len(evs) == 0 {
				tb.Fatalf("seed %d, play %d: Apply accepted %T%+v of seat %d without an event", seed, len(plays), a, a, seat)
			}
		}
	}
	return states, plays
}

// BenchmarkApply: one legal action (validation and events) per op, over
// the states of recorded games.
func BenchmarkApply(b *testing.B) {
	states, plays := benchRecord(b)
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		k := i % len(states)
		if _, _, err := Apply(states[k], plays[k].Seat, plays[k].Action); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkApplyIllegal: one refused action (wrong seat) per op.
func BenchmarkApplyIllegal(b *testing.B) {
	states, plays := benchRecord(b)
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		k := i % len(states)
		if _, _, err := Apply(states[k], plays[k].Seat.Next(), plays[k].Action); err == nil {
			b.Fatal("accepted out of turn")
		}
	}
}

// BenchmarkObserve: the observation of the seat to act, per op.
func BenchmarkObserve(b *testing.B) {
	states, plays := benchRecord(b)
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		k := i % len(states)
		_ = Observe(states[k], SeatViewer(plays[k].Seat))
	}
}

// BenchmarkLegal: the legal templates of the seat to act, per op.
func BenchmarkLegal(b *testing.B) {
	states, plays := benchRecord(b)
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		k := i % len(states)
		_ = Legal(states[k], plays[k].Seat)
	}
}

// BenchmarkFingerprint: State.Fingerprint, per op (tests use it to prove
// that a refused action changes nothing).
func BenchmarkFingerprint(b *testing.B) {
	states, _ := benchRecord(b)
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		_ = states[i%len(states)].Fingerprint()
	}
}

// TestBenchBotIsLegal keeps the benchmark honest: its bot plays legal
// actions only and never bids órdago, and games reach the target.
func TestBenchBotIsLegal(t *testing.T) {
	var bots [NumSeats]benchBot
	for i := range bots {
		bots[i].r = NewRand(uint64(i))
	}
	for seed := uint64(0); seed < 30; seed++ {
		s, evs, err := New(DefaultRules(), Setup{Seed: seed})
		if err != nil {
			t.Fatal(err)
		}
		for !s.Over() {
			seat := s.Turn()
			o := Observe(s, SeatViewer(seat))
			a := bots[seat].act(&o)
			if _, ok := a.(Ordago); ok {
				t.Fatalf("the benchmark bot bid órdago")
			}
			if !propAllowed(s, seat, a) {
				t.Fatalf("the benchmark bot chose %v, not legal", a)
			}
			var more []Event
			if s, more, err = Apply(s, seat, a); err != nil {
				t.Fatal(err)
			}
			if len(more) == 0 {
				t.Fatalf("seed %d: Apply accepted %T%+v of seat %d without an event", seed, a, a, seat)
			}
			evs = append(evs, more...)
		}
		last, ok := evs[len(evs)-1].Payload.(GameFinished)
		if !ok || last.Reason != "tantos" || last.Score[last.Winner] < 40 {
			t.Fatalf("seed %d: the game ended with %+v, want tantos at 40", seed, evs[len(evs)-1].Payload)
		}
	}
}

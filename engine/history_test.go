package engine

import (
	"slices"
	"sync"
	"testing"
)

// histEntryOf is the public history entry an accepted action adds, worked
// out from the action alone: the reference the round logs are checked
// against.
func histEntryOf(s State, seat Seat, a Action) HistoryEntry {
	h := HistoryEntry{Seat: seat, Type: a.Type(), Lance: s.Phase().Lance()}
	switch x := a.(type) {
	case Bet:
		h.Amount = int16(x.Amount)
	case Raise:
		h.Amount = int16(x.Amount)
	case Discard:
		h.Count = int8(len(x.Cards))
	}
	return h
}

// musLover plays a round with many mus rounds: it asks for mus nine times
// in ten, so that a round's history outgrows the first log (16 entries)
// and its copies; otherwise it plays like the benchmark bot.
type musLover struct{ benchBot }

func (m *musLover) act(o *Observation) Action {
	for _, t := range o.Legal {
		if t.Type == ActMus && m.r.Bounded(10) != 0 {
			return Mus{}
		}
	}
	return m.benchBot.act(o)
}

// musLoverGame deals the game of a seed to four musLovers.
func musLoverGame(t *testing.T, seed uint64) (State, *[NumSeats]musLover) {
	t.Helper()
	var bots [NumSeats]musLover
	for i := range bots {
		bots[i].r = NewRand(seed*8 + uint64(i))
	}
	s, _, err := New(DefaultRules(), Setup{Seed: seed})
	if err != nil {
		t.Fatal(err)
	}
	return s, &bots
}

// TestHistoryMatchesActions plays games whose rounds have long histories
// and checks, after every action, that each seat's observed history is
// the list of public actions of the round so far, and its discards are
// the cards it discarded this round.
func TestHistoryMatchesActions(t *testing.T) {
	longest := 0
	for seed := uint64(0); seed < 40; seed++ {
		s, bots := musLoverGame(t, seed)
		var err error
		var want []HistoryEntry
		var thrown [NumSeats][]Card
		for !s.Over() {
			seat := s.Turn()
			o := Observe(s, SeatViewer(seat))
			a := bots[seat].act(&o)
			round := s.Round()
			entry := histEntryOf(s, seat, a)
			if s, _, err = Apply(s, seat, a); err != nil {
				t.Fatalf("seed %d: %v", seed, err)
			}
			want = append(want, entry)
			if d, ok := a.(Discard); ok {
				thrown[seat] = append(thrown[seat], d.Cards...)
			}
			if s.Round() != round {
				want, thrown = nil, [NumSeats][]Card{}
			}
			longest = max(longest, len(want))
			for v := Seat(0); v < NumSeats; v++ {
				o := Observe(s, SeatViewer(v))
				if !slices.Equal(o.History, want) {
					t.Fatalf("seed %d, seat %d after %v: history\n%+v\nwant\n%+v", seed, v, a, o.History, want)
				}
				if !slices.Equal(o.Discards, thrown[v]) {
					t.Fatalf("seed %d, seat %d after %v: discards %v, want %v", seed, v, a, o.Discards, thrown[v])
				}
			}
		}
	}
	if longest <= 40 {
		t.Fatalf("the longest history was %d entries; the test needs rounds past 40 to reach copied logs", longest)
	}
}

// alternative returns a legal action of the seat to act other than a, or
// nil when a is the only one.
func alternative(s State, a Action) Action {
	seat := s.Turn()
	for _, t := range Legal(s, seat) {
		var b Action
		switch t.Type {
		case ActMus:
			b = Mus{}
		case ActCutMus:
			b = CutMus{}
		case ActPass:
			b = Pass{}
		case ActAccept:
			b = Accept{}
		case ActReject:
			b = Reject{}
		case ActBet:
			b = Bet{Amount: t.Min}
		case ActRaise:
			b = Raise{Amount: t.Min}
		default:
			continue
		}
		if b.Type() != a.Type() {
			return b
		}
	}
	return nil
}

// TestHistoryBranches plays two different actions from the same state, in
// either order and again: every branch keeps its own history, the state
// they came from is unchanged, and playing an action again gives the same
// state as the first time, although the round log was claimed by the
// other branch in between.
func TestHistoryBranches(t *testing.T) {
	states, plays := benchRecord(t)
	branched := 0
	for i, s := range states {
		p := plays[i]
		alt := alternative(s, p.Action)
		if alt == nil {
			continue
		}
		branched++
		fp := s.Fingerprint()
		before := Observe(s, Spectator()).History
		s1, _, err := Apply(s, p.Seat, p.Action)
		if err != nil {
			t.Fatal(err)
		}
		s2, _, err := Apply(s, p.Seat, alt)
		if err != nil {
			t.Fatalf("state %d: alternative %v: %v", i, alt, err)
		}
		s3, _, err := Apply(s, p.Seat, p.Action)
		if err != nil {
			t.Fatal(err)
		}
		if s.Fingerprint() != fp {
			t.Fatalf("state %d: branching changed the state", i)
		}
		if s1.Fingerprint() != s3.Fingerprint() {
			t.Fatalf("state %d: playing %v again gave another state", i, p.Action)
		}
		for _, b := range []struct {
			st State
			a  Action
		}{{s1, p.Action}, {s2, alt}, {s3, p.Action}} {
			if b.st.Round() != s.Round() {
				continue // a new round starts with an empty history
			}
			want := append(slices.Clone(before), histEntryOf(s, p.Seat, b.a))
			if got := Observe(b.st, Spectator()).History; !slices.Equal(got, want) {
				t.Fatalf("state %d after %v: history\n%+v\nwant\n%+v", i, b.a, got, want)
			}
		}
	}
	if branched < 100 {
		t.Fatalf("only %d states had an alternative action", branched)
	}
}

// TestHistoryConcurrentBranches plays, from the same states, different
// actions in several goroutines at once and then whole games from each
// branch; the results equal those of a sequential run. Under -race it
// also shows that the shared round logs are claimed safely.
func TestHistoryConcurrentBranches(t *testing.T) {
	states, plays := benchRecord(t)
	finish := func(s State, seed uint64) [32]byte {
		var bots [NumSeats]benchBot
		for i := range bots {
			bots[i].r = NewRand(seed + uint64(i))
		}
		for n := 0; !s.Over() && n < 60; n++ {
			seat := s.Turn()
			o := Observe(s, SeatViewer(seat))
			var err error
			if s, _, err = Apply(s, seat, bots[seat].act(&o)); err != nil {
				t.Error(err)
				break
			}
		}
		return s.Fingerprint()
	}
	type job struct {
		k    int
		a    Action
		seed uint64
	}
	var jobs []job
	for k := 0; k < len(states); k += 7 {
		jobs = append(jobs, job{k, plays[k].Action, uint64(k)})
		if alt := alternative(states[k], plays[k].Action); alt != nil {
			jobs = append(jobs, job{k, alt, uint64(k)}, job{k, alt, uint64(k) + 1})
		}
		jobs = append(jobs, job{k, plays[k].Action, uint64(k) + 2})
	}
	run := func(j job) [32]byte {
		s := states[j.k]
		n, _, err := Apply(s, s.Turn(), j.a)
		if err != nil {
			t.Error(err)
			return [32]byte{}
		}
		return finish(n, j.seed)
	}
	got := make([][32]byte, len(jobs))
	var wg sync.WaitGroup
	for w := 0; w < 4; w++ {
		wg.Add(1)
		go func(w int) {
			defer wg.Done()
			for i := w; i < len(jobs); i += 4 {
				got[i] = run(jobs[i])
			}
		}(w)
	}
	wg.Wait()
	for i, j := range jobs {
		if want := run(j); got[i] != want {
			t.Fatalf("job %d (state %d, %v): concurrent and sequential runs differ", i, j.k, j.a)
		}
	}
}

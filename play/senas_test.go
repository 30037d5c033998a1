package play

import (
	"crypto/sha256"
	"fmt"
	"reflect"
	"testing"

	"github.com/musfem/musfem/engine"
)

// TestSignalsOffByteIdentical: with señas off (the default), 200 seeded
// games between random and simple bots give byte for byte the events the
// engine gave before señas y miradas existed. The hash was computed on
// commit 1c78321 (before issue 10) with this same loop; it is not our own
// output.
// Artículo: FEM-VIII.2
func TestSignalsOffByteIdentical(t *testing.T) {
	const want = "9de800973f10bcfbcdb9812c1b971a4361b042ab8bb8d47b575361d8b070e32d"
	h := sha256.New()
	for seed := uint64(0); seed < 200; seed++ {
		r := engine.DefaultRules()
		bots := [4]Bot{NewRandom(seed, 0, true), NewSimple(r), NewRandom(seed, 2, seed%2 == 0), NewSimple(r)}
		res, err := Game(r, seed, bots)
		if err != nil {
			t.Fatal(err)
		}
		for _, e := range res.Events {
			b, err := e.MarshalJSON()
			if err != nil {
				t.Fatal(err)
			}
			h.Write(b)
			h.Write([]byte{'\n'})
		}
	}
	if got := fmt.Sprintf("%x", h.Sum(nil)); got != want {
		t.Errorf("event streams with señas off changed: hash %s, want %s", got, want)
	}
}

// senasDeck deals, with seat 3 dealing (seat 0 mano): seat 0 a par de
// sietes (7+7+4+5 = 23), seat 1 a par de seises (6+6+10+1 = 23), seat 2
// duples of sotas and caballos (40), seat 3 no pares (4+5+1+7 = 17).
var senasDeck = [4]string{"7o 7c 4e 5b", "6o 6c Re 1b", "So Sc Co Cc", "4o 5o 1c 7b"}

// toPares plays the cut and two lances en paso; the looks and the seña of
// seat 2 come right after the cut.
func toPares(t *testing.T, extra ...engine.Play) engine.State {
	t.Helper()
	r := engine.DefaultRules()
	r.FirstDealer = 3
	r.SignalsEnabled = true
	var hands [4][]engine.Card
	for i, s := range senasDeck {
		cs, err := engine.ParseCards(s)
		if err != nil {
			t.Fatal(err)
		}
		hands[i] = cs
	}
	deck, err := engine.DeckFor(3, hands, nil)
	if err != nil {
		t.Fatal(err)
	}
	s, _, err := engine.New(r, engine.Setup{Decks: [][engine.NumCards]engine.Card{deck, engine.CanonicalDeck()}})
	if err != nil {
		t.Fatal(err)
	}
	plays := []engine.Play{{Seat: 0, Action: engine.CutMus{}}}
	plays = append(plays, extra...)
	for i := 0; i < 8; i++ { // grande and chica en paso
		plays = append(plays, engine.Play{Seat: engine.Seat(i % 4), Action: engine.Pass{}})
	}
	for _, p := range plays {
		if s, _, err = engine.Apply(s, p.Seat, p.Action); err != nil {
			t.Fatalf("%+v: %v", p, err)
		}
	}
	if s.Phase() != engine.PhasePares || s.Turn() != 0 {
		t.Fatalf("phase %s, turn %d: want PARES, seat 0", s.Phase(), s.Turn())
	}
	return s
}

// TestSimpleUsesSeenSignals: at pares seat 0 holds a plain par, which the
// simple bot does not bet. When it looked at its partner while he made
// the seña of duples, it bets; when it looked at the table, the seña is not
// in its observation and it passes, as without any seña.
// Artículo: FEM-VIII.2
func TestSimpleUsesSeenSignals(t *testing.T) {
	bot := NewSimple(engine.DefaultRules()) // it makes no seña of its own here
	duples := engine.Play{Seat: 2, Action: engine.Sena{Signal: engine.SenaDuples}}
	for _, tc := range []struct {
		name   string
		target engine.Seat // where seat 0 looks when seat 2 signals
		seen   bool
		want   engine.Action
	}{
		{"mira al compañero", 2, true, engine.Bet{Amount: 2}},
		{"mira a la mesa", engine.NoSeat, false, engine.Pass{}},
	} {
		s := toPares(t, engine.Play{Seat: 0, Action: engine.Look{Target: tc.target}}, duples)
		o := engine.Observe(s, engine.SeatViewer(0))
		want := []engine.SignalView(nil)
		if tc.seen {
			want = []engine.SignalView{{Seat: 2, Signal: engine.SenaDuples}}
		}
		if !reflect.DeepEqual(o.Signals, want) {
			t.Fatalf("%s: observed señas %+v, want %+v", tc.name, o.Signals, want)
		}
		if got := bot.Act(o); !reflect.DeepEqual(got, tc.want) {
			t.Errorf("%s: the bot plays %#v, want %#v", tc.name, got, tc.want)
		}
	}
	// Without any seña the bot passes too.
	if got := bot.Act(engine.Observe(toPares(t), engine.SeatViewer(0))); !reflect.DeepEqual(got, engine.Pass{}) {
		t.Errorf("without señas the bot plays %#v, want Pass", got)
	}
}

// TestSimpleMakesTrueSignals: four simple bots play whole games with señas
// on; every seña they make is accepted (true and timely), some are made,
// and Replay reproduces the games.
func TestSimpleMakesTrueSignals(t *testing.T) {
	r := engine.DefaultRules()
	r.SignalsEnabled = true
	made := 0
	for seed := uint64(0); seed < 30; seed++ {
		bots := [4]Bot{NewSimple(r), NewSimple(r), NewSimple(r), NewSimple(r)}
		res, err := Game(r, seed, bots)
		if err != nil {
			t.Fatalf("seed %d: %v", seed, err)
		}
		for _, p := range res.Plays {
			if _, ok := p.Action.(engine.Sena); ok {
				made++
			}
		}
		_, evs, err := engine.Replay(r, engine.Setup{Seed: seed}, res.Plays)
		if err != nil || !reflect.DeepEqual(evs, res.Events) {
			t.Fatalf("seed %d: Replay: %v", seed, err)
		}
	}
	if made == 0 {
		t.Errorf("the simple bots made no seña in 30 games")
	}
}

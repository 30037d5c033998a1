//go:build !race

// The heavy tests of the engine: thousands of random games that run only
// engine code. They are built without the race detector only, and make
// test runs them in its pass without it (internal/racepkgs; README.md,
// "Tests and how long they take"): the engine is pure, and sharing its
// states between goroutines is what TestHistoryConcurrentBranches checks
// under -race. (The shards of TestPropertyRandomGames run in parallel;
// what they share is the test's own coverage and counts, under a mutex.)
// Their game counts are in property_test.go; make long (MUSFEM_LONG=1)
// plays forty times more.

package engine

import (
	"fmt"
	"strconv"
	"testing"
	"time"

	"pgregory.net/rapid"
)

// TestPropertyRandomGames plays random games under every configuration
// and checks every property of the contract at every step; then it checks
// the coverage of the transition table.
func TestPropertyRandomGames(t *testing.T) {
	cover := newPropCoverage()
	num, den := propScale()
	fullEvery, light := 4, propLight
	var deadline time.Time
	switch {
	case propLong():
		fullEvery, light.every = 200, 12
		if d, ok := t.Deadline(); ok {
			deadline = d.Add(-time.Until(d) / 10) // keep a tenth for the rest
		}
	default:
		// make test: one game in forty fully checked (determinism, the JSON
		// of every event, fingerprints), the leaks, the 40 cards and the
		// illegal attempts every sixth step.
		fullEvery, light.every = 40, 6
	}
	// Each config is played in shards of at most shardGames games, run
	// in parallel; the shards are started round-robin over the configs so
	// that, if the long profile meets its deadline, every config has
	// played its share.
	type shard struct {
		name  string
		cfg   propConfig
		games int
	}
	var byCfg [][]shard
	for _, cfg := range propConfigs() {
		games := cfg.games * num / den
		n := (games + propShardGames - 1) / propShardGames
		var ss []shard
		for i := 0; i < n; i++ {
			g := games / n
			if i < games%n {
				g++
			}
			name := cfg.name
			if n > 1 {
				name = fmt.Sprintf("%s#%d", cfg.name, i+1)
			}
			ss = append(ss, shard{name: name, cfg: cfg, games: g})
		}
		byCfg = append(byCfg, ss)
	}
	var shards []shard
	for i := 0; ; i++ {
		added := false
		for _, ss := range byCfg {
			if i < len(ss) {
				shards, added = append(shards, ss[i]), true
			}
		}
		if !added {
			break
		}
	}
	start := time.Now()
	var total propCount
	t.Run("configs", func(t *testing.T) {
		for _, sh := range shards {
			sh := sh
			t.Run(sh.name, func(t *testing.T) {
				t.Parallel()
				per := (sh.games + 99) / 100 // rapid runs 100 checks by default (-rapid.checks)
				var count propCount
				rapid.Check(t, func(rt *rapid.T) { propRun(rt, sh.cfg, per, fullEvery, light, deadline, cover, &count) })
				t.Logf("%d partidas, %d jugadas, %d acciones", count.games, count.rounds, count.actions)
				total.merge(&count)
			})
		}
	})
	t.Logf("total: %d partidas, %d jugadas, %d acciones en %v", total.games, total.rounds, total.actions, time.Since(start).Round(time.Millisecond))
	if total.early {
		t.Logf("the long profile stopped at the deadline (go test -timeout) before playing every game")
	}
	if t.Failed() {
		return
	}
	propCheckCoverage(t, cover)
}

// TestObserverMatchesObserve checks that an Observer, which reuses its
// buffers, builds for every viewer the same observation as Observe, over
// games whose rounds have long histories, one Observer serving all the
// viewers in turn.
func TestObserverMatchesObserve(t *testing.T) {
	var obs Observer
	viewers := []Viewer{SeatViewer(0), SeatViewer(1), SeatViewer(2), SeatViewer(3), Spectator(), Developer()}
	compared := 0
	for seed := uint64(0); seed < 10; seed++ {
		s, bots := musLoverGame(t, seed)
		var err error
		for !s.Over() {
			for _, v := range viewers {
				want, err := Canonical(Observe(s, v))
				if err != nil {
					t.Fatal(err)
				}
				got, err := Canonical(obs.Observe(s, v))
				if err != nil {
					t.Fatal(err)
				}
				if string(got) != string(want) {
					t.Fatalf("seed %d, %s: Observer built\n%s\nObserve built\n%s", seed, v, got, want)
				}
				compared++
			}
			seat := s.Turn()
			o := obs.Observe(s, SeatViewer(seat))
			if s, _, err = Apply(s, seat, bots[seat].act(&o)); err != nil {
				t.Fatal(err)
			}
		}
	}
	if compared < 1000 {
		t.Fatalf("only %d observations compared", compared)
	}
}

// TestSignalLeakProperty plays random games with señas and checks the
// properties above at every step.
// Artículo: FEM-VIII.2
// Artículo: FEM-VIII.4
func TestSignalLeakProperty(t *testing.T) {
	games := 60 // make test, as under -race before; 5,000 in make long
	if propLong() {
		games = 5000
	}
	observe := func(s State, v Viewer) Observation { return Observe(s, v) }
	var st senaStats
	for i := 0; i < games; i++ {
		if _, err := senaGame(uint64(i)*7919+3, senaRules(i), observe, 4000, &st); err != nil {
			t.Fatalf("reglas %d: %v", i, err)
		}
	}
	t.Logf("%d partidas, %d jugadas: %d señas hechas, %d vistas, %d perdidas, %d acciones rechazadas", games, st.rounds, st.made, st.seen, st.lost, st.refused)
	if st.made < games || st.seen < games/2 || st.lost < games/10 || st.refused < games {
		t.Errorf("las partidas apenas ejercitan las señas: %+v", st)
	}
}

// TestObservationJSONIsCanonical: the observations of every viewer (the
// four seats, the spectator, the developer) after every action of random
// games, with señas and without, with the stock's size public and not, are
// byte for byte what encoding/json writes from the fields; so are
// observations with every field empty or out of range.
func TestObservationJSONIsCanonical(t *testing.T) {
	viewers := []Viewer{SeatViewer(0), SeatViewer(1), SeatViewer(2), SeatViewer(3), Spectator(), Developer()}
	seen := map[string]bool{}
	for _, variant := range []string{"", "sin-mazo"} {
		r := DefaultRules()
		r.StockSizePublic = variant != "sin-mazo"
		for seed := uint64(1); seed <= 12; seed++ {
			s, _, err := New(r, Setup{Seed: seed})
			if err != nil {
				t.Fatal(err)
			}
			check := func(n int) {
				for _, v := range viewers {
					o := Observe(s, v)
					seen["bet"] = seen["bet"] || o.Bet != nil
					seen["revealed"] = seen["revealed"] || o.Revealed != nil
					seen["signals"] = seen["signals"] || len(o.Signals) > 0
					seen["history"] = seen["history"] || len(o.History) > 0
					observationJSONMatches(t, variant+" semilla "+strconv.FormatUint(seed, 10)+" acción "+strconv.Itoa(n), o)
				}
			}
			check(0)
			for n, p := range fuzzSeedGame(t, r, seed, 3000) {
				if s, _, err = Apply(s, p.Seat, p.Action); err != nil {
					t.Fatal(err)
				}
				check(n + 1)
			}
		}
	}
	// Señas y miradas: the random games of the señas' properties.
	for seed := uint64(1); seed <= 10; seed++ {
		_, err := senaGame(seed, senaRules(int(seed)), func(s State, v Viewer) Observation {
			o := Observe(s, v)
			seen["signals"] = seen["signals"] || len(o.Signals) > 0
			observationJSONMatches(t, "señas, semilla "+strconv.FormatUint(seed, 10), o)
			return o
		}, 2000, &senaStats{})
		if err != nil {
			t.Fatal(err)
		}
	}
	for _, k := range []string{"bet", "revealed", "signals", "history"} {
		if !seen[k] {
			t.Errorf("ninguna observación lleva %s: la prueba no lo prueba", k)
		}
	}
	observationJSONMatches(t, "vacía", Observation{})
	observationJSONMatches(t, "listas vacías", Observation{Hand: []Card{}, Participants: []Seat{}, History: []HistoryEntry{},
		Stock: []Card{}, Gazes: []GazeView{}, Signals: []SignalView{}})
	hands := [NumSeats][]Card{nil, {}, {NoCard, 0}, {39}}
	observationJSONMatches(t, "fuera de rango", Observation{
		Seat: NoSeat, Partner: 7, Team: NoTeam, Hand: []Card{NoCard, 3}, Discards: []Card{},
		Phase: numPhases + 2, Lance: numLances + 1, LanceMano: NoSeat, Participants: []Seat{NoSeat, 2},
		Pares: [NumSeats]Declaration{DeclaredYes, DeclaredNo, 0, 9}, Bet: &BetView{Lance: NoLance, Bettor: NoSeat},
		History:  []HistoryEntry{{Seat: NoSeat, Type: numAllActionTypes + 1, Lance: NoLance, Amount: -3, Count: -1}},
		Revealed: &hands, Hands: &hands, Stock: []Card{1}, Clock: -1, Legal: []Template{},
		Gazes: []GazeView{{Seat: 1, Target: NoSeat}}, Signals: []SignalView{{Seat: 2, Signal: SenaDosReyes, SeenBy: nil}},
	})
}

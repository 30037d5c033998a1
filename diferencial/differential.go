package diferencial

import (
	"fmt"
	"io"
	"slices"
	"sort"
	"sync"

	"github.com/musfem/musfem/driver"
	"github.com/musfem/musfem/engine"
	"github.com/musfem/musfem/evidence"
	"github.com/musfem/musfem/play"
	"github.com/musfem/musfem/reference"
)

// Result is the outcome of the differential games: every game is
// played, whatever happened in the others.
type Result struct {
	// Games is the number of games asked for, Played those played; Steps
	// counts the calls compared, StepsPlayed the calls the same games have
	// when the reference plays them to their end with the same bots (what
	// a game that stopped early left uncompared included).
	Games, Played, Steps, StepsPlayed int
	// Stops counts the games that stopped before their end, by why
	// (lockstep's reasons, in Spanish).
	Stops map[string]int
	// Inconclusive counts the games with a tanto only one engine scored in
	// a round never counted (moment.go), by what it is
	// (Finding.InconclusiveText): charged to no rule.
	Inconclusive map[string]int
	// Groups are the divergences by signature key.
	Groups map[string]*Group
	// Touched are the catalog ids the events of the games illustrate.
	Touched map[string]bool
	// Failures count the games stopped by a transport failure, by status
	// (ERROR, TIEMPO); FirstFailure holds the first of each.
	Failures     map[evidence.Status]int
	FirstFailure map[evidence.Status]*Failure
}

// Failure is a transport failure of the engine in a differential game.
type Failure struct {
	Game int    // the index of the game
	Seed uint64 // its seed
	Step int    // the index of the call
	Play *driver.Play
	Err  error
}

// GameSeed is the seed of differential game i of a run with seed s.
func GameSeed(s uint64, i int) uint64 {
	g := engine.NewSplitMix64(s + uint64(i)*0x9e3779b97f4a7c15)
	return g.Next()
}

// randomPolicy is the seeded random bots of package play, órdago allowed
// unless long (then games run many rounds to the target).
func randomPolicy(seed uint64, long bool) policy {
	var bots [4]*play.Random
	for i := range bots {
		bots[i] = play.NewRandom(seed, driver.Seat(i), long)
	}
	return func(_ int, o driver.Observation) driver.Action {
		if !o.Seat.Valid() {
			return nil
		}
		return bots[o.Seat].Act(o)
	}
}

// gameOutcome is what one differential game leaves for the aggregate.
type gameOutcome struct {
	i      int
	steps  int
	played int    // the steps of the game played to its end (Result.StepsPlayed)
	stop   string // why it stopped early, "" when it did not
	// inconclusive are the tantos left Inconclusive, each once.
	inconclusive []string
	touched      []string
	found        []Finding
	failure      *Failure
}

// Differential plays n lockstep games of the engine t against the reference
// with the default rules (and, in turn, the variants t claims).
// Even games let the bots bid órdago (short games); odd games do not, and
// run many rounds to the target. Every game is played to its end or to
// the point where the two engines no longer agree on the state; every
// divergence is counted by its signature. With workers > 1 and an engine
// that can Fork, games run in parallel on several engine processes; the
// result does not depend on it. Memory does not grow with n.
func Differential(t Engine, table *reference.AspectTable, rules driver.Rules, seed uint64, n, workers int, progress io.Writer) Result {
	return DifferentialPart(t, table, rules, seed, n, 1, 1, workers, progress, nil)
}

// DifferentialPart plays the games i < n with i mod parts = part-1 (part
// is 1-based), as Differential does; once stop is closed (nil: never) it
// starts no other game.
func DifferentialPart(t Engine, table *reference.AspectTable, rules driver.Rules, seed uint64, n, part, parts, workers int, progress io.Writer, stop <-chan struct{}) Result {
	tl := newTally()
	res := Result{Games: n, Groups: tl.groups, Stops: map[string]int{}, Inconclusive: map[string]int{}, Touched: map[string]bool{}, Failures: map[evidence.Status]int{}, FirstFailure: map[evidence.Status]*Failure{}}
	targets := []Engine{t}
	for len(targets) < workers {
		f, err := t.Fork()
		if err != nil {
			break
		}
		targets = append(targets, f)
	}
	defer func() {
		for _, x := range targets[1:] {
			x.Close()
		}
	}()
	jobs := make(chan int)
	outs := make(chan gameOutcome)
	var wg sync.WaitGroup
	for _, tg := range targets {
		wg.Add(1)
		go func(tg Engine) {
			defer wg.Done()
			for i := range jobs {
				outs <- playOne(tg, table, rules, seed, i)
			}
		}(tg)
	}
	mine := 0
	for i := part - 1; i < n; i += parts {
		mine++
	}
	go func() {
	feed:
		for i := part - 1; i < n; i += parts {
			select {
			case jobs <- i:
			case <-stop:
				break feed
			}
		}
		close(jobs)
		wg.Wait()
		close(outs)
	}()
	done := 0
	for o := range outs {
		done++
		res.Played++
		res.Steps += o.steps
		res.StepsPlayed += o.played
		if o.stop != "" {
			res.Stops[o.stop]++
		}
		for _, k := range o.inconclusive {
			res.Inconclusive[k]++
		}
		for _, id := range o.touched {
			res.Touched[id] = true
		}
		tl.addGame(o.i, o.found)
		if o.failure != nil {
			k := evidence.TransportStatus(o.failure.Err)
			res.Failures[k]++
			if f := res.FirstFailure[k]; f == nil || o.i < f.Game {
				res.FirstFailure[k] = o.failure
			}
		}
		if progress != nil && (done%500 == 0 || done == mine) {
			fmt.Fprintf(progress, "diferencial: %d/%d partidas, %d grupos de divergencias\n", done, mine, len(res.Groups))
		}
	}
	return res
}

// gameSetup is the setup and policy of differential game i.
func gameSetup(t Engine, rules driver.Rules, seed uint64, i int) (driver.Setup, policy, engine.Rand) {
	gs := GameSeed(seed, i)
	setup := driver.Setup{Rules: variantRules(t, rules, i), Seed: gs}
	choose := randomPolicy(gs, i%2 == 1)
	if setup.Rules.SignalsEnabled {
		choose = senasPolicy(gs, setup.Rules, choose)
	}
	return setup, choose, engine.NewRand(gs ^ 0x5bd1e995)
}

// runGame plays differential game i, stopping at the first divergence of
// its own with signature until ("" for none).
func runGame(t Engine, table *reference.AspectTable, rules driver.Rules, seed uint64, i int, until string) gameResult {
	setup, choose, probe := gameSetup(t, rules, seed, i)
	ref, eng := driver.Reference(), t.NewEngine()
	defer ref.Close()
	defer eng.Close()
	g := lockstep(ref, eng, lockOpts{setup: setup, table: table, choose: choose, probe: &probe, until: until})
	g.played = len(g.calls)
	if until == "" && !g.invalid && g.refStarted {
		g.played += playOn(ref, choose, len(g.calls), play.DefaultMaxActions)
	}
	return g
}

// playOn plays the reference alone from where a game stopped, with its
// bots, to the end of the game or to max plays in all, and returns the
// plays it made: what the game had left when the engines stopped being
// compared (0 for a game that ran to its end).
func playOn(ref driver.Engine, choose policy, done, max int) int {
	n := 0
	for done+n < max {
		o, err := ref.Observe(driver.Spectator())
		if err != nil || !o.Turn.Valid() {
			return n
		}
		so, err := ref.Observe(driver.SeatViewer(o.Turn))
		if err != nil {
			return n
		}
		a := choose(done+n, so)
		if a == nil {
			return n
		}
		if _, err := ref.Apply(o.Turn, a); err != nil {
			return n
		}
		n++
	}
	return n
}

// playOne plays differential game i.
func playOne(t Engine, table *reference.AspectTable, rules driver.Rules, seed uint64, i int) gameOutcome {
	g := runGame(t, table, rules, seed, i, "")
	out := gameOutcome{i: i, steps: len(g.calls), played: max(g.played, len(g.calls)), stop: g.stopReason(), found: g.found}
	for _, f := range g.found {
		if k := f.InconclusiveText(); f.open && !slices.Contains(out.inconclusive, k) {
			out.inconclusive = append(out.inconclusive, k)
		}
	}
	if g.failure != nil {
		out.failure = &Failure{Game: i, Seed: GameSeed(seed, i), Step: g.failureStep, Play: g.failurePlay, Err: g.failure}
	}
	touched := map[string]bool{}
	seen := map[string]bool{}
	for _, e := range g.events {
		kind, detail := e.Kind().String(), eventDetail(e)
		k := kind + "/" + detail
		if seen[k] {
			continue
		}
		seen[k] = true
		if r, ok := table.Rule(evidence.NewAspect("evento", kind, detail, "", "")); ok {
			for _, a := range r.Articles {
				touched[a] = true
			}
		}
	}
	for id := range touched {
		out.touched = append(out.touched, id)
	}
	sort.Strings(out.touched)
	return out
}

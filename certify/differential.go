package certify

import (
	"fmt"
	"io"
	"sync"

	"github.com/musfem/musfem/driver"
	"github.com/musfem/musfem/engine"
	"github.com/musfem/musfem/play"
)

// DiffResult is the outcome of the differential games.
type DiffResult struct {
	Games, Played, Steps int
	// Divergence is the first one found, shrunk; nil when none.
	Divergence *Divergence
	// Original is the divergence before shrinking.
	Original *Divergence
	// Shrink says what the shrinker achieved, in Spanish.
	Shrink string
	// Touched are the catalog ids the events of the games illustrate.
	Touched map[string]bool
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

// Differential plays n lockstep games of target against the reference
// with the default rules, stopping at the first divergence, which it
// shrinks. Even games let the bots bid órdago (short games); odd games do
// not, and run many rounds to the target. With workers > 1 and a target
// that can Fork, games run in parallel on several engine processes; the
// result is the same as in order: the first divergence is the one of the
// lowest game index, and the counts stop there.
func Differential(t Target, rules driver.Rules, seed uint64, n int, progress io.Writer) DiffResult {
	return DifferentialWorkers(t, rules, seed, n, 1, progress)
}

// gameOutcome is what one differential game leaves for the aggregate.
type gameOutcome struct {
	steps   int
	touched map[string]bool
	div     *Divergence
	seed    uint64
}

// DifferentialWorkers is Differential on up to workers engine processes.
func DifferentialWorkers(t Target, rules driver.Rules, seed uint64, n, workers int, progress io.Writer) DiffResult {
	res := DiffResult{Games: n, Touched: map[string]bool{}}
	targets := []Target{t}
	for len(targets) < workers && t.Fork != nil {
		f, err := t.Fork()
		if err != nil {
			break
		}
		targets = append(targets, f)
	}
	defer func() {
		for _, x := range targets[1:] {
			if x.Close != nil {
				x.Close()
			}
		}
	}()
	outs := make([]gameOutcome, n)
	var mu sync.Mutex
	next, first, done := 0, n, 0
	var wg sync.WaitGroup
	for _, tg := range targets {
		wg.Add(1)
		go func(tg Target) {
			defer wg.Done()
			for {
				mu.Lock()
				i := next
				if i >= n || i > first {
					mu.Unlock()
					return
				}
				next++
				mu.Unlock()
				outs[i] = playOne(tg, rules, seed, i)
				mu.Lock()
				done++
				if outs[i].div != nil && i < first {
					first = i
				}
				if progress != nil && done%100 == 0 {
					fmt.Fprintf(progress, "diferencial: %d/%d partidas\n", done, n)
				}
				mu.Unlock()
			}
		}(tg)
	}
	wg.Wait()
	last := n - 1
	if first < n {
		last = first
	}
	for i := 0; i <= last; i++ {
		res.Played++
		res.Steps += outs[i].steps
		for id := range outs[i].touched {
			res.Touched[id] = true
		}
	}
	if first < n {
		d := outs[first].div
		res.Original = d
		if progress != nil {
			fmt.Fprintf(progress, "diferencial: divergencia en la partida %d (semilla %d), reduciendo…\n", first+1, outs[first].seed)
		}
		res.Divergence, res.Shrink = Shrink(t, d)
	}
	return res
}

// playOne plays differential game i.
func playOne(t Target, rules driver.Rules, seed uint64, i int) gameOutcome {
	gs := GameSeed(seed, i)
	setup := driver.Setup{Rules: variantRules(t, rules, i), Seed: gs}
	probe := engine.NewRand(gs ^ 0x5bd1e995)
	ref, eng := driver.Reference(), t.NewEngine()
	choose := randomPolicy(gs, i%2 == 1)
	if setup.Rules.SignalsEnabled {
		choose = senasPolicy(gs, setup.Rules, choose)
	}
	g := lockstep(ref, eng, lockOpts{setup: setup, choose: choose, probe: &probe})
	ref.Close()
	eng.Close()
	out := gameOutcome{steps: len(g.plays), touched: map[string]bool{}, div: g.div, seed: gs}
	seen := map[engine.EventKind]bool{}
	for _, e := range g.events {
		k := e.Kind()
		if k != engine.KindLanceResolved && k != engine.KindPointsAwarded {
			if seen[k] {
				continue
			}
			seen[k] = true
		}
		for _, id := range articlesOf(e) {
			out.touched[id] = true
		}
	}
	return out
}

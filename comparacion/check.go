package comparacion

import (
	"fmt"
	"slices"
	"sync"

	"github.com/musfem/musfem/config"
	"github.com/musfem/musfem/driver"
)

// Finding is one comparison an engine got wrong: in a round of the check
// (a deal of four hands), the engine gave a lance to another hand than the
// oracle, or declared pares or juego the oracle does not see.
type Finding struct {
	Mode       string // "ocho_reyes" or "cuatro_reyes"
	Lance      string // "grande", "chica", "pares", "juego" or "punto"
	Convention string // the convention charged: CONVENCION-orden-grande, -orden-chica, -orden-pares, -orden-juego (punto too), -empates, -valor-cartas
	Round      int    // the round of the design, from 1
	Dealer     driver.Seat
	Hands      [4]string // the four hands dealt, by seat (card text)
	// Want is the hand that should win (or the hand whose declaration is
	// wrong), Got the hand the engine made win; seats and card text.
	WantSeat, GotSeat driver.Seat
	Want, Got         string
	Detail            string // Spanish
	// Err is why the round could not be played (the engine failed to
	// answer), nil for a wrong comparison; Convention and Lance are ""
	// then.
	Err error
}

// String tells the finding in one Spanish line.
func (f Finding) String() string {
	return fmt.Sprintf("%s, %s, ronda %d (reparte el %d; manos %s | %s | %s | %s): %s",
		f.Convention, f.Mode, f.Round, f.Dealer, f.Hands[0], f.Hands[1], f.Hands[2], f.Hands[3], f.Detail)
}

// Options configure a check.
type Options struct {
	// Mode is the deck mode (OchoReyes by default).
	Mode Mode
	// Rules are the rules the rounds are played under
	// (config/rules.default.toml when nil); deck_mode is set from Mode.
	Rules *driver.Rules
	// Seed is the seed of every game (1 when 0): it draws the first
	// dealer, and the hands are stacked for the dealer the engine names.
	Seed uint64
	// Workers is how many engines play rounds at once (1 when 0); each
	// has its own engine from the factory.
	Workers int
	// MaxFindings stops the check after that many findings (50 when 0).
	MaxFindings int
	// Rounds, when above 0, plays only the first Rounds rounds of the
	// design (the tests' short run); Result.Rounds and Result.Total say
	// how many of how many were played.
	Rounds int
	// Keep, when not nil, plays only the rounds (indexes into the
	// design, from 0) it keeps: a sample (Sample) or a part of a run.
	Keep func(round int) bool
	// StopOnError stops the check after the first block with a round
	// that could not be played (Finding.Err).
	StopOnError bool
	// Progress, when not nil, is called now and then with the rounds
	// played and the total.
	Progress func(done, total int)
}

// Result is what a check found.
type Result struct {
	Mode        string
	Rounds      int // rounds played
	Total       int // rounds of the design
	Selected    int // rounds the options select (Rounds, Keep)
	Comparisons int // ordered pairs of classes the whole design compares, lance by lance
	// Unobservable is how many ordered pairs no deal of four hands can
	// compare (another hand always beats both): no table can tell them.
	Unobservable int
	Findings     []Finding
}

// Check plays every round of the mode's design against engines made by
// newEngine and returns the comparisons they got wrong. It stops early at
// MaxFindings findings; the rounds are always played in the same order,
// so the same engine gives the same result.
func Check(newEngine func() driver.Engine, o Options) Result {
	if o.Mode.Name == "" {
		o.Mode = OchoReyes
	}
	if o.Seed == 0 {
		o.Seed = 1
	}
	if o.Workers <= 0 {
		o.Workers = 1
	}
	if o.MaxFindings <= 0 {
		o.MaxFindings = 50
	}
	rules := config.Default()
	if o.Rules != nil {
		rules = *o.Rules
	}
	rules.DeckMode = o.Mode.Deck
	d := designFor(o.Mode)
	res := Result{Mode: o.Mode.Name, Total: len(d.rounds), Unobservable: d.unobservable}
	for l := range d.covered {
		for _, row := range d.covered[l] {
			for _, c := range row {
				if c {
					res.Comparisons++
				}
			}
		}
	}
	res.Comparisons -= d.unobservable

	// Rounds are handed out in blocks; the findings of a block are kept
	// by its index so that the result does not depend on the workers.
	var rounds []int
	for i := range d.rounds {
		if o.Rounds > 0 && len(rounds) >= o.Rounds {
			break
		}
		if o.Keep == nil || o.Keep(i) {
			rounds = append(rounds, i)
		}
	}
	res.Selected = len(rounds)
	const block = 256
	nblocks := (len(rounds) + block - 1) / block
	found := make([][]Finding, nblocks)
	var mu sync.Mutex
	next, done, nfound := 0, 0, 0
	stop := false
	var wg sync.WaitGroup
	for w := 0; w < o.Workers; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			p := &player{d: d, rules: rules, seed: o.Seed, newEngine: newEngine}
			defer p.close()
			for {
				mu.Lock()
				if stop || next >= nblocks {
					mu.Unlock()
					return
				}
				b := next
				next++
				mu.Unlock()
				var fs []Finding
				lo, hi := b*block, min((b+1)*block, len(rounds))
				failed := false
				for _, i := range rounds[lo:hi] {
					f := p.play(i)
					for _, x := range f {
						failed = failed || x.Err != nil
					}
					fs = append(fs, f...)
				}
				mu.Lock()
				found[b] = fs
				done += hi - lo
				nfound += len(fs)
				if nfound >= o.MaxFindings || (failed && o.StopOnError) {
					stop = true
				}
				if o.Progress != nil {
					o.Progress(done, len(rounds))
				}
				mu.Unlock()
			}
		}()
	}
	wg.Wait()
	// Every block before next was played to its end; keep their findings
	// in order, up to MaxFindings, so that the result does not depend on
	// the workers.
	for b := 0; b < next; b++ {
		res.Findings = append(res.Findings, found[b]...)
		res.Rounds = min((b+1)*block, len(rounds))
		if len(res.Findings) >= o.MaxFindings {
			res.Findings = res.Findings[:o.MaxFindings]
			break
		}
		if o.StopOnError && slices.ContainsFunc(found[b], func(f Finding) bool { return f.Err != nil }) {
			break
		}
	}
	return res
}

var (
	designsMu sync.Mutex
	designs   = map[string]*design{}
)

// designFor returns the mode's design, built once.
func designFor(m Mode) *design {
	designsMu.Lock()
	defer designsMu.Unlock()
	if d, ok := designs[m.Name]; ok {
		return d
	}
	d := newDesign(m)
	designs[m.Name] = d
	return d
}

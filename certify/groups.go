package certify

import (
	"sort"

	"github.com/musfem/musfem/evidence"
)

// tally is what a run has found so far, by signature: every divergence of
// its own, how often, where first; and the consequences that followed from
// each. Its size depends on the number of distinct signatures, not on the
// number of games.
type tally struct {
	groups map[string]*groupTally
}

// groupTally is one signature's count.
type groupTally struct {
	sig     evidence.Signature
	text    string
	example evidence.Divergence // the first occurrence
	// first is the index of the first game that shows it, -1 when only
	// scenarios or fixtures do.
	first int
	// games and steps count the differential games and the calls of
	// those games that show it; consequences the differences that followed
	// from it.
	games, steps, consequences int
	// checks are the scenarios and fixtures that show it.
	checks []Check
	// repro is the shrunk reproduction of its first game.
	repro *ReproView
}

func newTally() *tally { return &tally{groups: map[string]*groupTally{}} }

// group returns the entry of a finding's signature, created if needed.
func (t *tally) group(f finding) *groupTally {
	sig := f.div.Signature()
	k := sig.Key()
	g := t.groups[k]
	if g == nil {
		g = &groupTally{sig: sig, text: f.div.Text, example: f.div, first: -1}
		t.groups[k] = g
	}
	return g
}

// addGame counts the findings of differential game i.
func (t *tally) addGame(i int, found []finding) {
	steps := map[string]map[int]bool{}
	for _, f := range found {
		if !f.primary() {
			continue
		}
		k := f.div.Signature().Key()
		g := t.group(f)
		if steps[k] == nil {
			steps[k] = map[int]bool{}
			g.games++
			if g.first < 0 || i < g.first {
				g.first, g.example = i, f.div
			}
		}
		if !steps[k][f.step] {
			steps[k][f.step] = true
			g.steps++
		}
	}
	for _, f := range found {
		if f.primary() {
			continue
		}
		if g := t.groups[f.cause]; g != nil {
			g.consequences++
		}
	}
}

// addCheck counts a scenario's or a fixture's findings: each divergence of
// its own once, with the check that shows it.
func (t *tally) addCheck(c Check, found []finding) {
	seen := map[string]bool{}
	for _, f := range found {
		k := f.div.Signature().Key()
		if !f.primary() {
			if g := t.groups[f.cause]; g != nil {
				g.consequences++
			}
			continue
		}
		if seen[k] {
			continue
		}
		seen[k] = true
		g := t.group(f)
		g.checks = append(g.checks, c)
	}
}

// sorted returns the groups, largest first: by games, then checks, then
// signature.
func (t *tally) sorted() []*groupTally {
	out := make([]*groupTally, 0, len(t.groups))
	for _, g := range t.groups {
		out = append(out, g)
	}
	sort.Slice(out, func(i, k int) bool {
		a, b := out[i], out[k]
		if a.games+len(a.checks) != b.games+len(b.checks) {
			return a.games+len(a.checks) > b.games+len(b.checks)
		}
		return a.sig.Key() < b.sig.Key()
	})
	return out
}

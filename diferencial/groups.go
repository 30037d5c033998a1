package diferencial

import (
	"github.com/musfem/musfem/evidence"
)

// tally is what a run has found so far, by signature: every divergence of
// its own, how often, where first; and the consequences that followed from
// each. Its size depends on the number of distinct signatures, not on the
// number of games.
type tally struct {
	groups map[string]*Group
}

// Group is one signature's count: a group of divergences.
type Group struct {
	Signature evidence.Signature
	Text      string
	Example   evidence.Divergence // the first occurrence
	// First is the index of the first game that shows it, -1 when only
	// scenarios or fixtures do.
	First int
	// Games and Steps count the differential games and the calls of
	// those games that show it; Consequences the differences that followed
	// from it.
	Games, Steps, Consequences int
}

func newTally() *tally { return &tally{groups: map[string]*Group{}} }

// group returns the entry of a finding's signature, created if needed.
func (t *tally) group(f Finding) *Group {
	sig := f.Divergence.Signature()
	k := sig.Key()
	g := t.groups[k]
	if g == nil {
		g = &Group{Signature: sig, Text: f.Divergence.Text, Example: f.Divergence, First: -1}
		t.groups[k] = g
	}
	return g
}

// addGame counts the findings of differential game i.
func (t *tally) addGame(i int, found []Finding) {
	steps := map[string]map[int]bool{}
	for _, f := range found {
		if !f.Primary() {
			continue
		}
		k := f.Divergence.Signature().Key()
		g := t.group(f)
		if steps[k] == nil {
			steps[k] = map[int]bool{}
			g.Games++
			if g.First < 0 || i < g.First {
				g.First, g.Example = i, f.Divergence
			}
		}
		if !steps[k][f.step] {
			steps[k][f.step] = true
			g.Steps++
		}
	}
	for _, f := range found {
		if f.Primary() {
			continue
		}
		if g := t.groups[f.Cause]; g != nil {
			g.Consequences++
		}
	}
}

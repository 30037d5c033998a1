package diferencial

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"slices"
	"strconv"

	"github.com/musfem/musfem/config"
	"github.com/musfem/musfem/driver"
	"github.com/musfem/musfem/engine"
	"github.com/musfem/musfem/evidence"
	"github.com/musfem/musfem/fixtures"
	"github.com/musfem/musfem/internal/errtext"
	"github.com/musfem/musfem/reference"
)

// Case is a reproduction in machine form: the setup of a game and every
// play tried, in order; the plays the reference refuses are marked, with
// its code. It is what a case file (docs/fixtures.md) holds besides the
// events and observations the reference gives.
type Case struct {
	Rules   json.RawMessage    `json:"rules"`
	Seed    string             `json:"seed"`
	Decks   [][]engine.Card    `json:"decks"`
	Score   [2]int             `json:"score"`
	Plays   []engine.Play      `json:"plays"`
	Refused []fixtures.Refusal `json:"refused"`
}

// NewCase makes the case of a setup and its plays, replaying them on the
// reference to mark the plays it refuses. Only the plays the reference
// accepts are kept, and the last play whatever it is (the illegal play a
// group of refusals shows): an earlier illegal play changes nothing in a
// correct engine, and one that a wrong engine accepts is another group's
// difference, which would make the case fail on a rule that is not its
// own.
func NewCase(setup driver.Setup, plays []driver.Play) Case {
	c := Case{Rules: config.JSON(setup.Rules), Seed: strconv.FormatUint(setup.Seed, 10), Decks: [][]engine.Card{},
		Score: setup.Score, Plays: []engine.Play{}, Refused: []fixtures.Refusal{}}
	for _, d := range setup.Decks {
		c.Decks = append(c.Decks, append([]engine.Card(nil), d[:]...))
	}
	_, refused := ReplayCase(setup, plays)
	skip := map[int]bool{}
	for _, r := range refused {
		if r.Play != len(plays)-1 {
			skip[r.Play] = true
		}
	}
	for i, p := range plays {
		if !skip[i] {
			c.Plays = append(c.Plays, p)
		}
	}
	_, c.Refused = ReplayCase(setup, c.Plays)
	return c
}

// ReplayCase plays a case on the reference: its events, and the plays it
// refuses with their codes.
func ReplayCase(setup driver.Setup, plays []driver.Play) ([]engine.Event, []fixtures.Refusal) {
	refused := []fixtures.Refusal{}
	ref := driver.Reference()
	defer ref.Close()
	evs, err := ref.Start(setup)
	if err != nil {
		return nil, refused
	}
	for i, p := range plays {
		more, err := ref.Apply(p.Seat, p.Action)
		var re *driver.RuleError
		if errors.As(err, &re) {
			refused = append(refused, fixtures.Refusal{Play: i, Code: re.Code, Article: re.Article})
			continue
		}
		evs = append(evs, more...)
	}
	return evs, refused
}

// Setup returns the case's setup.
func (c Case) Setup() (driver.Setup, error) {
	rules, err := config.ParseJSON("caso", c.Rules)
	if err != nil {
		return driver.Setup{}, err
	}
	seed, err := strconv.ParseUint(c.Seed, 10, 64)
	if err != nil {
		return driver.Setup{}, fmt.Errorf("caso: semilla %q", c.Seed)
	}
	s := driver.Setup{Rules: rules, Seed: seed, Score: c.Score}
	for _, d := range c.Decks {
		var x [engine.NumCards]driver.Card
		copy(x[:], d)
		s.Decks = append(s.Decks, x)
	}
	return s, nil
}

// CaseResult is what running one case file on an engine found.
type CaseResult struct {
	Name string
	// Groups are the divergences of their own, one example per signature,
	// in the order found; Consequences counts the rest. For a case file
	// of a certificate (fixtures.Fixture.Group), only the divergences of
	// the case's group: the others are in Others.
	Groups       []evidence.Divergence
	Consequences int
	// Others are the divergences of their own of other groups than the
	// case's: they do not make the case fail (the case isolates its
	// group), but the engine still has them.
	Others []evidence.Divergence
	// Failure is the engine's transport failure, if any.
	Failure error
}

// Agrees reports whether the engine did what the reference does.
func (r CaseResult) Agrees() bool { return len(r.Groups) == 0 && r.Failure == nil }

// RunCase replays a case file (or any fixture file) on the engine in
// lockstep with the reference, to its last play, and returns what differs.
func RunCase(t Engine, path string) (CaseResult, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return CaseResult{}, fmt.Errorf("no se puede leer el caso %s: %s", path, errtext.File(err))
	}
	f, err := fixtures.Decode(path, data)
	if err != nil {
		return CaseResult{}, err
	}
	return ReplayFixture(t, f)
}

// ReplayFixture replays a decoded case or fixture on the engine in
// lockstep with the reference, to its last play, and returns what differs.
func ReplayFixture(t Engine, f fixtures.Fixture) (CaseResult, error) {
	cat, err := reference.Load()
	if err != nil {
		return CaseResult{}, err
	}
	ref, eng := driver.Reference(), t.NewEngine()
	defer ref.Close()
	defer eng.Close()
	g := lockstep(ref, eng, lockOpts{setup: f.Setup(), table: cat.Aspects(), script: f.Plays, maxSteps: len(f.Plays)})
	res := CaseResult{Name: f.Name, Failure: g.failure}
	seen := map[string]bool{}
	for _, x := range g.found {
		if !x.Primary() {
			res.Consequences++
			continue
		}
		k := x.Divergence.Signature().Key()
		if seen[k] {
			continue
		}
		seen[k] = true
		if inGroup(f.Group, x.Divergence.Signature()) {
			res.Groups = append(res.Groups, x.Divergence)
		} else {
			res.Others = append(res.Others, x.Divergence)
		}
	}
	return res, nil
}

// inGroup reports whether a divergence of signature s belongs to the
// group of a case file: every divergence does when the file names no
// group (a golden fixture, an older case file).
func inGroup(g *fixtures.CaseGroup, s evidence.Signature) bool {
	if g == nil {
		return true
	}
	return s.Rule == g.Rule && slices.Equal(s.Articles, g.Articles)
}

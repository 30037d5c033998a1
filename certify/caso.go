package certify

import (
	"encoding/json"
	"errors"
	"fmt"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/musfem/musfem/config"
	"github.com/musfem/musfem/driver"
	"github.com/musfem/musfem/engine"
	"github.com/musfem/musfem/evidence"
	"github.com/musfem/musfem/fixtures"
	"github.com/musfem/musfem/internal/reportfile"
	"github.com/musfem/musfem/narrate"
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

// newCase makes the case of a setup and its plays, replaying them on the
// reference to mark the plays it refuses.
func newCase(setup driver.Setup, plays []driver.Play) Case {
	c := Case{Rules: config.JSON(setup.Rules), Seed: strconv.FormatUint(setup.Seed, 10), Decks: [][]engine.Card{},
		Score: setup.Score, Plays: append([]engine.Play{}, plays...), Refused: []fixtures.Refusal{}}
	for _, d := range setup.Decks {
		c.Decks = append(c.Decks, append([]engine.Card(nil), d[:]...))
	}
	_, c.Refused = replayCase(setup, plays)
	return c
}

// replayCase plays a case on the reference: its events, and the plays it
// refuses with their codes.
func replayCase(setup driver.Setup, plays []driver.Play) ([]engine.Event, []fixtures.Refusal) {
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

// view renders the case for the report: the rules away from the
// defaults, the decks, every play as a catalog action and the
// reference's game told in Spanish.
func (c Case) view(shrink string) *ReproView {
	v := &ReproView{Rules: []string{}, Decks: []string{}, Plays: []string{}, Narration: []string{}, Shrink: shrink, Case: c}
	if s, err := c.Setup(); err == nil {
		v.Seed = s.Seed
		for _, kv := range config.Diff(s.Rules) {
			v.Rules = append(v.Rules, kv.String())
		}
	}
	for _, d := range c.Decks {
		v.Decks = append(v.Decks, driver.FormatCards(d))
	}
	for _, p := range c.Plays {
		v.Plays = append(v.Plays, canonical(p))
	}
	v.Probe = len(c.Refused) > 0 && c.Refused[len(c.Refused)-1].Play == len(c.Plays)-1
	var evs []engine.Event
	if s, err := c.Setup(); err == nil {
		evs, _ = replayCase(s, c.Plays)
	}
	for _, e := range evs {
		if l := narrate.Line(e); l != "" {
			v.Narration = append(v.Narration, strings.TrimRight(l, "\n"))
		}
	}
	return v
}

// CaseDir is the folder of a certificate's case files, beside it.
func CaseDir(dir, name string) string { return filepath.Join(dir, "casos-"+name) }

// WriteCases writes one case file per group that has a reproduction, in
// the fixture format (docs/fixtures.md), into CaseDir(dir, name), which it
// replaces whole (reportfile.Replace); it returns the paths, and records
// each group's case file in the report.
func (r *Report) WriteCases(dir, name string) ([]string, error) {
	files, paths, err := r.caseFiles(dir, name)
	if err != nil {
		return nil, err
	}
	if err := reportfile.Replace(dir, files, []string{filepath.Base(CaseDir(dir, name))}); err != nil {
		return nil, err
	}
	return paths, nil
}

// caseFile renders the group's reproduction as a fixture file with the
// reference's events and final observations.
func (g *Group) caseFile() ([]byte, error) {
	c := g.Repro.Case
	s, err := c.Setup()
	if err != nil {
		return nil, err
	}
	f := fixtures.Fixture{Name: g.ID, Articles: g.Articles, Rules: s.Rules, Seed: s.Seed, Decks: s.Decks, Score: s.Score,
		Plays: c.Plays, Refused: c.Refused, CatalogVersion: engine.CatalogVersionFor(s.Rules),
		Description: fmt.Sprintf("Caso %s de un certificado de musfem: %s (%s). Lo que se compara con la referencia está en docs/aspects.md; la reproducción: %s.",
			g.ID, g.Text, strings.Join(g.Articles, ", "), g.Repro.Shrink)}
	f, err = fixtures.Generate(f)
	if err != nil {
		return nil, err
	}
	f.Summary = fixtures.Summary{Score: f.FinalScore, Winner: engine.NoTeam, Tantos: []fixtures.Tanto{}}
	return fixtures.Encode(f)
}

// CaseResult is what running one case file on an engine found.
type CaseResult struct {
	Name string
	// Groups are the divergences of their own, one example per signature,
	// in the order found; Consequences counts the rest.
	Groups       []evidence.Divergence
	Consequences int
	// Failure is the engine's transport failure, if any.
	Failure error
}

// Agrees reports whether the engine did what the reference does.
func (r CaseResult) Agrees() bool { return len(r.Groups) == 0 && r.Failure == nil }

// RunCase replays a case file (or any fixture file) on the engine in
// lockstep with the reference, to its last play, and returns what differs
// (LoadCase, then CaseFile.Replay).
func RunCase(t Target, path string) (CaseResult, error) {
	c, err := LoadCase(path)
	if err != nil {
		return CaseResult{}, err
	}
	return c.Replay(t)
}

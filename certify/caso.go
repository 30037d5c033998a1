package certify

import (
	"fmt"
	"path/filepath"
	"strings"

	"github.com/musfem/musfem/config"
	"github.com/musfem/musfem/diferencial"
	"github.com/musfem/musfem/driver"
	"github.com/musfem/musfem/engine"
	"github.com/musfem/musfem/fixtures"
	"github.com/musfem/musfem/internal/reportfile"
	"github.com/musfem/musfem/narrate"
)

// caseView renders a case for the report: the rules away from the
// defaults, the decks, every play as a catalog action and the
// reference's game told in Spanish.
func caseView(c diferencial.Case, shrink string) *ReproView {
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
		v.Plays = append(v.Plays, diferencial.Canonical(p))
	}
	v.Probe = len(c.Refused) > 0 && c.Refused[len(c.Refused)-1].Play == len(c.Plays)-1
	var evs []engine.Event
	if s, err := c.Setup(); err == nil {
		evs, _ = diferencial.ReplayCase(s, c.Plays)
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
		Group: &fixtures.CaseGroup{Rule: g.Rule, Articles: append([]string{}, g.Articles...)},
		Description: fmt.Sprintf("Caso %s de un certificado de musfem: %s (%s). Lo que se compara con la referencia está en docs/aspects.md; la reproducción: %s.",
			g.ID, g.Text, strings.Join(g.Articles, ", "), g.Repro.Shrink)}
	f, err = fixtures.Generate(f)
	if err != nil {
		return nil, err
	}
	f.Summary = fixtures.Summary{Score: f.FinalScore, Winner: engine.NoTeam, Tantos: []fixtures.Tanto{}}
	return fixtures.Encode(f)
}

package trazabilidad

import (
	"fmt"
	"slices"
	"strings"

	"github.com/musfem/musfem/config"
	"github.com/musfem/musfem/engine"
	"github.com/musfem/musfem/escenarios"
	"github.com/musfem/musfem/evidence"
	"github.com/musfem/musfem/internal/reportfile"
	"github.com/musfem/musfem/internal/version"
	"github.com/musfem/musfem/reference"
)

// Input is everything a report is built from.
type Input struct {
	Catalog     *reference.Catalog
	Scenarios   []escenarios.Scenario
	Rules       engine.Rules
	ProfileName string
	Engine      string
	Selector    string // "" for the whole specification
	Generated   string // a date, only when asked for
	// Reached[i] says whether the random games reached engine.Transitions[i];
	// Unreachable[i] says why a transition cannot be reached, if it cannot.
	Reached     []bool
	RandomGames int
	Unreachable map[int]string
	// ProfileDescription and Fixed describe a run under a profile file
	// (perfil.go); both are zero for the default run.
	ProfileDescription string
	Fixed              bool
	// Mutants is the mutation testing report, nil when there is none.
	Mutants *Mutants
}

// results lists the results of a row's scenarios.
func results(refs []ScenarioRef) []evidence.Status {
	out := make([]evidence.Status, len(refs))
	for i, r := range refs {
		out[i] = r.Result
	}
	return out
}

// Build assembles the report. It never reads files or the clock.
func Build(in Input) *Report {
	r := &Report{
		Head:                reportfile.Head{Schema: SchemaName, SchemaVersion: SchemaVersion},
		Title:               "Trazabilidad del Reglamento de Juego de la FEM",
		Engine:              in.Engine,
		MusfemVersion:       version.Musfem,
		CatalogVersion:      reference.Version,
		EventCatalogVersion: engine.CatalogVersion,
		Selector:            in.Selector,
		Generated:           in.Generated,
		DanglingTags:        []TagRef{},
		Chapters:            []Chapter{},
		Conventions:         []ConventionRow{},
		Questions:           []QuestionRow{},
		Transitions:         []TransitionRow{},
	}
	r.Profile = profile(in.ProfileName, in.Rules)
	r.Profile.Description, r.Profile.Fixed = in.ProfileDescription, in.Fixed
	byTag := map[string][]ScenarioRef{}
	for _, s := range in.Scenarios {
		ref := ScenarioRef{Name: s.Name, File: s.File, Line: s.Line, Row: s.Row, Result: s.Result, Message: s.Message, Gherkin: s.Gherkin}
		seen := map[string]bool{}
		for _, t := range s.Tags {
			if seen[t] {
				continue
			}
			seen[t] = true
			byTag[t] = append(byTag[t], ref)
			if isCatalogTag(t) {
				if _, ok := in.Catalog.Lookup(t); !ok {
					r.DanglingTags = append(r.DanglingTags, TagRef{Tag: t, File: s.File, Line: s.Line})
				}
			}
		}
		r.Summary.Scenarios.Add(s.Result)
	}
	table := in.Catalog.Table(in.Selector)
	for _, ch := range table.Chapters {
		c := Chapter{ID: ch.Chapter.ID, Title: ch.Chapter.Title, Articles: []ArticleRow{}}
		for _, a := range ch.Rows {
			refs := reportfile.NonNil(byTag[a.ID])
			row := ArticleRow{
				ID: a.ID, Chapter: a.Chapter, Title: a.Title, Kind: a.Kind.String(), KindLabel: a.Kind.Label(),
				Page: a.Page, PageURL: reference.PageURL(a.Page), SetAsideBy: reportfile.NonNil(in.Catalog.SetAsideBy(a.ID, func(k string) (string, bool) { return config.Value(in.Rules, k) })),
				Summary: a.Summary, Justification: a.Justification,
				ConfigKeys: reportfile.NonNil(a.ConfigKeys),
			}
			applies, off := evidence.Traceability.Article(a.Kind.Enforceable()), ""
			if applies == evidence.Must && in.Fixed {
				// An option article the profile switches off does not
				// apply to it at all: it is not a hole in the coverage.
				if off = switchedOff(a, in.Rules); off != "" && !anyPassed(refs) {
					applies = evidence.Cannot
				}
			}
			what := "este artículo"
			if a.IsChapter() {
				what = "este capítulo"
			}
			var why string
			row.Evidence, why = in.judge(a.ID, what, applies, refs)
			row.Applicable = applies == evidence.Must
			switch {
			case row.Status == evidence.SinPruebas:
				row.Justification = why
			case row.Status == evidence.NoAplica && off != "":
				row.Justification = off
			}
			if row.Applicable {
				r.Summary.Enforceable++
				if anyPassed(refs) {
					r.Summary.EnforceableCovered++
				}
			}
			c.Counts.Add(row.Status)
			r.Summary.Articles.Add(row.Status)
			c.Articles = append(c.Articles, row)
		}
		if !ch.SelfRow() {
			c.Mutation = in.Mutants.row(ch.Chapter.ID, "este capítulo en su conjunto")
		}
		r.Chapters = append(r.Chapters, c)
	}
	r.Summary.Coverage = percent(r.Summary.EnforceableCovered, r.Summary.Enforceable)
	r.Summary.Catalog = figures(r.Chapters)
	r.Summary.Mutation = in.Mutants.summary()

	for _, cv := range table.Conventions {
		row := ConventionRow{
			ID: cv.ID, Title: cv.Title, Statement: cv.Statement, Implementation: cv.Status.String(),
			Config: []KeyValue{}, Alternatives: reportfile.NonNil(cv.Alternatives),
		}
		for _, k := range cv.ConfigKeys {
			row.Config = append(row.Config, keyValue(k, in.Rules))
		}
		if !cv.Status.Implemented() {
			row.Justification = strings.TrimSpace("No implementada en musfem: una configuración que la nombre se rechaza. " + cv.Note)
		}
		var why string
		row.Evidence, why = in.judge(cv.ID, "esta convención", evidence.Traceability.Convention(cv.Status.Implemented()), reportfile.NonNil(byTag[cv.ID]))
		if row.Status == evidence.SinPruebas {
			row.Justification = why
		}
		r.Summary.Conventions.Add(row.Status)
		r.Conventions = append(r.Conventions, row)
	}

	for _, q := range in.Catalog.Questions() {
		qr := QuestionRow{ID: q.ID, Title: q.Title, Text: q.Text, Default: q.Default, Options: []OptionRow{}, Links: questionLinks(q.ID)}
		for _, o := range q.Options {
			or := OptionRow{Name: o.Name, Text: o.Text, Settings: []KeyValue{}, InForce: len(o.Settings) > 0}
			for _, s := range o.Settings {
				kv := keyValue(s.Key, in.Rules)
				kv.Value, kv.IsDefault = s.Value, s.Value == kv.Default
				if cur, _ := config.Value(in.Rules, s.Key); cur != s.Value {
					or.InForce = false
				}
				or.Settings = append(or.Settings, kv)
			}
			qr.Options = append(qr.Options, or)
		}
		r.Questions = append(r.Questions, qr)
	}

	r.Summary.RandomGames = in.RandomGames
	for i, t := range engine.Transitions {
		row := TransitionRow{From: t.From.String(), To: t.To.String(), Why: t.Why}
		for _, s := range in.Scenarios {
			if slices.Contains(s.Transitions, i) {
				row.Scenarios++
			}
		}
		row.RandomGames = i < len(in.Reached) && in.Reached[i]
		if !row.RandomGames {
			row.Unreachable = in.Unreachable[i]
		}
		r.Summary.Transitions++
		if row.Scenarios > 0 {
			r.Summary.TransitionsByScen++
		}
		if row.RandomGames {
			r.Summary.TransitionsByRand++
		}
		r.Transitions = append(r.Transitions, row)
	}
	r.Headline = headline(in.Selector, r.Summary.Catalog, r.Summary)
	return r
}

func isCatalogTag(t string) bool {
	return strings.HasPrefix(t, "FEM-") || strings.HasPrefix(t, "CONVENCION-")
}

// percent writes a share the Spanish way: "93,2 %".
func percent(n, d int) string {
	if d == 0 {
		return "—"
	}
	tenths := (n*1000 + d/2) / d
	return fmt.Sprintf("%d,%d %%", tenths/10, tenths%10)
}

func keyValue(key string, r engine.Rules) KeyValue {
	kv := KeyValue{Key: key}
	if k, ok := config.LookupKey(key); ok {
		kv.Default = k.Default
	}
	kv.Value, _ = config.Value(r, key)
	kv.IsDefault = kv.Value == kv.Default
	return kv
}

func profile(name string, r engine.Rules) Profile {
	p := Profile{Name: name, Values: []KeyValue{}}
	for _, k := range config.Keys() {
		p.Values = append(p.Values, keyValue(k.Name, r))
	}
	return p
}

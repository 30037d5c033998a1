package preguntas

import (
	"fmt"
	"io"
	"strconv"

	"github.com/musfem/musfem/engine"
	"github.com/musfem/musfem/internal/version"
	"github.com/musfem/musfem/reference"
	"github.com/musfem/musfem/spec"
)

// Input is everything the report is built from.
type Input struct {
	Catalog   *reference.Catalog
	Scenarios []spec.Scenario // recorded runs of features/preguntas (Options.Record)
	Games     int             // random games per option (0: none)
	Seed      uint64          // the games use seeds Seed+1 … Seed+Games
	Progress  io.Writer
	Generated string
}

// Build measures and assembles the report.
func Build(in Input) *Report {
	r := &Report{
		Schema:              SchemaName,
		SchemaVersion:       SchemaVersion,
		Title:               "musfem — Preguntas abiertas P4–P8: qué cambia cada opción",
		Engine:              "musfem-referencia",
		MusfemVersion:       version.Musfem,
		CatalogVersion:      reference.Version,
		EventCatalogVersion: engine.CatalogVersion,
		Games:               in.Games,
		Seed:                strconv.FormatUint(in.Seed, 10),
		Seeds:               "—",
		Bots:                BotsText,
		Generated:           in.Generated,
	}
	if in.Games > 0 {
		r.Seeds = strconv.FormatUint(in.Seed+1, 10) + " … " + strconv.FormatUint(in.Seed+uint64(in.Games), 10)
	}
	refs := map[string]string{}
	for _, q := range in.Catalog.Questions() {
		refs[q.ID] = referenceOption(q).Name
	}
	groups := groupScenarios(in.Scenarios, refs)
	for _, q := range in.Catalog.Questions() {
		r.Questions = append(r.Questions, buildQuestion(q, groups[q.ID], in))
	}
	for _, q := range r.Questions {
		v := Verdict{ID: q.ID, Title: q.Title, Scenarios: len(q.Scenarios), MaxWinnerChanged: "—"}
		for _, g := range q.Scenarios {
			if g.Differs {
				v.ScenariosDiffering++
			}
		}
		best := -1
		for _, oi := range q.Impact.Options {
			if outcomeDiffers(oi) {
				v.GamesDiffer = true
			}
			if w := oi.WinnerChanged; w != nil && w.Total > 0 && w.Count > best {
				best, v.MaxWinnerChanged = w.Count, w.Percent+" %"
			}
		}
		r.Summary = append(r.Summary, v)
	}
	return r
}

// buildQuestion assembles one question: its options, its scenarios and
// the random games of every option.
func buildQuestion(q reference.Question, groups []ScenarioGroup, in Input) Question {
	ref := referenceOption(q)
	out := Question{
		ID: q.ID, Title: q.Title, Text: q.Text, Note: q.Note,
		Articles: nonNil(q.Articles), Conventions: nonNil(q.Conventions), Keys: nonNil(q.Keys),
		Default: q.Default, Reference: ref.Name, Scenarios: groups,
		Impact: Impact{Games: in.Games, Options: []OptionImpact{}},
	}
	if out.Scenarios == nil {
		out.Scenarios = []ScenarioGroup{}
	}
	rules := make([]engine.Rules, len(q.Options))
	errs := make([]error, len(q.Options))
	for i, o := range q.Options {
		opt := Option{Name: o.Name, Text: o.Text, Settings: []Setting{}, Default: o.Name == q.Default, Reference: o.Name == ref.Name}
		for _, s := range o.Settings {
			opt.Settings = append(opt.Settings, Setting{Key: s.Key, Value: s.Value})
		}
		rules[i], errs[i] = optionRules(o)
		if errs[i] != nil {
			opt.Error = errs[i].Error()
		}
		out.Options = append(out.Options, opt)
	}
	if d := detectorFor(q, ref); d != nil {
		out.Impact.Detector = d.text
	} else {
		out.Impact.Detector = "cada opción tiene el suyo"
	}
	if in.Games <= 0 {
		return out
	}
	// The reference first: every other option is compared with its games.
	order := []int{}
	for i, o := range q.Options {
		if o.Name == ref.Name {
			order = append([]int{i}, order...)
		} else {
			order = append(order, i)
		}
	}
	dets := make([]*detector, len(q.Options))
	for i, o := range q.Options {
		dets[i] = detectorFor(q, o)
	}
	if in.Progress != nil {
		fmt.Fprintf(in.Progress, "%s: %d opciones × %d partidas…\n", q.ID, len(q.Options), in.Games)
	}
	results := playAll(rules, errs, dets, in.Seed, in.Games)
	impacts := make([]OptionImpact, len(q.Options))
	refOutcomes := results[order[0]]
	for _, i := range order {
		var cmp []outcome
		if i != order[0] {
			cmp = refOutcomes
		}
		impacts[i] = measure(q.Options[i].Name, results[i], cmp, dets[i])
	}
	refIdx := order[0]
	for i := range q.Options {
		if i != refIdx {
			compare(&impacts[i], impacts[refIdx])
		} else {
			impacts[i].Differs = []string{}
		}
		out.Impact.Options = append(out.Impact.Options, impacts[i])
	}
	return out
}

func nonNil(s []string) []string {
	if s == nil {
		return []string{}
	}
	return append([]string(nil), s...)
}

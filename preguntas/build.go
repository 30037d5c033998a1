package preguntas

import (
	"fmt"
	"io"
	"slices"
	"strconv"

	"github.com/musfem/musfem/config"
	"github.com/musfem/musfem/engine"
	"github.com/musfem/musfem/escenarios"
	"github.com/musfem/musfem/internal/reportfile"
	"github.com/musfem/musfem/internal/version"
	"github.com/musfem/musfem/reference"
)

// Input is everything the report is built from.
type Input struct {
	Catalog   *reference.Catalog
	Scenarios []escenarios.Scenario // recorded runs of features/preguntas (Options.Record)
	Games     int                   // random games per option (0: none)
	Seed      uint64                // the games use seeds Seed+1 … Seed+Games
	Progress  io.Writer
	Generated string
}

// Build measures and assembles the report.
func Build(in Input) *Report {
	r := &Report{
		Head:                reportfile.Head{Schema: SchemaName, SchemaVersion: SchemaVersion},
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
		built := buildQuestion(q, groups[q.ID], in)
		built.Conclusion = conclusion(built, touches(in.Catalog, q, referenceOption(q)))
		r.Questions = append(r.Questions, built)
	}
	for _, q := range r.Questions {
		v := Verdict{ID: q.ID, Title: q.Title, Scenarios: len(q.Scenarios), MaxWinnerChanged: "—"}
		if len(q.Conclusion) > 0 {
			v.Conclusion = q.Conclusion[0]
		}
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
		Articles: reportfile.NonNil(slices.Clone(q.Articles)), Conventions: reportfile.NonNil(slices.Clone(q.Conventions)), Keys: reportfile.NonNil(slices.Clone(q.Keys)),
		Default: q.Default, Reference: ref.Name, Scenarios: groups,
		Impact: Impact{Games: in.Games, Options: []OptionImpact{}}, SameGames: []SameGames{},
	}
	out.Scenarios = reportfile.NonNil(out.Scenarios)
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
	names := make([]string, len(q.Options))
	for i, o := range q.Options {
		names[i] = o.Name
	}
	out.SameGames = sameGames(names, results, errs)
	return out
}

// touches names, for each option of q, what it changes: the titles of the
// conventions of the keys it sets to another value than the reference
// option, in lower case.
func touches(cat *reference.Catalog, q reference.Question, ref reference.Option) map[string][]string {
	out := map[string][]string{}
	refValues := map[string]string{}
	for _, s := range ref.Settings {
		refValues[s.Key] = s.Value
	}
	for _, o := range q.Options {
		for _, s := range o.Settings {
			if v, ok := refValues[s.Key]; ok && v == s.Value {
				continue
			}
			k, ok := config.LookupKey(s.Key)
			if !ok {
				continue
			}
			if c, ok := cat.LookupConvention(k.Convention); ok {
				out[o.Name] = append(out[o.Name], lowerFirst(c.Title))
			}
		}
	}
	return out
}

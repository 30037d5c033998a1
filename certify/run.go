package certify

import (
	"fmt"
	"io"
	"sort"
	"strings"

	"github.com/musfem/musfem/config"
	"github.com/musfem/musfem/driver"
	"github.com/musfem/musfem/engine"
	"github.com/musfem/musfem/fixtures"
	"github.com/musfem/musfem/narrate"
	"github.com/musfem/musfem/reference"
	"github.com/musfem/musfem/spec"
)

// maxStderr bounds the engine's standard error kept in the report.
const maxStderr = 16 << 10

// Options configure a certification.
type Options struct {
	Target   Target
	Games    int    // differential games
	Seed     uint64 // seed of the differential games
	Selector string // catalog id prefix, "" for everything
	Expect   []Expectation
	Progress io.Writer
	// Workers is the number of engine processes the differential games
	// use (Target.Fork); the report does not depend on it.
	Workers int
	// NoScenarios and NoFixtures skip parts (tests).
	NoScenarios, NoFixtures bool
}

// evidence gathers checks by catalog id.
type evidence map[string][]Check

func (e evidence) add(ids []string, c Check) {
	seen := map[string]bool{}
	for _, id := range ids {
		if !seen[id] {
			seen[id] = true
			e[id] = append(e[id], c)
		}
	}
}

// Run certifies the target and builds the report.
func Run(o Options) (*Report, error) {
	cat, err := reference.Load()
	if err != nil {
		return nil, err
	}
	rules := engine.DefaultRules()
	rep := &Report{Schema: SchemaName, SchemaVersion: SchemaVersion, Engine: o.Target.Name, Version: o.Target.Version,
		Selector: o.Selector, Seed: o.Seed, Chapters: []Chapter{}, Conventions: []Row{}, Expected: o.Expect, Notes: []string{}}
	if rep.Expected == nil {
		rep.Expected = []Expectation{}
	}
	ev := evidence{}
	o.Target.NewEngine = guard(o.Target.NewEngine)
	progress := func(format string, a ...any) {
		if o.Progress != nil {
			fmt.Fprintf(o.Progress, format+"\n", a...)
		}
	}

	// (a) the scenarios.
	if !o.NoScenarios {
		progress("escenarios: ejecutando la especificación…")
		scs, err := spec.Run(spec.Options{NewEngine: o.Target.NewEngine, Selector: o.Selector, Supports: o.Target.supports()})
		if err != nil {
			rep.Notes = append(rep.Notes, "No se han podido ejecutar los escenarios: "+err.Error())
		}
		for _, s := range scs {
			r := scenarioResult(s)
			if r == "" {
				continue
			}
			rep.Summary.Scenarios.add(r)
			if r == NoAplica {
				// An option the engine does not claim: counted, but no
				// evidence for or against any article.
				continue
			}
			ev.add(s.Tags, Check{Kind: "escenario", Name: s.Name, Ref: s.Ref(), Result: r, Message: s.Message})
		}
		progress("escenarios: %d pasan de %d", rep.Summary.Scenarios.Pasa, rep.Summary.Scenarios.Total)
	}

	// (b) the golden fixtures.
	if !o.NoFixtures {
		fs, err := fixtures.Load()
		if err != nil {
			rep.Notes = append(rep.Notes, "No se han podido cargar los registros de referencia: "+err.Error())
		}
		var skipped []string
		for _, f := range fs {
			if o.Selector != "" && !anyCovered(o.Selector, f.Articles) {
				continue
			}
			if why := fixtureNotOffered(f, o.Target); why != "" {
				// A rule value or a capability the engine does not offer:
				// NO APLICA, counted, never evidence (docs/fixtures.md).
				rep.Summary.Fixtures.add(NoAplica)
				skipped = append(skipped, f.Path+" ("+why+")")
				continue
			}
			eng := o.Target.NewEngine()
			err := fixtures.Check(eng, f)
			eng.Close()
			c := Check{Kind: "fijo", Name: f.Name, Ref: f.Path, Result: Pasa}
			if err != nil {
				c.Result, c.Message = Falla, err.Error()
				if isTransportText(err.Error()) {
					c.Result = resultOf(err)
				}
			}
			rep.Summary.Fixtures.add(c.Result)
			ev.add(f.Articles, c)
		}
		if len(skipped) > 0 {
			rep.Notes = append(rep.Notes, "Registros de referencia que no aplican a este motor (ni pasan ni fallan): "+strings.Join(skipped, "; ")+".")
		}
		progress("registros de referencia: %d pasan de %d", rep.Summary.Fixtures.Pasa, rep.Summary.Fixtures.Total)
	}

	// (c) and (d): the differential games and the leak check.
	if o.Games > 0 {
		progress("diferencial: %d partidas contra la referencia…", o.Games)
		d := DifferentialWorkers(o.Target, rules, o.Seed, o.Games, o.Workers, o.Progress)
		rep.Summary.Games, rep.Summary.GamesPlayed, rep.Summary.Steps = d.Games, d.Played, d.Steps
		name := fmt.Sprintf("%d partidas aleatorias (semilla %d)", d.Played, o.Seed)
		if d.Divergence != nil {
			v := view(d)
			rep.Divergence = v
			kind := "diferencial"
			if v.What == "fuga" {
				kind = "fuga"
			}
			ev.add(v.Articles, Check{Kind: kind, Name: name, Result: v.Result,
				Message: fmt.Sprintf("%s distinta (%s): referencia %s; motor %s", v.What, v.Viewer, v.Reference, v.Engine)})
		} else if d.Played > 0 {
			ids := make([]string, 0, len(d.Touched))
			for id := range d.Touched {
				ids = append(ids, id)
			}
			sort.Strings(ids)
			ev.add(ids, Check{Kind: "diferencial", Name: name, Result: Pasa, Message: fmt.Sprintf("%d pasos comparados", d.Steps)})
			ev.add([]string{leakArticle}, Check{Kind: "fuga", Name: name, Result: Pasa})
		}
		progress("diferencial: %d partidas, %d pasos", d.Played, d.Steps)
	}

	build(rep, cat, ev, o)
	if o.Target.Stderr != nil {
		s := o.Target.Stderr()
		if len(s) > maxStderr {
			s = "…" + s[len(s)-maxStderr:]
		}
		rep.Stderr = s
	}
	return rep, nil
}

// scenarioResult turns a scenario's result into a check result; "" skips
// it.
func scenarioResult(s spec.Scenario) string {
	switch s.Result {
	case spec.Pasa:
		return Pasa
	case spec.Falla:
		if isTransportText(s.Message) {
			if isTimeoutText(s.Message) {
				return Tiempo
			}
			return Error
		}
		return Falla
	case spec.Pendiente:
		return Error
	case spec.NoAplica:
		return NoAplica
	}
	return ""
}

func anyCovered(sel string, ids []string) bool {
	for _, id := range ids {
		if reference.Covers(sel, id) {
			return true
		}
	}
	return false
}

func clip(s string) string {
	if len(s) > 600 {
		return s[:600] + "…"
	}
	return s
}

// view renders a divergence for the report.
func view(d DiffResult) *DivView {
	x := d.Divergence
	v := &DivView{What: x.What, Viewer: x.Viewer, Result: x.Result, Articles: append([]string{}, x.Articles...),
		Seed: x.Setup.Seed, Rules: []string{}, Decks: []string{}, Shrink: d.Shrink, Replay: []string{},
	}
	for _, kv := range config.Diff(x.Setup.Rules) {
		v.Rules = append(v.Rules, kv.String())
	}
	v.Reference, v.Engine = focus(x.Reference, x.Engine)
	for _, dk := range x.Setup.Decks {
		v.Decks = append(v.Decks, driver.FormatCards(dk[:]))
	}
	for _, e := range x.Events {
		if l := narrate.Line(e); l != "" {
			v.Replay = append(v.Replay, strings.TrimRight(l, "\n"))
		}
	}
	if x.Play != nil {
		b, err := engine.MarshalAction(x.Play.Action)
		v.Play = fmt.Sprintf("asiento %d: %s", int(x.Play.Seat), errText(err, b))
	}
	return v
}

// fixtureNotOffered says, in Spanish, what a fixture needs that the engine
// does not offer: a rule value it does not claim (the señas of fixture set
// v2 for an engine of protocol 1) or stacked decks; "" when it can replay
// the fixture.
func fixtureNotOffered(f fixtures.Fixture, t Target) string {
	var why []string
	for _, kv := range config.Diff(f.Rules) {
		if !t.claimsValue(kv.Key, kv.Value) {
			why = append(why, "requiere "+kv.String())
		}
	}
	if len(f.Decks) > 0 && !t.AllConfig && !t.StackedDecks {
		why = append(why, "requiere mazos preparados")
	}
	return strings.Join(why, ", ")
}

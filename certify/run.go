package certify

import (
	"fmt"
	"io"
	"sort"
	"strings"

	"github.com/musfem/musfem/config"
	"github.com/musfem/musfem/driver"
	"github.com/musfem/musfem/engine"
	"github.com/musfem/musfem/evidence"
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

// evidenceMap gathers checks by catalog id.
type evidenceMap map[string][]Check

func (e evidenceMap) add(ids []string, c Check) {
	seen := map[string]bool{}
	for _, id := range ids {
		if !seen[id] {
			seen[id] = true
			e[id] = append(e[id], c)
		}
	}
}

// run is one certification in progress.
type run struct {
	o     Options
	cat   *reference.Catalog
	table *reference.AspectTable
	tally *tally
	ev    evidenceMap
	rep   *Report
	// reached counts the checks whose result came from the engine (a pass
	// or a failure), as opposed to errors, time-outs and NO APLICA.
	reached int
	diff    DiffResult
}

// Run certifies the target and builds the report.
func Run(o Options) (*Report, error) {
	cat, err := reference.Load()
	if err != nil {
		return nil, err
	}
	r := &run{o: o, cat: cat, table: cat.Aspects(), tally: newTally(), ev: evidenceMap{}}
	r.rep = &Report{Schema: SchemaName, SchemaVersion: SchemaVersion, Engine: o.Target.Name, Version: o.Target.Version,
		Protocol: o.Target.Protocol, Selector: o.Selector, Seed: o.Seed, Groups: []Group{}, Failures: []FailureView{},
		Adapter: append([]string{}, o.Target.Adapter...), Chapters: []Chapter{}, Conventions: []Row{},
		Expected: o.Expect, Notes: []string{}}
	if r.rep.Expected == nil {
		r.rep.Expected = []Expectation{}
	}
	r.o.Target.NewEngine = guard(o.Target.NewEngine)
	if !o.NoScenarios {
		r.scenarios()
	}
	if !o.NoFixtures {
		r.fixtures()
	}
	if o.Games > 0 {
		r.games()
	}
	r.groups()
	build(r)
	if o.Target.Stderr != nil {
		s := o.Target.Stderr()
		if len(s) > maxStderr {
			s = "…" + s[len(s)-maxStderr:]
		}
		r.rep.Stderr = s
	}
	return r.rep, nil
}

func (r *run) progress(format string, a ...any) {
	if r.o.Progress != nil {
		fmt.Fprintf(r.o.Progress, format+"\n", a...)
	}
}

// scenarios runs every scenario of features/ on the engine; a failing one
// is replayed on the reference and on a fresh engine to find its first
// difference and the article it belongs to.
func (r *run) scenarios() {
	r.progress("escenarios: ejecutando la especificación…")
	scs, err := spec.Run(spec.Options{NewEngine: r.o.Target.NewEngine, Selector: r.o.Selector,
		Supports: r.o.Target.supports(), Calls: true})
	if err != nil {
		r.rep.Notes = append(r.rep.Notes, "No se han podido ejecutar los escenarios: "+err.Error())
	}
	for _, s := range scs {
		r.scenario(s)
	}
	c := r.rep.Summary.Scenarios
	r.progress("escenarios: %d pasan, %d fallan, %d por otra divergencia, %d no aplican, de %d", c.Pasa, c.Falla, c.Consecuencia, c.NoAplica, c.Total)
}

// scenario turns one scenario's result into checks.
func (r *run) scenario(s spec.Scenario) {
	tags := r.catalogIDs(s.Tags)
	c := Check{Kind: "escenario", Name: s.Name, Ref: s.Ref(), Message: s.Message}
	count := func(st evidence.Status) { r.rep.Summary.Scenarios.Add(st) }
	switch {
	case s.Result == spec.NoAplica:
		count(NoAplica)
		return
	case s.Result == spec.Pasa:
		c.Result = Pasa
		r.reached++
		count(Pasa)
		r.ev.add(tags, c)
		return
	case s.Result == spec.Pendiente:
		c.Result = Error
		count(Error)
		r.ev.add(tags, c)
		return
	case s.Failure != nil:
		c.Result = evidence.StatusOf(s.Failure)
		c.Message = s.Failure.Error()
		count(c.Result)
		r.ev.add(tags, c)
		return
	}
	r.reached++
	found, failure := r.replay(s.Calls)
	if failure != nil {
		c.Result, c.Message = evidence.StatusOf(failure), failure.Error()
		count(c.Result)
		r.ev.add(tags, c)
		return
	}
	r.tally.addCheck(c, found)
	count(r.judgeCheck(c, tags, found, "el escenario"))
}

// judgeCheck charges a failing check (a scenario, a fixture) whose
// findings are found to its articles ids: FALLA for the ids a divergence
// of its own is charged to, CONSECUENCIA for the others when it only shows
// divergences charged elsewhere, FALLA for all of them when no difference
// is found at all. It returns the check's overall result.
func (r *run) judgeCheck(c Check, ids []string, found []finding, what string) evidence.Status {
	var prim []finding
	for _, f := range found {
		if f.primary() {
			prim = append(prim, f)
		}
	}
	overall := Consecuencia
	for _, id := range ids {
		x := c
		var mine *finding
		for i := range prim {
			if prim[i].div.Signature().Charges(id) {
				mine = &prim[i]
				break
			}
		}
		switch {
		case mine != nil:
			x.Result, x.Group = Falla, mine.div.Signature().Key()
			x.Why = fmt.Sprintf("%s diverge en %s, que gobierna %s (tabla de aspectos: %s)", what, mine.div.Text, id, mine.div.Aspect)
			overall = Falla
		case len(prim) > 0:
			x.Result, x.Group = Consecuencia, prim[0].div.Signature().Key()
			x.Why = fmt.Sprintf("%s falla porque diverge antes en %s, que se imputa a %s, no a %s", what, prim[0].div.Text, strings.Join(prim[0].div.Articles, ", "), id)
		default:
			x.Result = Falla
			x.Why = what + " falla y al repetir sus acciones no se localiza otra diferencia: se imputa a sus propios artículos"
			overall = Falla
		}
		r.ev.add([]string{id}, x)
	}
	if len(ids) == 0 {
		overall = Falla
		if len(prim) > 0 {
			overall = Consecuencia
		}
	}
	return overall
}

// catalogIDs keeps the tags that name catalog entries.
func (r *run) catalogIDs(tags []string) []string {
	var out []string
	for _, t := range tags {
		if _, ok := r.cat.Lookup(t); ok && !contains(out, t) {
			out = append(out, t)
		}
	}
	return out
}

// replay plays a scenario's calls on the reference and on fresh engines,
// one pair per engine the scenario made, and returns every difference; a
// transport failure of the engine is returned instead.
func (r *run) replay(calls []spec.Call) ([]finding, error) {
	var found []finding
	for n := 0; ; n++ {
		var mine []spec.Call
		for _, c := range calls {
			if c.Engine == n {
				mine = append(mine, c)
			}
		}
		if len(mine) == 0 {
			break
		}
		ref, eng := driver.Reference(), r.o.Target.NewEngine()
		x := &sides{ref: ref, eng: eng, j: newJudge(r.table), res: &gameResult{}}
		for _, c := range mine {
			if c.Setup != nil {
				x.rules = c.Setup.Rules
				if !x.start(spareDecks(*c.Setup)) && x.res.failure == nil {
					break
				}
			} else if c.Play != nil && !x.apply(*c.Play, true) {
				break
			}
			if x.res.failure != nil {
				break
			}
		}
		ref.Close()
		eng.Close()
		found = append(found, x.j.found...)
		if x.res.failure != nil {
			return found, x.res.failure
		}
	}
	return found, nil
}

// spareDeckCount is the number of decks spareDecks adds.
const spareDeckCount = 4

// spareDecks returns a setup with stacked decks followed by a few more (the
// ordered deck of the catalog), so that an engine whose game lasts longer
// than the reference's (a tanto it does not count, a game it does not end)
// deals another round and shows why, instead of refusing a play for want
// of a deck the reference never needs. A setup without stacked decks is
// returned as it is.
func spareDecks(s driver.Setup) driver.Setup {
	if len(s.Decks) == 0 {
		return s
	}
	s.Decks = append(s.Decks[:len(s.Decks):len(s.Decks)], make([][engine.NumCards]driver.Card, spareDeckCount)...)
	for i := len(s.Decks) - spareDeckCount; i < len(s.Decks); i++ {
		s.Decks[i] = engine.CanonicalDeck()
	}
	return s
}

// fixtures replays every golden fixture in lockstep with the reference, to
// its last play whenever that play is legal in the engine.
func (r *run) fixtures() {
	fs, err := fixtures.Load()
	if err != nil {
		r.rep.Notes = append(r.rep.Notes, "No se han podido cargar los registros de referencia: "+err.Error())
	}
	var skipped []string
	for _, f := range fs {
		if r.o.Selector != "" && !anyCovered(r.o.Selector, f.Articles) {
			continue
		}
		if why := fixtureNotOffered(f, r.o.Target); why != "" {
			r.rep.Summary.Fixtures.Add(NoAplica)
			skipped = append(skipped, f.Path+" ("+why+")")
			continue
		}
		ref, eng := driver.Reference(), r.o.Target.NewEngine()
		g := lockstep(ref, eng, lockOpts{setup: spareDecks(f.Setup()), table: r.table, script: f.Plays, maxSteps: len(f.Plays)})
		ref.Close()
		eng.Close()
		c := Check{Kind: "fijo", Name: f.Name, Ref: f.Path}
		ids := r.catalogIDs(f.Articles)
		switch {
		case g.failure != nil:
			c.Result, c.Message = evidence.StatusOf(g.failure), g.failure.Error()
			r.rep.Summary.Fixtures.Add(c.Result)
			r.ev.add(ids, c)
		case len(g.found) == 0 && g.invalid:
			c.Result, c.Message = Error, "la referencia no reproduce el registro"
			r.rep.Summary.Fixtures.Add(c.Result)
			r.ev.add(ids, c)
		case len(g.found) == 0:
			c.Result = Pasa
			r.reached++
			r.rep.Summary.Fixtures.Add(Pasa)
			r.ev.add(ids, c)
		default:
			r.reached++
			c.Message = fmt.Sprintf("%d diferencias, %d propias", len(g.found), len(g.primaries()))
			r.tally.addCheck(c, g.found)
			r.rep.Summary.Fixtures.Add(r.judgeCheck(c, ids, g.found, "el registro"))
		}
	}
	if len(skipped) > 0 {
		r.rep.Notes = append(r.rep.Notes, "Registros de referencia que no aplican a este motor (ni pasan ni fallan): "+strings.Join(skipped, "; ")+".")
	}
	c := r.rep.Summary.Fixtures
	r.progress("registros de referencia: %d pasan, %d fallan, %d por otra divergencia, de %d", c.Pasa, c.Falla, c.Consecuencia, c.Total)
}

// games plays the differential games and the leak check.
func (r *run) games() {
	o := r.o
	r.progress("diferencial: %d partidas contra la referencia…", o.Games)
	d := Differential(o.Target, r.table, engine.DefaultRules(), o.Seed, o.Games, o.Workers, o.Progress)
	r.diff = d
	r.rep.Summary.Games, r.rep.Summary.GamesPlayed, r.rep.Summary.Steps = d.Games, d.Played, d.Steps
	for k, v := range d.tally.groups {
		g := r.tally.groups[k]
		if g == nil {
			r.tally.groups[k] = v
			continue
		}
		g.games, g.steps, g.consequences = g.games+v.games, g.steps+v.steps, g.consequences+v.consequences
		if v.first >= 0 && (g.first < 0 || v.first < g.first) {
			g.first, g.example = v.first, v.example
		}
	}
	if d.Played == 0 {
		return
	}
	name := fmt.Sprintf("%d partidas aleatorias (semilla %d)", d.Played, o.Seed)
	ids := make([]string, 0, len(d.Touched))
	for id := range d.Touched {
		ids = append(ids, id)
	}
	sort.Strings(ids)
	played := d.Played
	for _, n := range d.Failures {
		played -= n
	}
	if played > 0 {
		r.reached++
		r.ev.add(ids, Check{Kind: "diferencial", Name: name, Result: Pasa, Message: fmt.Sprintf("%d pasos comparados", d.Steps)})
		r.ev.add([]string{leakArticle}, Check{Kind: "fuga", Name: name, Result: Pasa})
	}
	kinds := make([]string, 0, len(d.Failures))
	for k := range d.Failures {
		kinds = append(kinds, k)
	}
	sort.Strings(kinds)
	for _, k := range kinds {
		f := FailureView{Kind: evidence.Status(k), Count: d.Failures[k]}
		if ff := d.FirstFailure; ff != nil && failureKind(ff.err) == k {
			f.Where = fmt.Sprintf("partida %d (semilla %d), jugada %d", ff.game+1, ff.seed, ff.step+1)
			f.Message = ff.err.Error()
		}
		r.rep.Failures = append(r.rep.Failures, f)
	}
	r.progress("diferencial: %d partidas, %d pasos, %d grupos de divergencias", d.Played, d.Steps, len(r.tally.groups))
}

// groups turns the tally into the report's groups, shrinking the first
// game of each; it renames the checks' group keys to the groups' ids.
func (r *run) groups() {
	ids := map[string]string{}
	for i, g := range r.tally.sorted() {
		id := fmt.Sprintf("D%d", i+1)
		ids[g.sig.Key()] = id
		v := Group{ID: id, Rule: g.sig.Rule, Articles: g.sig.Articles, Text: g.text, Games: g.games, Steps: g.steps,
			Checks: len(g.checks), Consequences: g.consequences, Example: g.example, Sources: []string{}}
		for _, c := range g.checks {
			v.Sources = append(v.Sources, strings.TrimSpace(c.Name+" ("+c.Ref+")"))
		}
		if g.first >= 0 {
			v.FirstGame, v.FirstSeed = g.first+1, GameSeed(r.o.Seed, g.first)
			r.progress("diferencial: reduciendo %s (%s)…", id, g.sig.Key())
			if rp, ok := Shrink(r.o.Target, r.table, engine.DefaultRules(), r.o.Seed, g.first, g.sig.Key()); ok {
				v.Repro = reproView(rp)
			}
		}
		r.rep.Groups = append(r.rep.Groups, v)
		r.ev.add(g.sig.Articles, Check{Kind: "divergencia", Name: g.text, Result: Falla, Group: id,
			Why:     fmt.Sprintf("la tabla de aspectos imputa %s a %s", g.sig.Rule, strings.Join(g.sig.Articles, ", ")),
			Message: groupCounts(v)})
	}
	r.rep.Summary.Groups = len(r.rep.Groups)
	for id, cs := range r.ev {
		for i := range cs {
			if k := cs[i].Group; k != "" {
				if n, ok := ids[k]; ok {
					cs[i].Group = n
				}
			}
		}
		r.ev[id] = cs
	}
}

// groupCounts says how often a group shows.
func groupCounts(g Group) string {
	var parts []string
	if g.Games > 0 {
		parts = append(parts, fmt.Sprintf("%d partidas (%d pasos)", g.Games, g.Steps))
	}
	if g.Checks > 0 {
		parts = append(parts, fmt.Sprintf("%d escenarios o registros", g.Checks))
	}
	if g.Consequences > 0 {
		parts = append(parts, fmt.Sprintf("%d diferencias que se siguen de ella", g.Consequences))
	}
	return strings.Join(parts, "; ")
}

// reproView renders a reproduction for the report.
func reproView(rp Repro) *ReproView {
	v := &ReproView{Seed: rp.Setup.Seed, Rules: []string{}, Decks: []string{}, Plays: []string{}, Narration: []string{},
		Probe: rp.Probe, Shrink: rp.Shrink}
	for _, kv := range config.Diff(rp.Setup.Rules) {
		v.Rules = append(v.Rules, kv.String())
	}
	for _, dk := range rp.Setup.Decks {
		v.Decks = append(v.Decks, driver.FormatCards(dk[:]))
	}
	for _, p := range rp.Calls {
		v.Plays = append(v.Plays, canonical(p))
	}
	for _, e := range rp.Events {
		if l := narrate.Line(e); l != "" {
			v.Narration = append(v.Narration, strings.TrimRight(l, "\n"))
		}
	}
	return v
}

func anyCovered(sel string, ids []string) bool {
	for _, id := range ids {
		if reference.Covers(sel, id) {
			return true
		}
	}
	return false
}

// fixtureNotOffered says, in Spanish, what a fixture needs that the engine
// does not offer: a rule value it does not accept (the señas of fixture
// set v2 for an engine of protocol 1) or stacked decks; "" when it can
// replay the fixture.
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

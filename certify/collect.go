package certify

import (
	"fmt"
	"sort"
	"strings"

	"github.com/musfem/musfem/config"
	"github.com/musfem/musfem/diferencial"
	"github.com/musfem/musfem/driver"
	"github.com/musfem/musfem/engine"
	"github.com/musfem/musfem/escenarios"
	"github.com/musfem/musfem/evidence"
	"github.com/musfem/musfem/fixtures"
	"github.com/musfem/musfem/internal/reportfile"
	"github.com/musfem/musfem/reference"
)

// collector runs the checks of one part of a certification.
type collector struct {
	o     Options
	cat   *reference.Catalog
	table *reference.AspectTable
	res   *Results
	part  int // 1-based
	parts int
	// brk guards the target's engines and says when the run is
	// interrupted (Options.Stop).
	brk *breaker
	// left are the parts of the run not done yet (checkpoint.go).
	left []string
	// rules are the rules the engine plays (houserules.go): the defaults,
	// or its own values where it does not offer them.
	rules engine.Rules
}

// Collect runs the checks of the part Options.Part of Options.Parts (the
// whole run when Parts is 0 or 1) and returns their raw results. It closes
// the target when it is done (Target.Close): a breach of the protocol then
// is one of the results. Once Options.Stop is closed, what is in course and
// the rest are left out and the results are marked Interrupted.
func Collect(o Options) (*Results, error) {
	cat, err := reference.Load()
	if err != nil {
		return nil, err
	}
	part, parts := o.Part, o.Parts
	if parts <= 1 {
		part, parts = 1, 1
	}
	if part < 1 || part > parts {
		return nil, fmt.Errorf("lote %d de %d: debe estar entre 1 y %d", part, parts, parts)
	}
	c := &collector{o: o, cat: cat, table: cat.Aspects(), part: part, parts: parts}
	h := o.Target.Hello()
	c.res = &Results{Head: reportfile.Head{Schema: ResultsSchema, SchemaVersion: ResultsVersion}, Engine: h.Name, Command: o.Command, Version: h.Version,
		Protocol: h.Protocol, Adapter: append([]string{}, h.Capabilities.Adapter...), Selector: o.Selector, Seed: o.Seed,
		Games: o.Games, Expect: append([]Expectation{}, o.Expect...), NoScenarios: o.NoScenarios, NoFixtures: o.NoFixtures,
		Parts: parts, Done: []int{part}, CompareSelection: firstOf(o.Comparisons, CompareSample), Producer: thisProducer()}
	for _, k := range config.Keys() {
		if onlyDefault(h, k.Name) {
			c.res.DefaultOnly = append(c.res.DefaultOnly, k.Name)
		}
	}
	c.rules, c.res.HouseRules, err = houseRules(h, cat)
	if err != nil {
		c.res.Notes = append(c.res.Notes, "Los valores que el motor ofrece no forman unas reglas válidas ("+err.Error()+"): se le certifica con las reglas por defecto, que no ofrece.")
	}
	if o.NoScenarios {
		c.res.Notes = append(c.res.Notes, "Por --omite escenarios no se han ejecutado los escenarios de features/: sus artículos quedan sin esa prueba.")
	}
	if o.NoFixtures {
		c.res.Notes = append(c.res.Notes, "Por --omite registros no se han repetido los registros de referencia: sus artículos quedan sin esa prueba.")
	}
	c.brk = newBreaker(o.Stop)
	c.o.Target = c.brk.target(o.Target)
	c.checkpoint("")
	if !o.NoScenarios {
		c.scenarios()
		c.checkpoint(phaseScenarios)
	}
	if !o.NoFixtures {
		c.fixtures()
		c.checkpoint(phaseFixtures)
	}
	c.comparisons()
	c.checkpoint(phaseComparisons)
	touched := map[string]bool{}
	groups := map[string]*GroupRecord{}
	fails := map[evidence.Status]*FailureRecord{}
	if o.Games > 0 {
		c.games(touched, groups, fails)
	}
	_ = c.o.Target.Close() // a breach at the end is kept by the breaker
	c.res.Interrupted = c.brk.stopped()
	for _, err := range c.brk.closeErrors() {
		c.res.Farewells = append(c.res.Farewells, err.Error())
	}
	c.res.normalize(touched, groups, fails)
	c.res.Stderr = clipStderr(o.Target.Stderr())
	return c.res, nil
}

func (c *collector) progress(format string, a ...any) {
	if c.o.Progress != nil {
		fmt.Fprintf(c.o.Progress, format+"\n", a...)
	}
}

// cut notes a part of the run that the interruption left out, in whole or
// in part.
func (c *collector) cut(what string) {
	c.res.Cut = append(c.res.Cut, what)
}

// mine reports whether a check with the given key belongs to this part.
func (c *collector) mine(key string) bool {
	return partOf(key, c.parts) == c.part
}

// scenarioKey is a scenario's place in the order of the run.
func scenarioKey(file string, line, row int) string {
	return fmt.Sprintf("%s:%06d:%04d", file, line, row)
}

// scenarios runs the scenarios of features/ on the engine; a failing one
// is replayed on the reference and on a fresh engine to find its
// differences and the articles they belong to.
func (c *collector) scenarios() {
	if c.brk.stopped() {
		c.cut("los escenarios")
		return
	}
	keep := func(file string, line, row int) bool { return c.mine(scenarioKey(file, line, row)) }
	depends := c.dependentScenarios(keep)
	var only func(file string, line int) bool
	if len(depends) > 0 {
		only = func(file string, line int) bool { return depends[fmt.Sprintf("%s:%d", file, line)] == "" }
	}
	c.progress("escenarios: ejecutando la especificación…")
	scs, err := escenarios.Run(escenarios.Options{NewEngine: c.o.Target.NewEngine, Selector: c.o.Selector, Base: &c.rules,
		Supports: supports(c.o.Target), Catalog1Articles: true, Calls: true, Stop: c.o.Stop, Keep: keep, Only: only})
	if err != nil {
		c.res.Notes = append(c.res.Notes, "No se han podido ejecutar los escenarios: "+err.Error())
	}
	// The scenarios that end after the interruption are not in scs.
	cut := c.brk.stopped()
	var counts evidence.Counts
	for _, s := range scs {
		it, ok := c.scenario(s)
		if !ok {
			cut = true
			continue
		}
		if why := depends[s.Ref()]; why != "" {
			it.Why = why
		}
		counts.Add(it.Status)
		c.res.Items = append(c.res.Items, it)
	}
	if cut {
		c.cut("los escenarios que no habían terminado")
	}
	c.progress("escenarios: %d pasan, %d fallan, %d por otra divergencia, %d no aplican, de %d", counts.Pasa, counts.Falla, counts.Consecuencia, counts.NoAplica, counts.Total)
}

// scenario turns one scenario's result into an item; ok is false when the
// run was interrupted while it replayed the scenario to judge it.
func (c *collector) scenario(s escenarios.Scenario) (_ Item, ok bool) {
	it := Item{Kind: "escenario", Key: scenarioKey(s.File, s.Line, s.Row), Name: s.Name, Ref: s.Ref(), Charges: []Charge{}, Found: []Found{}}
	tags := c.catalogIDs(s.Tags)
	ch := Check{Kind: "escenario", Name: s.Name, Ref: s.Ref(), Message: s.Message}
	charge := func(st evidence.Status) (Item, bool) {
		it.Status, ch.Result = st, st
		for _, id := range tags {
			it.Charges = append(it.Charges, Charge{ID: id, Check: ch})
		}
		return it, true
	}
	switch {
	case s.Result == evidence.NoAplica:
		it.Status = evidence.NoAplica
		if why, _, _ := strings.Cut(s.Message, ";"); strings.HasPrefix(why, "requiere ") {
			it.Why = why // steps.Unsupported: the value the scenario asks for
		}
		return it, true
	case s.Result == evidence.Pasa && len(s.Calls) == 0:
		// A scenario that never talks to the engine (it checks musfem's
		// own rules loader) is not a pass of the engine.
		it.Status, it.Offline = evidence.NoAplica, true
		return it, true
	case s.Result == evidence.Pasa:
		it.Reached = true
		return charge(evidence.Pasa)
	case s.Result == evidence.Error: // a step without definition
		return charge(evidence.Error)
	case s.Failure != nil:
		ch.Message = s.Failure.Error()
		return charge(evidence.StatusOf(s.Failure))
	}
	found, failure := c.replay(s.Calls)
	if c.brk.stopped() {
		return it, false // its replay ran against stopped engines
	}
	if failure != nil {
		ch.Message = failure.Error()
		return charge(evidence.StatusOf(failure))
	}
	it.Reached = true
	c.judgeItem(&it, ch, tags, found, "el escenario")
	return it, true
}

// judgeItem charges a failing check (a scenario, a fixture) whose findings
// are found to its articles ids: FALLA for the ids a divergence of its own
// is charged to, CONSECUENCIA for the others when it only shows
// divergences charged elsewhere, FALLA for all of them when no difference
// is found at all.
func (c *collector) judgeItem(it *Item, ch Check, ids []string, found []diferencial.Finding, what string) {
	var prim []diferencial.Finding
	for _, f := range found {
		if f.Primary() {
			prim = append(prim, f)
			it.Found = append(it.Found, Found{Primary: true, Example: f.Divergence, Case: f.Case()})
		} else {
			it.Found = append(it.Found, Found{Cause: f.Cause})
		}
	}
	it.Status = evidence.Consecuencia
	if len(ids) == 0 && len(prim) == 0 {
		it.Status = evidence.Falla
	}
	for _, id := range ids {
		x := ch
		var mine *diferencial.Finding
		for i := range prim {
			if prim[i].Divergence.Signature().Charges(id) {
				mine = &prim[i]
				break
			}
		}
		switch {
		case mine != nil:
			x.Result, x.Group = evidence.Falla, mine.Divergence.Signature().Key()
			x.Why = fmt.Sprintf("%s diverge en %s (%s), que gobierna %s (tabla de aspectos: %s)", what, mine.Divergence.Text, firstOf(differs(mine.Divergence.Aspect), "el motor hace otra cosa"), id, mine.Divergence.Aspect)
			it.Status = evidence.Falla
		case len(prim) > 0:
			x.Result, x.Group = evidence.Consecuencia, prim[0].Divergence.Signature().Key()
			x.Why = fmt.Sprintf("%s falla porque diverge antes en %s, no a %s", what, divergedIn(prim), id)
		default:
			x.Result = evidence.Falla
			x.Why = what + " falla y al repetir sus acciones no se localiza otra diferencia: se imputa a sus propios artículos"
			it.Status = evidence.Falla
		}
		it.Charges = append(it.Charges, Charge{ID: id, Check: x})
	}
}

// divergedIn says, in words, each divergence of its own of a check (each
// signature once, in the order found) and what it is charged to: «el deje,
// que se imputa a CONVENCION-deje, FEM-VII.1, y en …».
func divergedIn(prim []diferencial.Finding) string {
	var parts, seen []string
	for _, f := range prim {
		k := f.Divergence.Signature().Key()
		if contains(seen, k) {
			continue
		}
		seen = append(seen, k)
		parts = append(parts, fmt.Sprintf("%s, que se imputa a %s", f.Divergence.Text, strings.Join(f.Divergence.Articles, ", ")))
	}
	return strings.Join(parts, "; y en ")
}

// catalogIDs keeps the tags that name catalog entries.
func (c *collector) catalogIDs(tags []string) []string {
	var out []string
	for _, t := range tags {
		if _, ok := c.cat.Lookup(t); ok && !contains(out, t) {
			out = append(out, t)
		}
	}
	return out
}

// replay plays a scenario's calls on the reference and on fresh engines,
// one pair per engine the scenario made, and returns every difference; a
// transport failure of the engine is returned instead.
func (c *collector) replay(calls []escenarios.Call) ([]diferencial.Finding, error) {
	var found []diferencial.Finding
	for n := 0; ; n++ {
		var mine []diferencial.Call
		for _, call := range calls {
			if call.Engine != n {
				continue
			}
			x := diferencial.Call{Play: call.Play}
			if call.Setup != nil {
				setup := spareDecks(*call.Setup)
				x.Setup = &setup
			}
			mine = append(mine, x)
		}
		if len(mine) == 0 {
			break
		}
		ref, eng := driver.Reference(), c.o.Target.NewEngine()
		r := diferencial.ReplayCalls(ref, eng, c.table, mine)
		ref.Close()
		eng.Close()
		found = append(found, r.Found...)
		if r.Failure != nil {
			return found, r.Failure
		}
	}
	return found, nil
}

// fixtures replays the golden fixtures of the part in lockstep with the
// reference, to their last play whenever that play is legal in the engine.
func (c *collector) fixtures() {
	if c.brk.stopped() {
		c.cut("los registros de referencia")
		return
	}
	fs, err := fixtures.Load()
	if err != nil {
		c.res.Notes = append(c.res.Notes, "No se han podido cargar los registros de referencia: "+err.Error())
	}
	var counts evidence.Counts
	for _, f := range fs {
		if c.brk.stopped() {
			break
		}
		if c.o.Selector != "" && !anyCovered(c.o.Selector, f.Articles) {
			continue
		}
		if !c.mine(f.Path) {
			continue
		}
		it := Item{Kind: "fijo", Key: f.Path, Name: f.Name, Ref: f.Path, Charges: []Charge{}, Found: []Found{}}
		ids := c.catalogIDs(f.Articles)
		ch := Check{Kind: "fijo", Name: f.Name, Ref: f.Path}
		charge := func(st evidence.Status) {
			it.Status, ch.Result = st, st
			for _, id := range ids {
				it.Charges = append(it.Charges, Charge{ID: id, Check: ch})
			}
		}
		if rules, why := c.fixtureRules(f); why != "" {
			it.Status, it.Why = evidence.NoAplica, why
		} else {
			ref, eng := driver.Reference(), c.o.Target.NewEngine()
			setup := f.Setup()
			setup.Rules = rules
			setup = spareDecks(setup)
			g := diferencial.ReplayPlays(ref, eng, c.table, setup, f.Plays)
			ref.Close()
			eng.Close()
			if c.brk.stopped() {
				break // its engine was stopped under it
			}
			switch {
			case g.Failure != nil:
				ch.Message = g.Failure.Error()
				charge(evidence.StatusOf(g.Failure))
			case len(g.Found) == 0 && g.Invalid:
				ch.Message = "la referencia no reproduce el registro"
				charge(evidence.Error)
			case len(g.Found) == 0:
				it.Reached = true
				charge(evidence.Pasa)
			default:
				it.Reached = true
				ch.Message = fmt.Sprintf("%d diferencias, %d propias", len(g.Found), len(g.Primaries()))
				c.judgeItem(&it, ch, ids, g.Found, "el registro")
			}
		}
		counts.Add(it.Status)
		c.res.Items = append(c.res.Items, it)
	}
	if c.brk.stopped() {
		c.cut("los registros de referencia que no habían terminado")
	}
	c.progress("registros de referencia: %d pasan, %d fallan, %d por otra divergencia, de %d", counts.Pasa, counts.Falla, counts.Consecuencia, counts.Total)
}

// games plays the differential games of the part and shrinks the first
// game of each group it found. When the run is interrupted in the middle,
// none of it is kept: the games in course and the shrinking ran against
// stopped engines.
func (c *collector) games(touched map[string]bool, groups map[string]*GroupRecord, fails map[evidence.Status]*FailureRecord) {
	o := c.o
	if c.brk.stopped() {
		c.cut("las partidas diferenciales")
		return
	}
	c.progress("diferencial: %d partidas contra la referencia…", o.Games)
	rules := c.rules
	d := diferencial.DifferentialPart(o.Target, c.table, rules, o.Seed, o.Games, c.part, c.parts, o.Workers, o.Progress, o.Stop)
	keys := make([]string, 0, len(d.Groups))
	for k := range d.Groups {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	recs := map[string]*GroupRecord{}
	for _, k := range keys {
		if c.brk.stopped() {
			break
		}
		g := d.Groups[k]
		rec := &GroupRecord{Key: k, Signature: g.Signature, Text: g.Text, Example: g.Example, First: g.First,
			Games: g.Games, Steps: g.Steps, Consequences: g.Consequences}
		c.progress("diferencial: reduciendo %s…", k)
		if rp, ok := diferencial.Shrink(o.Target, c.table, rules, o.Seed, g.First, k); ok {
			rec.Repro = reproView(rp)
		}
		recs[k] = rec
	}
	if c.brk.stopped() {
		c.cut("las partidas diferenciales")
		return
	}
	c.res.Played, c.res.Steps = d.Played, d.Steps
	c.res.StepsPlayed, c.res.Stops, c.res.Inconclusive = d.StepsPlayed, stopRecords(d.Stops), stopRecords(d.Inconclusive)
	for id := range d.Touched {
		touched[id] = true
	}
	for k, rec := range recs {
		groups[k] = rec
	}
	for st, n := range d.Failures {
		f := &FailureRecord{Kind: st, Count: n, First: -1}
		if ff := d.FirstFailure[st]; ff != nil {
			f.First = ff.Game
			f.Where = fmt.Sprintf("partida %d (semilla %d), acción %d", ff.Game+1, ff.Seed, ff.Step+1)
			f.Message = ff.Err.Error()
		}
		fails[st] = f
	}
	c.progress("diferencial: %d partidas, %d pasos, %d grupos de divergencias", d.Played, d.Steps, len(d.Groups))
}

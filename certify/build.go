package certify

import (
	"fmt"
	"sort"
	"strings"

	"github.com/musfem/musfem/diferencial"
	"github.com/musfem/musfem/engine"
	"github.com/musfem/musfem/fixtures"
	"github.com/musfem/musfem/internal/reportfile"
	"github.com/musfem/musfem/internal/version"

	"github.com/musfem/musfem/config"
	"github.com/musfem/musfem/evidence"
	"github.com/musfem/musfem/reference"
)

// results lists the results of a row's checks.
func results(cs []Check) []evidence.Status {
	out := make([]evidence.Status, len(cs))
	for i, c := range cs {
		out[i] = c.Result
	}
	return out
}

// builder turns raw results into a certificate.
type builder struct {
	res   *Results
	cat   *reference.Catalog
	table *reference.AspectTable
	rep   *Report
	byKey map[string]*groupTally // the groups by signature key
	ev    evidenceMap
	// reached counts the checks whose result came from the engine (a pass
	// or a failure), as opposed to errors, time-outs and NO APLICA.
	reached int
}

// Build turns the raw results of a whole run (Collect, or Join of its
// parts) into the certificate: the groups of divergences, the rows, the
// summary and the verdict.
func Build(res *Results) (*Report, error) {
	if res.Parts > 1 && len(res.Done) != res.Parts {
		return nil, fmt.Errorf("solo hay %d de los %d lotes: únelos todos (--unir) antes de hacer el certificado", len(res.Done), res.Parts)
	}
	cat, err := reference.Load()
	if err != nil {
		return nil, err
	}
	b := &builder{res: res, cat: cat, table: cat.Aspects(), byKey: map[string]*groupTally{}, ev: evidenceMap{}}
	b.rep = &Report{Head: reportfile.Head{Schema: SchemaName, SchemaVersion: SchemaVersion}, Engine: res.Engine, Command: res.Command, Version: res.Version,
		Protocol: res.Protocol, Selector: res.Selector, Seed: res.Seed, Groups: []Group{}, Failures: []FailureView{},
		Adapter: append([]string{}, res.Adapter...), Chapters: []Chapter{}, Conventions: []Row{},
		Expected: append([]Expectation{}, res.Expect...), Notes: append([]string{}, res.Notes...), Stderr: res.Stderr,
		CompareSelection: res.CompareSelection}
	b.rep.MusfemVersion = version.Musfem
	b.versionNotes()
	b.houseRules()
	b.items()
	b.games()
	b.comparisons()
	b.groups()
	b.rows()
	farewells(b.rep, res.Farewells)
	if res.Interrupted {
		interrupted(b.rep, res.Cut)
	}
	return b.rep, nil
}

// versionNotes say which musfem certified, with which catalogs, protocol
// and fixture sets; and, for an engine of protocol 1, what it leaves out.
func (b *builder) versionNotes() {
	var sets []string
	if fs, err := fixtures.Load(); err == nil {
		for _, f := range fs {
			if s := fmt.Sprintf("v%d", f.Set); !contains(sets, s) {
				sets = append(sets, s)
			}
		}
	}
	proto := ""
	if b.res.Protocol > 0 {
		proto = fmt.Sprintf(", protocolo %d", b.res.Protocol)
	}
	b.rep.Notes = append(b.rep.Notes, fmt.Sprintf("Certificado por musfem %s (catálogo de artículos v%d, catálogo de acciones y eventos v%d%s, registros de referencia %s; musfem --version).",
		version.Musfem, reference.Version, engine.CatalogVersion, proto, strings.Join(sets, ", ")))
	b.rep.Notes = append(b.rep.Notes, fmt.Sprintf("Los artículos se citan con el sentido que les da el texto del Reglamento (%s), leído para el catálogo v%d; docs/catalogo-cambios.md dice qué números significaban otra cosa en el catálogo 1.",
		reference.Edition, reference.Version))
	if b.res.Protocol == 1 {
		b.rep.Notes = append(b.rep.Notes, "El motor habla el protocolo 1 (docs/protocol.md), sin señas ni miradas: lo que las necesita (escenarios, registros de referencia v2, artículos de tipo opción del capítulo VIII que nada más comprueba) no aplica (docs/protocol-v2.md).")
	}
}

// items counts the scenarios and fixtures and takes their checks and
// their divergences.
func (b *builder) items() {
	offline := 0
	defer func() {
		if offline > 0 {
			b.rep.Notes = append(b.rep.Notes, fmt.Sprintf("%d escenarios no hablan con el motor (comprueban cómo lee musfem sus ficheros de reglas): no cuentan, ni como aprobados ni como fallos.", offline))
		}
	}()
	for _, g := range b.res.Groups {
		b.byKey[g.Key] = &groupTally{Group: diferencial.Group{Signature: g.Signature, Text: g.Text, Example: g.Example, First: g.First,
			Games: g.Games, Steps: g.Steps, Consequences: g.Consequences}, repro: g.Repro}
	}
	for _, it := range b.res.Items {
		switch it.Kind {
		case "escenario":
			b.rep.Summary.Scenarios.Add(it.Status)
		default:
			b.rep.Summary.Fixtures.Add(it.Status)
		}
		if it.Reached {
			b.reached++
		}
		if it.Offline {
			offline++
		}
		for _, c := range it.Charges {
			b.ev.add([]string{c.ID}, c.Check)
		}
		src := Check{Kind: it.Kind, Name: it.Name, Ref: it.Ref}
		seen := map[string]bool{}
		for _, f := range it.Found {
			if !f.Primary {
				if g := b.byKey[f.Cause]; g != nil {
					g.Consequences++
				}
				continue
			}
			k := f.Example.Signature().Key()
			g := b.byKey[k]
			if g == nil {
				g = &groupTally{Group: diferencial.Group{Signature: f.Example.Signature(), Text: f.Example.Text, Example: f.Example, First: -1}}
				b.byKey[k] = g
			}
			if g.repro == nil && f.Case != nil {
				g.repro = caseView(*f.Case, "sin reducir: las acciones de «"+it.Name+"» ("+it.Ref+") hasta la diferencia")
			}
			if !seen[k] {
				seen[k] = true
				g.checks = append(g.checks, src)
			}
		}
	}
}

// groupTally is a group of divergences as the certificate counts it: what
// the differential games counted, the scenarios and fixtures that show it
// and a reproduction.
type groupTally struct {
	diferencial.Group
	// checks are the scenarios and fixtures that show it.
	checks []Check
	// repro is the shrunk reproduction of its first game, or the case of
	// the first scenario or fixture that shows it.
	repro *ReproView
}

// sortedGroups returns the groups, largest first: by games, then checks,
// then signature.
func (b *builder) sortedGroups() []*groupTally {
	out := make([]*groupTally, 0, len(b.byKey))
	for _, g := range b.byKey {
		out = append(out, g)
	}
	sort.Slice(out, func(i, k int) bool {
		a, b := out[i], out[k]
		if a.Games+len(a.checks) != b.Games+len(b.checks) {
			return a.Games+len(a.checks) > b.Games+len(b.checks)
		}
		return a.Signature.Key() < b.Signature.Key()
	})
	return out
}

// games takes the evidence of the differential games: a pass for every
// article their events illustrate and for the leak check, when some game
// was played to its end or to a divergence, and the transport failures.
func (b *builder) games() {
	res, s := b.res, &b.rep.Summary
	s.Games, s.GamesPlayed, s.Steps = res.Games, res.Played, res.Steps
	s.StepsPlayed, s.Stops = max(res.StepsPlayed, res.Steps), append([]StopRecord{}, res.Stops...)
	s.Inconclusive = append([]StopRecord{}, res.Inconclusive...)
	failed := 0
	for _, f := range res.Failures {
		failed += f.Count
		b.rep.Failures = append(b.rep.Failures, FailureView{Kind: f.Kind, Count: f.Count, Where: f.Where, Message: f.Message})
	}
	if res.Played-failed <= 0 {
		return
	}
	b.reached++
	name := fmt.Sprintf("%d partidas aleatorias (semilla %d)", res.Played, res.Seed)
	b.ev.add(res.Touched, Check{Kind: "diferencial", Name: name, Result: evidence.Pasa, Message: fmt.Sprintf("%d pasos comparados", res.Steps)})
	b.ev.add([]string{diferencial.LeakArticle}, Check{Kind: "fuga", Name: name, Result: evidence.Pasa})
}

// groups turns the tally into the report's groups, largest first, and
// charges each to its articles; it renames the checks' group keys to the
// groups' ids.
func (b *builder) groups() {
	ids := map[string]string{}
	byID := map[string]Group{}
	for i, g := range b.sortedGroups() {
		id := fmt.Sprintf("D%d", i+1)
		ids[g.Signature.Key()] = id
		v := Group{ID: id, Rule: g.Signature.Rule, Articles: g.Signature.Articles, Text: g.Text, Games: g.Games, Steps: g.Steps,
			Checks: len(g.checks), Consequences: g.Consequences, Example: g.Example, Sources: []string{}, Repro: g.repro}
		v.Differs = firstOf(differs(g.Example.Aspect), g.Text)
		for _, c := range g.checks {
			v.Sources = append(v.Sources, strings.TrimSpace(c.Name+" ("+c.Ref+")"))
		}
		if g.First >= 0 {
			v.FirstGame, v.FirstSeed = g.First+1, diferencial.GameSeed(b.res.Seed, g.First)
			b.rep.Summary.GamesDiverging = max(b.rep.Summary.GamesDiverging, g.Games)
		}
		b.rep.Groups = append(b.rep.Groups, v)
		byID[id] = v
		b.ev.add(g.Signature.Articles, Check{Kind: "divergencia", Name: v.Differs, Result: evidence.Falla, Group: id,
			Why:     fmt.Sprintf("la tabla de aspectos imputa %s a %s", g.Signature.Rule, strings.Join(g.Signature.Articles, ", ")),
			Message: groupCounts(v)})
	}
	b.rep.Summary.Groups = len(b.rep.Groups)
	for id, cs := range b.ev {
		for i := range cs {
			if n, ok := ids[cs[i].Group]; ok {
				cs[i].Group = n
			}
		}
		b.ev[id] = explainPasses(cs, byID)
	}
}

// differs is DiffersText, "" when the aspect has no words.
func differs(a evidence.Aspect) string {
	t, ok := DiffersText(a)
	if !ok {
		return ""
	}
	return t
}

// explainPasses says why a passing check of the random games (diferencial,
// fuga) sits beside a divergence charged to the same row: the games that
// show the divergence are counted in it, and the pass speaks for the rest
// (or, for the leak check, for a difference that is not a leak).
func explainPasses(cs []Check, groups map[string]Group) []Check {
	var shown []Group
	for _, c := range cs {
		if g, ok := groups[c.Group]; ok && c.Kind == "divergencia" && c.Result == evidence.Falla {
			shown = append(shown, g)
		}
	}
	if len(shown) == 0 {
		return cs
	}
	for i, c := range cs {
		if c.Result != evidence.Pasa || (c.Kind != "diferencial" && c.Kind != "fuga") {
			continue
		}
		var own, other []string
		for _, g := range shown {
			isLeak := g.Example.Aspect.Area() == "fuga"
			switch {
			case c.Kind == "fuga" && !isLeak:
				other = append(other, g.ID)
			case g.Games > 0:
				own = append(own, fmt.Sprintf("%s, en %s", g.ID, plural(g.Games, "partida", "partidas")))
			default:
				other = append(other, g.ID)
			}
		}
		var why []string
		if len(own) > 0 {
			why = append(why, "pasa en lo demás: lo que difiere ("+strings.Join(own, "; ")+") se cuenta aparte, en su divergencia")
		}
		if len(other) > 0 {
			if c.Kind == "fuga" {
				why = append(why, "ningún observador ve lo que no debe; "+strings.Join(other, ", ")+" es otra diferencia, no una fuga")
			} else {
				why = append(why, "las partidas no muestran "+strings.Join(other, ", ")+": lo muestran escenarios o registros")
			}
		}
		cs[i].Why = strings.Join(why, "; ")
	}
	return cs
}

// rows fills the rows, the summary and the verdict.
func (b *builder) rows() {
	rep, res, cat := b.rep, b.res, b.cat
	expected := map[string]string{}
	for _, e := range res.Expect {
		expected[e.Articulo] = e.Motivo
	}
	onlyDefault := func(k string) bool { return contains(res.DefaultOnly, k) }
	adapter := adapterArticles(b.table, b.res.Protocol, b.res.Adapter)
	bad := false
	table := cat.Table(res.Selector)
	for _, ch := range table.Chapters {
		c := Chapter{ID: ch.Chapter.ID, Title: ch.Chapter.Title, Rows: []Row{}}
		for _, a := range ch.Rows {
			must := a.Kind.Enforceable()
			row := Row{ID: a.ID, Title: a.Title, Kind: a.Kind.Label(), Enforceable: must, Checks: b.checks(a.ID, adapter)}
			row.Status = evidence.Certification.Judge(evidence.Certification.Article(must), results(row.Checks))
			switch {
			case row.Status == evidence.NoAplica:
				row.Reason = a.Justification
			case row.Status == evidence.SinPruebas && a.Kind == reference.KindOption:
				if why, ok := optionNotOffered(a, onlyDefault); ok {
					row.Status, row.Reason = evidence.NoAplica, why
				} else {
					row.Reason = "Ninguna prueba ha podido comprobarla con este motor."
				}
			case row.Status == evidence.SinPruebas:
				row.Reason = "Ninguna prueba ha podido comprobarla con este motor."
			}
			row.Reason = firstOf(row.Reason, statusReason(row))
			if m, ok := expected[a.ID]; ok {
				row.Status, row.Reason = evidence.Esperado, m
			}
			failing := articleFails(row.Status)
			if must {
				rep.Summary.Enforceable++
				if failing {
					rep.Summary.EnforceableK++
				}
			}
			// Any article a check fails rejects the engine, enforceable
			// or not: the scenarios of an article that is impossible by
			// construction show what a correct engine does instead, and
			// only a wrong engine fails them.
			if failing {
				bad = true
			}
			if row.Status == evidence.Adaptador {
				rep.Summary.AdapterRows++
			}
			rep.Summary.Articles.Add(row.Status)
			c.Rows = append(c.Rows, row)
		}
		rep.Chapters = append(rep.Chapters, c)
	}
	for _, cv := range table.Conventions {
		row := Row{ID: cv.ID, Title: cv.Title, Kind: cv.Status.String(), Checks: b.checks(cv.ID, adapter)}
		row.Status = evidence.Certification.Judge(evidence.Certification.Convention(cv.Status.Implemented()), results(row.Checks))
		switch {
		case row.Status != evidence.NoAplica:
		case !cv.Status.Implemented():
			row.Reason = "musfem no la implementa: no hay nada que comprobar."
		case conventionNotOffered(cv, onlyDefault) != "":
			row.Reason = conventionNotOffered(cv, onlyDefault)
		default:
			row.Reason = "Ninguna prueba la ha ejercitado."
		}
		row.Reason = firstOf(row.Reason, statusReason(row))
		if m, ok := expected[cv.ID]; ok {
			row.Status, row.Reason = evidence.Esperado, m
		}
		if row.Status.Failing() {
			bad = true
		}
		if row.Status == evidence.Adaptador {
			rep.Summary.AdapterRows++
		}
		rep.Summary.Conventions.Add(row.Status)
		rep.Conventions = append(rep.Conventions, row)
	}
	if len(rep.Failures) > 0 {
		bad = true
	}
	if b.reached == 0 {
		bad = true
		rep.Notes = append(rep.Notes, "Ninguna comprobación ha llegado a preguntar al motor: no se puede aprobar.")
	}
	rep.Verdict = "APROBADO"
	if bad {
		rep.Verdict = "RECHAZADO"
	}
}

// checks returns a row's checks, a pass turned into ADAPTADOR when the row
// rests only on what the adapter computes.
func (b *builder) checks(id string, adapter map[string]bool) []Check {
	cs := append([]Check{}, b.ev[id]...)
	if adapter[id] {
		for i := range cs {
			if cs[i].Result == evidence.Pasa {
				cs[i].Result = evidence.Adaptador
				cs[i].Why = "el motor declara que esto lo calcula su adaptador"
			}
		}
	}
	return cs
}

// statusReason explains a row's status from its checks.
func statusReason(row Row) string {
	switch row.Status {
	case evidence.Consecuencia:
		return hiddenBy(row.Checks)
	case evidence.Adaptador:
		return "Solo lo comprueban conductas que el motor declara que calcula su adaptador: no cuenta como aprobado del motor."
	}
	return ""
}

// hiddenBy says which groups hid a row whose checks could not judge it
// and how many of its checks each hid, of those that are evidence («oculto
// por D2: 13 de 14»): the groups that hid more first, then by id.
func hiddenBy(cs []Check) string {
	total := 0
	count := map[string]int{}
	var ids []string
	for _, c := range cs {
		if c.Result == evidence.NoAplica || c.Result == evidence.Esperado {
			continue
		}
		total++
		if c.Result != evidence.Consecuencia {
			continue
		}
		id := firstOf(c.Group, "otra divergencia")
		if count[id] == 0 {
			ids = append(ids, id)
		}
		count[id]++
	}
	sort.Slice(ids, func(i, k int) bool {
		if count[ids[i]] != count[ids[k]] {
			return count[ids[i]] > count[ids[k]]
		}
		return groupOrder(ids[i]) < groupOrder(ids[k])
	})
	parts := make([]string, len(ids))
	for i, id := range ids {
		parts[i] = fmt.Sprintf("%s: %d de %d", id, count[id], total)
	}
	return "Oculto por " + strings.Join(parts, "; por ") + " comprobaciones (fallan antes por una divergencia imputada a otros artículos: no pueden juzgar esta fila, y las que pasan no bastan para aprobarla)."
}

// groupOrder orders group ids by their number (D2 before D10); an id that
// is not a group's comes last, by its text.
func groupOrder(id string) string {
	var n int
	if _, err := fmt.Sscanf(id, "D%d", &n); err == nil && fmt.Sprintf("D%d", n) == id {
		return fmt.Sprintf("0%09d", n)
	}
	return "1" + id
}

// optionNotOffered says why an article of kind option is NO APLICA for an
// engine that plays every config key of the article at its default value
// only (docs/decisions.md D18): the option is not there to check, as a
// convention the engine does not claim. ok is false when the article has
// no config keys or the engine offers another value of one of them; such
// an article without evidence stays SIN PRUEBAS (D14).
func optionNotOffered(a reference.Article, onlyDefault func(string) bool) (string, bool) {
	if len(a.ConfigKeys) == 0 {
		return "", false
	}
	for _, k := range a.ConfigKeys {
		if !onlyDefault(k) {
			return "", false
		}
	}
	why := notOffered(a.ConfigKeys[0])
	if rest := a.ConfigKeys[1:]; len(rest) > 0 {
		why += " (ni otro valor de " + strings.Join(rest, ", ") + ")"
	}
	return why + ": la opción no se puede comprobar con este motor.", true
}

// conventionNotOffered says why a convention no check reached is NO
// APLICA: the engine plays its keys at their defaults only, "" otherwise.
func conventionNotOffered(cv reference.Convention, onlyDefault func(string) bool) string {
	if len(cv.ConfigKeys) == 0 {
		return ""
	}
	var why []string
	for _, k := range cv.ConfigKeys {
		if !onlyDefault(k) {
			return ""
		}
		why = append(why, notOffered(k))
	}
	return strings.Join(why, "; ") + ": ninguna prueba de sus valores por defecto la ha alcanzado."
}

// notOffered is "el motor no ofrece K = V" for a boolean key (V the value
// other than its default), "el motor solo ofrece K = D" for any other.
func notOffered(k string) string {
	info, ok := config.LookupKey(k)
	switch {
	case !ok:
		return "el motor no ofrece " + k
	case info.Type == "bool" && info.Default == "false":
		return "el motor no ofrece " + k + " = true"
	case info.Type == "bool":
		return "el motor no ofrece " + k + " = false"
	}
	return "el motor solo ofrece " + k + " = " + info.Default
}

// Failed reports whether the engine was rejected.
func (r *Report) Failed() bool { return r.Verdict != "APROBADO" }

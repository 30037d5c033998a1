package certify

import (
	"strings"

	"github.com/musfem/musfem/config"
	"github.com/musfem/musfem/evidence"
	"github.com/musfem/musfem/reference"
)

// enforceable reports whether an article of kind k is applied by an
// engine (as report/build.go counts it): it is never NO APLICA.
func enforceable(k reference.Kind) bool {
	return k == reference.KindEnforced || k == reference.KindOption || k == reference.KindVocabulary || k == reference.KindRunner
}

// results lists the results of a row's checks.
func results(cs []Check) []evidence.Status {
	out := make([]evidence.Status, len(cs))
	for i, c := range cs {
		out[i] = c.Result
	}
	return out
}

// build fills the rows, the summary and the verdict.
func build(r *run) {
	rep, o, cat := r.rep, r.o, r.cat
	expected := map[string]string{}
	for _, e := range o.Expect {
		expected[e.Articulo] = e.Motivo
	}
	selected := func(id string) bool { return o.Selector == "" || reference.Covers(o.Selector, id) }
	adapter := r.adapterArticles()
	bad := false
	articles := cat.Articles()
	for _, ch := range cat.Chapters() {
		c := Chapter{ID: ch.ID, Title: ch.Title, Rows: []Row{}}
		var rows []reference.Article
		for _, a := range articles {
			if a.Chapter == ch.ID && !a.IsChapter() {
				rows = append(rows, a)
			}
		}
		if len(rows) == 0 {
			rows = []reference.Article{ch}
		}
		for _, a := range rows {
			if !selected(a.ID) {
				continue
			}
			must := enforceable(a.Kind)
			row := Row{ID: a.ID, Title: a.Title, Kind: a.Kind.Label(), Enforceable: must, Checks: r.checks(a.ID, adapter)}
			row.Status = evidence.Judge(must, results(row.Checks))
			switch {
			case row.Status == NoAplica:
				row.Reason = a.Justification
			case row.Status == SinPruebas && a.Kind == reference.KindOption:
				if why, ok := optionNotOffered(a, o.Target); ok {
					row.Status, row.Reason = NoAplica, why
				} else {
					row.Reason = "Ninguna prueba ha podido comprobarla con este motor."
				}
			case row.Status == SinPruebas:
				row.Reason = "Ninguna prueba ha podido comprobarla con este motor."
			}
			row.Reason = firstOf(row.Reason, statusReason(row))
			if m, ok := expected[a.ID]; ok {
				row.Status, row.Reason = Esperado, m
			}
			failing := row.Status.Failing() || row.Status == SinPruebas
			if must {
				rep.Summary.Enforceable++
				if failing {
					rep.Summary.EnforceableK++
				}
			}
			// Any article a check fails rejects the engine, enforceable
			// or not: a card leak breaks articles that are impossible by
			// construction for a correct engine (FEM-III.4).
			if failing {
				bad = true
			}
			if row.Status == Adaptador {
				rep.Summary.AdapterRows++
			}
			rep.Summary.Articles.Add(row.Status)
			c.Rows = append(c.Rows, row)
		}
		if len(c.Rows) > 0 {
			rep.Chapters = append(rep.Chapters, c)
		}
	}
	for _, cv := range cat.Conventions() {
		if !selected(cv.ID) {
			continue
		}
		row := Row{ID: cv.ID, Title: cv.Title, Kind: cv.Status.String(), Checks: r.checks(cv.ID, adapter)}
		row.Status = evidence.Judge(false, results(row.Checks))
		switch {
		case row.Status != NoAplica:
		case cv.Status == reference.StatusNotImplemented:
			row.Reason = "musfem no la implementa: no hay nada que comprobar."
		case conventionNotOffered(cv, o.Target) != "":
			row.Reason = conventionNotOffered(cv, o.Target)
		default:
			row.Reason = "Ninguna prueba la ha ejercitado."
		}
		row.Reason = firstOf(row.Reason, statusReason(row))
		if m, ok := expected[cv.ID]; ok {
			row.Status, row.Reason = Esperado, m
		}
		if row.Status.Failing() {
			bad = true
		}
		if row.Status == Adaptador {
			rep.Summary.AdapterRows++
		}
		rep.Summary.Conventions.Add(row.Status)
		rep.Conventions = append(rep.Conventions, row)
	}
	if len(rep.Failures) > 0 {
		bad = true
	}
	if r.reached == 0 {
		bad = true
		rep.Notes = append(rep.Notes, "Ninguna comprobación ha llegado a preguntar al motor: no se puede aprobar.")
	}
	for _, g := range rep.Groups {
		if g.Games > 0 {
			rep.Summary.GamesDiverging = max(rep.Summary.GamesDiverging, g.Games)
		}
	}
	rep.Verdict = "APROBADO"
	if bad {
		rep.Verdict = "RECHAZADO"
	}
}

// checks returns a row's checks, a pass turned into ADAPTADOR when the row
// rests only on what the adapter computes.
func (r *run) checks(id string, adapter map[string]bool) []Check {
	cs := append([]Check{}, r.ev[id]...)
	if adapter[id] {
		for i := range cs {
			if cs[i].Result == Pasa {
				cs[i].Result = Adaptador
				cs[i].Why = "el motor declara que esto lo calcula su adaptador"
			}
		}
	}
	return cs
}

// statusReason explains a row's status from its checks.
func statusReason(row Row) string {
	switch row.Status {
	case Consecuencia:
		return "Sus pruebas fallan por divergencias que se imputan a otros artículos: no se puede juzgar aquí."
	case Adaptador:
		return "Solo lo comprueban conductas que el motor declara que calcula su adaptador: no cuenta como aprobado del motor."
	}
	return ""
}

// adapterArticles returns the catalog ids whose every aspect rule is
// covered by a behaviour the engine declares its adapter computes
// (protocol 3): their passes are the adapter's, not the engine's.
func (r *run) adapterArticles() map[string]bool {
	out := map[string]bool{}
	if len(r.o.Target.Adapter) == 0 {
		return out
	}
	declared := map[string]bool{}
	for _, b := range r.o.Target.Adapter {
		declared[b] = true
	}
	covered, uncovered := map[string]bool{}, map[string]bool{}
	for _, rule := range r.table.Rules() {
		arts := rule.Articles
		if contains(arts, reference.ErrorArticle) {
			arts = errorArticles()
		}
		for _, a := range arts {
			if rule.Adapter != "" && declared[rule.Adapter] {
				covered[a] = true
			} else {
				uncovered[a] = true
			}
		}
	}
	for a := range covered {
		if !uncovered[a] {
			out[a] = true
		}
	}
	return out
}

// optionNotOffered says why an article of kind option is NO APLICA for an
// engine that plays every config key of the article at its default value
// only (docs/decisions.md D18): the option is not there to check, as a
// convention the engine does not claim. ok is false when the article has
// no config keys or the engine offers another value of one of them; such
// an article without evidence stays SIN PRUEBAS (D14).
func optionNotOffered(a reference.Article, t Target) (string, bool) {
	if len(a.ConfigKeys) == 0 {
		return "", false
	}
	for _, k := range a.ConfigKeys {
		if !t.onlyDefault(k) {
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
func conventionNotOffered(cv reference.Convention, t Target) string {
	if len(cv.ConfigKeys) == 0 {
		return ""
	}
	var why []string
	for _, k := range cv.ConfigKeys {
		if !t.onlyDefault(k) {
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

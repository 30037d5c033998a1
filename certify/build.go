package certify

import (
	"strings"

	"github.com/musfem/musfem/config"
	"github.com/musfem/musfem/reference"
)

// enforceable reports whether an article of kind k is applied by an
// engine (as report/build.go counts it): it is never NO APLICA.
func enforceable(k reference.Kind) bool {
	return k == reference.KindEnforced || k == reference.KindOption || k == reference.KindVocabulary || k == reference.KindRunner
}

// rowStatus is a row's status from its checks: any failure wins, then
// errors, then timeouts; a row without evidence is ERROR when it must
// apply and NO APLICA otherwise.
func rowStatus(must bool, checks []Check) (string, string) {
	has := map[string]bool{}
	for _, c := range checks {
		has[c.Result] = true
	}
	switch {
	case has[Falla]:
		return Falla, ""
	case has[Error]:
		return Error, ""
	case has[Tiempo]:
		return Tiempo, ""
	case has[Pasa]:
		return Pasa, ""
	case must:
		return Error, "Ninguna prueba ha podido comprobarla con este motor."
	}
	return NoAplica, ""
}

// build fills the rows, the summary and the verdict.
func build(rep *Report, cat *reference.Catalog, ev evidence, o Options) {
	expected := map[string]string{}
	for _, e := range o.Expect {
		expected[e.Articulo] = e.Motivo
	}
	selected := func(id string) bool { return o.Selector == "" || reference.Covers(o.Selector, id) }
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
			row := Row{ID: a.ID, Title: a.Title, Kind: a.Kind.Label(), Enforceable: must, Checks: nonNil(ev[a.ID])}
			row.Status, row.Reason = rowStatus(must, row.Checks)
			if !must && row.Status == NoAplica {
				row.Reason = a.Justification
			}
			if len(row.Checks) == 0 && a.Kind == reference.KindOption {
				if why, ok := optionNotOffered(a, o.Target); ok {
					row.Status, row.Reason = NoAplica, why
				}
			}
			if m, ok := expected[a.ID]; ok {
				row.Status, row.Reason = Esperado, m
			}
			failing := row.Status == Falla || row.Status == Error || row.Status == Tiempo
			if must {
				rep.Summary.Enforceable++
				if failing {
					rep.Summary.EnforceableK++
				}
			}
			// Any article a check fails rejects the engine, enforceable
			// or not: a card leak breaks articles that are impossible by
			// construction for a correct engine (FEM-III.4, FEM-VII.10).
			if failing {
				bad = true
			}
			rep.Summary.Articles.add(row.Status)
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
		row := Row{ID: cv.ID, Title: cv.Title, Kind: cv.Status.String(), Checks: nonNil(ev[cv.ID])}
		claimed := cv.Status != reference.StatusNotImplemented
		for _, k := range cv.ConfigKeys {
			if !o.Target.claims(k) {
				claimed = false
			}
		}
		switch {
		case !claimed:
			row.Status, row.Reason = NoAplica, "El motor no la declara en sus capacidades (config)."
		default:
			row.Status, row.Reason = rowStatus(false, row.Checks)
			if row.Status == NoAplica {
				row.Reason = "Ninguna prueba la ha ejercitado."
			}
		}
		if m, ok := expected[cv.ID]; ok {
			row.Status, row.Reason = Esperado, m
		}
		if row.Status == Falla || row.Status == Error || row.Status == Tiempo {
			bad = true
		}
		rep.Summary.Conventions.add(row.Status)
		rep.Conventions = append(rep.Conventions, row)
	}
	rep.Verdict = "APROBADO"
	if bad {
		rep.Verdict = "RECHAZADO"
	}
}

func nonNil(c []Check) []Check {
	if c == nil {
		return []Check{}
	}
	return c
}

// Failed reports whether the engine was rejected: an article or a claimed
// convention fails, errs or times out (expected failures aside); an
// enforceable article without evidence is an error.
func (r *Report) Failed() bool { return r.Verdict != "APROBADO" }

// optionNotOffered says why an article of kind option is NO APLICA for an
// engine that plays every config key of the article at its default value
// only (docs/decisions.md D18): the option is not there to check, as a
// convention the engine does not claim. ok is false when the article has
// no config keys or the engine offers another value of one of them; such
// an article without evidence stays ERROR (D14).
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

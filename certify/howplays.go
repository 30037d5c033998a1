package certify

import (
	"fmt"
	"sort"
	"strings"

	"github.com/musfem/musfem/evidence"
)

// «Cómo juega este motor»: the certificate opens with the house rules of
// the engine (houserules.go), the FEM articles they set aside, which FALLA,
// and the rest judged under the engine's own values.

// houseRules takes the house rules of the run into the report: each FEM
// article one of them sets aside gets a failing check (the engine plays
// another rule than the Reglamento's), and the checks that do not apply
// to the engine are summed up in notes, by what they need.
func (b *builder) houseRules() {
	b.rep.HouseRules = append([]HouseRule{}, b.res.HouseRules...)
	for _, h := range b.res.HouseRules {
		for _, a := range h.SetsAside {
			b.ev.add([]string{a}, Check{Kind: "convención", Name: h.Setting(), Ref: h.Convention, Result: evidence.Falla,
				Why: fmt.Sprintf("el motor juega %s (%s), que aparta %s: juega otra regla que la del Reglamento", h.Setting(), h.Convention, a)})
		}
	}
	b.rep.Notes = append(b.rep.Notes, notApplicableNotes(b.res.Items)...)
}

// notApplicableNotes sums up the scenarios and fixtures that do not apply
// to the engine, by what they need: how many, and the first few.
func notApplicableNotes(items []Item) []string {
	const shown = 4
	type need struct {
		why  string
		refs []string
	}
	var out []string
	for _, kind := range []string{"escenario", "fijo"} {
		var needs []*need
		by := map[string]*need{}
		for _, it := range items {
			if it.Kind != kind || it.Status != evidence.NoAplica || it.Why == "" {
				continue
			}
			n := by[it.Why]
			if n == nil {
				n = &need{why: it.Why}
				by[it.Why] = n
				needs = append(needs, n)
			}
			n.refs = append(n.refs, it.Ref)
		}
		if len(needs) == 0 {
			continue
		}
		sort.SliceStable(needs, func(i, j int) bool { return len(needs[i].refs) > len(needs[j].refs) })
		var parts []string
		for _, n := range needs {
			refs := n.refs
			more := ""
			if len(refs) > shown {
				refs, more = refs[:shown], fmt.Sprintf(" y %d más", len(n.refs)-shown)
			}
			parts = append(parts, fmt.Sprintf("%s — %d (%s%s)", n.why, len(n.refs), strings.Join(refs, ", "), more))
		}
		what := "Escenarios"
		if kind == "fijo" {
			what = "Registros de referencia"
		}
		out = append(out, what+" que no aplican a este motor (ni pasan ni fallan): "+strings.Join(parts, "; ")+".")
	}
	return out
}

// HouseRulesLines says, one line per house rule, how the engine plays:
// the value it plays against musfem's default, the convention, and the
// FEM article it sets aside or plays as written, if any.
func (r *Report) HouseRulesLines() []string {
	var out []string
	for _, h := range r.HouseRules {
		s := fmt.Sprintf("%s (por defecto %s), %s", h.Setting(), h.Default, h.Convention)
		if h.Reads != "" {
			s += ", que lee " + h.Reads
		}
		switch {
		case len(h.SetsAside) > 0:
			s += ": aparta " + strings.Join(h.SetsAside, ", ") + " del Reglamento, que por eso FALLA"
		case len(h.Restores) > 0:
			s += ": juega " + strings.Join(h.Restores, ", ") + " como lo escribe el Reglamento, que musfem aparta por defecto"
		default:
			s += ": no aparta ningún artículo del Reglamento"
		}
		out = append(out, s+".")
	}
	return out
}

// HouseRulesIntro is the sentence that opens «Cómo juega este motor».
func (r *Report) HouseRulesIntro() string {
	if len(r.HouseRules) == 0 {
		return "Con los valores por defecto de musfem (docs/config.md): los ofrece todos."
	}
	return "El motor no ofrece los valores por defecto de estas convenciones (su saludo, capabilities.config): se le certifica con los suyos. La referencia juega los mismos en las partidas diferenciales; escenarios y registros de referencia se ejecutan con ellos, salvo los que con ellos no pasan en la referencia, que no aplican (las notas del resumen dicen cuáles y por qué)."
}

// howPlaysMD renders «Cómo juega este motor».
func howPlaysMD(p func(string, ...any), r *Report) {
	p("## Cómo juega este motor\n\n%s\n\n", r.HouseRulesIntro())
	for _, l := range r.HouseRulesLines() {
		p("- %s\n", l)
	}
	if len(r.HouseRules) > 0 {
		p("\n")
	}
}

package certify

import (
	"fmt"
	"strings"

	"github.com/musfem/musfem/evidence"
)

// FailingRule is a rule the certificate names under its verdict: an
// article or a convention that fails, errs, times out or (an article) has
// no evidence, with what the engine does instead.
type FailingRule struct {
	ID, Title  string
	Convention bool
	Status     evidence.Status
	// Instead says in one sentence what the engine does instead: the
	// groups of divergences charged to the rule, in words, or the first
	// check that does not pass.
	Instead string
	// Groups are the ids of those groups.
	Groups []string
}

// articleFails reports whether an article row rejects the engine (the rule
// of builder.rows).
func articleFails(s evidence.Status) bool { return s.Failing() || s == evidence.SinPruebas }

// FailingRules lists the rules that reject the engine, articles first in
// the catalog's order, then conventions: exactly the rows counted as
// failing in the summary.
func (r *Report) FailingRules() []FailingRule {
	groups := map[string]Group{}
	for _, g := range r.Groups {
		groups[g.ID] = g
	}
	var out []FailingRule
	for _, ch := range r.Chapters {
		for _, row := range ch.Rows {
			if articleFails(row.Status) {
				out = append(out, failingRule(row, false, groups))
			}
		}
	}
	for _, row := range r.Conventions {
		if row.Status.Failing() {
			out = append(out, failingRule(row, true, groups))
		}
	}
	return out
}

// failingRule says what the engine does instead for one failing row.
func failingRule(row Row, convention bool, groups map[string]Group) FailingRule {
	f := FailingRule{ID: row.ID, Title: row.Title, Convention: convention, Status: row.Status}
	var said []string
	for _, c := range row.Checks {
		g, ok := groups[c.Group]
		if !ok || c.Kind != "divergencia" || c.Result != evidence.Falla || contains(f.Groups, g.ID) {
			continue
		}
		f.Groups = append(f.Groups, g.ID)
		said = append(said, g.Heading()+" ("+g.ID+")")
	}
	if len(said) > 0 {
		f.Instead = capital(strings.Join(said, "; ")) + "."
		return f
	}
	for _, c := range row.Checks {
		if c.Result == evidence.Pasa || c.Result == evidence.NoAplica {
			continue
		}
		what := firstOf(c.Why, c.Message)
		f.Instead = capital(sentence(fmt.Sprintf("%s %s %s: %s", c.Kind, c.Result.Label(), c.Name, what)))
		return f
	}
	f.Instead = capital(sentence(firstOf(row.Reason, "ninguna prueba dice más")))
	return f
}

// sentence clips a text to one sentence of at most 300 bytes, ending in a
// full stop.
func sentence(s string) string {
	s = strings.TrimSpace(strings.ReplaceAll(s, "\n", " "))
	if len(s) > 300 {
		cut := strings.LastIndex(s[:300], " ")
		if cut < 0 {
			cut = 300
		}
		s = s[:cut] + "…"
	}
	if !strings.HasSuffix(s, ".") && !strings.HasSuffix(s, "…") {
		s += "."
	}
	return s
}

// Heading is what the group's heading says: what differs, in words.
func (g Group) Heading() string { return firstOf(g.Differs, g.Text) }

// failingCounts counts the failing rows: articles (and of them the ones
// an engine must apply) and conventions.
func (r *Report) failingCounts() (articles, enforceable, conventions int) {
	for _, f := range r.FailingRules() {
		switch {
		case f.Convention:
			conventions++
		default:
			articles++
		}
	}
	for _, ch := range r.Chapters {
		for _, row := range ch.Rows {
			if row.Enforceable && articleFails(row.Status) {
				enforceable++
			}
		}
	}
	return
}

// FailingLine says how many rules fail, by kind: «Falla 1 regla: 0
// artículos y 1 convención.»
func (r *Report) FailingLine() string {
	a, _, c := r.failingCounts()
	verb := "Fallan"
	if a+c == 1 {
		verb = "Falla"
	}
	var parts []string
	if a > 0 {
		parts = append(parts, plural(a, "artículo", "artículos"))
	}
	if c > 0 {
		parts = append(parts, plural(c, "convención", "convenciones"))
	}
	return fmt.Sprintf("%s %s: %s.", verb, plural(a+c, "regla", "reglas"), strings.Join(parts, " y "))
}

// CountsLine is the summary's line of counts of failing rows; it agrees
// with the headline and with the rows.
func (r *Report) CountsLine() string {
	a, e, c := r.failingCounts()
	return fmt.Sprintf("Artículos: fallan, dan error o no tienen pruebas %d de %d (%d de los %d que un motor debe aplicar). Convenciones: fallan o dan error %d de %d.",
		a, r.Summary.Articles.Total, e, r.Summary.Enforceable, c, r.Summary.Conventions.Total)
}

package preguntas

import (
	"regexp"
	"slices"
	"strings"

	"github.com/musfem/musfem/driver"
	"github.com/musfem/musfem/engine"
	"github.com/musfem/musfem/escenarios"
	"github.com/musfem/musfem/internal/reportfile"
)

// OptionTag is the prefix of the tag naming the option of a scenario or
// of an Examples block: @opcion:<name> (features/preguntas/).
const OptionTag = "opcion:"

var questionTag = regexp.MustCompile(`^P[0-9]+$`)

// groupScenarios sorts the recorded scenarios into their questions: for
// each question id, its scenario groups in file order. A group gathers
// the rows of one outline (same file, rule and text: the rows' names may
// differ, godog fills the outline's <placeholders> in them); each row is
// one option. Scenarios without a question tag are left out.
func groupScenarios(scs []escenarios.Scenario, reference map[string]string) map[string][]ScenarioGroup {
	type key struct{ q, file, rule, gherkin string }
	var order []key
	groups := map[key]*ScenarioGroup{}
	traces := map[key][]*escenarios.Trace{}
	for _, s := range scs {
		q, opt := "", ""
		var tags []string
		for _, t := range s.Tags {
			switch {
			case questionTag.MatchString(t):
				q = t
			case strings.HasPrefix(t, OptionTag):
				opt = strings.TrimPrefix(t, OptionTag)
			default:
				tags = append(tags, t)
			}
		}
		if q == "" {
			continue
		}
		k := key{q, s.File, s.Rule, s.Gherkin}
		g, ok := groups[k]
		if !ok {
			g = &ScenarioGroup{Name: outlineName(s), Rule: s.Rule, File: s.File, Line: s.Line, Tags: reportfile.NonNil(slices.Clone(tags)), Gherkin: s.Gherkin}
			groups[k] = g
			order = append(order, k)
		}
		g.Rows = append(g.Rows, buildRow(opt, s))
		traces[k] = append(traces[k], s.Trace)
	}
	out := map[string][]ScenarioGroup{}
	for _, k := range order {
		g := groups[k]
		compareRows(g, traces[k], reference[k.q])
		out[k.q] = append(out[k.q], *g)
	}
	return out
}

// outlineKeywords start the title line of a scenario in Spanish Gherkin.
var outlineKeywords = []string{"Esquema del escenario:", "Esquema de escenario:", "Escenario:", "Ejemplo:"}

// placeholder is an outline's <placeholder>.
var placeholder = regexp.MustCompile(`<[^<>]+>`)

// outlineName returns the scenario's title as written, an outline's
// <placeholders> written «…» (each row fills them its own way), or the
// row's name.
func outlineName(s escenarios.Scenario) string {
	for _, l := range strings.Split(s.Gherkin, "\n") {
		l = strings.TrimSpace(l)
		for _, k := range outlineKeywords {
			if strings.HasPrefix(l, k) {
				return placeholder.ReplaceAllString(strings.TrimSpace(strings.TrimPrefix(l, k)), "…")
			}
		}
	}
	return s.Name
}

// buildRow reads the outcome of one scenario run from its trace.
func buildRow(option string, s escenarios.Scenario) Row {
	r := Row{Option: option, Name: s.Name, Line: s.Line, Result: s.Result, Message: s.Message,
		Rules: []string{}, Lances: []Lance{}, Tantos: []Tanto{}, Differs: []string{}}
	if option == "" {
		r.Option = "(sin opción)"
	}
	t := s.Trace
	if t == nil {
		return r
	}
	r.Rules = append(r.Rules, t.Rules...)
	over := false
	for _, e := range t.Events() {
		switch p := e.Payload.(type) {
		case engine.GameStarted:
			r.Score, over = p.Score, false
		case engine.RoundStarted:
			r.Score = p.Score
		case engine.LanceResolved:
			r.Lances = append(r.Lances, Lance{Round: e.Round, Lance: lanceName(p.Lance), Winner: teamName(p.Winner), Reason: p.Reason})
		case engine.PointsAwarded:
			r.Tantos = append(r.Tantos, Tanto{Round: e.Round, Team: teamName(p.Team), Points: p.Points, Concept: p.Concept.String(), Why: why(p), Score: p.Score})
			r.Score = p.Score
		case engine.RoundFinished:
			r.Score = p.Score
		case engine.GameFinished:
			r.Score, r.Games, r.End, over = p.Score, p.Games, p.Reason, true
			r.Winner = teamName(p.Winner)
		case engine.MatchFinished:
			r.Games, over = p.Games, true
			r.Winner = teamName(p.Winner)
		}
	}
	if !over {
		r.Winner, r.End = "", ""
	}
	for _, st := range t.Steps {
		if st.Refused == "" {
			r.Actions++
		}
	}
	return r
}

// compareRows marks, in every row, what differs from the compared row:
// the reference option's row if the group has one, else the first.
func compareRows(g *ScenarioGroup, traces []*escenarios.Trace, ref string) {
	if len(g.Rows) == 0 {
		return
	}
	base := 0
	for i, r := range g.Rows {
		if r.Option == ref {
			base = i
			break
		}
	}
	g.Compared = g.Rows[base].Option
	b := g.Rows[base]
	for i := range g.Rows {
		r := &g.Rows[i]
		r.Differs = []string{}
		if i == base {
			continue
		}
		if !slices.Equal(r.Lances, b.Lances) {
			r.Differs = append(r.Differs, "lances")
		}
		if !slices.Equal(r.Tantos, b.Tantos) {
			r.Differs = append(r.Differs, "tantos")
		}
		if r.Score != b.Score || r.Games != b.Games {
			r.Differs = append(r.Differs, "marcador")
		}
		if r.Winner != b.Winner || r.End != b.End {
			r.Differs = append(r.Differs, "ganador")
		}
		r.FirstLegal = firstLegalDiff(traces[i], traces[base], g.Compared)
		if r.FirstLegal != "" {
			r.Differs = append(r.Differs, "acciones")
		}
		r.FirstObservation = firstObservationDiff(traces[i], traces[base], g.Compared)
		if r.FirstObservation != "" {
			r.Differs = append(r.Differs, "observaciones")
		}
		if len(r.Differs) > 0 {
			g.Differs = true
		}
	}
}

// lanceName returns the lance in lower case Spanish ("grande").
func lanceName(l engine.Lance) string {
	if l == engine.NoLance {
		return ""
	}
	return strings.ToLower(l.String())
}

// teamName returns "A", "B" or "" for no pair.
func teamName(t driver.Team) string {
	if !t.Valid() {
		return ""
	}
	return t.String()
}

// why says in Spanish why tantos were awarded.
func why(p engine.PointsAwarded) string {
	l := lanceName(p.Lance)
	seat := ""
	if p.Seat.Valid() {
		seat = " del asiento " + string(rune('0'+p.Seat))
	}
	switch p.Concept {
	case engine.ConceptNegada:
		return "negada: no quieren el primer envite a " + l
	case engine.ConceptNoQuerido:
		return "subida no querida a " + l + ": se cobra lo envidado antes"
	case engine.ConceptDeje:
		return "deje de la subida no querida a " + l
	case engine.ConceptEnvite:
		return "envite querido a " + l
	case engine.ConceptPaso:
		return l + " en paso"
	case engine.ConceptPares:
		return "pares" + seat
	case engine.ConceptJuego:
		return "juego" + seat
	case engine.ConceptPunto:
		return "punto" + seat
	case engine.ConceptPenalizacion:
		return "penalización del órdago del postre (FEM VI.11)"
	}
	return p.Concept.String()
}

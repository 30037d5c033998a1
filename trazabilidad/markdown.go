package trazabilidad

import (
	"fmt"
	"strings"

	"github.com/musfem/musfem/internal/cartas"
	"github.com/musfem/musfem/internal/reportfile"
)

// mdCell escapes text for a Markdown table cell.
var mdCell = reportfile.MarkdownCell

// Markdown renders the report for reading in the repository
// (reports/trazabilidad.md); links are relative to reports/.
func (r *Report) Markdown() []byte {
	var b strings.Builder
	p := func(format string, args ...any) { fmt.Fprintf(&b, format, args...) }
	p("# %s\n\n", r.Title)
	for _, l := range r.Headline {
		p("- %s\n", l)
	}
	p("\n")
	p("Motor: **%s** · musfem %s · catálogo de artículos v%d · catálogo de eventos v%d · perfil: %s", r.Engine, r.MusfemVersion, r.CatalogVersion, r.EventCatalogVersion, r.profileLine())
	if r.Selector != "" {
		p(" · selección: `%s`", r.Selector)
	}
	if r.Generated != "" {
		p(" · generado: %s", r.Generated)
	}
	p("\n\nGuía en castellano para leer este informe: [docs/LEEME.md](../docs/LEEME.md). La versión HTML (trazabilidad.html) tiene además un buscador, las cartas dibujadas y un enlace por artículo.\n\n")
	p("## Índice\n\n")
	for _, ch := range r.Chapters {
		p("- [%s — %s](#%s) (%s)\n", ch.ID, mdCell(ch.Title), ch.ID, tocLine(ch.Counts))
	}
	p("- [Convenciones](#convenciones) (%s)\n- [Preguntas abiertas](#preguntas) (%d)\n- [Máquina de fases](#fases) (%s)\n",
		tocLine(r.Summary.Conventions), len(r.Questions), cuantos(r.Summary.Transitions, "transición", "transiciones"))
	p("\n## Resumen\n\n")
	p("| estado | artículos | convenciones |\n|---|---:|---:|\n")
	for _, s := range rowStatuses {
		p("| %s %s | %d | %d |\n", s.Mark(), s.Label(), r.Summary.Articles.Of(s), r.Summary.Conventions.Of(s))
	}
	p("| **total** | **%d** | **%d** |\n\n", r.Summary.Articles.Total, r.Summary.Conventions.Total)
	p("- Artículos que un motor puede aplicar con al menos un escenario que pasa: **%d de %d (%s)**.\n",
		r.Summary.EnforceableCovered, r.Summary.Enforceable, r.Summary.Coverage)
	sc := r.Summary.Scenarios
	p("- Escenarios: %d — %s.\n", sc.Total, ScenarioCountsText(sc))
	if l := r.fixedLine(); l != "" {
		p("- %s\n", l)
	}
	p("- Transiciones de la máquina de fases: %d; recorridas por escenarios: %d; por las %d partidas aleatorias: %d.\n",
		r.Summary.Transitions, r.Summary.TransitionsByScen, r.Summary.RandomGames, r.Summary.TransitionsByRand)
	if m := r.Summary.Mutation; m.Available {
		p("- %s Informe: [mutantes.md](%s).\n", m.Text, m.Links.Markdown)
	} else {
		p("- %s\n", m.Text)
	}
	if len(r.DanglingTags) == 0 {
		p("- Etiquetas que no apuntan a ninguna entrada del catálogo: ninguna.\n")
	} else {
		p("- Etiquetas que no apuntan a ninguna entrada del catálogo:\n")
		for _, t := range r.DanglingTags {
			p("  - `@%s` en %s:%d\n", t.Tag, t.File, t.Line)
		}
	}
	p("\n%s\n", cartas.LegendMarkdown())
	for _, ch := range r.Chapters {
		if ch.SelfRow() {
			p("\n## %s — %s\n\n", ch.ID, mdCell(ch.Title))
		} else {
			p("\n<a id=\"%s\"></a>\n\n## %s — %s\n\n", ch.ID, ch.ID, mdCell(ch.Title))
		}
		p("%s\n\n", countsLine(ch.Counts))
		if m := ch.Mutation; m != nil {
			p("%s\n\n", mdMutation(m))
		}
		p("| artículo | título | tipo | en el texto | estado | escenarios |\n|---|---|---|---|---|---|\n")
		for _, a := range ch.Articles {
			st := mdStatus(a.Evidence, a.Justification)
			kind := a.KindLabel
			if len(a.ConfigKeys) > 0 {
				kind += " (`" + strings.Join(a.ConfigKeys, "`, `") + "`)"
			}
			p("| <a id=\"%s\"></a>%s | %s | %s | %s | %s | %s |\n", a.ID, a.ID, mdCell(a.Title), mdCell(kind), mdCell(textCell(a)), mdCell(st), mdScenarios(a.Scenarios))
		}
	}
	p("\n<a id=\"convenciones\"></a>\n\n## Convenciones\n\n")
	p("| convención | regla | implementación | configuración en vigor | estado | escenarios |\n|---|---|---|---|---|---|\n")
	for _, c := range r.Conventions {
		var cfg []string
		for _, kv := range c.Config {
			s := Phrase(kv.Key, kv.Value)
			if !kv.IsDefault {
				s += " (por defecto, " + Phrase(kv.Key, kv.Default) + ")"
			}
			s += " `" + kv.Key + " = " + kv.Value + "`"
			cfg = append(cfg, s)
		}
		st := mdStatus(c.Evidence, c.Justification)
		p("| <a id=\"%s\"></a>%s | %s | %s | %s | %s | %s |\n", c.ID, c.ID, mdCell(c.Title+": "+c.Statement), c.Implementation, mdCell(strings.Join(cfg, "<br>")), mdCell(st), mdScenarios(c.Scenarios))
	}
	p("\n<a id=\"preguntas\"></a>\n\n## Preguntas abiertas\n")
	for _, q := range r.Questions {
		p("\n### %s — %s\n\n%s\n\n", q.ID, mdCell(q.Title), strings.TrimSpace(q.Text))
		p("Cada opción, lado a lado, en sus escenarios y en partidas aleatorias: [informe de preguntas, %s](%s).\n\n", q.ID, q.Links.Markdown)
		for _, o := range q.Options {
			var set []string
			for _, kv := range o.Settings {
				set = append(set, Phrase(kv.Key, kv.Value)+" `"+kv.Key+" = "+kv.Value+"`")
			}
			mark := ""
			if o.InForce {
				mark = " **(en vigor)**"
			}
			p("- **%s**%s: %s (%s)\n", o.Name, mark, mdCell(o.Text), strings.Join(set, "; "))
		}
	}
	p("\n<a id=\"fases\"></a>\n\n## Máquina de fases\n\n")
	p("| de | a | motivo | escenarios que la recorren | partidas aleatorias |\n|---|---|---|---:|---|\n")
	for _, t := range r.Transitions {
		rnd := "sí"
		if !t.RandomGames {
			rnd = "no"
			if t.Unreachable != "" {
				rnd += " — " + t.Unreachable
			}
		}
		p("| %s | %s | %s | %d | %s |\n", phaseName(t.From), phaseName(t.To), mdCell(t.Why), t.Scenarios, mdCell(rnd))
	}
	return []byte(b.String())
}

func mdScenarios(refs []ScenarioRef) string {
	if len(refs) == 0 {
		return "—"
	}
	var out []string
	for _, s := range refs {
		out = append(out, fmt.Sprintf("%s %s [%s:%d](../%s#L%d)", s.Result.Mark(), mdCell(scenarioLabel(s)), fileName(s.File), s.Line, s.File, s.Line))
	}
	return strings.Join(out, "<br>")
}

// mdMutation is a row's line on the mutation testing, with its link.
func mdMutation(m *Mutation) string {
	return mdCell(m.Text) + " [Ver los cambios](" + m.Links.Markdown + ")."
}

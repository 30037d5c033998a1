package preguntas

import (
	"fmt"
	"strings"

	"github.com/musfem/musfem/internal/cartas"
	"github.com/musfem/musfem/internal/reportfile"
)

// mdCell escapes text for a Markdown table cell.
var mdCell = reportfile.MarkdownCell

// yesNo is "sí" or "no".
func yesNo(b bool) string {
	if b {
		return "sí"
	}
	return "no"
}

// Markdown renders the report for reading in the repository
// (reports/preguntas.md); links are relative to reports/.
func (r *Report) Markdown() []byte {
	var b strings.Builder
	p := func(format string, args ...any) { fmt.Fprintf(&b, format, args...) }
	p("# %s\n\n", r.Title)
	p("Motor: **%s** · musfem %s · catálogo de artículos v%d · catálogo de eventos v%d · %d partidas aleatorias por opción (semillas %s)",
		r.Engine, r.MusfemVersion, r.CatalogVersion, r.EventCatalogVersion, r.Games, r.Seeds)
	if r.Generated != "" {
		p(" · generado: %s", r.Generated)
	}
	p("\n\n%s\n\n", introText)
	p("Cómo leerlo: %s\n\n", readingText)
	p("Cómo se juegan las partidas aleatorias. %s\n\n", r.Bots)
	p("%s\n\n", cartas.LegendMarkdown())
	p("## Resumen\n\n")
	p("| pregunta | en pocas palabras | escenarios | con diferencias | las partidas aleatorias cambian | mayor cambio de ganador |\n|---|---|---:|---:|---|---:|\n")
	for _, v := range r.Summary {
		p("| [%s — %s](#%s) | %s | %d | %d | %s | %s |\n", v.ID, mdCell(v.Title), v.ID, mdCell(v.Conclusion), v.Scenarios, v.ScenariosDiffering, yesNo(v.GamesDiffer), v.MaxWinnerChanged)
	}
	for _, q := range r.Questions {
		q.markdown(p)
	}
	return []byte(b.String())
}

func (q Question) markdown(p func(string, ...any)) {
	p("\n<a id=\"%s\"></a>\n\n## %s — %s\n\n%s\n\n", q.ID, q.ID, mdCell(q.Title), strings.TrimSpace(q.Text))
	if q.Note != "" {
		p("> %s\n\n", mdCell(q.Note))
	}
	if len(q.Conclusion) > 0 {
		p("### Conclusión\n\n%s\n\n", q.Conclusion[0])
		for _, c := range q.Conclusion[1:] {
			p("- %s\n", c)
		}
		p("\n")
	}
	p("- Artículos FEM: %s\n", codeList(q.Articles))
	p("- Convenciones: %s\n", codeList(q.Conventions))
	p("- Claves de configuración: %s\n\n", codeList(q.Keys))
	p("### Opciones\n\n| opción | respuesta | configuración |\n|---|---|---|\n")
	for _, o := range q.Options {
		cfg := "`" + settingsText(o) + "`"
		if o.Error != "" {
			cfg += " — **no se puede jugar:** " + o.Error
		}
		p("| **%s** | %s | %s |\n", mdCell(q.optionLabel(o.Name)), mdCell(o.Text), mdCell(cfg))
	}
	p("\n### Escenarios\n\n")
	if len(q.Scenarios) == 0 {
		p("Ningún escenario de `features/preguntas/` lleva la etiqueta `@%s`.\n", q.ID)
	}
	for _, g := range q.Scenarios {
		mark := "sin diferencias"
		if len(g.Rows) == 1 {
			mark = "una sola opción: nada que comparar"
		}
		if g.Differs {
			mark = "**≠ las opciones dan resultados distintos**"
		}
		p("#### %s\n\n[%s:%d](../%s#L%d) · %s · comparado con **%s**", mdCell(g.Name), fileName(g.File), g.Line, g.File, g.Line, mark, g.Compared)
		if len(g.Tags) > 0 {
			p(" · `@%s`", strings.Join(g.Tags, "` `@"))
		}
		p("\n\n|  |")
		for _, row := range g.Rows {
			p(" %s |", mdCell(q.optionLabel(row.Option)))
		}
		p("\n|---|")
		for range g.Rows {
			p("---|")
		}
		p("\n")
		for _, a := range sideBySide(g) {
			p("| %s |", a.Label)
			for _, c := range a.Cells {
				text := mdCell(strings.Join(c.Lines, "<br>"))
				if c.Differs {
					text = "**≠** " + text
				}
				p(" %s |", text)
			}
			p("\n")
		}
		p("\n")
	}
	q.markdownImpact(p)
}

func (q Question) markdownImpact(p func(string, ...any)) {
	im := q.Impact
	p("### Partidas aleatorias\n\n")
	if im.Games == 0 || len(im.Options) == 0 {
		p("No se han jugado partidas aleatorias.\n")
		return
	}
	p("%d partidas por opción, las mismas con cada una. «La regla actúa»: %s.\n\n", im.Games, im.Detector)
	p("| opción | errores | gana A | gana la otra pareja | jugadas por partida | tantos por jugada | la regla actúa | difiere de la referencia |\n|---|---:|---:|---|---|---|---|---|\n")
	for _, oi := range im.Options {
		fires := shareText(&oi.Fires)
		if oi.Detector != im.Detector && oi.Detector != "—" {
			fires += " — " + oi.Detector
		}
		p("| **%s** | %d | %d | %s | %s | %s | %s | %s |\n", mdCell(q.optionLabel(oi.Option)), oi.Errors, oi.WinsA,
			shareText(oi.WinnerChanged), statText(oi.Rounds), statText(tantoTotal(oi)), mdCell(fires), differsText(oi, q.isReference(oi.Option)))
	}
	p("\nTantos por jugada y concepto (media ± desviación típica):\n\n| concepto |")
	for _, oi := range im.Options {
		p(" %s |", mdCell(oi.Option))
	}
	p("\n|---|")
	for range im.Options {
		p("---|")
	}
	p("\n")
	for c := range im.Options[0].Tantos {
		p("| %s |", conceptLabel(im.Options[0].Tantos[c].Concept))
		for _, oi := range im.Options {
			if c < len(oi.Tantos) {
				p(" %s |", statText(oi.Tantos[c].Stat))
			} else {
				p(" — |")
			}
		}
		p("\n")
	}
}

// codeList is "`a`, `b`" or "—".
func codeList(s []string) string {
	if len(s) == 0 {
		return "—"
	}
	return "`" + strings.Join(s, "`, `") + "`"
}

// fileName returns the last element of a path.
func fileName(p string) string {
	if i := strings.LastIndexByte(p, '/'); i >= 0 {
		return p[i+1:]
	}
	return p
}

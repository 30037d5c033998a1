package certify

import (
	"bytes"
	"fmt"
	"strings"

	"github.com/musfem/musfem/evidence"
)

// statusMark is a status with its mark, as the certificate shows it:
// «✓ PASA», «◇ LO CALCULA EL ADAPTADOR».
func statusMark(s evidence.Status) string { return s.Mark() + " " + s.Label() }

func cell(s string) string {
	s = strings.ReplaceAll(s, "|", "\\|")
	return strings.ReplaceAll(s, "\n", " ")
}

// countsLine says a Counts of checks in words: "21 pasan, 3 fallan".
func countsLine(c evidence.Counts) string {
	var parts []string
	for _, s := range evidence.Statuses() {
		n := c.Of(s)
		if n == 0 {
			continue
		}
		parts = append(parts, s.Count(n))
	}
	if len(parts) == 0 {
		return "ninguno"
	}
	return strings.Join(parts, ", ")
}

// Markdown renders the report in Spanish.
func (r *Report) Markdown() []byte {
	var b bytes.Buffer
	p := func(format string, a ...any) { fmt.Fprintf(&b, format, a...) }
	p("# Certificación de %s\n\n", r.Engine)
	p("Motor: **%s** %s · semilla del diferencial: %d", r.Engine, r.Version, r.Seed)
	if r.Selector != "" {
		p(" · selección: %s", r.Selector)
	}
	p("\n\nVeredicto: **%s**\n\n", r.Verdict)
	if len(r.HouseRules) > 0 {
		howPlaysMD(p, r)
	}
	headlineMD(p, r)
	p("## Resumen\n\n")
	p("| estado | artículos | convenciones |\n|---|---:|---:|\n")
	a, c := r.Summary.Articles, r.Summary.Conventions
	for _, s := range evidence.Statuses() {
		if a.Of(s) == 0 && c.Of(s) == 0 {
			continue
		}
		p("| %s | %d | %d |\n", statusMark(s), a.Of(s), c.Of(s))
	}
	p("| **total** | **%d** | **%d** |\n\n", a.Total, c.Total)
	s := r.Summary
	grupos := "grupos"
	if s.Groups == 1 {
		grupos = "grupo"
	}
	p("- Divergencias: %d %s (cada grupo, una diferencia con el mismo aspecto y los mismos artículos).\n", s.Groups, grupos)
	p("- %s\n", r.CountsLine())
	if len(r.Adapter) > 0 {
		p("- El motor declara que su adaptador calcula: %s (docs/protocol-v%d.md). Las filas que solo eso comprueba salen como «lo calcula el adaptador» y no cuentan como aprobadas: %d.\n", strings.Join(r.Adapter, ", "), max(r.Protocol, 3), s.AdapterRows)
	}
	p("- Escenarios: %d — %s.\n", s.Scenarios.Total, countsLine(s.Scenarios))
	p("- Registros de referencia: %d — %s.\n", s.Fixtures.Total, countsLine(s.Fixtures))
	p("- %s\n", r.GamesLine())
	if line := r.ComparisonLine(); line != "" {
		p("- %s\n", line)
	}
	for _, n := range r.Notes {
		p("- %s\n", n)
	}
	if len(r.Failures) > 0 {
		p("\n## Fallos de transporte\n\n| tipo | veces | dónde | mensaje |\n|---|---:|---|---|\n")
		for _, f := range r.Failures {
			p("| %s | %d | %s | %s |\n", statusMark(f.Kind), f.Count, cell(f.Where), cell(f.Message))
		}
	}
	if len(r.Groups) > 0 {
		p("\n## Divergencias\n\n| grupo | qué difiere | artículos | partidas | pasos | escenarios y registros | consecuencias |\n|---|---|---|---:|---:|---:|---:|\n")
		for _, g := range r.Groups {
			p("| %s | %s<br>%s (`%s`) | %s | %d | %d | %d | %d |\n", g.ID, cell(g.Heading()), cell(g.Text), g.Example.Aspect, strings.Join(g.Articles, ", "), g.Games, g.Steps, g.Checks, g.Consequences)
		}
		for _, g := range r.Groups {
			groupMD(p, r, g)
			groupCommandMD(p, r, g)
		}
	}
	comparisonsMD(p, r)
	if len(r.Expected) > 0 {
		p("\n## Fallos esperados\n\n| id | motivo |\n|---|---|\n")
		for _, e := range r.Expected {
			p("| %s | %s |\n", e.Articulo, cell(e.Motivo))
		}
	}
	for _, ch := range r.Chapters {
		p("\n## %s — %s\n\n| artículo | título | tipo | estado | pruebas |\n|---|---|---|---|---|\n", ch.ID, cell(ch.Title))
		for _, row := range ch.Rows {
			rowMD(p, row)
		}
	}
	if len(r.Conventions) > 0 {
		p("\n## Convenciones\n\n| convención | título | estado en musfem | estado | pruebas |\n|---|---|---|---|---|\n")
		for _, row := range r.Conventions {
			rowMD(p, row)
		}
	}
	p("\n## Salida de error del motor\n\n")
	if r.Stderr == "" {
		p("(vacía)\n")
	} else {
		p("```\n%s\n```\n", strings.TrimRight(r.Stderr, "\n"))
	}
	return b.Bytes()
}

// groupMD renders one group of divergences.
func groupMD(p func(string, ...any), r *Report, g Group) {
	p("\n### %s — %s\n\n", g.ID, g.Heading())
	p("- Qué se compara: %s · aspecto `%s` (regla `%s` de la tabla de aspectos) · artículos: %s\n", g.Text, g.Example.Aspect, g.Rule, strings.Join(g.Articles, ", "))
	p("- Aparece en %s.\n", firstOf(groupCounts(g), "ninguna prueba"))
	if g.FirstGame > 0 {
		p("- Primera partida: %d (semilla %d).\n", g.FirstGame, g.FirstSeed)
	}
	sourcesMD(p, r, g)
	d := g.Example
	if d.Viewer != "" {
		p("- Quién lo ve: %s.\n", d.Viewer)
	}
	if d.Reference == "" || d.Engine == "" {
		p("\n- La referencia: %s\n- El motor: %s\n", cell(SideText(d.Reference)), cell(SideText(d.Engine)))
	} else if len(d.Fields) > 0 {
		p("\n| campo | referencia | motor |\n|---|---|---|\n")
		for _, f := range d.Fields {
			p("| `%s` | `%s` | `%s` |\n", firstOf(f.Path, "(todo)"), cell(firstOf(f.Reference, "(nada)")), cell(firstOf(f.Engine, "(nada)")))
		}
	}
	if rp := g.Repro; rp != nil {
		p("\nReproducción reducida, semilla %d — %s", rp.Seed, rp.Shrink)
		if len(rp.Rules) > 0 {
			p(", reglas `%s`", strings.Join(rp.Rules, "`, `"))
		}
		p(":\n\n")
		for i, dk := range rp.Decks {
			p("- Mazo preparado %d: `%s`\n", i+1, dk)
		}
		p("\n```\n%s\n```\n\nJugadas:\n\n```\n%s\n```\n", strings.Join(rp.Narration, "\n"), strings.Join(rp.Plays, "\n"))
	}
}

// maxSourcesMD is how many of a group's scenarios and fixtures the
// Markdown lists, one a line; the certificate's HTML and JSON list them
// all.
const maxSourcesMD = 3

// sourcesMD lists the first scenarios and fixtures that show a group, one
// a line, and says where the rest are: the group's section of the HTML
// certificate beside this one, and its JSON.
func sourcesMD(p func(string, ...any), r *Report, g Group) {
	if len(g.Sources) == 0 {
		return
	}
	if len(g.Sources) <= maxSourcesMD {
		p("- Escenarios y registros que lo muestran:\n")
	} else {
		p("- Escenarios y registros que lo muestran: %d; por ejemplo:\n", len(g.Sources))
	}
	for i, src := range g.Sources {
		if i == maxSourcesMD {
			break
		}
		p("  - %s\n", src)
	}
	if rest := len(g.Sources) - maxSourcesMD; rest > 0 {
		where := "en el certificado HTML (sección " + g.ID + ") y en el JSON (`sources`)"
		if r.outName != "" {
			html := "certificacion-" + r.outName + ".html"
			where = fmt.Sprintf("en [%s#%s](%s#%s) y en certificacion-%s.json (`sources`)", html, g.ID, html, g.ID, r.outName)
		}
		p("  - y %s más: la lista entera está %s.\n", plural(rest, "otro", "otros"), where)
	}
}

// groupCommandMD says how to reproduce a group alone.
func groupCommandMD(p func(string, ...any), r *Report, g Group) {
	if cmd := r.ReproduceCommand(g); cmd != "" {
		p("\nPara repetir solo este grupo (caso `%s`):\n\n```\n%s\n```\n", g.Repro.CaseFile, cmd)
	}
}

func rowMD(p func(string, ...any), row Row) {
	st := statusMark(row.Status)
	if row.Reason != "" {
		st += " — " + row.Reason
	}
	var ev []string
	for _, c := range row.Checks {
		t := fmt.Sprintf("%s %s %s", c.Kind, c.Result.Label(), c.Name)
		if c.Ref != "" {
			t += " (" + c.Ref + ")"
		}
		if c.Group != "" {
			t += " [" + c.Group + "]"
		}
		if c.Why != "" {
			t += ": " + c.Why
		} else if c.Result != evidence.Pasa && c.Message != "" {
			t += ": " + clip(c.Message)
		}
		ev = append(ev, t)
	}
	if len(ev) == 0 {
		ev = []string{"—"}
	}
	p("| %s | %s | %s | %s | %s |\n", row.ID, cell(row.Title), cell(row.Kind), cell(st), cell(strings.Join(ev, "<br>")))
}

// headlineMD names, under the verdict, every rule that fails: its id,
// title and what the engine does instead.
func headlineMD(p func(string, ...any), r *Report) {
	fs := r.FailingRules()
	if len(fs) == 0 {
		return
	}
	p("**%s**\n\n", r.FailingLine())
	for _, f := range fs {
		p("- %s **%s** — %s: %s\n", statusMark(f.Status), f.ID, f.Title, f.Instead)
	}
	p("\n")
}

func clip(s string) string {
	if len(s) > 600 {
		return s[:600] + "…"
	}
	return s
}

// ComparisonLine sums up the comparison of hands for the summary, "" when
// it was not played.
func (r *Report) ComparisonLine() string {
	var modes []string
	for _, c := range r.Comparisons {
		if c.NotApplicable == "" {
			modes = append(modes, fmt.Sprintf("%s, %s de %d", modeText(c.Mode), plural(c.Played, "ronda", "rondas"), c.Total))
		}
	}
	if len(modes) == 0 {
		return ""
	}
	return fmt.Sprintf("Comparación de manos (cuatro manos por ronda, con mazos preparados): %s (%s); %s distintas de las convenciones.",
		strings.Join(modes, "; "), selectionText(r.CompareSelection), plural(r.Summary.CompareWrong, "comparación", "comparaciones"))
}

// comparisonsMD renders the comparison of hands: by deck mode, the
// conventions the engine ranks hands otherwise than, with the first
// hands that show it and the command that replays each.
func comparisonsMD(p func(string, ...any), r *Report) {
	if len(r.Comparisons) == 0 {
		return
	}
	p("\n## Comparación de manos\n\n")
	p("Cada ronda reparte cuatro manos con un mazo preparado, todos pasan y el conteo dice qué mano gana cada lance; la respuesta se calcula aparte del motor de referencia (comparacion/). Un fallo se imputa solo a la convención que ordena esas manos.\n")
	for _, c := range r.Comparisons {
		p("\n### %s\n\n", modeText(c.Mode))
		if c.NotApplicable != "" {
			p("No aplica: %s.\n", c.NotApplicable)
			continue
		}
		p("%s de %d (%s).\n", plural(c.Played, "ronda jugada", "rondas jugadas"), c.Total, selectionText(c.Selection))
		if f := c.Failure; f != nil {
			p("\n%s: la ronda %d no se pudo jugar (%s).\n", statusMark(f.Status), f.Round, f.Message)
		}
		if len(c.Conventions) == 0 {
			p("\nNinguna comparación distinta de las convenciones.\n")
			continue
		}
		for _, cv := range c.Conventions {
			p("\n#### %s — %s\n\n", cv.ID, plural(cv.Count, "comparación distinta", "comparaciones distintas"))
			p("| ronda | lance | gana según la convención | el motor da el lance a | qué pasa |\n|---:|---|---|---|---|\n")
			for _, ex := range cv.Examples {
				p("| %d | %s | %s | %s | %s |\n", ex.Round, ex.Lance, handCell(ex.Want, ex.WantSeat), handCell(ex.Got, ex.GotSeat), cell(ex.Detail))
			}
			if cmd := cv.Examples[0].Command; cmd != "" {
				p("\nPara repetir la ronda %d sola:\n\n```\n%s\n```\n", cv.Examples[0].Round, cmd)
			}
		}
	}
}

// handCell shows a hand with its seat, "—" when there is none.
func handCell(h string, seat int) string {
	if h == "" {
		return "—"
	}
	return fmt.Sprintf("`%s` (asiento %d)", h, seat)
}

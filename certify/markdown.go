package certify

import (
	"bytes"
	"fmt"
	"strings"
)

// statusMark adds the report's sign to a status.
func statusMark(s string) string {
	switch s {
	case Pasa:
		return "✓ " + s
	case Falla:
		return "✗ " + s
	case Error, Tiempo:
		return "⚠ " + s
	case Esperado:
		return "≈ " + s
	}
	return "– " + s
}

func cell(s string) string {
	s = strings.ReplaceAll(s, "|", "\\|")
	return strings.ReplaceAll(s, "\n", " ")
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
	p("\n\nVeredicto: **%s**\n\n## Resumen\n\n", r.Verdict)
	p("| estado | artículos | convenciones |\n|---|---:|---:|\n")
	a, c := r.Summary.Articles, r.Summary.Conventions
	for _, row := range []struct {
		s    string
		x, y int
	}{{Pasa, a.Pasa, c.Pasa}, {Falla, a.Falla, c.Falla}, {Error, a.Error, c.Error}, {Tiempo, a.Tiempo, c.Tiempo},
		{NoAplica, a.NoAplica, c.NoAplica}, {Esperado, a.Esperado, c.Esperado}} {
		p("| %s | %d | %d |\n", statusMark(row.s), row.x, row.y)
	}
	p("| **total** | **%d** | **%d** |\n\n", a.Total, c.Total)
	s := r.Summary
	p("- Artículos aplicables por un motor: %d; fallan, dan error o agotan el tiempo: %d.\n", s.Enforceable, s.EnforceableK)
	p("- Escenarios: %d — %d pasan, %d fallan, %d con error, %d sin respuesta a tiempo, %d no aplican (opciones que el motor no declara).\n", s.Scenarios.Total, s.Scenarios.Pasa, s.Scenarios.Falla, s.Scenarios.Error, s.Scenarios.Tiempo, s.Scenarios.NoAplica)
	p("- Registros de referencia: %d — %d pasan, %d fallan, %d con error, %d sin respuesta a tiempo, %d no aplican (reglas o capacidades que el motor no declara).\n", s.Fixtures.Total, s.Fixtures.Pasa, s.Fixtures.Falla, s.Fixtures.Error, s.Fixtures.Tiempo, s.Fixtures.NoAplica)
	p("- Partidas diferenciales: %d de %d jugadas, %d pasos comparados (eventos, jugadas legales y las observaciones de los cuatro asientos y del espectador).\n", s.GamesPlayed, s.Games, s.Steps)
	for _, n := range r.Notes {
		p("- %s\n", n)
	}
	if len(r.Expected) > 0 {
		p("\n## Fallos esperados\n\n| id | motivo |\n|---|---|\n")
		for _, e := range r.Expected {
			p("| %s | %s |\n", e.Articulo, cell(e.Motivo))
		}
	}
	if d := r.Divergence; d != nil {
		p("\n## Primera divergencia (reducida)\n\n")
		p("- Qué difiere: **%s** %s · resultado: %s · artículos: %s\n", d.What, d.Viewer, statusMark(d.Result), strings.Join(d.Articles, ", "))
		p("- Semilla: %d · reducción: %s\n", d.Seed, d.Shrink)
		if len(d.Rules) > 0 {
			p("- Reglas distintas de las de por defecto: `%s`\n", strings.Join(d.Rules, "`, `"))
		}
		for i, dk := range d.Decks {
			p("- Mazo preparado %d: `%s`\n", i+1, dk)
		}
		p("\nPartida de la referencia hasta la divergencia:\n\n```\n%s\n```\n\n", strings.Join(d.Replay, "\n"))
		if d.Play != "" {
			p("Jugada que diverge: `%s`\n\n", d.Play)
		}
		p("| referencia | motor |\n|---|---|\n| `%s` | `%s` |\n", cell(d.Reference), cell(d.Engine))
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

func rowMD(p func(string, ...any), row Row) {
	st := statusMark(row.Status)
	if row.Reason != "" {
		st += " — " + row.Reason
	}
	var ev []string
	for _, c := range row.Checks {
		t := fmt.Sprintf("%s %s %s", c.Kind, c.Result, c.Name)
		if c.Ref != "" {
			t += " (" + c.Ref + ")"
		}
		if c.Result != Pasa && c.Message != "" {
			t += ": " + clip(c.Message)
		}
		ev = append(ev, t)
	}
	if len(ev) == 0 {
		ev = []string{"—"}
	}
	p("| %s | %s | %s | %s | %s |\n", row.ID, cell(row.Title), cell(row.Kind), cell(st), cell(strings.Join(ev, "<br>")))
}

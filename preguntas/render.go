package preguntas

import (
	"fmt"
	"slices"
	"strings"

	"github.com/musfem/musfem/evidence"
	"github.com/musfem/musfem/internal/reportfile"
)

// Decode reads a report written by JSON.
func Decode(data []byte) (*Report, error) {
	return reportfile.DecodeAs[Report]("informe de preguntas", data, SchemaName, SchemaVersion)
}

// introText says what the report is, for the Markdown and the HTML.
const introText = "Para cada pregunta abierta (lo que el Reglamento no dice claro y musfem ha tenido que decidir): su texto, una conclusión escrita a partir de lo medido, " +
	"sus opciones, cada escenario jugado con cada opción al lado de la que musfem juega hoy, y lo que cambia cada opción en miles de partidas jugadas al azar. " +
	"Guía en castellano para leerlo: docs/LEEME.md."

// readingText says how to read the comparisons.
const readingText = "≠ marca lo que cambia frente a la opción de referencia (la que juega musfem hoy). Las partidas aleatorias son las mismas con cada opción " +
	"(mismas cartas, mismos bots); en cuanto una opción cambia una decisión o una carta, el resto de esa partida puede seguir otro camino, y «gana la otra pareja» " +
	"cuenta cuántas veces el ganador cambia con ese efecto incluido. Cada porcentaje lleva su intervalo del 95 % de confianza y cada media su desviación típica (±)."

// cell is one cell of a side-by-side table: its lines and whether it
// differs from the compared option's cell.
type cell struct {
	Lines   []string
	Differs bool
}

// aspect is one line of the side-by-side table of a scenario: what is
// shown (lances, tantos…) under every option.
type aspect struct {
	Label string
	Cells []cell
}

// sideBySide returns the table of a scenario group: one column per row
// (option), one line per aspect.
func sideBySide(g ScenarioGroup) []aspect {
	has := func(r Row, what string) bool { return slices.Contains(r.Differs, what) }
	line := func(label, what string, f func(r Row) []string) aspect {
		a := aspect{Label: label}
		for _, r := range g.Rows {
			ls := f(r)
			if len(ls) == 0 {
				ls = []string{"—"}
			}
			a.Cells = append(a.Cells, cell{Lines: ls, Differs: what != "" && has(r, what)})
		}
		return a
	}
	return []aspect{
		line("lo que dice el escenario", "", func(r Row) []string { return []string{r.Name} }),
		line("resultado del escenario", "", func(r Row) []string {
			s := r.Result.Label()
			if r.Message != "" && r.Result != evidence.Pasa {
				s += ": " + r.Message
			}
			return []string{s}
		}),
		line("reglas distintas de las por defecto", "", func(r Row) []string { return r.Rules }),
		line("ganador de cada lance", "lances", func(r Row) []string {
			var out []string
			for _, l := range r.Lances {
				out = append(out, fmt.Sprintf("jugada %d, %s: %s (%s)", l.Round, l.Lance, teamOrNone(l.Winner), reasonText(l.Reason)))
			}
			return out
		}),
		line("tantos y por qué", "tantos", func(r Row) []string {
			var out []string
			for _, t := range r.Tantos {
				out = append(out, fmt.Sprintf("%s +%d: %s → %d-%d", teamOrNone(t.Team), t.Points, t.Why, t.Score[0], t.Score[1]))
			}
			return out
		}),
		line("marcador final", "marcador", func(r Row) []string {
			s := fmt.Sprintf("A %d - B %d", r.Score[0], r.Score[1])
			if r.Games != [2]int{} {
				s += fmt.Sprintf(" · juegos A %d - B %d", r.Games[0], r.Games[1])
			}
			return []string{s}
		}),
		line("quién gana", "ganador", func(r Row) []string {
			if r.Winner == "" {
				return []string{"nadie todavía: la partida sigue"}
			}
			return []string{fmt.Sprintf("la pareja %s (%s)", r.Winner, endText(r.End))}
		}),
		line("lo que se puede hacer", "acciones", func(r Row) []string {
			if r.FirstLegal == "" {
				return []string{"iguales"}
			}
			return []string{r.FirstLegal}
		}),
		line("lo que ven los jugadores", "observaciones", func(r Row) []string {
			if r.FirstObservation == "" {
				return []string{"iguales"}
			}
			return []string{r.FirstObservation}
		}),
	}
}

func teamOrNone(t string) string {
	if t == "" {
		return "nadie"
	}
	return t
}

// reasonText says in Spanish why a lance was won (LanceResolved.Reason).
func reasonText(r string) string {
	switch r {
	case "mejor_jugada":
		return "mejor jugada"
	case "no_quiero":
		return "no quiero"
	case "una_pareja":
		return "solo una pareja"
	case "ordago":
		return "órdago querido"
	case "ordago_nulo":
		return "órdago nulo"
	}
	return r
}

// endText says in Spanish how a game ended (GameFinished.Reason).
func endText(e string) string {
	switch e {
	case "tantos":
		return "por tantos"
	case "ordago":
		return "por órdago"
	case "":
		return "—"
	}
	return e
}

// optionLabel is an option's name with its marks.
func (q Question) optionLabel(name string) string {
	for _, o := range q.Options {
		if o.Name != name {
			continue
		}
		var marks []string
		if o.Default {
			marks = append(marks, "en vigor")
		}
		if o.Reference {
			marks = append(marks, "referencia")
		}
		if len(marks) > 0 {
			return name + " (" + strings.Join(marks, ", ") + ")"
		}
	}
	return name
}

// settingsText is "key = value, key = value".
func settingsText(o Option) string {
	var out []string
	for _, s := range o.Settings {
		out = append(out, s.Key+" = "+s.Value)
	}
	return strings.Join(out, ", ")
}

// shareText is "12,3 % (10,9–13,8 %; 246 de 2000)".
func shareText(s *Share) string {
	if s == nil {
		return "— (referencia)"
	}
	if s.Total == 0 {
		return "—"
	}
	return fmt.Sprintf("%s %% (IC 95 %%: %s–%s %%; %d de %d)", s.Percent, s.Low, s.High, s.Count, s.Total)
}

// statText is "12,34 ± 5,67".
func statText(s Stat) string {
	if s.N == 0 {
		return "—"
	}
	return s.Mean + " ± " + s.SD
}

// differsText lists the measures of an option that differ from the
// reference's, in Spanish.
func differsText(oi OptionImpact, reference bool) string {
	if reference {
		return "referencia"
	}
	if len(oi.Differs) == 0 {
		return "nada"
	}
	return strings.Join(oi.Differs, ", ")
}

// conceptLabel names a PointsAwarded concept in Spanish.
func conceptLabel(c string) string {
	switch c {
	case "envite_no_querido":
		return "envite no querido"
	case "penalizacion":
		return "penalización"
	case "total":
		return "total"
	}
	return c
}

// isReference reports whether an option is the question's reference.
func (q Question) isReference(name string) bool { return name == q.Reference }

// tantoTotal returns the "total" concept stat of an option.
func tantoTotal(oi OptionImpact) Stat {
	for _, c := range oi.Tantos {
		if c.Concept == "total" {
			return c.Stat
		}
	}
	return Stat{}
}

package report

import (
	"fmt"
	"strings"
)

// cuantos writes n with the singular or plural form of a Spanish word or
// phrase: "1 fila", "2 filas", "0 filas".
func cuantos(n int, uno, varios string) string {
	if n == 1 {
		return fmt.Sprintf("%d %s", n, uno)
	}
	return fmt.Sprintf("%d %s", n, varios)
}

// countsLine is the sentence under a chapter heading: how many rows and
// how many of them in each status, e.g. "5 filas: 1 cubierta, 0 fallan,
// 4 sin cubrir, 0 no aplican."
func countsLine(c Counts) string {
	return fmt.Sprintf("%s: %s, %s, %s, %s.", cuantos(c.Total, "fila", "filas"),
		cuantos(c.Pasa, "cubierta", "cubiertas"), cuantos(c.Falla, "falla", "fallan"),
		cuantos(c.SinPruebas, "sin cubrir", "sin cubrir"), cuantos(c.NoAplica, "no aplica", "no aplican"))
}

// ScenarioCountsText says, in Spanish, how many scenarios had each result,
// e.g. "314 pasan, 1 falla, 0 con error, 0 no aplican" (a step without
// definition is an error).
func ScenarioCountsText(sc ScenarioCounts) string {
	return fmt.Sprintf("%s, %s, %s, %s", cuantos(sc.Pasa, "pasa", "pasan"),
		cuantos(sc.Falla, "falla", "fallan"), cuantos(sc.Error, "con error", "con error"),
		cuantos(sc.NoAplica, "no aplica", "no aplican"))
}

// tocLine is the count of a chapter in the table of contents: its rows and
// the statuses that have any, "24 filas: 20 cubiertas, 4 no aplican".
func tocLine(c Counts) string {
	var parts []string
	if c.Pasa > 0 {
		parts = append(parts, cuantos(c.Pasa, "cubierta", "cubiertas"))
	}
	if c.Falla > 0 {
		parts = append(parts, cuantos(c.Falla, "falla", "fallan"))
	}
	if c.SinPruebas > 0 {
		parts = append(parts, cuantos(c.SinPruebas, "sin cubrir", "sin cubrir"))
	}
	if c.NoAplica > 0 {
		parts = append(parts, cuantos(c.NoAplica, "no aplica", "no aplican"))
	}
	s := cuantos(c.Total, "fila", "filas")
	if len(parts) > 0 {
		s += ": " + strings.Join(parts, ", ")
	}
	return s
}

// statusMeaning says what a status means, for the reader of the report.
func statusMeaning(s string) string {
	switch s {
	case Cubierto:
		return "un motor puede aplicar la regla y al menos uno de sus escenarios pasa; ninguno falla: está cubierta."
	case Falla:
		return "al menos uno de sus escenarios falla: el motor no cumple la regla tal como está escrita."
	case SinCubrir:
		return "sin cubrir: un motor podría aplicar la regla, pero ningún escenario que pase la comprueba todavía."
	case NoAplica:
		return "ningún motor puede aplicarla (es de organización del torneo, imposible en un juego digital, o una convención que musfem no implementa); la fila da el motivo, y sus escenarios si los tiene."
	}
	return ""
}

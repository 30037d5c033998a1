package trazabilidad

import (
	"fmt"
	"strings"

	"github.com/musfem/musfem/evidence"
)

// cuantos writes n with the singular or plural form of a Spanish word or
// phrase: "1 fila", "2 filas", "0 filas".
func cuantos(n int, uno, varios string) string {
	if n == 1 {
		return fmt.Sprintf("%d %s", n, uno)
	}
	return fmt.Sprintf("%d %s", n, varios)
}

// coverageWords are the report's own words for a count of rows in the
// statuses that say coverage: a passing row is «cubierta», one without a
// passing scenario «sin cubrir» (singular and plural). Rows in any other
// status are counted in the words of every report (evidence.Status.Count).
var coverageWords = map[evidence.Status][2]string{
	evidence.Pasa:       {"cubierta", "cubiertas"},
	evidence.SinPruebas: {"sin cubrir", "sin cubrir"},
}

// rowCount says n rows in status s: "1 cubierta", "0 fallan".
func rowCount(s evidence.Status, n int) string {
	if w, ok := coverageWords[s]; ok {
		return cuantos(n, w[0], w[1])
	}
	return s.Count(n)
}

// countsLine is the sentence under a chapter heading: how many rows and
// how many of them in each status, e.g. "5 filas: 1 cubierta, 0 fallan,
// 4 sin cubrir, 0 no aplican."
func countsLine(c evidence.Counts) string {
	var parts []string
	for _, s := range rowStatuses {
		parts = append(parts, rowCount(s, c.Of(s)))
	}
	return cuantos(c.Total, "fila", "filas") + ": " + strings.Join(parts, ", ") + "."
}

// scenarioResults are the results a scenario of the specification can
// have, in the order the report counts them.
var scenarioResults = []evidence.Status{evidence.Pasa, evidence.Falla, evidence.Error, evidence.NoAplica}

// ScenarioCountsText says, in Spanish, how many scenarios had each result,
// e.g. "314 pasan, 1 falla, 0 con error, 0 no aplican" (a step without
// definition is an error).
func ScenarioCountsText(sc evidence.Counts) string {
	var parts []string
	for _, s := range scenarioResults {
		parts = append(parts, s.Count(sc.Of(s)))
	}
	return strings.Join(parts, ", ")
}

// tocLine is the count of a chapter in the table of contents: its rows and
// the statuses that have any, "24 filas: 20 cubiertas, 4 no aplican".
func tocLine(c evidence.Counts) string {
	var parts []string
	for _, s := range rowStatuses {
		if n := c.Of(s); n > 0 {
			parts = append(parts, rowCount(s, n))
		}
	}
	s := cuantos(c.Total, "fila", "filas")
	if len(parts) > 0 {
		s += ": " + strings.Join(parts, ", ")
	}
	return s
}

// statusMeaning says what a status means, for the reader of the report.
func statusMeaning(s evidence.Status) string {
	switch s {
	case evidence.Pasa:
		return "un motor puede aplicar la regla y al menos uno de sus escenarios pasa; ninguno falla: está cubierta."
	case evidence.Falla:
		return "al menos uno de sus escenarios falla: el motor no cumple la regla tal como está escrita."
	case evidence.SinPruebas:
		return "sin cubrir: un motor podría aplicar la regla, pero ningún escenario que pase la comprueba todavía."
	case evidence.NoAplica:
		return "ningún motor puede aplicarla (es de organización del torneo, imposible en un juego digital, o una convención que musfem no implementa); la fila da el motivo, y sus escenarios si los tiene."
	}
	return ""
}

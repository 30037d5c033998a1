package report

import "fmt"

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
		cuantos(c.Cubierto, "cubierta", "cubiertas"), cuantos(c.Falla, "falla", "fallan"),
		cuantos(c.SinCubrir, "sin cubrir", "sin cubrir"), cuantos(c.NoAplica, "no aplica", "no aplican"))
}

// String says, in Spanish, how many scenarios had each result, e.g. "314
// pasan, 1 falla, 0 pendientes, 0 no aplican".
func (sc ScenarioCounts) String() string {
	return fmt.Sprintf("%s, %s, %s, %s", cuantos(sc.Pasa, "pasa", "pasan"),
		cuantos(sc.Falla, "falla", "fallan"), cuantos(sc.Pendiente, "pendiente", "pendientes"),
		cuantos(sc.NoAplica, "no aplica", "no aplican"))
}

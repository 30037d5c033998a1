package trazabilidad

import (
	"testing"

	"github.com/musfem/musfem/evidence"
)

// TestSpanishCounts checks singular and plural forms in the report's
// count sentences.
func TestSpanishCounts(t *testing.T) {
	for _, c := range []struct{ got, want string }{
		{countsLine(evidence.Counts{Total: 5, Pasa: 1, Falla: 0, SinPruebas: 4, NoAplica: 0}),
			"5 filas: 1 cubierta, 0 fallan, 4 sin cubrir, 0 no aplican."},
		{countsLine(evidence.Counts{Total: 1, Pasa: 0, Falla: 1, SinPruebas: 0, NoAplica: 0}),
			"1 fila: 0 cubiertas, 1 falla, 0 sin cubrir, 0 no aplican."},
		{countsLine(evidence.Counts{Total: 3, Pasa: 2, Falla: 0, SinPruebas: 0, NoAplica: 1}),
			"3 filas: 2 cubiertas, 0 fallan, 0 sin cubrir, 1 no aplica."},
		{ScenarioCountsText(evidence.Counts{Total: 2, Pasa: 1, Falla: 1}),
			"1 pasa, 1 falla, 0 con error, 0 no aplican"},
		{ScenarioCountsText(evidence.Counts{Total: 7, Pasa: 5, Error: 1, NoAplica: 1}),
			"5 pasan, 0 fallan, 1 con error, 1 no aplica"},
	} {
		if c.got != c.want {
			t.Errorf("got %q, want %q", c.got, c.want)
		}
	}
}

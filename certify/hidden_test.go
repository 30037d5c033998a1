package certify

import (
	"testing"

	"github.com/musfem/musfem/evidence"
)

// TestHiddenRowSaysByWhat checks issue 27, item 3: a row whose checks are
// hidden by another divergence is CONSECUENCIA even beside passing checks,
// and says which groups hid it and how many of its checks (NO APLICA and
// ESPERADO are not evidence and do not count).
func TestHiddenRowSaysByWhat(t *testing.T) {
	var cs []Check
	for i := 0; i < 12; i++ {
		cs = append(cs, Check{Kind: "escenario", Result: evidence.Consecuencia, Group: "D2"})
	}
	cs = append(cs,
		Check{Kind: "escenario", Result: evidence.Consecuencia, Group: "D10"},
		Check{Kind: "escenario", Result: evidence.Consecuencia, Group: "D3"},
		Check{Kind: "diferencial", Result: evidence.Pasa},
		Check{Kind: "escenario", Result: evidence.Pasa},
		Check{Kind: "escenario", Result: evidence.NoAplica},
		Check{Kind: "escenario", Result: evidence.Esperado},
	)
	// 12 + 1 + 1 hidden, 2 passes: 16 checks that are evidence.
	row := Row{Checks: cs}
	row.Status = evidence.Certification.Judge(evidence.Must, results(cs))
	if row.Status != evidence.Consecuencia {
		t.Fatalf("estado %s, se esperaba CONSECUENCIA: una prueba que pasa no pesa más que las ocultas", row.Status)
	}
	want := "Oculto por D2: 12 de 16; por D3: 1 de 16; por D10: 1 de 16 comprobaciones (fallan antes por una divergencia imputada a otros artículos: no pueden juzgar esta fila, y las que pasan no bastan para aprobarla)."
	if got := statusReason(row); got != want {
		t.Errorf("motivo:\n%s\nse esperaba:\n%s", got, want)
	}
	// A failure still wins.
	cs = append(cs, Check{Kind: "divergencia", Result: evidence.Falla, Group: "D1"})
	if s := evidence.Certification.Judge(evidence.Must, results(cs)); s != evidence.Falla {
		t.Errorf("con un fallo propio: %s, se esperaba FALLA", s)
	}
}

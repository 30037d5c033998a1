package steps

import (
	"testing"
)

// p5Deal is a deal whose four discards have just been served (seat 3 deals,
// so 3, 2, 1, 0 discard and are served in that order; 24 − 4 = 20 cards
// are left), used by the planted scenarios of TestP5StepsCanFail.
const p5Deal = `
      Y reparte el asiento 3
      Y las manos son:
        | asiento | cartas      |
        | 0       | 1o 4c 6e Sb |
        | 1       | 5o 7c Ce 2b |
        | 2       | 4o 6c Se Rb |
        | 3       | 5c 7e Co 1e |
      Cuando los cuatro dan mus empezando por el asiento 0
      Y el asiento 3 se descarta de "5c"
      Y el asiento 2 se descarta de "4o"
      Y el asiento 1 se descarta de "5o"
      Y el asiento 0 se descarta de "1o"
`

// p5Deje is a refused raise in pares: envido and "2 más" refused, so B
// scores 2 and, with deje, 1 more.
const p5Deje = `
      Y reparte el asiento 3
      Y las manos son:
        | asiento | cartas      |
        | 0       | Ro Rc 5e 4b |
        | 1       | Co Cc 6e 4o |
        | 2       | So 7c 6b 5o |
        | 3       | 1o 1c 4e 5c |
      Cuando el asiento 0 corta el mus
      Y pasan los asientos 0, 1, 2, 3
      Y pasan los asientos 0, 1, 2, 3
      Y el asiento 0 envida
      Y el asiento 1 sube 2
      Y el asiento 0 no quiere
`

// TestP5StepsCanFail runs each step of steps/pasos_preguntas_p5.go in a
// planted scenario, once with the value the engine gives (it must pass)
// and once with another (it must fail).
func TestP5StepsCanFail(t *testing.T) {
	tests := []struct {
		name  string
		given string // context steps before the deal
		deal  string
		check string
		pass  bool
	}{
		{"deje paid", `Dado la regla "deje" vale true`, p5Deje, `Entonces la pareja B se apunta en total 1 tanto de deje en pares`, true},
		{"deje paid, 0 asserted", `Dado la regla "deje" vale true`, p5Deje, `Entonces la pareja B se apunta en total 0 tantos de deje en pares`, false},
		{"no deje, 0 asserted", `Dado la regla "deje" vale false`, p5Deje, `Entonces la pareja B se apunta en total 0 tantos de deje en pares`, true},
		{"no deje, 1 asserted", `Dado la regla "deje" vale false`, p5Deje, `Entonces la pareja B se apunta en total 1 tanto de deje en pares`, false},
		{"total marks the awards checked", `Dado la regla "deje" vale true`, p5Deje, "Entonces la pareja B se apunta en total 2 tantos de envite no querido\n      Y la pareja B se apunta en total 1 tanto de deje\n      Y no hay más tantos", true},
		{"a total of 0 checks nothing", `Dado la regla "deje" vale true`, p5Deje, "Entonces la pareja B se apunta en total 0 tantos de deje en grande\n      Y no hay más tantos", false},
		{"discard order", `Dado las reglas por defecto`, p5Deal, `Entonces se descartan en orden los asientos 3, 2, 1, 0`, true},
		{"discard order wrong", `Dado las reglas por defecto`, p5Deal, `Entonces se descartan en orden los asientos 0, 1, 2, 3`, false},
		{"serve order", `Dado la regla "serve_order" vale "reparto"`, p5Deal, `Entonces se sirven en orden los asientos 0, 1, 2, 3`, true},
		{"serve order wrong", `Dado la regla "serve_order" vale "reparto"`, p5Deal, `Entonces se sirven en orden los asientos 3, 2, 1, 0`, false},
		{"serve order after another action", `Dado las reglas por defecto`, p5Deal + "      Y el asiento 0 corta el mus\n", `Entonces se sirven en orden los asientos 3, 2, 1, 0`, false},
		{"stock size seen", `Dado las reglas por defecto`, p5Deal, `Entonces para los cuatro asientos y el espectador el tamaño del mazo es 20`, true},
		{"stock size seen, wrong", `Dado las reglas por defecto`, p5Deal, `Entonces para los cuatro asientos y el espectador el tamaño del mazo es 24`, false},
		{"stock size seen, hidden asserted", `Dado las reglas por defecto`, p5Deal, `Entonces para los cuatro asientos y el espectador el tamaño del mazo no es visible`, false},
		{"stock size hidden", `Dado la regla "stock_size_public" vale false`, p5Deal, `Entonces para los cuatro asientos y el espectador el tamaño del mazo no es visible`, true},
		{"stock size hidden, number asserted", `Dado la regla "stock_size_public" vale false`, p5Deal, `Entonces para los cuatro asientos y el espectador el tamaño del mazo es 20`, false},
		{"cards left, hidden stock", `Dado la regla "stock_size_public" vale false`, p5Deal, `Entonces quedan 20 cartas en el mazo`, true},
		{"cards left, wrong", `Dado las reglas por defecto`, p5Deal, `Entonces quedan 24 cartas en el mazo`, false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			text := "# language: es\nCaracterística: plantada\n\n  Escenario: plantado\n      " + tc.given + "\n" + tc.deal + "      " + tc.check + "\n"
			if got := plantedPasses(InitializeScenario, text); got != tc.pass {
				t.Errorf("el escenario plantado pasa = %v, se esperaba %v:\n%s", got, tc.pass, text)
			}
		})
	}
}

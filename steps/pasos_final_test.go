package steps

import "testing"

// finalDeal: A starts at 39 and reaches 40 with the negada of the grande
// (FEM VII.2, end_on_immediate_points): the first juego is A's.
const finalDeal = `      Y la regla "end_on_immediate_points" vale true
      Y el marcador empieza en A 39 - B 0
      Y reparte el asiento 3
      Y las manos son:
        | asiento | cartas      |
        | 0       | Ro Rc 5e 4b |
        | 1       | Co Cc 6e 4o |
        | 2       | So 7c 6b 5o |
        | 3       | 1o 1c 4e 5c |
      Y en la jugada siguiente reparte el asiento 0 y las manos son:
        | asiento | cartas      |
        | 0       | Ro Rc 5e 4b |
        | 1       | Co Cc 6e 4o |
        | 2       | So 7c 6b 5o |
        | 3       | 1o 1c 4e 5c |
      Cuando el asiento 0 corta el mus
      Y el asiento 0 envida
      Y el asiento 1 no quiere
      Y el asiento 3 no quiere
`

// TestGameEndStepsCanFail: «la partida termina» holds only when the juego
// won was the partida's last (games_to_win), «lleva N juegos» under any.
func TestGameEndStepsCanFail(t *testing.T) {
	tests := []struct {
		name, given, check string
		pass               bool
	}{
		{"one juego: the partida ends", `Dado la regla "games_to_win" vale 1`, `Entonces la partida termina y gana la pareja A por tantos`, true},
		{"one juego: wrong winner", `Dado la regla "games_to_win" vale 1`, `Entonces la partida termina y gana la pareja B por tantos`, false},
		{"two juegos: the partida goes on", `Dado la regla "games_to_win" vale 2`, `Entonces la partida termina y gana la pareja A por tantos`, false},
		{"two juegos: A has one", `Dado la regla "games_to_win" vale 2`, `Entonces la pareja A lleva 1 juego`, true},
		{"two juegos: not two", `Dado la regla "games_to_win" vale 2`, `Entonces la pareja A lleva 2 juegos`, false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			text := "# language: es\nCaracterística: plantada\n\n  Escenario: plantado\n      " + tc.given + "\n" + finalDeal + "      " + tc.check + "\n"
			if got := plantedPasses(InitializeScenario, text); got != tc.pass {
				t.Errorf("el escenario plantado pasa = %v, se esperaba %v:\n%s", got, tc.pass, text)
			}
		})
	}
}

package certify

import "testing"

// TestGamesLine: the line of the differential games says the steps
// compared, the games that stopped early and why, and the tantos left
// inconclusive, charged to no rule; with none of either, it says so.
func TestGamesLine(t *testing.T) {
	r := &Report{Summary: Summary{Games: 200, GamesPlayed: 200, Steps: 600, StepsPlayed: 800}}
	want := "Partidas diferenciales: 200 de 200 jugadas; 600 de 800 pasos comparados, el 75 % (en cada paso, los eventos, las acciones legales y las observaciones de los cuatro asientos y del espectador); ninguna se para antes de acabar."
	if got := r.GamesLine(); got != want {
		t.Errorf("sin paradas:\n%s\nse esperaba\n%s", got, want)
	}
	r.Summary.Stops = []StopRecord{{Reason: "el motor no admite la jugada", Games: 3}}
	r.Summary.Inconclusive = []StopRecord{{Reason: "el deje (CONVENCION-deje, FEM-VII.1)", Games: 1}}
	want = "Partidas diferenciales: 200 de 200 jugadas; 600 de 800 pasos comparados, el 75 % (en cada paso, los eventos, las acciones legales y las observaciones de los cuatro asientos y del espectador); 3 partidas se paran antes de acabar: 3 porque el motor no admite la jugada; queda sin concluir un tanto que solo apunta uno de los dos motores en una jugada que acabó sin contarse, porque no se sabe si el otro lo habría apuntado al contar (no se imputa a ninguna regla): el deje (CONVENCION-deje, FEM-VII.1), en 1 partida."
	if got := r.GamesLine(); got != want {
		t.Errorf("con paradas y un tanto sin concluir:\n%s\nse esperaba\n%s", got, want)
	}
}

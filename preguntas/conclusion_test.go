package preguntas

import (
	"errors"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/musfem/musfem/engine"
)

// TestConclusion writes the conclusion of a hand-made question with three
// options besides the reference: one that changes the winner, the length
// and the tantos; one that changes nothing and plays the same games; one
// that cannot be played. Every sentence is worked out by hand from the
// figures given.
func TestConclusion(t *testing.T) {
	st := func(n int, mean, sd string) Stat { return Stat{N: n, Mean: mean, SD: sd} }
	tantos := func(envite, deje, total string) []ConceptStat {
		return []ConceptStat{{Concept: "envite", Stat: st(100, envite, "1,00")}, {Concept: "deje", Stat: st(100, deje, "0,10")}, {Concept: "total", Stat: st(100, total, "4,00")}}
	}
	q := Question{
		ID: "P9", Reference: "hoy",
		Options: []Option{{Name: "hoy"}, {Name: "otra"}, {Name: "igual"}, {Name: "rota", Error: "clave desconocida"}},
		Scenarios: []ScenarioGroup{
			{Compared: "hoy", Rows: []Row{{Option: "hoy"}, {Option: "otra", Differs: []string{"tantos", "ganador"}}, {Option: "igual", Differs: []string{"observaciones"}}}},
			{Compared: "hoy", Rows: []Row{{Option: "hoy"}, {Option: "otra", Differs: []string{}}}},
			{Compared: "otra", Rows: []Row{{Option: "otra"}, {Option: "igual", Differs: []string{"lances"}}}},
		},
		Impact: Impact{Games: 10, Options: []OptionImpact{
			{Option: "hoy", WinsA: 6, Rounds: st(10, "5,00", "1,00"), Tantos: tantos("1,80", "0,00", "7,00"), Detector: "—"},
			{Option: "otra", WinsA: 4, WinnerChanged: &Share{Count: 3, Total: 10, Percent: "30,0", Low: "10,8", High: "60,3"},
				Rounds: st(10, "5,03", "1,10"), Tantos: tantos("1,20", "0,02", "6,00"), Detector: "un envite", Fires: Share{Count: 7, Total: 10, Percent: "70,0", Low: "39,7", High: "89,2"}},
			{Option: "igual", WinsA: 6, WinnerChanged: &Share{Count: 0, Total: 10, Percent: "0,0", Low: "0,0", High: "27,8"},
				Rounds: st(10, "5,00", "1,00"), Tantos: tantos("1,80", "0,00", "7,00"), Detector: "siempre", Fires: Share{Count: 10, Total: 10, Percent: "100,0", Low: "72,2", High: "100,0"}},
			{Option: "rota", Errors: 10, Detector: "—"},
		}},
		SameGames: []SameGames{{Options: []string{"hoy", "igual"}, Same: "todo"}},
	}
	want := []string{
		"Hoy musfem juega «hoy». La opción que más cambia el resultado es «otra»: con ella gana la otra pareja en el 30,0 % de las partidas (3 de 10; entre el 10,8 y el 60,3 %); el intervalo es el del 95 % de confianza. Con «igual» no cambia el ganador de ninguna de las 10 partidas.",
		"Con «hoy», la pareja A gana 6 de las 10 partidas; una partida dura 5,00 jugadas de media (± 1,00) y en cada jugada se apuntan 7,00 tantos (± 4,00).",
		// cálculo: 3 − 0 = 3 hundredths of jugadas: below notable (5), not said; tantos 6,00 − 7,00 = −100: said;
		// envite 1,20 − 1,80 = −60 and deje 0,02 − 0,00 (from zero) are both said, the bigger first.
		"«otra»: en 1 de sus 2 escenarios, frente a «hoy», cambian los tantos y quién gana la partida. La situación en que actúa su regla («un envite») se da en el 70,0 % de las partidas (7 de 10; entre el 39,7 y el 89,2 %). " +
			"En las partidas aleatorias, gana la otra pareja en el 30,0 % de las partidas (3 de 10; entre el 10,8 y el 60,3 %), se apuntan 6,00 tantos por jugada (± 4,00) en vez de 7,00 (± 4,00), " +
			"los envites queridos dan 1,20 tantos por jugada en vez de 1,80 y el deje da 0,02 tantos por jugada en vez de 0,00.",
		"«igual»: en su escenario, frente a «hoy», cambia lo que ven los jugadores. La situación en que actúa su regla («siempre») se da en el 100,0 % de las partidas (10 de 10; entre el 72,2 y el 100,0 %). En las partidas aleatorias, no cambia el ganador de ninguna partida.",
		"«rota»: no se puede jugar (clave desconocida).",
		"«igual» da exactamente las mismas 10 partidas que «hoy», una a una: cada jugador recibe las mismas cartas y hace las mismas jugadas, así que ganadores, jugadas y tantos coinciden. Sus escenarios muestran por qué: solo cambia lo que ven los jugadores, y ningún bot decide distinto por ello.",
	}
	if diff := cmp.Diff(want, conclusion(q, nil)); diff != "" {
		t.Errorf("conclusión (-esperada +obtenida):\n%s", diff)
	}

	// Two options other than the reference that play the same games name
	// the rules they touch; without games, only the scenarios speak.
	q.SameGames = []SameGames{{Options: []string{"otra", "igual"}, Same: "todo"}}
	got := conclusion(q, map[string][]string{"otra": {"orden del descarte"}, "igual": {"orden del servicio"}})
	if want := "«otra» y «igual» dan exactamente las mismas 10 partidas, una a una: cada jugador recibe las mismas cartas y hace las mismas jugadas, así que ganadores, jugadas y tantos coinciden. " +
		"Tocan reglas distintas («orden del descarte» y «orden del servicio»), pero con las dos el mazo da a cada jugador las mismas cartas, y con las mismas cartas estos bots deciden lo mismo."; got[len(got)-1] != want {
		t.Errorf("mismas partidas:\n  %s\nse esperaba\n  %s", got[len(got)-1], want)
	}
	q.Impact = Impact{}
	q.SameGames = nil
	got = conclusion(q, nil)
	if want := "Hoy musfem juega «hoy». No se han jugado partidas aleatorias: lo que sigue sale solo de los escenarios."; got[0] != want {
		t.Errorf("sin partidas: %q", got[0])
	}
	if want := "«otra»: en 1 de sus 2 escenarios, frente a «hoy», cambian los tantos y quién gana la partida."; got[1] != want {
		t.Errorf("sin partidas: %q, se esperaba %q", got[1], want)
	}
}

// TestSameGames groups hand-made outcomes: a and c are the same in
// everything, b ends like them but with other plays, d differs.
func TestSameGames(t *testing.T) {
	game := func(w engine.Team, rounds, plays int) outcome {
		o := outcome{ok: true, winner: w, rounds: rounds, perRound: [][]int{{1, 2}}}
		o.plays[0].add(plays)
		return o
	}
	a := []outcome{game(engine.TeamA, 3, 1), game(engine.TeamB, 4, 2)}
	b := []outcome{game(engine.TeamA, 3, 9), game(engine.TeamB, 4, 2)}
	c := []outcome{game(engine.TeamA, 3, 1), game(engine.TeamB, 4, 2)}
	d := []outcome{game(engine.TeamB, 3, 1), game(engine.TeamB, 4, 2)}
	got := sameGames([]string{"a", "b", "c", "d", "e"}, [][]outcome{a, b, c, d, a}, []error{nil, nil, nil, nil, errors.New("no")})
	want := []SameGames{{Options: []string{"a", "c"}, Same: "todo"}, {Options: []string{"a", "b", "c"}, Same: "resultado"}}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("mismas partidas (-esperado +obtenido):\n%s", diff)
	}
}

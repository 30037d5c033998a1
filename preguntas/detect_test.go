package preguntas

import (
	"testing"

	"github.com/musfem/musfem/config"
	"github.com/musfem/musfem/engine"
	"github.com/musfem/musfem/reference"
)

type move struct {
	seat engine.Seat
	a    engine.Action
}

// fires deals the reference hands (dealer 3: seat 0 Ro Rc 5e 4b, par de
// reyes; seat 1 Co Cc 6e 4o, par de caballos; seat 2 So 7c 6b 5o, no
// pares; seat 3 1o 1c 4e 5c, par de ases), plays the actions and reports
// whether the detector of key fired, as playOne runs it.
func fires(t *testing.T, key string, rules engine.Rules, score [2]int, plays []move) bool {
	t.Helper()
	var hands [4][]engine.Card
	for i, h := range []string{"Ro Rc 5e 4b", "Co Cc 6e 4o", "So 7c 6b 5o", "1o 1c 4e 5c"} {
		cs, err := engine.ParseCards(h)
		if err != nil {
			t.Fatal(err)
		}
		hands[i] = cs
	}
	deck, err := engine.DeckFor(3, hands, nil)
	if err != nil {
		t.Fatal(err)
	}
	rules.FirstDealer = 3
	s, evs, err := engine.New(rules, engine.Setup{Decks: [][engine.NumCards]engine.Card{deck, deck, deck}, Score: score})
	if err != nil {
		t.Fatal(err)
	}
	det := detectors[key]
	fired := false
	check := func(s engine.State, evs []engine.Event) {
		for _, e := range evs {
			if det.event(rules, s, e) {
				fired = true
			}
		}
	}
	check(s, evs)
	for _, p := range plays {
		n, more, err := engine.Apply(s, p.seat, p.a)
		if err != nil {
			t.Fatalf("asiento %d, %T: %v", p.seat, p.a, err)
		}
		check(s, more)
		s = n
	}
	return fired
}

// allPass passes a lance with the given seats.
func allPass(seats ...engine.Seat) []move {
	var out []move
	for _, s := range seats {
		out = append(out, move{s, engine.Pass{}})
	}
	return out
}

// TestDetectorJugadasTrasNoQuiero: in pares (holders 0, 1 and 3; the best
// is seat 0's par de reyes) a bet refused by pair A, which holds the best
// jugada, fires; the same bet by A refused by B does not.
func TestDetectorJugadasTrasNoQuiero(t *testing.T) {
	rules := config.Default()
	start := append([]move{{0, engine.CutMus{}}}, allPass(0, 1, 2, 3)...) // grande
	start = append(start, allPass(0, 1, 2, 3)...)                         // chica
	byB := append(append([]move(nil), start...), move{0, engine.Pass{}}, move{1, engine.Bet{Amount: 2}}, move{0, engine.Reject{}})
	if !fires(t, "jugadas_tras_no_quiero", rules, [2]int{}, byB) {
		t.Error("A no quiere el envite de B teniendo la mejor jugada: debería actuar la regla")
	}
	byA := append(append([]move(nil), start...), move{0, engine.Bet{Amount: 2}}, move{1, engine.Reject{}}, move{3, engine.Reject{}})
	if fires(t, "jugadas_tras_no_quiero", rules, [2]int{}, byA) {
		t.Error("B no quiere el envite de A sin tener la mejor jugada: no debería actuar la regla")
	}
}

// TestDetectorEndOnImmediatePoints: a negada that takes a pair to the
// target fires, one that does not reach it does not.
func TestDetectorEndOnImmediatePoints(t *testing.T) {
	rules := config.Default()
	plays := []move{{0, engine.CutMus{}}, {0, engine.Bet{Amount: 2}}, {1, engine.Reject{}}, {3, engine.Reject{}}}
	// cálculo: negada de la grande, 1 para A: 39 + 1 = 40 = objetivo
	if !fires(t, "end_on_immediate_points", rules, [2]int{39, 0}, plays) {
		t.Error("la negada lleva a A a 40: debería actuar la regla")
	}
	// cálculo: 38 + 1 = 39 < 40
	if fires(t, "end_on_immediate_points", rules, [2]int{38, 0}, plays) {
		t.Error("la negada lleva a A a 39 de 40: no debería actuar la regla")
	}
}

// TestDetectorFor checks which detector each option of the catalog gets:
// the first key it sets away from the reference; the reference gets the
// one its alternatives share (none in P5).
func TestDetectorFor(t *testing.T) {
	cat, err := reference.Load()
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]string{
		"P4/un-juego": "games_to_win", "P4/cinco-juegos": "games_to_win",
		"P5/confirmar": "", "P5/sin-deje": "deje", "P5/cuatro-reyes": "deck_mode", "P5/servido": "min_discard",
		"P6/turno": "falta_de_tanto", "P6/corte-libre-5": "falta_de_tanto",
		"P7/mas": "raise_mode", "P7/doble": "raise_mode",
		"P8/en-el-acto": "end_on_immediate_points", "P8/al-contar": "end_on_immediate_points",
	}
	for _, q := range cat.Questions() {
		for _, o := range q.Options {
			key := ""
			if d := detectorFor(q, o); d != nil {
				key = d.key
			}
			if w, ok := want[q.ID+"/"+o.Name]; ok && w != key {
				t.Errorf("%s/%s: detector %q, se esperaba %q", q.ID, o.Name, key, w)
			}
			if q.ID == "P5" && o.Name != q.Default && key == "" {
				t.Errorf("P5/%s: sin detector", o.Name)
			}
		}
	}
}

package narrate

import (
	"strings"
	"testing"

	"github.com/musfem/musfem/engine"
)

func TestLines(t *testing.T) {
	cards := func(s string) []engine.Card {
		cs, err := engine.ParseCards(s)
		if err != nil {
			t.Fatal(err)
		}
		return cs
	}
	tests := []struct {
		p    engine.Payload
		want string
	}{
		{engine.MusCut{Seat: 1}, "  asiento 1 corta el mus."},
		{engine.CardsDiscarded{Seat: 2, Cards: cards("Ro 3c")}, "  asiento 2 se descarta de Ro 3c."},
		{engine.CardsDiscarded{Seat: 1, Cards: []engine.Card{}}, "  asiento 1 se queda servido: no se descarta de ninguna carta."},
		{engine.CardsServed{Seat: 1, Cards: []engine.Card{}}, "  asiento 1 no recibe ninguna carta."},
		{engine.BetPlaced{Seat: 0, Lance: engine.Grande, Amount: 2, Total: 2}, "  asiento 0: envido."},
		{engine.BetPlaced{Seat: 0, Lance: engine.Grande, Amount: 5, Total: 5}, "  asiento 0: envido 5."},
		{engine.BetRaised{Seat: 1, Lance: engine.Chica, Amount: 5, Total: 7}, "  asiento 1: 5 más (van 7)."},
		{engine.BetRejected{Seat: 1, Lance: engine.Chica, Final: false}, "  asiento 1: no quiero (habla su compañero)."},
		{engine.LanceResolved{Lance: engine.Pares, Winner: engine.TeamB, Seat: 3, Reason: "mejor_jugada"}, " Pares: gana la pareja B (asiento 3) — mejor jugada."},
		{engine.PointsAwarded{Team: engine.TeamA, Points: 2, Concept: engine.ConceptJuego, Lance: engine.Juego, Seat: 2, Score: [2]int{12, 7}},
			"  +2 para la pareja A por juego del asiento 2 en juego → A 12 - B 7"},
		{engine.PointsAwarded{Team: engine.TeamB, Points: 1, Concept: engine.ConceptNegada, Lance: engine.Grande, Seat: engine.NoSeat, Score: [2]int{0, 1}},
			"  +1 para la pareja B por negada (no quiero al primer envite) en grande → A 0 - B 1"},
		{engine.GameFinished{Game: 1, Winner: engine.TeamA, Score: [2]int{40, 22}, Reason: "tantos", Games: [2]int{1, 0}},
			"=== Gana el juego 1 la pareja A por tantos: A 40 - B 22 (juegos A 1 - B 0) ==="},
		{engine.DeckShuffled{Purpose: "reparto", Source: "semilla", Order: cards("1o")}, ""},
	}
	for _, tt := range tests {
		if got := Line(engine.Event{Payload: tt.p}); got != tt.want {
			t.Errorf("Line(%T) = %q, want %q", tt.p, got, tt.want)
		}
	}
}

// TestEveryPublicEventHasALine checks that no event kind a reader needs is
// silently dropped: every kind but the SYSTEM shuffle and the public
// counts (told by their private twins) has a line.
func TestEveryPublicEventHasALine(t *testing.T) {
	quiet := map[engine.EventKind]bool{
		engine.KindDeckShuffled: true, engine.KindCardsDealtPublic: true,
		engine.KindCardsDiscardedPublic: true, engine.KindCardsServedPublic: true,
	}
	for _, k := range engine.EventKinds() {
		if quiet[k] {
			continue
		}
		p, ok := engine.ZeroPayload(k)
		if !ok {
			t.Fatalf("no zero payload for %s", k)
		}
		if strings.TrimSpace(Line(engine.Event{Payload: p})) == "" {
			t.Errorf("%s has no line in the Spanish log", k)
		}
	}
}

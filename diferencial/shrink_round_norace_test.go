//go:build !race

package diferencial

import (
	"strings"
	"testing"

	"github.com/musfem/musfem/driver"
	"github.com/musfem/musfem/engine"
)

// flipWhenAhead is a wrong engine that gives the grande resolved at the
// showdown to the other pair once a pair has 10 tantos or more: a fault
// that only shows in a later round of a game.
type flipWhenAhead struct {
	driver.Engine
	score *[2]int
}

func (f flipWhenAhead) fix(evs []driver.Event) []driver.Event {
	out := make([]driver.Event, len(evs))
	copy(out, evs)
	for i, e := range out {
		switch p := e.Payload.(type) {
		case engine.GameStarted:
			*f.score = p.Score
		case engine.PointsAwarded:
			*f.score = p.Score
		case engine.LanceResolved:
			if p.Lance == engine.Grande && p.Reason == "mejor_jugada" && max(f.score[0], f.score[1]) >= 10 {
				p.Winner = 1 - p.Winner
				out[i].Payload = p
			}
		}
	}
	return out
}

func (f flipWhenAhead) Start(s driver.Setup) ([]driver.Event, error) {
	evs, err := f.Engine.Start(s)
	return f.fix(evs), err
}

func (f flipWhenAhead) Apply(seat driver.Seat, a driver.Action) ([]driver.Event, error) {
	evs, err := f.Engine.Apply(seat, a)
	return f.fix(evs), err
}

// TestShrinkStartsAtTheRound: a difference that only shows once a pair
// has 10 tantos, in a later round, is reproduced by a game that starts at
// that round (its dealer, its score, its decks): far fewer plays than the
// game that found it, and the shrink line says where it starts.
func TestShrinkStartsAtTheRound(t *testing.T) {
	tb := table(t)
	eng := Local(func() driver.Engine { return flipWhenAhead{Engine: driver.Reference(), score: new([2]int)} })
	r := Differential(eng, tb, engine.DefaultRules(), 11, 20, 1, nil)
	var key string
	for _, k := range groupsOf(r) {
		if strings.HasPrefix(string(r.Groups[k].Example.Aspect), "evento.LanceResolved.grande.winner.") {
			key = k
			break
		}
	}
	if key == "" {
		t.Fatalf("no se detecta la grande al revés: %v", groupsOf(r))
	}
	g := r.Groups[key]
	orig := runGame(eng, tb, engine.DefaultRules(), 11, g.First, key)
	setup, _, _ := gameSetup(eng, engine.DefaultRules(), 11, g.First)
	first := reproOf(setup, &orig, key)
	rp, ok := Shrink(eng, tb, engine.DefaultRules(), 11, g.First, key)
	if !ok {
		t.Fatal("la reducción no reproduce la divergencia")
	}
	if !strings.Contains(rp.Shrink, "la partida empieza ya en la jugada") {
		t.Fatalf("la reducción no empieza en la jugada de la diferencia: %s", rp.Shrink)
	}
	if max(rp.Setup.Score[0], rp.Setup.Score[1]) < 9 {
		t.Errorf("el marcador de partida %v no lleva a ninguna pareja cerca de 10", rp.Setup.Score)
	}
	// The grande resolved at the showdown is flipped at the count of one
	// round: the game found it in its third round (59 plays with seed
	// 11); that round alone, its mus cut at once, holds well under half
	// of them.
	if n := len(rp.Calls); 2*n >= len(first.Calls) || !strings.Contains(rp.Shrink, "el mus se corta de entrada") {
		t.Errorf("de %d acciones a %d: %s", len(first.Calls), n, rp.Shrink)
	}
}

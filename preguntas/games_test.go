package preguntas

import (
	"testing"

	"github.com/musfem/musfem/config"
	"github.com/musfem/musfem/engine"
	"github.com/musfem/musfem/reference"
)

// TestRandomGamesAreDeterministic plays the same seeds twice and gets the
// same outcomes; every game ends without a bot error.
func TestRandomGamesAreDeterministic(t *testing.T) {
	rules := config.Default()
	det := detectors["raise_mode"]
	a := playOption(rules, 0, 60, det)
	b := playOption(rules, 0, 60, det)
	for i := range a {
		if !a[i].ok {
			t.Fatalf("la partida %d no ha terminado bien", i+1)
		}
		if a[i].winner != b[i].winner || a[i].rounds != b[i].rounds || a[i].fires != b[i].fires {
			t.Fatalf("la partida %d no es reproducible: %+v / %+v", i+1, a[i], b[i])
		}
	}
	if ma, mb := measure("x", a, nil, det), measure("x", b, nil, det); ma.Rounds != mb.Rounds || ma.Fires != mb.Fires {
		t.Fatalf("medidas distintas: %+v / %+v", ma, mb)
	}
}

// TestBotsBidOrdagoAndRaise checks that the bots of the random games do
// what the report says they do: some games end by an órdago, some bets
// are raised, and games last several rounds.
func TestBotsBidOrdagoAndRaise(t *testing.T) {
	rules := config.Default()
	ordagos, raises, rounds := 0, 0, 0
	for seed := uint64(1); seed <= 60; seed++ {
		s, evs, err := engine.New(rules, engine.Setup{Seed: seed})
		if err != nil {
			t.Fatal(err)
		}
		bots := lineup(rules, seed)
		var all []engine.Event
		all = append(all, evs...)
		for n := 0; !s.Over() && n < maxActions; n++ {
			seat := s.Turn()
			a := bots[seat].Act(engine.Observe(s, engine.SeatViewer(seat)))
			var more []engine.Event
			s, more, err = engine.Apply(s, seat, a)
			if err != nil {
				t.Fatalf("semilla %d: %v", seed, err)
			}
			all = append(all, more...)
		}
		for _, e := range all {
			switch p := e.Payload.(type) {
			case engine.GameFinished:
				if p.Reason == "ordago" {
					ordagos++
				}
			case engine.BetRaised:
				raises++
			}
		}
		rounds += s.Round()
	}
	if ordagos == 0 || raises == 0 || rounds < 3*60 {
		t.Errorf("en 60 partidas: %d acabadas por órdago, %d subidas, %d jugadas", ordagos, raises, rounds)
	}
}

// TestStats checks the integer statistics against values worked out by
// hand.
func TestStats(t *testing.T) {
	var a acc
	for _, v := range []int64{2, 4, 4, 4, 5, 5, 7, 9} {
		a.add(v)
	}
	// cálculo: media 40/8 = 5; varianza (9+1+1+1+0+0+4+16)/8 = 4; desviación 2
	if got := a.stat(); got != (Stat{N: 8, Mean: "5,00", SD: "2,00"}) {
		t.Errorf("stat = %+v", got)
	}
	// cálculo: 1 de 3 = 33,3 %
	if got := share(1, 3); got.Percent != "33,3" {
		t.Errorf("share(1, 3) = %+v", got)
	}
	// Wilson 0 de 10: [0, z²/(n+z²)] = 3,8415/13,8415 = 27,8 %
	if got := share(0, 10); got.Low != "0,0" || got.High != "27,8" {
		t.Errorf("share(0, 10) = %+v", got)
	}
	// Wilson 5 de 10: 50 ± 1,96·sqrt(2,5 + 0,96)/13,8415 = 50 ± 26,4 → 23,7–76,3
	if got := share(5, 10); got.Low != "23,7" || got.High != "76,3" {
		t.Errorf("share(5, 10) = %+v", got)
	}
}

// BenchmarkOptionGames measures the random games of one option: the
// report plays 2,000 per option.
func BenchmarkOptionGames(b *testing.B) {
	rules := config.Default()
	det := detectors["deje"]
	for i := 0; i < b.N; i++ {
		playOne(rules, uint64(i)+1, det)
	}
}

// BenchmarkAllOptions plays what `musfem preguntas` plays with its
// defaults: DefaultGames games under every option of every question (no
// scenarios). It must take well under a minute on one core
// (go test -run '^$' -bench AllOptions -benchtime 1x -cpu 1 ./preguntas/).
func BenchmarkAllOptions(b *testing.B) {
	cat, err := reference.Load()
	if err != nil {
		b.Fatal(err)
	}
	for i := 0; i < b.N; i++ {
		Build(Input{Catalog: cat, Games: DefaultGames})
	}
}

// TestPlayAllMatchesSequential checks that the games played in parallel
// are the games played one after another, slot by slot.
func TestPlayAllMatchesSequential(t *testing.T) {
	a, b := config.Default(), config.Default()
	b.Deje = false
	dets := []*detector{detectors["deje"], detectors["deje"]}
	got := playAll([]engine.Rules{a, b}, []error{nil, nil}, dets, 9, chunk+30)
	for i, r := range []engine.Rules{a, b} {
		want := playOption(r, 9, chunk+30, dets[i])
		for g := range want {
			if got[i][g].winner != want[g].winner || got[i][g].rounds != want[g].rounds || got[i][g].fires != want[g].fires || !got[i][g].ok {
				t.Fatalf("opción %d, partida %d: %+v en paralelo, %+v en serie", i, g+1, got[i][g], want[g])
			}
		}
	}
}

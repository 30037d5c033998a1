package certify

import (
	"slices"
	"testing"

	"github.com/musfem/musfem/driver"
	"github.com/musfem/musfem/engine"
)

func TestDifferentialReferencePasses(t *testing.T) {
	r := Differential(ReferenceTarget(), engine.DefaultRules(), 7, 30, nil)
	if r.Divergence != nil {
		t.Fatalf("la referencia diverge de sí misma: %+v", r.Divergence)
	}
	if r.Played != 30 || r.Steps < 30 {
		t.Fatalf("partidas %d, pasos %d", r.Played, r.Steps)
	}
}

func TestDifferentialCatchesFlippedGrande(t *testing.T) {
	r := Differential(flipTarget(), engine.DefaultRules(), 7, 50, nil)
	d := r.Divergence
	if d == nil {
		t.Fatal("no se detecta el ganador de grande cambiado")
	}
	if d.What != "eventos" || !slices.Contains(d.Articles, "CONVENCION-orden-grande") {
		t.Fatalf("divergencia %s artículos %v", d.What, d.Articles)
	}
	// A grande resolved at the showdown needs at least the cut of the mus
	// and four passes in grande, then the chica over in three plays at
	// least (a bet refused by both rivals): eight plays. Everyone passing
	// in chica too makes nine; the shrinker must reach one of them.
	n := len(full(d))
	if n < 8 || n > 9 || n > len(full(r.Original)) {
		t.Fatalf("reducción a %d jugadas (original %d): %s", n, len(full(r.Original)), r.Shrink)
	}
	if _, ok := full(d)[0].Action.(driver.CutMus); !ok {
		t.Errorf("la reducción no empieza cortando el mus: %+v", full(d)[0])
	}
	if d.Setup.Decks == nil {
		t.Fatalf("la reducción no prepara el mazo: %s", r.Shrink)
	}
	// The stacked decks moved towards the ordered deck: fewer positions
	// differ from it than in the shuffles of the original game.
	neutral := engine.CanonicalDeck()
	differ := func(ds [][engine.NumCards]driver.Card) int {
		n := 0
		for _, dk := range ds {
			for p := range dk {
				if dk[p] != neutral[p] {
					n++
				}
			}
		}
		return n
	}
	before := shuffles(r.Original.Events)
	if len(d.Setup.Decks) > len(before) || differ(d.Setup.Decks) >= differ(before[:len(d.Setup.Decks)]) {
		t.Errorf("el mazo no se acerca al ordenado: %d → %d posiciones distintas", differ(before), differ(d.Setup.Decks))
	}
	t.Logf("%s", r.Shrink)
}

func TestDifferentialCatchesLeak(t *testing.T) {
	tg := ReferenceTarget()
	tg.NewEngine = func() driver.Engine { return leaky{driver.Reference()} }
	r := Differential(tg, engine.DefaultRules(), 3, 5, nil)
	d := r.Original
	if d == nil {
		t.Fatal("no se detecta la fuga")
	}
	// The leak check runs before the comparison with the reference: the
	// partner's hand in seat 0's observation is a leak, charged to FEM-III.4.
	if d.What != "fuga" || d.Viewer != "asiento 0" || !slices.Equal(d.Articles, []string{"FEM-III.4"}) {
		t.Fatalf("divergencia %q del %q, %v", d.What, d.Viewer, d.Articles)
	}
}

func TestLeakCheck(t *testing.T) {
	ref := driver.Reference()
	if _, err := ref.Start(driver.Setup{Rules: engine.DefaultRules(), Seed: 11}); err != nil {
		t.Fatal(err)
	}
	dev, _ := ref.Observe(driver.Developer())
	var log roundLog
	o1, _ := ref.Observe(driver.SeatViewer(1))
	if l := log.leaks(dev, 1, o1); l != "" {
		t.Fatalf("la observación de la referencia tiene fugas: %s", l)
	}
	bad, _ := leaky{ref}.Observe(driver.SeatViewer(1))
	if l := log.leaks(dev, 1, bad); l == "" {
		t.Fatal("no se detecta la mano del compañero en la observación")
	}
	sp, _ := ref.Observe(driver.Spectator())
	sp.Hand = dev.Hands[0][:1]
	if l := log.leaks(dev, 4, sp); l == "" {
		t.Fatal("el espectador ve una carta sin que se detecte")
	}
}

func TestDifferentialWithStepper(t *testing.T) {
	tg := flipTarget()
	tg.NewEngine = func() driver.Engine { return flipStepper{flipGrande{driver.Reference()}} }
	r := Differential(tg, engine.DefaultRules(), 7, 50, nil)
	if r.Divergence == nil || !slices.Contains(r.Divergence.Articles, "CONVENCION-orden-grande") {
		t.Fatalf("por Step no se detecta el ganador de grande cambiado: %+v", r.Divergence)
	}
	ok := Differential(ReferenceTarget(), engine.DefaultRules(), 7, 20, nil)
	if ok.Divergence != nil {
		t.Fatalf("la referencia diverge por Step: %+v", ok.Divergence)
	}
}

func TestDifferentialWorkersSameResult(t *testing.T) {
	tg := flipTarget()
	tg.Fork = func() (Target, error) { return flipTarget(), nil }
	one := Differential(tg, engine.DefaultRules(), 7, 40, nil)
	three := DifferentialWorkers(tg, engine.DefaultRules(), 7, 40, 3, nil)
	if one.Original == nil || three.Original == nil {
		t.Fatal("sin divergencia")
	}
	if one.Played != three.Played || one.Steps != three.Steps || one.Original.Setup.Seed != three.Original.Setup.Seed ||
		!eq(full(one.Divergence), full(three.Divergence)) || one.Shrink != three.Shrink {
		t.Fatalf("en paralelo cambia el resultado: %d/%d partidas, %d/%d pasos", one.Played, three.Played, one.Steps, three.Steps)
	}
}

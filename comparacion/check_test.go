package comparacion

import (
	"slices"
	"strings"
	"testing"

	"github.com/musfem/musfem/driver"
	"github.com/musfem/musfem/engine"
	"github.com/musfem/musfem/faults"
)

// shortRounds is how many rounds the short runs play: enough for every
// lance to have been the target of a few hundred rounds.
const shortRounds = 3000

// TestReferencePasses plays the design against the reference engine:
// the first rounds in make test, every round of both modes in make long.
func TestReferencePasses(t *testing.T) {
	for _, m := range modesToCheck() {
		o := Options{Mode: m, Workers: 2}
		if !long() {
			o.Rounds = shortRounds
		}
		res := Check(driver.Reference, o)
		for _, f := range res.Findings {
			t.Error(f)
		}
		want := res.Total
		if !long() {
			want = min(shortRounds, res.Total)
		}
		if res.Rounds != want {
			t.Errorf("%s: %d rondas jugadas de %d, se esperaban %d", m.Name, res.Rounds, res.Total, want)
		}
		t.Logf("%s: %d rondas de %d, %d comparaciones en el diseño", m.Name, res.Rounds, res.Total, res.Comparisons)
	}
}

// cardValue is the value of a card text for juego and punto at ocho
// reyes, worked out from CONVENCION-valor-cartas.
func cardValue(c string) int {
	switch c[0] {
	case 'S', 'C', 'R', '3':
		return 10
	case '1', '2':
		return 1
	}
	return int(c[0] - '0')
}

func handSum(h string) int {
	s := 0
	for _, c := range strings.Fields(h) {
		s += cardValue(c)
	}
	return s
}

// TestWorkersDoNotChangeTheResult: two workers give the findings of one,
// and stop where one stops. In make test the engine is in process (the
// race pass plays both workers' goroutines; through the protocol each
// round costs about fifteen times more under the detector): the reference
// with the chica given to the partner of seat 0 whenever seat 0 wins it,
// so that the findings are scattered and the 100th falls in the second
// block of rounds (findings of two blocks joined, cut at MaxFindings). In
// make long, a faulty engine of faults/ through the protocol too, whose
// seven first findings fall in the first two blocks.
func TestWorkersDoNotChangeTheResult(t *testing.T) {
	compare := func(t *testing.T, mk func() driver.Engine, max int) {
		one := Check(mk, Options{Mode: OchoReyes, MaxFindings: max, Workers: 1})
		two := Check(mk, Options{Mode: OchoReyes, MaxFindings: max, Workers: 2})
		if len(one.Findings) != max || !slices.Equal(one.Findings, two.Findings) || one.Rounds != two.Rounds {
			t.Errorf("un trabajador: %d hallazgos en %d rondas; dos: %d en %d", len(one.Findings), one.Rounds, len(two.Findings), two.Rounds)
		}
		t.Logf("%d hallazgos en %d rondas", len(one.Findings), one.Rounds)
		if one.Rounds <= 256 { // Check hands out rounds in blocks of 256
			t.Errorf("los %d hallazgos caben en %d rondas, un solo bloque: la prueba no une bloques", max, one.Rounds)
		}
	}
	t.Run("en proceso", func(t *testing.T) {
		compare(t, func() driver.Engine { return chicaToPartner{driver.Reference()} }, 100)
	})
	if !long() {
		return
	}
	t.Run("por el protocolo", func(t *testing.T) {
		mk, err := faults.New("empate-contra-mano-chica")
		if err != nil {
			t.Fatal(err)
		}
		compare(t, mk, 7)
	})
}

// chicaToPartner is a wrong engine in process: when seat 0 wins the chica
// at the count, the engine names its partner, seat 2.
type chicaToPartner struct{ driver.Engine }

func (c chicaToPartner) fix(evs []driver.Event) []driver.Event {
	out := append([]driver.Event(nil), evs...)
	for i, e := range out {
		if p, ok := e.Payload.(engine.LanceResolved); ok && p.Lance == engine.Chica && p.Seat == 0 {
			p.Seat = 2
			out[i].Payload = p
		}
	}
	return out
}

// Start starts the game, with the wrong chica.
func (c chicaToPartner) Start(s driver.Setup) ([]driver.Event, error) {
	evs, err := c.Engine.Start(s)
	return c.fix(evs), err
}

// Apply applies a, with the wrong chica.
func (c chicaToPartner) Apply(seat driver.Seat, a driver.Action) ([]driver.Event, error) {
	evs, err := c.Engine.Apply(seat, a)
	return c.fix(evs), err
}

package comparacion

import (
	"slices"
	"strings"
	"testing"

	"github.com/musfem/musfem/driver"
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

// fromMano returns the distance of a seat from the mano of a round.
// TestWorkersDoNotChangeTheResult: two workers give the findings of one.
func TestWorkersDoNotChangeTheResult(t *testing.T) {
	mk, err := faults.New("empate-contra-mano-chica")
	if err != nil {
		t.Fatal(err)
	}
	one := Check(mk, Options{Mode: OchoReyes, MaxFindings: 7, Workers: 1})
	two := Check(mk, Options{Mode: OchoReyes, MaxFindings: 7, Workers: 2})
	if len(one.Findings) != 7 || !slices.Equal(one.Findings, two.Findings) || one.Rounds != two.Rounds {
		t.Errorf("un trabajador: %d hallazgos en %d rondas; dos: %d en %d", len(one.Findings), one.Rounds, len(two.Findings), two.Rounds)
	}
}

package comparar

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
func fromMano(f Finding, s driver.Seat) int { return (int(s) - int(f.Dealer) - 1 + 8) % 4 }

// TestFaultsAreCaught checks that the faulty engines of faults/ that
// rank hands differently are caught, charged to the right convention, and
// that the finding names two hands that show the fault.
func TestFaultsAreCaught(t *testing.T) {
	cases := []struct {
		fault, conv, lance string
		shows              func(f Finding) bool
	}{
		{"juego-32-bajo-40", "CONVENCION-orden-juego", "juego", func(f Finding) bool {
			return handSum(f.Want) == 32 && handSum(f.Got) == 40
		}},
		{"punto-gana-el-menor", "CONVENCION-orden-juego", "punto", func(f Finding) bool {
			return handSum(f.Want) > handSum(f.Got) && handSum(f.Want) <= 30
		}},
		{"empate-contra-mano-grande", "CONVENCION-empates", "grande", func(f Finding) bool {
			return sameRanks(f.Want, f.Got) && fromMano(f, f.WantSeat) < fromMano(f, f.GotSeat)
		}},
		{"empate-contra-mano-chica", "CONVENCION-empates", "chica", func(f Finding) bool {
			return sameRanks(f.Want, f.Got) && fromMano(f, f.WantSeat) < fromMano(f, f.GotSeat)
		}},
		{"cuatro-iguales-son-medias", "CONVENCION-orden-pares", "pares", func(f Finding) bool {
			return fourEqual(f.Want) && !fourEqual(f.Got)
		}},
	}
	for _, c := range cases {
		mk, err := faults.New(c.fault)
		if err != nil {
			t.Fatal(err)
		}
		res := Check(mk, Options{Mode: OchoReyes, MaxFindings: 5})
		if len(res.Findings) == 0 {
			t.Errorf("%s: no se detecta en %d rondas", c.fault, res.Rounds)
			continue
		}
		for _, f := range res.Findings {
			if f.Convention != c.conv || f.Lance != c.lance || !c.shows(f) {
				t.Errorf("%s: hallazgo inesperado: %s (gana %s, el motor da %s)", c.fault, f, f.Want, f.Got)
			}
		}
		t.Logf("%s: %d rondas; %s", c.fault, res.Rounds, res.Findings[0])
	}
}

// sameRanks reports whether two hands (card text, ocho reyes) have the
// same ranks, with the 3 as a rey and the 2 as an as.
func sameRanks(a, b string) bool {
	ranks := func(h string) []byte {
		var out []byte
		for _, c := range strings.Fields(h) {
			r := c[0]
			switch r {
			case '3':
				r = 'R'
			case '2':
				r = '1'
			}
			out = append(out, r)
		}
		slices.Sort(out)
		return out
	}
	return string(ranks(a)) == string(ranks(b))
}

func fourEqual(h string) bool {
	f := strings.Fields(h)
	return len(f) == 4 && sameRanks(h, f[0]+" "+f[0]+" "+f[0]+" "+f[0])
}

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

//go:build !race

package comparacion

import (
	"slices"
	"strings"
	"testing"

	"github.com/musfem/musfem/driver"
	"github.com/musfem/musfem/faults"
)

// The faulty engines are certified through the faulty server: their
// comparison runs in the plain pass of make test (the race pass plays
// the workers' goroutines in TestWorkersDoNotChangeTheResult).

func fromMano(f Finding, s driver.Seat) int { return (int(s) - int(f.Dealer) - 1 + 8) % 4 }

// TestFaultsAreCaught checks that the faulty engines of faults/ that
// rank hands differently are caught, charged to the right convention, and
// that the finding names two hands that show the fault. Make test plays
// the first 128 rounds of the sample certification plays by default
// (Sample, 3,000 rounds spread over every lance), where each fault shows;
// make long the design in its order up to five findings (juego-32-bajo-40
// first shows at its round 779).
func TestFaultsAreCaught(t *testing.T) {
	o := Options{Mode: OchoReyes, MaxFindings: 5}
	if !long() {
		inSample := map[int]bool{}
		for _, i := range Sample(OchoReyes, 3000) {
			inSample[i] = true
		}
		o.Keep = func(i int) bool { return inSample[i] }
		o.Rounds = 128
	}
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
		res := Check(mk, o)
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

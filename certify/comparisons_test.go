package certify

import (
	"strconv"
	"strings"
	"testing"

	"github.com/musfem/musfem/comparacion"
	"github.com/musfem/musfem/evidence"
)

// shortCompareRounds is how many rounds of each deck mode's selection
// the certifications that test something else play in make test.
const shortCompareRounds = 40

// shortCompare returns o with the comparison of hands of make test: the
// certifications that test something else play the first limit rounds
// of ocho reyes' sample (shortCompareRounds when 0; the whole sample costs
// about 13 s in process under -race), named as a user names rounds
// (--comparaciones ocho_reyes:R,R…), which leaves cuatro reyes out (its
// design takes about 8 s to build under -race); make long (MUSFEM_LONG=1)
// plays the whole sample of both modes.
func shortCompare(o Options) Options {
	return shortCompareRoundsOf(o, shortCompareRounds)
}

// shortCompareRoundsOf is shortCompare with at most limit rounds.
func shortCompareRoundsOf(o Options, limit int) Options {
	if long() || o.Comparisons != "" {
		return o
	}
	o.Comparisons = firstSampleRounds(limit)
	return o
}

// firstSampleRounds is the selection (--comparaciones) of the first limit
// rounds of ocho reyes' sample, in make test and in make long.
func firstSampleRounds(limit int) string {
	rounds := comparacion.Sample(comparacion.OchoReyes, SampleRounds)
	if len(rounds) > limit {
		rounds = rounds[:limit]
	}
	words := make([]string, len(rounds))
	for i, r := range rounds {
		words[i] = strconv.Itoa(r + 1)
	}
	return comparacion.OchoReyes.Name + ":" + strings.Join(words, ",")
}

// compareModes is how many deck modes the tests play: cuatro reyes only
// in make long (shortCompare).
func compareModes() int {
	if long() {
		return 2
	}
	return 1
}

// compareOnly are the options of a certification that plays only the
// comparison of hands, at most limit rounds of each deck mode's sample
// (its articles are SIN PRUEBAS: failingConventions looks at the
// conventions alone), cuatro reyes in make long only (shortCompare).
func compareOnly(t Engine, limit int) Options {
	return shortCompareRoundsOf(Options{Target: t, NoScenarios: true, NoFixtures: true, Seed: 1, Workers: 1}, limit)
}

// failingConventions returns the conventions that reject the engine,
// sorted, each with its status when it is not FALLA.
func failingConventions(r *Report) []string {
	return failing(&Report{Conventions: r.Conventions})
}

// comparisonChecks returns the checks of kind comparación of a row.
func comparisonChecks(t *testing.T, rep *Report, id string) []Check {
	t.Helper()
	row, ok := findRow(rep, id)
	if !ok {
		t.Fatalf("no hay fila %s", id)
	}
	var out []Check
	for _, c := range row.Checks {
		if c.Kind == "comparación" {
			out = append(out, c)
		}
	}
	return out
}

var comparisonConventions = []string{"CONVENCION-valor-cartas", "CONVENCION-orden-grande", "CONVENCION-orden-chica",
	"CONVENCION-orden-pares", "CONVENCION-orden-juego", "CONVENCION-empates"}

// TestComparisonReferencePasses: the reference plays the first 300 rounds
// of the sample in both deck modes and every comparison convention gets a
// pass of each mode, and nothing else fails.
func TestComparisonReferencePasses(t *testing.T) {
	rep, err := Run(compareOnly(Reference(), 300))
	if err != nil {
		t.Fatal(err)
	}
	n := compareModes()
	if got := failingConventions(rep); rep.Summary.CompareRounds != 300*n || rep.Summary.CompareWrong != 0 || len(rep.Comparisons) != n || len(got) > 0 {
		t.Fatalf("%d rondas, %d mal, %d modalidades, convenciones que rechazan %v; se esperaba %d, 0, %d, ninguna",
			rep.Summary.CompareRounds, rep.Summary.CompareWrong, len(rep.Comparisons), got, 300*n, n)
	}
	names := []string{"ocho reyes: 300 rondas de 35654", "cuatro reyes: 300 rondas de 159275"}
	for _, id := range comparisonConventions {
		cs := comparisonChecks(t, rep, id)
		if len(cs) != n {
			t.Errorf("%s: %+v", id, cs)
			continue
		}
		for i, c := range cs {
			if c.Result != evidence.Pasa || !strings.Contains(c.Name, names[i]) {
				t.Errorf("%s: %+v", id, c)
			}
		}
		if row, _ := findRow(rep, id); row.Status != evidence.Pasa {
			t.Errorf("%s: %s", id, row.Status)
		}
	}
	md := string(rep.Markdown())
	if !strings.Contains(md, "## Comparación de manos") || !strings.Contains(md, "(cuatro manos por ronda, con mazos preparados): ocho reyes, 300 rondas de 35654") {
		t.Error("el certificado no cuenta la comparación de manos")
	}
}

// TestParseComparisons reads --comparaciones.
func TestParseComparisons(t *testing.T) {
	for in, want := range map[string]string{"": "muestra", "muestra": "muestra", "todas": "todas", "ninguna": "ninguna",
		"ocho_reyes:7": "ocho_reyes:7", " ocho_reyes: 3 ,1": "ocho_reyes:3,1"} {
		if got, err := ParseComparisons(in); err != nil || got != want {
			t.Errorf("%q: %q, %v; se esperaba %q", in, got, err, want)
		}
	}
	for _, in := range []string{"algunas", "ocho_reyes:0", "ocho_reyes:35655", "siete_reyes:1", "ocho_reyes:x"} {
		if _, err := ParseComparisons(in); err == nil {
			t.Errorf("%q: sin error", in)
		}
	}
}

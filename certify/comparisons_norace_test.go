//go:build !race

// The heavier tests of the comparison of hands in certification, built
// without the race detector only (make test runs them in its pass without
// it, internal/racepkgs): each runs whole comparisons on one worker, on
// one goroutine, about five times slower under the detector for nothing it
// could see. TestComparisonReferencePasses runs the same path under -race.

package certify

import (
	"bytes"
	"slices"
	"strings"
	"testing"

	"github.com/musfem/musfem/evidence"
	"github.com/musfem/musfem/faults"
	"github.com/musfem/musfem/protocol"
)

// ochoSum is the sum of a hand (card text) at ocho reyes, worked out from
// CONVENCION-valor-cartas: figures and treses 10, doses and ases 1.
func ochoSum(h string) int {
	s := 0
	for _, c := range strings.Fields(h) {
		switch c[0] {
		case 'S', 'C', 'R', '3':
			s += 10
		case '1', '2':
			s++
		default:
			s += int(c[0] - '0')
		}
	}
	return s
}

// TestComparisonCatchesRankingFaults: engines that rank hands otherwise
// than the conventions are rejected by the comparison of hands alone,
// charged only to the convention that orders those hands, each finding
// with the lance and the two hands that show the fault: the first 400
// rounds of ocho reyes' sample. Make test certifies the first engine,
// make long all four; that the comparison catches each of them, in its
// lance and convention, with hands that show the fault, comparacion's
// TestFaultsAreCaught checks in make test.
func TestComparisonCatchesRankingFaults(t *testing.T) {
	t.Parallel() // heavy: the engines cross the protocol; both cores share them
	cases := []struct {
		fault, conv, lance string
		shows              func(want, got string) bool // at ocho reyes
	}{
		{"juego-32-bajo-40", "CONVENCION-orden-juego", "juego", func(w, g string) bool { return ochoSum(w) == 32 && ochoSum(g) == 40 }},
		{"punto-gana-el-menor", "CONVENCION-orden-juego", "punto", func(w, g string) bool { return ochoSum(w) > ochoSum(g) && ochoSum(w) <= 30 }},
		{"empate-contra-mano-grande", "CONVENCION-empates", "grande", func(w, g string) bool { return w != g }},
		{"cuatro-iguales-son-medias", "CONVENCION-orden-pares", "pares", func(w, g string) bool {
			// Four cards of one rank, the 3 a rey and the 2 an as.
			rank := func(c string) byte {
				switch c[0] {
				case '3':
					return 'R'
				case '2':
					return '1'
				}
				return c[0]
			}
			f := strings.Fields(w)
			return len(f) == 4 && rank(f[0]) == rank(f[1]) && rank(f[1]) == rank(f[2]) && rank(f[2]) == rank(f[3])
		}},
	}
	if !long() {
		cases = cases[:1]
	}
	for _, c := range cases {
		t.Run(c.fault, func(t *testing.T) {
			o := compareOnly(faultTarget(t, c.fault), 400)
			o.Comparisons = firstSampleRounds(400)
			rep, err := Run(o)
			if err != nil {
				t.Fatal(err)
			}
			if got := failingConventions(rep); !slices.Equal(got, []string{c.conv}) {
				t.Errorf("filas que rechazan el motor %v; se esperaba solo %s", got, c.conv)
			}
			if rep.Summary.CompareWrong == 0 {
				t.Fatal("ninguna comparación mal")
			}
			for _, m := range rep.Comparisons {
				for _, cv := range m.Conventions {
					if cv.ID != c.conv {
						t.Errorf("%s: hallazgo imputado a %s", m.Mode, cv.ID)
					}
					for _, ex := range cv.Examples {
						if ex.Lance != c.lance || ex.Want == "" || ex.Got == "" || ex.Want == ex.Got && c.lance != "grande" {
							t.Errorf("%s: hallazgo %+v", m.Mode, ex)
						}
						if m.Mode == "ocho_reyes" && !c.shows(ex.Want, ex.Got) {
							t.Errorf("las manos %s y %s no muestran el defecto: %s", ex.Want, ex.Got, ex.Detail)
						}
					}
				}
			}
			fails := 0
			for _, ch := range comparisonChecks(t, rep, c.conv) {
				if ch.Result == evidence.Falla && strings.Contains(ch.Why, "gana ") {
					fails++
				}
			}
			if fails == 0 {
				t.Errorf("la fila %s no tiene la comparación de manos en FALLA", c.conv)
			}
		})
	}
}

// TestComparisonFindingsStayInTheirConventions: no faulty engine of
// faults/ shows a comparison finding outside the conventions it declares.
// Make test plays the first 40 rounds of ocho reyes against the engines
// that rank hands otherwise (area evaluacion), whose findings the
// comparison is for; make long the whole sample of both modes against
// every engine (TestEveryFaultFailsExactlyItsArticles certifies each of
// them there too, the comparison included).
func TestComparisonFindingsStayInTheirConventions(t *testing.T) {
	t.Parallel() // heavy: the engines cross the protocol; both cores share them
	limit := 40
	if long() {
		limit = 0
	}
	for _, f := range faults.List() {
		if !long() && f.Area != faults.AreaEvaluacion {
			continue
		}
		res, err := Collect(compareOnly(faultTarget(t, f.Name), limit))
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range res.Comparisons {
			if m.Failure != nil {
				t.Errorf("%s, %s: ronda %d sin jugar: %s", f.Name, m.Mode, m.Failure.Round, m.Failure.Message)
			}
			for _, cv := range m.Conventions {
				if !slices.Contains(f.Articles, cv.ID) {
					t.Errorf("%s, %s: %d hallazgos imputados a %s, que el defecto no declara; el primero: %s", f.Name, m.Mode, cv.Count, cv.ID, cv.Examples[0].Detail)
				}
			}
		}
	}
}

// TestComparisonPartsJoinToTheWholeRun: the comparison of hands split in
// three parts, through JSON, joins to the certificate of the undivided
// run byte for byte, with more findings than the certificate shows, so
// that the parts' first findings are merged: 60 rounds against an engine
// that gives the punto to the lower hand, wrong in about half of them.
func TestComparisonPartsJoinToTheWholeRun(t *testing.T) {
	t.Parallel() // heavy: the engines cross the protocol; both cores share them
	const rounds = 60
	o := compareOnly(faultTarget(t, "punto-gana-el-menor"), rounds)
	o.Selector = "CONVENCION-orden-juego"
	whole, err := Run(o)
	if err != nil {
		t.Fatal(err)
	}
	if whole.Summary.CompareWrong <= maxComparisonExamples {
		t.Fatalf("%d hallazgos: pocos para probar la unión", whole.Summary.CompareWrong)
	}
	want, _ := whole.JSON()
	parts := collectBatches(t, o, 3)
	played := 0
	for i, back := range parts {
		k := i + 1
		if len(back.Comparisons) != compareModes() {
			t.Fatalf("lote %d: %+v", k, back.Comparisons)
		}
		for _, m := range back.Comparisons {
			if m.Played == 0 {
				t.Errorf("lote %d, %s: ninguna ronda", k, m.Mode)
			}
			played += m.Played
		}
	}
	if n := rounds * compareModes(); played != n || whole.Summary.CompareRounds != n {
		t.Errorf("rondas: %d en los lotes, %d en la ejecución entera; se esperaban %d", played, whole.Summary.CompareRounds, n)
	}
	if got := joinedCertificate(t, parts[1], parts[2], parts[0]); !bytes.Equal(got, want) {
		t.Errorf("los lotes unidos no dan el certificado de la ejecución entera (%d y %d bytes)", len(got), len(want))
	}
	other := *parts[0]
	other.CompareSelection = CompareAll
	if _, err := Join([]*Results{&other, parts[1], parts[2]}); err == nil || !strings.Contains(err.Error(), "comparan otras manos") {
		t.Errorf("lotes con otras comparaciones: %v", err)
	}
}

// TestComparisonWithoutStackedDecks: an engine without stacked decks
// cannot play the comparison of hands: each of its conventions shows the
// check as NO APLICA with the reason, and the certificate says so; an
// engine that does not offer cuatro reyes plays ocho reyes only; and
// --comparaciones ninguna leaves it out.
func TestComparisonWithoutStackedDecks(t *testing.T) {
	tg := Reference()
	tg.Greeting.Capabilities = protocol.Capabilities{SeededRNG: true}
	rep, err := Run(compareOnly(tg, 10))
	if err != nil {
		t.Fatal(err)
	}
	if len(rep.Comparisons) != 1 || rep.Comparisons[0].Mode != "ocho_reyes" || rep.Summary.CompareRounds != 0 {
		t.Fatalf("comparaciones %+v", rep.Comparisons)
	}
	for _, id := range comparisonConventions {
		cs := comparisonChecks(t, rep, id)
		if len(cs) != 1 || cs[0].Result != evidence.NoAplica || !strings.Contains(cs[0].Why, "mazos preparados") {
			t.Errorf("%s: %+v", id, cs)
		}
	}
	if !strings.Contains(string(rep.Markdown()), "La comparación de manos (ocho reyes) no aplica: el motor no acepta mazos preparados") {
		t.Error("el certificado no dice por qué no aplica")
	}

	tg.Greeting.Capabilities.StackedDecks = true
	rep, err = Run(compareOnly(tg, 10))
	if err != nil {
		t.Fatal(err)
	}
	if len(rep.Comparisons) != 1 || rep.Comparisons[0].Played != 10 || rep.Comparisons[0].NotApplicable != "" {
		t.Errorf("sin cuatro reyes: %+v", rep.Comparisons)
	}

	o := compareOnly(Reference(), 10)
	o.Comparisons = CompareNone
	rep, err = Run(o)
	if err != nil {
		t.Fatal(err)
	}
	if len(rep.Comparisons) != 0 || len(comparisonChecks(t, rep, "CONVENCION-empates")) != 0 {
		t.Errorf("con ninguna: %+v", rep.Comparisons)
	}
}

package certify

import (
	"bytes"
	"encoding/json"
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/musfem/musfem/faults"
)

// init limits the comparison of hands in make test: the certifications
// that test something else play its first 40 rounds (the whole sample
// costs about 13 s in process under -race), and every run leaves cuatro
// reyes out (its design takes about 8 s to build under -race); make long
// plays the whole sample of both modes.
func init() {
	if os.Getenv("MUSFEM_LONG") == "" {
		shortCompareLimit, shortCompareOchoReyes = 40, true
	}
}

// compareModes is how many deck modes the tests play: cuatro reyes only
// in make long (init).
func compareModes() int {
	if shortCompareOchoReyes {
		return 1
	}
	return 2
}

// compareOnly are the options of a certification that plays only the
// comparison of hands, at most limit rounds of each deck mode's sample
// (its articles are SIN PRUEBAS: failingConventions looks at the
// conventions alone).
func compareOnly(t Target, limit int) Options {
	return Options{Target: t, NoScenarios: true, NoFixtures: true, Seed: 1, Workers: 1, CompareLimit: limit}
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
	rep, err := Run(compareOnly(ReferenceTarget(), 300))
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
			if c.Result != Pasa || !strings.Contains(c.Name, names[i]) {
				t.Errorf("%s: %+v", id, c)
			}
		}
		if row, _ := findRow(rep, id); row.Status != Pasa {
			t.Errorf("%s: %s", id, row.Status)
		}
	}
	md := string(rep.Markdown())
	if !strings.Contains(md, "## Comparación de manos") || !strings.Contains(md, "(cuatro manos por ronda, con mazos preparados): ocho reyes, 300 rondas de 35654") {
		t.Error("el certificado no cuenta la comparación de manos")
	}
}

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
// with the lance and the two hands that show the fault.
func TestComparisonCatchesRankingFaults(t *testing.T) {
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
	for _, c := range cases {
		t.Run(c.fault, func(t *testing.T) {
			rep, err := Run(compareOnly(faultTarget(t, c.fault), 400))
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
				if ch.Result == Falla && strings.Contains(ch.Why, "gana ") {
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
// faults/ shows a comparison finding outside the conventions it declares
// (the first 40 rounds of each mode in make test, the whole sample in
// make long).
func TestComparisonFindingsStayInTheirConventions(t *testing.T) {
	limit := 40
	if long() {
		limit = 0
	}
	for _, f := range faults.List() {
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
// that the parts' first findings are merged.
func TestComparisonPartsJoinToTheWholeRun(t *testing.T) {
	o := compareOnly(faultTarget(t, "empate-contra-mano-chica"), 900)
	o.Selector = "CONVENCION-empates"
	whole, err := Run(o)
	if err != nil {
		t.Fatal(err)
	}
	if whole.Summary.CompareWrong <= maxComparisonExamples {
		t.Fatalf("%d hallazgos: pocos para probar la unión", whole.Summary.CompareWrong)
	}
	want, _ := whole.JSON()
	var parts []*Results
	played := 0
	for k := 1; k <= 3; k++ {
		p := o
		p.Part, p.Parts = k, 3
		r, err := Collect(p)
		if err != nil {
			t.Fatal(err)
		}
		b, _ := json.Marshal(r)
		var back Results
		if err := json.Unmarshal(b, &back); err != nil {
			t.Fatal(err)
		}
		if len(back.Comparisons) != compareModes() {
			t.Fatalf("lote %d: %+v", k, back.Comparisons)
		}
		for _, m := range back.Comparisons {
			if m.Played == 0 {
				t.Errorf("lote %d, %s: ninguna ronda", k, m.Mode)
			}
			played += m.Played
		}
		parts = append(parts, &back)
	}
	if n := 900 * compareModes(); played != n || whole.Summary.CompareRounds != n {
		t.Errorf("rondas: %d en los lotes, %d en la ejecución entera; se esperaban %d", played, whole.Summary.CompareRounds, n)
	}
	joined, err := Join([]*Results{parts[1], parts[2], parts[0]})
	if err != nil {
		t.Fatal(err)
	}
	rep, err := Build(joined)
	if err != nil {
		t.Fatal(err)
	}
	if got, _ := rep.JSON(); !bytes.Equal(got, want) {
		t.Errorf("los lotes unidos no dan el certificado de la ejecución entera (%d y %d bytes)", len(got), len(want))
	}
	other := parts[0]
	other.CompareSelection = CompareAll
	if _, err := Join([]*Results{other, parts[1], parts[2]}); err == nil || !strings.Contains(err.Error(), "comparan otras manos") {
		t.Errorf("lotes con otras comparaciones: %v", err)
	}
}

// TestComparisonWithoutStackedDecks: an engine without stacked decks
// cannot play the comparison of hands: each of its conventions shows the
// check as NO APLICA with the reason, and the certificate says so; an
// engine that does not offer cuatro reyes plays ocho reyes only; and
// --comparaciones ninguna leaves it out.
func TestComparisonWithoutStackedDecks(t *testing.T) {
	tg := ReferenceTarget()
	tg.AllConfig, tg.StackedDecks = false, false
	rep, err := Run(compareOnly(tg, 10))
	if err != nil {
		t.Fatal(err)
	}
	if len(rep.Comparisons) != 1 || rep.Comparisons[0].Mode != "ocho_reyes" || rep.Summary.CompareRounds != 0 {
		t.Fatalf("comparaciones %+v", rep.Comparisons)
	}
	for _, id := range comparisonConventions {
		cs := comparisonChecks(t, rep, id)
		if len(cs) != 1 || cs[0].Result != NoAplica || !strings.Contains(cs[0].Why, "mazos preparados") {
			t.Errorf("%s: %+v", id, cs)
		}
	}
	if !strings.Contains(string(rep.Markdown()), "La comparación de manos (ocho reyes) no aplica: el motor no acepta mazos preparados") {
		t.Error("el certificado no dice por qué no aplica")
	}

	tg.StackedDecks = true
	rep, err = Run(compareOnly(tg, 10))
	if err != nil {
		t.Fatal(err)
	}
	if len(rep.Comparisons) != 1 || rep.Comparisons[0].Played != 10 || rep.Comparisons[0].NotApplicable != "" {
		t.Errorf("sin cuatro reyes: %+v", rep.Comparisons)
	}

	o := compareOnly(ReferenceTarget(), 10)
	o.Comparisons = CompareNone
	rep, err = Run(o)
	if err != nil {
		t.Fatal(err)
	}
	if len(rep.Comparisons) != 0 || len(comparisonChecks(t, rep, "CONVENCION-empates")) != 0 {
		t.Errorf("con ninguna: %+v", rep.Comparisons)
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

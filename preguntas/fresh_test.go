package preguntas

import (
	"flag"
	"strconv"
	"strings"
	"testing"

	"github.com/musfem/musfem/reference"
)

var update = flag.Bool("update", false, "reescribe reports/preguntas.* con el informe actual")

// committedGames is the number of random games per option of the
// committed report (`musfem preguntas` with its defaults).
const committedGames = DefaultGames

// generate generates the report with the given number of games per
// option and seed 0, as `musfem preguntas --partidas games` does.
func generate(t *testing.T, games int) *Files {
	t.Helper()
	cat, err := reference.Load()
	if err != nil {
		t.Fatal(err)
	}
	f, err := Generate(Options{Catalog: cat, Games: games, Seed: 0})
	if err != nil {
		t.Fatal(err)
	}
	return f
}

// TestEveryQuestionShowsADifference fails unless every question of the
// catalog has at least one scenario whose options give different
// outcomes, legal actions or observations. Whether the random games show
// one too is reported (t.Log), not required: some options change no
// score in practice (P6, and the public stock size of P5).
func TestEveryQuestionShowsADifference(t *testing.T) {
	cat, err := reference.Load()
	if err != nil {
		t.Fatal(err)
	}
	f, err := Generate(Options{Catalog: cat, Games: 200, Seed: 0})
	if err != nil {
		t.Fatal(err)
	}
	if len(f.Report.Summary) != len(cat.Questions()) {
		t.Fatalf("el resumen tiene %d preguntas, el catálogo %d", len(f.Report.Summary), len(cat.Questions()))
	}
	for _, v := range f.Report.Summary {
		if v.ScenariosDiffering == 0 {
			t.Errorf("%s: ninguno de sus %d escenarios muestra una diferencia entre opciones", v.ID, v.Scenarios)
		}
		t.Logf("%s: %d de %d escenarios con diferencias; las partidas aleatorias cambian: %s (ganador: hasta %s)",
			v.ID, v.ScenariosDiffering, v.Scenarios, yesNo(v.GamesDiffer), v.MaxWinnerChanged)
	}
	for _, q := range f.Report.Questions {
		for _, o := range q.Options {
			if o.Error != "" {
				t.Errorf("%s, opción %s: %s", q.ID, o.Name, o.Error)
			}
		}
		for _, oi := range q.Impact.Options {
			if oi.Errors > 0 {
				t.Errorf("%s, opción %s: %d partidas aleatorias no han terminado bien", q.ID, oi.Option, oi.Errors)
			}
		}
		// Every option has at least one scenario row.
		for _, o := range q.Options {
			found := false
			for _, g := range q.Scenarios {
				for _, r := range g.Rows {
					found = found || r.Option == o.Name
				}
			}
			if !found {
				t.Errorf("%s: la opción %s no tiene ninguna fila de escenario", q.ID, o.Name)
			}
		}
	}
}

// firstDiff describes the first line where two texts differ, around the
// first differing character.
func firstDiff(a, b []byte) string {
	al, bl := strings.Split(string(a), "\n"), strings.Split(string(b), "\n")
	for i := 0; i < len(al) || i < len(bl); i++ {
		var x, y string
		if i < len(al) {
			x = al[i]
		}
		if i < len(bl) {
			y = bl[i]
		}
		if x != y {
			xr, yr := []rune(x), []rune(y)
			c := 0
			for c < len(xr) && c < len(yr) && xr[c] == yr[c] {
				c++
			}
			return "línea " + strconv.Itoa(i+1) + ", columna " + strconv.Itoa(c+1) + ":\n  guardado: " + window(xr, c) + "\n  actual:   " + window(yr, c)
		}
	}
	return "(sin diferencias por líneas)"
}

// window shows the runes around column c.
func window(r []rune, c int) string {
	from, to := max(c-40, 0), min(c+80, len(r))
	s := string(r[from:to])
	if from > 0 {
		s = "…" + s
	}
	if to < len(r) {
		s += "…"
	}
	return s
}

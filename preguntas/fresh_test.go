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

package preguntas

import (
	"flag"
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

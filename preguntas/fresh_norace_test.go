//go:build !race

// TestCommittedReportIsFresh and TestEveryQuestionShowsADifference generate
// the report, thousands of games: they are built without the race
// detector only, and make test runs them in its pass without it
// (internal/racepkgs); playAll's goroutines run under -race in
// TestPlayAllMatchesSequential.

package preguntas

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"

	"github.com/musfem/musfem/internal/reportfile"
	"github.com/musfem/musfem/reference"
)

// TestCommittedReportIsFresh regenerates the report as `musfem preguntas`
// does and fails with the first differing line when the committed copy in
// reports/ is stale. Only -update rewrites it. That the committed copy,
// generated earlier, equals a fresh one proves the report reproducible;
// two generations in a row (with fewer games) must be identical too.
func TestCommittedReportIsFresh(t *testing.T) {
	if testing.Short() {
		t.Skip("-short: el informe de preguntas juega miles de partidas")
	}
	small, again := generate(t, 50), generate(t, 50)
	for i, pair := range [3][2][]byte{{small.JSON, again.JSON}, {small.Markdown, again.Markdown}, {small.HTML, again.HTML}} {
		if !bytes.Equal(pair[0], pair[1]) {
			t.Errorf("dos generaciones seguidas de %s difieren: el informe no es reproducible", FileNames[i])
		}
	}
	f := generate(t, committedGames)
	dir := filepath.Join("..", "reports")
	if *update {
		if err := f.Write(dir); err != nil {
			t.Fatal(err)
		}
		return
	}
	tmp := t.TempDir()
	if err := f.Write(tmp); err != nil {
		t.Fatal(err)
	}
	for _, name := range FileNames {
		fresh, err := os.ReadFile(filepath.Join(tmp, name))
		if err != nil {
			t.Fatal(err)
		}
		old, err := os.ReadFile(filepath.Join(dir, name))
		if err != nil {
			t.Errorf("reports/%s: %v (genera el informe con `make preguntas`)", name, err)
			continue
		}
		if !bytes.Equal(old, fresh) {
			t.Errorf("reports/%s está desactualizado (`make preguntas` o `go test ./preguntas -run Fresh -update` lo reescriben):\n%s", name, reportfile.FirstDiff(old, fresh))
		}
	}
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

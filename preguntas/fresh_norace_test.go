//go:build !race

// TestCommittedReportIsFresh plays thousands of games: it is built without
// the race detector only, and make test runs it in its pass without it
// (internal/racepkgs); playAll's goroutines run under -race in
// TestPlayAllMatchesSequential.

package preguntas

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"
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
			t.Errorf("reports/%s está desactualizado (`make preguntas` o `go test ./preguntas -run Fresh -update` lo reescriben):\n%s", name, firstDiff(old, fresh))
		}
	}
}

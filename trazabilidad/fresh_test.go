//go:build !race

// The tests that read the whole generated report (the specification run
// once, then rendered and opened in Chromium) are built without the race
// detector: they start no goroutine of this package's, and under -race
// the specification costs five times as much (internal/racepkgs).

package trazabilidad

import (
	"bytes"
	"flag"
	"os"
	"path/filepath"
	"sync"
	"testing"

	"github.com/musfem/musfem/config"
	"github.com/musfem/musfem/internal/reportfile"
	"github.com/musfem/musfem/reference"
)

var update = flag.Bool("update", false, "reescribe reports/trazabilidad.* con el informe actual")

// generatedOnce is the report as `musfem report` generates it (the whole
// specification, DefaultRandomGames random games), generated once for the
// tests that read it whole: TestCommittedReportIsFresh, which generates it
// a second time to prove it reproducible, and the Chromium tests. Most of
// its cost is the specification, not the games.
var generatedOnce struct {
	sync.Once
	f   *Files
	err error
}

// generate generates the report as `musfem report` does: it reads
// reports/mutantes.json when there is one, so after `make mutantes` the
// report must be written again.
func generate() (*Files, error) {
	cat, err := reference.Load()
	if err != nil {
		return nil, err
	}
	mut, err := LoadMutants(filepath.Join("..", "reports"), "")
	if err != nil {
		return nil, err
	}
	return Generate(Options{Catalog: cat, Rules: config.Default(), Profile: config.DefaultFileName, Games: DefaultRandomGames, Mutants: mut})
}

// generated returns the report of generatedOnce.
func generated(t *testing.T) *Files {
	t.Helper()
	o := &generatedOnce
	o.Do(func() { o.f, o.err = generate() })
	if o.err != nil {
		t.Fatal(o.err)
	}
	return o.f
}

// TestCommittedReportIsFresh regenerates the report as `musfem report`
// does and fails with the first differing line when the committed copy in
// reports/ is stale (reports/mutantes.json, when there is one, is read as
// `musfem report` reads it). Only -update rewrites it. It also proves the report is
// byte-for-byte reproducible: two generations must be identical.
func TestCommittedReportIsFresh(t *testing.T) {
	dir := filepath.Join("..", "reports")
	f := generated(t)
	again, err := generate()
	if err != nil {
		t.Fatal(err)
	}
	for name, pair := range map[string][2][]byte{"json": {f.JSON, again.JSON}, "md": {f.Markdown, again.Markdown}, "html": {f.HTML, again.HTML}} {
		if !bytes.Equal(pair[0], pair[1]) {
			t.Errorf("dos generaciones seguidas del informe %s difieren: no es reproducible", name)
		}
	}
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
	for _, name := range []string{"trazabilidad.json", "trazabilidad.md", "trazabilidad.html"} {
		fresh, err := os.ReadFile(filepath.Join(tmp, name))
		if err != nil {
			t.Fatal(err)
		}
		old, err := os.ReadFile(filepath.Join(dir, name))
		if err != nil {
			t.Errorf("reports/%s: %v (genera el informe con `make report`)", name, err)
			continue
		}
		if !bytes.Equal(old, fresh) {
			t.Errorf("reports/%s está desactualizado (`make report` o `go test ./trazabilidad -run Fresh -update` lo reescriben):\n%s", name, reportfile.FirstDiff(old, fresh))
		}
	}
}

//go:build !race

// TestFeaturesSpeakSpanish reads text with the regular expressions of
// internal/jerga, on one goroutine: it is built without the race detector
// only, and make test runs it in its pass without it (internal/racepkgs).
// Under -race it took about 5 s of CPU, 0.3 s without; the goroutine of
// the steps runs under -race in TestTimeScenarios.

package steps

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/musfem/musfem/internal/jerga"
)

// TestFeaturesSpeakSpanish checks every line of features/ that a
// professor reads (steps, tables, descriptions, comments and the README
// files): no English name of the catalog and no internal reference (the
// checks of internal/jerga).
func TestFeaturesSpeakSpanish(t *testing.T) {
	var files []string
	for _, dir := range featurePaths {
		fs, _ := filepath.Glob(filepath.Join(dir, "*.feature"))
		files = append(files, fs...)
		files = append(files, filepath.Join(dir, "README.md"))
	}
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for i, l := range strings.Split(string(data), "\n") {
			if strings.HasPrefix(strings.TrimSpace(l), "@") {
				continue // tags name the catalog's ids
			}
			if m := jerga.CatalogName(l); m != "" {
				t.Errorf("%s:%d: «%s» es un nombre del catálogo en inglés; se dice en español (docs/pasos.md)", f, i+1, m)
			}
			if m := jerga.Internal(l); m != "" {
				t.Errorf("%s:%d: «%s» es una referencia interna; se dice la regla", f, i+1, m)
			}
		}
	}
}

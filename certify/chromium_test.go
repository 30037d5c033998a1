package certify

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/musfem/musfem/internal/chromium"
)

// TestHTMLRendersInChromium renders the certification of a faulty engine
// in headless Chromium and checks that the page a reader sees holds the
// verdict, the groups of divergences and one status cell per row of the
// JSON.
func TestHTMLRendersInChromium(t *testing.T) {
	bin := chromium.Find(t)
	rep, err := Run(Options{Target: faultTarget(t, "no-quiero-del-primer-rival"), Games: 20, Seed: 1, Selector: "FEM-VI"})
	if err != nil {
		t.Fatal(err)
	}
	html, err := rep.HTML()
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "certificacion.html")
	if err := os.WriteFile(path, html, 0o644); err != nil {
		t.Fatal(err)
	}
	dom := chromium.DumpDOM(t, bin, path)
	for _, want := range []string{"<b>RECHAZADO</b>", "<h2>Divergencias</h2>", `<h3 id="D1">`, "<td>FEM-VI.4</td>"} {
		if !strings.Contains(dom, want) {
			t.Errorf("la página renderizada no tiene %q", want)
		}
	}
	s := rep.Summary
	for status, n := range map[string]int{
		"pasa":         s.Articles.Pasa + s.Conventions.Pasa,
		"falla":        s.Articles.Falla + s.Conventions.Falla,
		"error":        s.Articles.Error + s.Conventions.Error,
		"no-aplica":    s.Articles.NoAplica + s.Conventions.NoAplica,
		"consecuencia": s.Articles.Consecuencia + s.Conventions.Consecuencia,
	} {
		if got := strings.Count(dom, `<td class="`+status+`">`); got != n {
			t.Errorf("celdas %q en la página: %d, en el JSON: %d", status, got, n)
		}
	}
	if s.Articles.Falla == 0 {
		t.Error("el defecto no ha hecho fallar ningún artículo de FEM-VI")
	}
}

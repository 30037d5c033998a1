//go:build !race

// The tests that read the whole generated report (the specification run
// once, then rendered and opened in Chromium) are built without the race
// detector: they start no goroutine of this package's, and under -race
// the specification costs five times as much (internal/racepkgs).

package trazabilidad

import (
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"testing"

	"github.com/musfem/musfem/internal/chromium"
)

// The Chromium tests share one page: the report of generated, written
// once into a folder of its own.
var chromiumOnce struct {
	sync.Once
	r    *Report
	path string
	err  error
}

// chromiumPage returns the report the Chromium tests render and the path
// of its HTML page.
func chromiumPage(t *testing.T) (*Report, string) {
	t.Helper()
	f := generated(t)
	o := &chromiumOnce
	o.Do(func() {
		dir, err := os.MkdirTemp("", "musfem-informe-")
		if err != nil {
			o.err = err
			return
		}
		o.r, o.path = f.Report, filepath.Join(dir, "trazabilidad.html")
		o.err = os.WriteFile(o.path, f.HTML, 0o644)
	})
	if o.err != nil {
		t.Fatal(o.err)
	}
	return o.r, o.path
}

var cellRe = regexp.MustCompile(`<td class="num" id="(n-[a-z-]+)" data-json="(\d+)">(\d+)</td>`)

// TestHTMLRendersInChromium renders the report page in headless Chromium
// and checks that the rendered tables and counts equal the JSON's: the
// page's script recounts the rows and must agree with every summary cell.
func TestHTMLRendersInChromium(t *testing.T) {
	bin := chromium.Find(t)
	r, path := chromiumPage(t)
	_, dom := phoneProbe(t, bin, path)
	if !strings.Contains(dom, `data-listo="si"`) {
		t.Fatal("el script de la página no se ha ejecutado")
	}
	if !strings.Contains(dom, `id="aviso-recuento" class="aviso" hidden=""`) {
		t.Error("la página avisa de que su recuento no coincide con el del JSON")
	}
	rows := func(tipo, status string) int {
		return strings.Count(dom, `data-tipo="`+tipo+`" data-status="`+status+`"`)
	}
	want := map[string]int{}
	for _, s := range rowStatuses {
		want["n-articulos-"+s.Slug()] = r.Summary.Articles.Of(s)
		want["n-convenciones-"+s.Slug()] = r.Summary.Conventions.Of(s)
		if got := rows("articulo", string(s)); got != r.Summary.Articles.Of(s) {
			t.Errorf("filas de artículos %q renderizadas: %d, JSON: %d", s, got, r.Summary.Articles.Of(s))
		}
		if got := rows("convencion", string(s)); got != r.Summary.Conventions.Of(s) {
			t.Errorf("filas de convenciones %q renderizadas: %d, JSON: %d", s, got, r.Summary.Conventions.Of(s))
		}
	}
	want["n-articulos-total"] = r.Summary.Articles.Total
	want["n-convenciones-total"] = r.Summary.Conventions.Total
	// The row of the address (#FEM-VI.4) is marked destacada.
	hasRow := func(id string) bool {
		return strings.Contains(dom, `<tr class="fila" id="`+id+`" `) || strings.Contains(dom, `<tr class="fila destacada" id="`+id+`" `)
	}
	cells := cellRe.FindAllStringSubmatch(dom, -1)
	if len(cells) != len(want) {
		t.Fatalf("el resumen renderizado tiene %d celdas de recuento, se esperaban %d", len(cells), len(want))
	}
	for _, c := range cells {
		shown, _ := strconv.Atoi(c[3])
		if shown != want[c[1]] {
			t.Errorf("%s muestra %d, el JSON dice %d", c[1], shown, want[c[1]])
		}
	}
	for _, ch := range r.Chapters {
		for _, a := range ch.Articles {
			if !hasRow(a.ID) {
				t.Errorf("la fila de %s no tiene su ancla", a.ID)
			}
		}
	}
	for _, c := range r.Conventions {
		if !hasRow(c.ID) {
			t.Errorf("la fila de %s no tiene su ancla", c.ID)
		}
	}
	for _, l := range r.Headline {
		if !strings.Contains(dom, "<p>"+l+"</p>") {
			t.Errorf("el titular no dice %q", l)
		}
	}
	if got := strings.Count(dom, `<section class="capitulo"`); got != len(r.Chapters)+1 {
		t.Errorf("capítulos renderizados: %d, JSON: %d (+ convenciones)", got, len(r.Chapters))
	}
	scenarios := 0
	for _, ch := range r.Chapters {
		for _, a := range ch.Articles {
			scenarios += len(a.Scenarios)
		}
	}
	for _, c := range r.Conventions {
		scenarios += len(c.Scenarios)
	}
	// The probe's page is open at #FEM-VI.4, whose scenarios are open.
	if got := strings.Count(dom, "<details>") + strings.Count(dom, `<details open="">`); got != scenarios {
		t.Errorf("escenarios desplegables renderizados: %d, JSON: %d", got, scenarios)
	}
}

package preguntas

import (
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/musfem/musfem/internal/chromium"
)

var countRe = regexp.MustCompile(`<td class="num" id="n-(P\d+)-(escenarios|difieren)" data-json="(\d+)">(\d+)</td>`)

// TestHTMLRendersInChromium renders the preguntas page (the scenarios of
// features/preguntas and 20 games per option) in headless Chromium and
// checks it against the JSON: a section with the anchor of
// every question, the page's own recount of scenarios and differing
// scenarios equal to the summary's, one side-by-side column per row and
// one marked cell per difference.
func TestHTMLRendersInChromium(t *testing.T) {
	bin := chromium.Find(t)
	f := generate(t, 20)
	r := f.Report
	path := filepath.Join(t.TempDir(), "preguntas.html")
	if err := os.WriteFile(path, f.HTML, 0o644); err != nil {
		t.Fatal(err)
	}
	dom := chromium.DumpDOM(t, bin, path)
	if !strings.Contains(dom, `data-listo="si"`) {
		t.Fatal("el script de la página no se ha ejecutado")
	}
	if !strings.Contains(dom, `id="aviso-recuento" class="aviso" hidden=""`) {
		t.Error("la página avisa de que su recuento no coincide con el del JSON")
	}
	for _, q := range r.Questions {
		if !strings.Contains(dom, `<section class="pregunta" id="`+q.ID+`">`) {
			t.Errorf("falta la sección con el ancla #%s", q.ID)
		}
	}
	cells := countRe.FindAllStringSubmatch(dom, -1)
	if len(cells) != 2*len(r.Summary) {
		t.Fatalf("el resumen renderizado tiene %d celdas de recuento, se esperaban %d", len(cells), 2*len(r.Summary))
	}
	want := map[string]int{}
	for _, v := range r.Summary {
		want[v.ID+"-escenarios"] = v.Scenarios
		want[v.ID+"-difieren"] = v.ScenariosDiffering
	}
	for _, c := range cells {
		shown, _ := strconv.Atoi(c[4])
		if shown != want[c[1]+"-"+c[2]] {
			t.Errorf("%s %s muestra %d, el JSON dice %d", c[1], c[2], shown, want[c[1]+"-"+c[2]])
		}
	}
	groups, differing, marked := 0, 0, 0
	for _, q := range r.Questions {
		for _, g := range q.Scenarios {
			groups++
			if g.Differs {
				differing++
			}
			for _, row := range g.Rows {
				for _, d := range row.Differs {
					switch d {
					case "lances", "tantos", "marcador", "ganador", "acciones", "observaciones":
						marked++
					}
				}
			}
		}
	}
	if got := strings.Count(dom, `<article class="escenario"`); got != groups {
		t.Errorf("escenarios renderizados: %d, JSON: %d", got, groups)
	}
	if got := strings.Count(dom, `<article class="escenario" data-difiere="si"`); got != differing {
		t.Errorf("escenarios marcados como distintos: %d, JSON: %d", got, differing)
	}
	if got := strings.Count(dom, `<td class="difiere"><span class="linea"><span class="marca">≠ </span>`); got != marked {
		t.Errorf("celdas marcadas con ≠ en los escenarios: %d, JSON: %d", got, marked)
	}
}

//go:build !race

// The Chromium tests of the questions' report, built without the race
// detector only (make test runs them in its pass without it,
// internal/racepkgs): they generate a report of 20 games per option on
// the goroutines of playAll, which run under -race in
// TestPlayAllMatchesSequential, and render it in Chromium, a program of
// its own. Under -race they cost about 9 s of CPU, about half of it the
// games.

package preguntas

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"testing"

	"github.com/musfem/musfem/internal/chromium"
)

// The Chromium tests share one report (the scenarios of features/preguntas
// and 20 games per option), written once into a folder of its own.
var chromiumOnce struct {
	sync.Once
	r    *Report
	path string
	err  error
}

func TestMain(m *testing.M) {
	code := m.Run()
	if chromiumOnce.path != "" {
		os.RemoveAll(filepath.Dir(chromiumOnce.path))
	}
	os.Exit(code)
}

// chromiumPage returns the report the Chromium tests render and the path
// of its HTML page.
func chromiumPage(t *testing.T) (*Report, string) {
	t.Helper()
	o := &chromiumOnce
	o.Do(func() {
		f := generate(t, 20)
		dir, err := os.MkdirTemp("", "musfem-preguntas-")
		if err != nil {
			o.err = err
			return
		}
		o.r, o.path = f.Report, filepath.Join(dir, "preguntas.html")
		o.err = os.WriteFile(o.path, f.HTML, 0o644)
	})
	if o.err != nil {
		t.Fatal(o.err)
	}
	return o.r, o.path
}

// phoneProbe opens every folded part of the page and measures what is
// wider than the window.
const phoneProbe = `window.addEventListener("load", function () { setTimeout(function () {
  document.querySelectorAll("details").forEach(function (d) { d.open = true; });
  var out = { width: window.innerWidth, scrollWidth: document.documentElement.scrollWidth, wide: [], cards: document.querySelectorAll(".naipe").length };
  document.querySelectorAll(".tabla").forEach(function (t) {
    if (t.scrollWidth > t.clientWidth + 1 && out.wide.length < 10) out.wide.push("tabla " + t.querySelector("table").className + " en #" + t.closest("section").id);
  });
  document.querySelectorAll("main *, header *").forEach(function (e) {
    if (e.closest(".tabla")) return;
    var r = e.getBoundingClientRect();
    if (r.width > 0 && r.right > window.innerWidth + 1 && out.wide.length < 10) out.wide.push(e.tagName + "." + e.className + " (" + Math.round(r.right) + " px)");
  });
  document.body.setAttribute("data-sonda", JSON.stringify(out));
}, 0); });`

// TestPhoneLayout renders the page at 390 and 1280 px wide with every
// folded part open: nothing is wider than the window, no table needs to
// scroll sideways (each becomes one block per row on a phone), and the
// hands in the scenarios are drawn.
func TestPhoneLayout(t *testing.T) {
	bin := chromium.Find(t)
	_, path := chromiumPage(t)
	for _, w := range []int{390, 1280} {
		t.Run(fmt.Sprint(w), func(t *testing.T) {
			var p phoneMeasures
			if w == 1280 {
				p, _ = wideProbe(t, bin, path)
			} else {
				chromium.Probe(t, bin, path, "", w, 900, phoneProbe, &p)
			}
			if p.ScrollWidth > p.Width+1 {
				t.Errorf("a %d px la página mide %.0f px de ancho", w, p.ScrollWidth)
			}
			if w < 600 && len(p.Wide) > 0 {
				t.Errorf("a %d px se sale de la pantalla: %v", w, p.Wide)
			}
			if p.Cards == 0 {
				t.Error("no hay ninguna carta dibujada")
			}
		})
	}
}

// phoneMeasures is what phoneProbe measures.
type phoneMeasures struct {
	Width, ScrollWidth float64
	Wide               []string
	Cards              int
}

// wideOnce is phoneProbe at 1280 px, run once: TestPhoneLayout reads its
// measures, TestHTMLRendersInChromium its DOM (the probe only opens the
// folded parts), one Chromium fewer.
var wideOnce chromium.Once[phoneMeasures]

// wideProbe returns the probe of wideOnce, run by the first test that asks.
func wideProbe(t *testing.T, bin, path string) (phoneMeasures, string) {
	t.Helper()
	return wideOnce.Get(t, "a 1280 px", func() (m phoneMeasures, dom string) {
		dom = chromium.Probe(t, bin, path, "", 1280, 900, phoneProbe, &m)
		return m, dom
	})
}

var countRe = regexp.MustCompile(`<td class="num" data-etiqueta="[^"]*" id="n-(P\d+)-(escenarios|difieren)" data-json="(\d+)">(\d+)</td>`)

// TestHTMLRendersInChromium renders the preguntas page (the scenarios of
// features/preguntas and 20 games per option) in headless Chromium and
// checks it against the JSON: a section with the anchor of
// every question, the page's own recount of scenarios and differing
// scenarios equal to the summary's, one side-by-side column per row and
// one marked cell per difference.
func TestHTMLRendersInChromium(t *testing.T) {
	bin := chromium.Find(t)
	r, path := chromiumPage(t)
	_, dom := wideProbe(t, bin, path)
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
		if len(q.Conclusion) == 0 || !strings.Contains(dom, `<div class="conclusion" id="conclusion-`+q.ID+`">`) || !strings.Contains(dom, "<p>"+q.Conclusion[0]+"</p>") {
			t.Errorf("%s: falta la conclusión", q.ID)
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
	if got := len(regexp.MustCompile(`<article class="escenario" id="P\d+-escenario-\d+" data-difiere="si"`).FindAllString(dom, -1)); got != differing {
		t.Errorf("escenarios marcados como distintos: %d, JSON: %d", got, differing)
	}
	if got := strings.Count(dom, ` class="difiere"><span class="linea"><span class="marca">≠ </span>`); got != marked {
		t.Errorf("celdas marcadas con ≠ en los escenarios: %d, JSON: %d", got, marked)
	}
}

//go:build !race

// The tests that read the whole generated report (the specification run
// once, then rendered and opened in Chromium) are built without the race
// detector: they start no goroutine of this package's, and under -race
// the specification costs five times as much (internal/racepkgs).

package trazabilidad

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/musfem/musfem/evidence"
	"github.com/musfem/musfem/internal/chromium"
)

func TestMain(m *testing.M) {
	code := m.Run()
	if chromiumOnce.path != "" {
		os.RemoveAll(filepath.Dir(chromiumOnce.path))
	}
	os.Exit(code)
}

// probeScript measures the rendered page once it has loaded: where the
// row of the address landed, whether its scenarios are open, whether
// anything is wider than the window, and which rows each search leaves
// visible (and which of their scenarios it opens). P is replaced by the
// test's parameters.
const probeScript = `(function () {
var P = %s;
window.addEventListener("load", function () { setTimeout(function () {
  var out = { width: window.innerWidth, height: window.innerHeight, scrollWidth: document.documentElement.scrollWidth, searches: {} };
  if (P.anchor) {
    var tr = document.getElementById(P.anchor), barra = document.querySelector(".filtro");
    out.top = tr.getBoundingClientRect().top;
    out.barSticky = getComputedStyle(barra).position === "sticky";
    out.barBottom = barra.getBoundingClientRect().bottom;
    out.details = tr.querySelectorAll("details").length;
    out.open = tr.querySelectorAll("details[open]").length;
    out.textWidth = 1e9; out.cut = [];
    tr.querySelectorAll(".texto-naipes").forEach(function (e) { var w = e.getBoundingClientRect().width; if (w > 0) out.textWidth = Math.min(out.textWidth, w); });
    tr.querySelectorAll("td").forEach(function (td, i) { if (td.getBoundingClientRect().right > window.innerWidth + 1) out.cut.push(i); });
  }
  var caja = document.getElementById("buscar");
  P.queries.forEach(function (q) {
    caja.value = q; caja.dispatchEvent(new Event("input"));
    var s = { visible: [], open: [], count: document.getElementById("n-visibles").textContent };
    document.querySelectorAll("tr.fila").forEach(function (tr) { if (!tr.hidden) s.visible.push(tr.id); });
    document.querySelectorAll("tr.fila:not([hidden]) details[open]").forEach(function (d) { s.open.push(d.closest("tr").id); });
    out.searches[q] = s;
  });
  document.body.setAttribute("data-sonda", JSON.stringify(out));
}, 0); });
})();`

// probe is what probeScript measures.
type probe struct {
	Width, Height, ScrollWidth float64
	Top, BarBottom             float64
	BarSticky                  bool
	Details, Open              int
	TextWidth                  float64
	Cut                        []int
	Searches                   map[string]struct {
		Visible, Open []string
		Count         string
	}
}

// runProbe renders the page at the anchor and size given, types the
// queries, and returns the measures and the DOM.
func runProbe(t *testing.T, bin, path, anchor string, width, height int, queries []string) (probe, string) {
	t.Helper()
	params, err := json.Marshal(map[string]any{"anchor": anchor, "queries": queries})
	if err != nil {
		t.Fatal(err)
	}
	var p probe
	fragment := ""
	if anchor != "" {
		fragment = "#" + anchor
	}
	dom := chromium.Probe(t, bin, path, fragment, width, height, fmt.Sprintf(probeScript, params), &p)
	return p, dom
}

// searchQueries are what TestSearchNarrowsTheRows types into the search
// box.
var searchQueries = []string{"FEM-VI.4", "vi.4", "FEM-VIII", "CONVENCION-deje", "quiero", "ÓRDAGO", "ordago", "negada acto", "zzqqzz"}

// wideOnce is the probe of the page at 1280 px opened at #FEM-VI.4, with
// the searches typed after the row is measured: one Chromium for
// TestAnchorLandsOnItsRow's wide window and TestSearchNarrowsTheRows.
var wideOnce chromium.Once[probe]

// wideProbe returns the probe of wideOnce, run by the first test that asks.
func wideProbe(t *testing.T, bin, path string) probe {
	t.Helper()
	p, _ := wideOnce.Get(t, "a 1280 px", func() (probe, string) { return runProbe(t, bin, path, "FEM-VI.4", 1280, 900, searchQueries) })
	if len(p.Searches) == 0 {
		t.Fatal("la sonda a 1280 px no ha medido nada")
	}
	return p
}

// phoneOnce is the probe of the page at 390 px opened at #FEM-VI.4, with
// no search: TestAnchorLandsOnItsRow reads its measures,
// TestHTMLRendersInChromium its DOM (where only that row's scenarios are
// open), one Chromium fewer.
var phoneOnce chromium.Once[probe]

// phoneProbe returns the probe of phoneOnce, run by the first test that
// asks.
func phoneProbe(t *testing.T, bin, path string) (probe, string) {
	t.Helper()
	return phoneOnce.Get(t, "a 390 px", func() (probe, string) { return runProbe(t, bin, path, "FEM-VI.4", 390, 844, []string{}) })
}

// TestAnchorLandsOnItsRow opens trazabilidad.html#FEM-VI.4 (and a
// convention) at 1280 and 390 px wide: the row is at the top of the
// window, below the sticky search bar where there is one, with all its
// scenarios open; nothing is wider than the window, and the scenario
// text is at least 280 px wide on the phone (about 36 characters a line).
func TestAnchorLandsOnItsRow(t *testing.T) {
	bin := chromium.Find(t)
	_, path := chromiumPage(t)
	for _, c := range []struct {
		anchor        string
		width, height int
	}{{"FEM-VI.4", 1280, 900}, {"FEM-VI.4", 390, 844}, {"CONVENCION-deje", 390, 844}} {
		t.Run(fmt.Sprintf("%s@%d", c.anchor, c.width), func(t *testing.T) {
			var p probe
			switch {
			case c.width == 1280:
				p = wideProbe(t, bin, path)
			case c.anchor == "FEM-VI.4":
				p, _ = phoneProbe(t, bin, path)
			default:
				p, _ = runProbe(t, bin, path, c.anchor, c.width, c.height, []string{})
			}
			floor := 0.0
			if p.BarSticky {
				floor = p.BarBottom - 1
			}
			if p.Top < floor || p.Top > p.Height/4 {
				t.Errorf("la fila #%s está a %.0f px de arriba (la barra de búsqueda acaba en %.0f, fija: %v); se esperaba al principio de la ventana de %.0f px",
					c.anchor, p.Top, p.BarBottom, p.BarSticky, p.Height)
			}
			if p.Details == 0 || p.Open != p.Details {
				t.Errorf("la fila #%s muestra abiertos %d de sus %d escenarios", c.anchor, p.Open, p.Details)
			}
			if p.ScrollWidth > p.Width+1 {
				t.Errorf("a %d px la página mide %.0f px de ancho: algo se sale de la pantalla", c.width, p.ScrollWidth)
			}
			if len(p.Cut) > 0 {
				t.Errorf("a %d px las columnas %v de la fila #%s se salen de la pantalla", c.width, p.Cut, c.anchor)
			}
			if c.width < 600 && p.TextWidth < 280 {
				t.Errorf("a %d px el texto de los escenarios mide %.0f px de ancho, se esperaban al menos 280", c.width, p.TextWidth)
			}
		})
	}
}

// TestSearchNarrowsTheRows types searches into the search box: an id
// finds its row, a chapter its rows, a convention its row; words find
// exactly the rows whose text (id, title, summary, justification,
// scenarios) contains them all, whatever the case and the accents, and
// open the scenarios that contain them; nonsense finds nothing.
func TestSearchNarrowsTheRows(t *testing.T) {
	bin := chromium.Find(t)
	r, path := chromiumPage(t)
	queries := searchQueries
	p := wideProbe(t, bin, path)
	total, texts := rowTexts(r)

	var chapterVIII []string
	for _, ch := range r.Chapters {
		if ch.ID == "FEM-VIII" {
			for _, a := range ch.Articles {
				chapterVIII = append(chapterVIII, a.ID)
			}
		}
	}
	if len(chapterVIII) == 0 {
		t.Fatal("el informe no tiene el capítulo FEM-VIII")
	}
	byID := map[string][]string{"FEM-VI.4": {"FEM-VI.4"}, "vi.4": {"FEM-VI.4"}, "FEM-VIII": chapterVIII, "CONVENCION-deje": {"CONVENCION-deje"}, "zzqqzz": {}}
	for _, q := range queries {
		s, ok := p.Searches[q]
		if !ok {
			t.Errorf("la sonda no ha buscado %q", q)
			continue
		}
		want, isID := byID[q]
		if !isID {
			want = []string{}
			words := strings.Fields(fold(q))
			for _, rt := range texts {
				if containsAll(rt.text, words) {
					want = append(want, rt.id)
				}
			}
			if len(want) == 0 || len(want) >= total {
				t.Errorf("la búsqueda %q debería reducir las filas y deja %d de %d: mala elección de palabras para la prueba", q, len(want), total)
			}
			for _, id := range s.Open {
				if !slices.Contains(s.Visible, id) {
					t.Errorf("la búsqueda %q abre un escenario de la fila oculta %s", q, id)
				}
			}
			if len(s.Open) == 0 {
				t.Errorf("la búsqueda %q no abre ningún escenario que la contenga", q)
			}
		}
		if !slices.Equal(s.Visible, want) {
			t.Errorf("la búsqueda %q deja a la vista %d filas, se esperaban %d:\n  a la vista: %v\n  esperadas:  %v", q, len(s.Visible), len(want), s.Visible, want)
		}
		if wantCount := fmt.Sprintf("«%s»: %d de %d filas", q, len(want), total); s.Count != wantCount {
			t.Errorf("la búsqueda %q dice %q, se esperaba %q", q, s.Count, wantCount)
		}
	}
	if a, b := p.Searches["ÓRDAGO"].Visible, p.Searches["ordago"].Visible; !slices.Equal(a, b) {
		t.Errorf("«ÓRDAGO» y «ordago» no encuentran las mismas filas: %d y %d", len(a), len(b))
	}
}

type rowText struct{ id, text string }

// rowTexts returns, for every row in page order, the folded text the page
// shows of it, built from the JSON: the oracle of the search.
func rowTexts(r *Report) (int, []rowText) {
	var out []rowText
	scen := func(b *strings.Builder, refs []ScenarioRef) {
		for _, s := range refs {
			fmt.Fprintf(b, " %s %s %s:%d %s %s", s.Result, scenarioLabel(s), fileName(s.File), s.Line, s.Message, s.Gherkin)
		}
	}
	for _, ch := range r.Chapters {
		for _, a := range ch.Articles {
			var b strings.Builder
			fmt.Fprintf(&b, "%s %s %s %s %s %s %s", a.ID, a.Title, a.Summary, a.KindLabel, strings.Join(a.ConfigKeys, " "), "pág. "+strconv.Itoa(a.Page)+reading(a), a.Status)
			if a.Status == evidence.NoAplica || a.Status == evidence.SinPruebas {
				b.WriteString(" " + a.Justification)
			}
			scen(&b, a.Scenarios)
			out = append(out, rowText{a.ID, fold(b.String())})
		}
	}
	for _, c := range r.Conventions {
		var b strings.Builder
		fmt.Fprintf(&b, "%s %s %s %s %s %s", c.ID, c.Title, c.Statement, c.Implementation, c.Status, c.Justification)
		for _, kv := range c.Config {
			fmt.Fprintf(&b, " %s = %s", kv.Key, kv.Value)
			if !kv.IsDefault {
				fmt.Fprintf(&b, " (por defecto %s)", kv.Default)
			}
		}
		scen(&b, c.Scenarios)
		out = append(out, rowText{c.ID, fold(b.String())})
	}
	return len(out), out
}

// fold lowers the case and drops the accents of Spanish text, as the
// page's search does.
func fold(s string) string {
	return strings.NewReplacer("á", "a", "é", "e", "í", "i", "ó", "o", "ú", "u", "ü", "u", "ñ", "n").Replace(strings.ToLower(s))
}

func containsAll(s string, words []string) bool {
	for _, w := range words {
		if !strings.Contains(s, w) {
			return false
		}
	}
	return true
}

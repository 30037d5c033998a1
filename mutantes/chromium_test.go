package mutantes

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/musfem/musfem/internal/chromium"
)

// fitScript measures the page at its address: where the row of the
// anchor landed, how wide the page is, and which cells, diffs and
// paragraphs stick out of the window.
const fitScript = `window.addEventListener("load", function () { setTimeout(function () {
  var w = window.innerWidth, out = { width: w, height: window.innerHeight, scrollWidth: document.documentElement.scrollWidth, cut: [] };
  var fila = document.getElementById(%q);
  out.top = fila ? fila.getBoundingClientRect().top : -1;
  document.querySelectorAll("td, th, pre, p, h3, dd").forEach(function (e) {
    var r = e.getBoundingClientRect();
    if (r.width > 0 && r.right > w + 1) out.cut.push(e.tagName + " " + (e.textContent || "").slice(0, 40));
  });
  document.body.setAttribute("data-sonda", JSON.stringify(out));
}, 0); });`

// TestHTMLFitsTheWindow renders the hand-made report, with a survivor
// whose diff has a long line, in headless Chromium at 1280 and 390 px,
// opened at mutantes.html#FEM-VI.9: the row lands at the top of the
// window and nothing is wider than it (the tables become blocks on the
// phone, and a long diff scrolls inside its box).
func TestHTMLFitsTheWindow(t *testing.T) {
	bin := chromium.Find(t)
	r := handReport()
	r.Survivors[0].Diff += "+     return fmt.Errorf(\"" + strings.Repeat("una línea muy larga ", 12) + "\")\n"
	page, err := HTML(r)
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "mutantes.html")
	if err := os.WriteFile(path, page, 0o644); err != nil {
		t.Fatal(err)
	}
	for _, size := range [][2]int{{1280, 900}, {390, 844}} {
		t.Run(fmt.Sprint(size[0]), func(t *testing.T) {
			var p struct {
				Width, Height, ScrollWidth, Top float64
				Cut                             []string
			}
			chromium.Probe(t, bin, path, "#FEM-VI.9", size[0], size[1], fmt.Sprintf(fitScript, "FEM-VI.9"), &p)
			if p.ScrollWidth > p.Width+1 {
				t.Errorf("a %d px la página mide %.0f px de ancho", size[0], p.ScrollWidth)
			}
			if len(p.Cut) > 0 {
				t.Errorf("a %d px se salen de la ventana: %q", size[0], p.Cut)
			}
			if p.Top < 0 || p.Top > p.Height/4 {
				t.Errorf("la fila #FEM-VI.9 está a %.0f px de arriba de una ventana de %.0f", p.Top, p.Height)
			}
		})
	}
}

// headScript measures, at the page's address, where the anchored row is,
// where the table's column headings are, and the label its first cell
// shows before it (the headings of the phone layout).
const headScript = `window.addEventListener("load", function () { setTimeout(function () {
  var fila = document.getElementById(%q), th = document.querySelector("table.articulos thead th");
  var r = fila.getBoundingClientRect(), h = th.getBoundingClientRect();
  var out = { rowTop: r.top, headTop: h.top, headBottom: h.bottom, headHeight: h.height,
    label: getComputedStyle(fila.querySelector("td"), "::before").content, height: window.innerHeight };
  var eq = document.getElementById("m9");
  out.eqOpen = eq.open && eq.parentElement.open;
  out.eqTop = eq.getBoundingClientRect().top;
  document.body.setAttribute("data-sonda", JSON.stringify(out));
}, 0); });`

// TestAnchoredRowShowsItsHeadings opens mutantes.html#FEM-VI.9 far down a
// long table, in headless Chromium: at 1280 px the column headings stay
// on screen, just above the row (they stick to the top of the window); at
// 390 px, where the table is a list of blocks, each cell says what it is.
// An address that names an equivalent (#m9) opens the folds around it.
func TestAnchoredRowShowsItsHeadings(t *testing.T) {
	bin := chromium.Find(t)
	r := handReport()
	for i := 1; i <= 40; i++ {
		r.Articles = append(r.Articles, ArticleCount{ID: fmt.Sprintf("FEM-I.%d", i), Counts: Counts{Mutants: 1, Killed: 1}, Score: 100})
	}
	page, err := HTML(r)
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "mutantes.html")
	if err := os.WriteFile(path, page, 0o644); err != nil {
		t.Fatal(err)
	}
	var p struct {
		RowTop, HeadTop, HeadBottom, HeadHeight, Height, EqTop float64
		Label                                                  string
		EqOpen                                                 bool
	}
	chromium.Probe(t, bin, path, "#FEM-VI.9", 1280, 900, fmt.Sprintf(headScript, "FEM-VI.9"), &p)
	if p.HeadHeight == 0 || p.HeadTop < -1 || p.HeadBottom > p.RowTop+1 || p.RowTop > p.Height/4 {
		t.Errorf("a 1280 px, con la fila de FEM-VI.9 a %.0f px de arriba, los títulos de las columnas van de %.0f a %.0f px: no se ven encima de la fila", p.RowTop, p.HeadTop, p.HeadBottom)
	}
	chromium.Probe(t, bin, path, "#FEM-VI.9", 390, 844, fmt.Sprintf(headScript, "FEM-VI.9"), &p)
	if !strings.Contains(p.Label, "artículo") {
		t.Errorf("a 390 px la primera celda de la fila no dice qué es: %q", p.Label)
	}
	chromium.Probe(t, bin, path, "#m9", 1280, 900, fmt.Sprintf(headScript, "FEM-VI.9"), &p)
	if !p.EqOpen || p.EqTop < 0 || p.EqTop > p.Height/2 {
		t.Errorf("mutantes.html#m9 no abre el equivalente #9 a la vista (abierto %v, a %.0f px)", p.EqOpen, p.EqTop)
	}
}

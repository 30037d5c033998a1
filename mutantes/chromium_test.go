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

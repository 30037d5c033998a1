//go:build !race

// The Chromium tests of the certificate, built without the race detector
// only (make test runs them in its pass without it, internal/racepkgs):
// they render a page in Chromium, a program of its own, and start no
// goroutine of certify but the certification that writes the page, whose
// workers run under -race in TestDifferentialWorkersSameResult and
// TestReportDeterministic. Under -race they cost about 10 s of CPU for
// nothing the detector could see.

package certify

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/musfem/musfem/internal/chromium"
)

// TestHTMLRendersInChromium renders the certificate in headless Chromium:
// the page holds the verdict, one section per group with its fields side
// by side and the command that reproduces it, and one row per article
// with its status, as many of each as the JSON says.
func TestHTMLRendersInChromium(t *testing.T) {
	bin := chromium.Find(t)
	rep, path := chromiumReport(t)
	_, dom := wideProbe(t, bin, path)
	for _, want := range []string{`<span class="veredicto RECHAZADO">RECHAZADO</span>`, `<article class="grupo" id="D1">`,
		`<tr class="fila" id="FEM-VI.4"`, `<tr class="dif">`, "musfem certify --motor", "--caso " + filepath.Join(filepath.Dir(path), "casos-x", "D1.json"), `class="naipe`} {
		if !strings.Contains(dom, want) {
			t.Errorf("la página renderizada no tiene %q", want)
		}
	}
	s := rep.Summary
	for status, n := range map[string]int{
		"pasa":         s.Articles.Pasa + s.Conventions.Pasa,
		"falla":        s.Articles.Falla + s.Conventions.Falla,
		"no-aplica":    s.Articles.NoAplica + s.Conventions.NoAplica,
		"consecuencia": s.Articles.Consecuencia + s.Conventions.Consecuencia,
	} {
		if got := strings.Count(dom, `data-estado="`+status+`"`); got != n {
			t.Errorf("filas %q en la página: %d, en el JSON: %d", status, got, n)
		}
	}
	if s.Articles.Falla == 0 || len(rep.Groups) < 2 {
		t.Errorf("el certificado no muestra los dos defectos: %d filas en FALLA, %d grupos", s.Articles.Falla, len(rep.Groups))
	}
}

// TestHTMLAtLaptopAndPhoneWidths: at 1280 and 390 px wide nothing is wider
// than the window; an anchor to an article lands on its row; the filter
// by status leaves only the rows of that status.
func TestHTMLAtLaptopAndPhoneWidths(t *testing.T) {
	bin := chromium.Find(t)
	rep, path := chromiumReport(t)
	for _, width := range []int{1280, 390} {
		var got widthProbe
		if width == 1280 {
			got, _ = wideProbe(t, bin, path)
		} else {
			got, _ = probeAt(t, bin, path, width)
		}
		if len(got.Wide) > 0 {
			t.Errorf("%d px: más ancho que la ventana: %v", width, got.Wide)
		}
		if got.Top < -1 || got.Top > 200 {
			t.Errorf("%d px: #FEM-VI.4 queda a %.0f px de arriba", width, got.Top)
		}
		if got.Shown != got.Falla || got.Falla != rep.Summary.Articles.Falla+rep.Summary.Conventions.Falla {
			t.Errorf("%d px: el filtro FALLA deja %d filas; hay %d en FALLA", width, got.Shown, got.Falla)
		}
		if !got.GroupSeen {
			t.Errorf("%d px: el grupo D1 no se ve", width)
		}
	}
}

// widthProbe is what widthScript measures of the certificate opened at
// #FEM-VI.4: what is wider than the window, where the row landed, and the
// rows left after a click on the FALLA filter.
type widthProbe struct {
	Wide      []string
	Top       float64
	Shown     int
	Falla     int
	GroupSeen bool
}

// widthScript is in the DOM that the probe returns: it spells no
// data-estado="…" whole, which TestHTMLRendersInChromium counts.
const widthScript = `setTimeout(function(){
var wide=[];document.querySelectorAll('body *').forEach(function(e){var r=e.getBoundingClientRect();if(r.width>0&&r.right>window.innerWidth+1&&e.closest('pre,.cmd')===null)wide.push(e.tagName+'.'+e.className)});
var row=document.getElementById('FEM-VI.4');var top=row.getBoundingClientRect().top;
document.querySelector('.filtros button[data-filtro="falla"]').click();
var shown=0;document.querySelectorAll('tr.fila').forEach(function(tr){if(!tr.hidden)shown++});
var g=document.getElementById('D1').getBoundingClientRect();
document.body.setAttribute('data-sonda',JSON.stringify({Wide:wide.slice(0,5),Top:top,Shown:shown,Falla:document.querySelectorAll('tr.fila[data-estado='+'"falla"]').length,GroupSeen:g.width>0}))},300);`

// probeAt renders the certificate at #FEM-VI.4, width px wide, and
// returns widthScript's measures and the DOM.
func probeAt(t *testing.T, bin, path string, width int) (widthProbe, string) {
	t.Helper()
	var got widthProbe
	dom := chromium.Probe(t, bin, path, "#FEM-VI.4", width, 900, widthScript, &got)
	return got, dom
}

// wideOnce is the probe at 1280 px, run once: TestHTMLAtLaptopAndPhoneWidths
// reads its measures, TestHTMLRendersInChromium its DOM (the filter hides
// rows, which the DOM still holds with their status), one Chromium fewer.
var wideOnce chromium.Once[widthProbe]

// wideProbe returns the probe of wideOnce, run by the first test that asks.
func wideProbe(t *testing.T, bin, path string) (widthProbe, string) {
	t.Helper()
	return wideOnce.Get(t, "a 1280 px", func() (widthProbe, string) { return probeAt(t, bin, path, 1280) })
}

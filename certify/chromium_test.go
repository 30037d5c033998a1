package certify

import (
	"os"
	"path/filepath"
	"sync"
	"testing"

	"github.com/musfem/musfem/faults"
)

// The Chromium tests share one certificate, written once.
var chromiumOnce struct {
	sync.Once
	rep  *Report
	path string
	err  error
}

// chromiumReport writes the certificate of a faulty engine (two faults,
// FEM-VI and the conventions) and returns it and the path of its page.
func chromiumReport(t *testing.T) (*Report, string) {
	t.Helper()
	o := &chromiumOnce
	o.Do(func() {
		nf, err := faults.New("no-quiero-del-primer-rival,negada-no-cuenta")
		if err != nil {
			o.err = err
			return
		}
		tg := engines{Engine: faultTarget(t, "no-quiero-del-primer-rival,negada-no-cuenta"), make: nf}
		rep, err := Run(shortCompare(Options{Target: tg, Games: 20, Seed: 1, Selector: "FEM-VI",
			Command: "musfem serve --fault no-quiero-del-primer-rival,negada-no-cuenta"}))
		if err != nil {
			o.err = err
			return
		}
		dir, err := os.MkdirTemp("", "musfem-certificado")
		if err != nil {
			o.err = err
			return
		}
		if _, err := rep.WriteCases(dir, "x"); err != nil {
			o.err = err
			return
		}
		rep.Place(dir, "x", "")
		html, err := rep.HTML()
		if err != nil {
			o.err = err
			return
		}
		o.rep, o.path = rep, filepath.Join(dir, "certificacion.html")
		o.err = os.WriteFile(o.path, html, 0o644)
	})
	if o.err != nil {
		t.Fatal(o.err)
	}
	return o.rep, o.path
}

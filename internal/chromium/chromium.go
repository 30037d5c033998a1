// Package chromium renders musfem's self-contained HTML reports in
// headless Chromium for the tests of report/, certify/ and preguntas/.
package chromium

import (
	"os"
	"os/exec"
	"testing"
)

// Find returns the path of a Chromium binary, or skips the test; under
// MUSFEM_CI=1 (where .ci/run installs Debian's chromium) it fails instead.
func Find(t testing.TB) string {
	t.Helper()
	for _, name := range []string{"chromium", "chromium-browser", "google-chrome"} {
		if p, err := exec.LookPath(name); err == nil {
			return p
		}
	}
	if os.Getenv("MUSFEM_CI") == "1" {
		t.Fatal("MUSFEM_CI=1 pero no hay Chromium: .ci/run debe instalar el paquete chromium")
	}
	t.Skip("no hay Chromium en esta máquina (apt-get install chromium); la prueba del HTML renderizado no se ejecuta")
	return ""
}

// DumpDOM renders file with the Chromium at bin and returns the DOM after
// the page's script ran.
func DumpDOM(t testing.TB, bin, file string) string {
	t.Helper()
	cmd := exec.Command(bin, "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
		"--disable-background-networking", "--disable-component-update", "--disable-sync",
		"--user-data-dir="+t.TempDir(), "--dump-dom", "file://"+file)
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("chromium --dump-dom: %v", err)
	}
	return string(out)
}

// Package chromium renders musfem's self-contained HTML reports in
// headless Chromium for the tests of trazabilidad/, certify/ and preguntas/.
package chromium

import (
	"bytes"
	"encoding/json"
	"fmt"
	"html"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
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

var probeRe = regexp.MustCompile(`<body[^>]*\sdata-sonda="([^"]*)"`)

// Probe renders a copy of file, at the given window size and address
// fragment ("#FEM-VI.4", or ""), with script added at the end of its body;
// it lets the page's timers run, and decodes into v the JSON that the
// script wrote into the attribute data-sonda of <body>. The script is how
// a test measures the rendered page (where a row landed, what a search
// left visible) without a debugging protocol. It returns the DOM as
// DumpDOM does, after the page's script and the probe's ran, so that a
// test of the DOM can share the probe's Chromium.
func Probe(t testing.TB, bin, file, fragment string, width, height int, script string, v any) string {
	t.Helper()
	page, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	i := bytes.LastIndex(page, []byte("</body>"))
	if i < 0 {
		t.Fatalf("%s no tiene </body>", file)
	}
	probe := filepath.Join(t.TempDir(), filepath.Base(file))
	data := slices.Concat(page[:i], []byte("<script>"+script+"</script>\n"), page[i:])
	if err := os.WriteFile(probe, data, 0o644); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(bin, "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
		"--disable-background-networking", "--disable-component-update", "--disable-sync", "--hide-scrollbars",
		"--user-data-dir="+t.TempDir(), "--virtual-time-budget=10000", fmt.Sprintf("--window-size=%d,%d", width, height),
		"--dump-dom", "file://"+probe+fragment)
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("chromium --dump-dom: %v", err)
	}
	m := probeRe.FindSubmatch(out)
	if m == nil {
		t.Fatalf("la sonda no ha escrito data-sonda en <body> (%d×%d, %q)", width, height, fragment)
	}
	if err := json.Unmarshal([]byte(html.UnescapeString(string(m[1]))), v); err != nil {
		t.Fatalf("data-sonda: %v", err)
	}
	return string(out)
}

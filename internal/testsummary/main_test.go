package main

import (
	"bytes"
	"strings"
	"testing"
)

// TestSummarize feeds a hand-written `go test -json` stream: a passing
// package, a skipped test with its reason, a failing test with its output.
func TestSummarize(t *testing.T) {
	in := strings.Join([]string{
		`{"Action":"run","Package":"m/a","Test":"TestX"}`,
		`{"Action":"output","Package":"m/a","Test":"TestX","Output":"=== RUN   TestX\n"}`,
		`{"Action":"output","Package":"m/a","Test":"TestX","Output":"    x_test.go:12: no hay Chromium en esta máquina\n"}`,
		`{"Action":"output","Package":"m/a","Test":"TestX","Output":"--- SKIP: TestX (0.00s)\n"}`,
		`{"Action":"skip","Package":"m/a","Test":"TestX"}`,
		`{"Action":"output","Package":"m/a","Output":"ok  \tm/a\t0.1s\n"}`,
		`{"Action":"pass","Package":"m/a"}`,
		`{"Action":"output","Package":"m/b","Test":"TestY","Output":"    y_test.go:3: está mal\n"}`,
		`{"Action":"fail","Package":"m/b","Test":"TestY"}`,
		`{"Action":"output","Package":"m/b","Output":"FAIL\tm/b\t0.2s\n"}`,
		`{"Action":"fail","Package":"m/b"}`,
	}, "\n")
	var out bytes.Buffer
	if st := summarize(strings.NewReader(in), &out); st != 1 {
		t.Errorf("estado %d, se esperaba 1", st)
	}
	want := "ok  \tm/a\t0.1s\n    y_test.go:3: está mal\nFAIL\tm/b\t0.2s\n\nPruebas omitidas (1):\n  m/a TestX: no hay Chromium en esta máquina\n"
	if out.String() != want {
		t.Errorf("salida:\n%q\nse esperaba:\n%q", out.String(), want)
	}
	// A test that timed out has no event of its own: its output comes
	// with its package's failure.
	out.Reset()
	timeout := strings.Join([]string{
		`{"Action":"run","Package":"m/c","Test":"TestZ"}`,
		`{"Action":"output","Package":"m/c","Test":"TestZ","Output":"panic: test timed out after 10m0s\n"}`,
		`{"Action":"output","Package":"m/c","Output":"FAIL\tm/c\t600.1s\n"}`,
		`{"Action":"fail","Package":"m/c"}`,
	}, "\n")
	if st := summarize(strings.NewReader(timeout), &out); st != 1 || !strings.HasPrefix(out.String(), "panic: test timed out after 10m0s\nFAIL\tm/c\t600.1s\n") {
		t.Errorf("estado %d, salida %q", st, out.String())
	}
	out.Reset()
	if st := summarize(strings.NewReader(`{"Action":"pass","Package":"m/a"}`), &out); st != 0 || !strings.Contains(out.String(), "Pruebas omitidas: ninguna.") {
		t.Errorf("estado %d, salida %q", st, out.String())
	}
}

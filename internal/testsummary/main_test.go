package main

import (
	"bytes"
	"fmt"
	"strings"
	"testing"
	"time"
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
	if st := summarize(strings.NewReader(in), &out, nil); st != 1 {
		t.Errorf("estado %d, se esperaba 1", st)
	}
	want := "ok  \tm/a\t0.1s\n    y_test.go:3: está mal\nFAIL\tm/b\t0.2s\n\nPruebas omitidas (1):\n  m/a TestX: no hay Chromium en esta máquina\n" +
		"\nFALLOS (1):\n  m/b TestY (y_test.go:3)\n      y_test.go:3: está mal\n"
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
	if st := summarize(strings.NewReader(timeout), &out, nil); st != 1 || !strings.HasPrefix(out.String(), "panic: test timed out after 10m0s\nFAIL\tm/c\t600.1s\n") {
		t.Errorf("estado %d, salida %q", st, out.String())
	}
	out.Reset()
	if st := summarize(strings.NewReader(`{"Action":"pass","Package":"m/a"}`), &out, nil); st != 0 || !strings.Contains(out.String(), "Pruebas omitidas: ninguna.") {
		t.Errorf("estado %d, salida %q", st, out.String())
	}
}

// TestFailuresComeLast: a failing run ends with its failures — after the
// skipped tests and the duration —, each with its package, test, file and
// line and at most the first lines of its output; a parent that fails
// only through its subtest is not listed again; a package that fails
// with no failing test (a build error) is listed too.
func TestFailuresComeLast(t *testing.T) {
	var long []string
	for i := 1; i <= 9; i++ {
		long = append(long, fmt.Sprintf(`{"Action":"output","Package":"m/b","Test":"TestY/sub","Output":"        línea %d\n"}`, i))
	}
	in := strings.Join(append(append([]string{
		`{"Action":"output","Package":"m/b","Test":"TestY","Output":"=== RUN   TestY\n"}`,
		`{"Action":"output","Package":"m/b","Test":"TestY/sub","Output":"=== RUN   TestY/sub\n"}`,
		`{"Action":"output","Package":"m/b","Test":"TestY/sub","Output":"    y_test.go:30: tardó 24.3 s\n"}`,
	}, long...),
		`{"Action":"output","Package":"m/b","Test":"TestY/sub","Output":"    --- FAIL: TestY/sub (24.30s)\n"}`,
		`{"Action":"fail","Package":"m/b","Test":"TestY/sub"}`,
		`{"Action":"output","Package":"m/b","Test":"TestY","Output":"--- FAIL: TestY (24.31s)\n"}`,
		`{"Action":"fail","Package":"m/b","Test":"TestY"}`,
		`{"Action":"output","Package":"m/b","Output":"FAIL\tm/b\t25s\n"}`,
		`{"Action":"fail","Package":"m/b"}`,
		`{"Action":"output","Package":"m/a","Test":"TestX","Output":"    x_test.go:12: no hay Chromium\n"}`,
		`{"Action":"skip","Package":"m/a","Test":"TestX"}`,
		`{"Action":"build-output","ImportPath":"m/c","Output":"c/c.go:4:2: undefined: x\n"}`,
		`{"Action":"build-fail","ImportPath":"m/c"}`,
		`{"Action":"output","Package":"m/c","Output":"FAIL\tm/c [build failed]\n"}`,
		`{"Action":"fail","Package":"m/c"}`,
	), "\n")
	var out bytes.Buffer
	if st := summarize(strings.NewReader(in), &out, func() time.Duration { return 83 * time.Second }); st != 1 {
		t.Errorf("estado %d, se esperaba 1", st)
	}
	got := out.String()
	tailWant := "\nPruebas omitidas (1):\n  m/a TestX: no hay Chromium\n" +
		"\nDuración: 1 min 23 s.\n" +
		"\nFALLOS (2):\n" +
		"  m/b TestY/sub (y_test.go:30)\n" +
		"      y_test.go:30: tardó 24.3 s\n      línea 1\n      línea 2\n      línea 3\n      línea 4\n      línea 5\n" +
		"      … (4 líneas más, arriba)\n" +
		"  m/c: no compila (c/c.go:4)\n" +
		"      c/c.go:4:2: undefined: x\n"
	if !strings.HasSuffix(got, tailWant) {
		t.Errorf("la salida no termina con los fallos:\n%s\nse esperaba que terminara con:\n%s", got, tailWant)
	}
}

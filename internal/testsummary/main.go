// Command testsummary reads the output of `go test -json` on its standard
// input and writes what `go test` writes without -json (one line per
// package, the whole output of every failing test), then the list of the
// tests that were skipped, each with its reason (the text it gave
// t.Skip: "no hay Chromium en esta máquina…"), how long the run took, and
// last, so that a failing run ends with them, the failures: each failing
// test with its package, the file and line where it failed and the first
// lines of its failure (a package that fails without a failing test — a
// build error, a time-out, a panic — with its first lines). Its exit
// status is 1 when a test or a package failed, 0 otherwise. `make test`
// runs it on the passes of internal/racepkgs, whose lines come
// interleaved, with the time make started (-inicio, Unix seconds):
//
//	go run ./internal/racepkgs test -count=1 | go run ./internal/testsummary -inicio 1764960000
//
// It is a tool of the Makefile, not of musfem, and lives under internal/
// so that nobody imports it.
package main

import (
	"bufio"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"os"
	"regexp"
	"sort"
	"strings"
	"time"
)

// event is one line of `go test -json` (cmd/test2json).
type event struct {
	Action  string
	Package string
	Test    string
	Output  string
	// ImportPath names the package of a build-output or build-fail
	// event, as "pkg" or "pkg [pkg.test]".
	ImportPath string
}

// key names a test of a package.
type key struct{ pkg, test string }

// skip is a skipped test and why.
type skip struct {
	key
	why string
}

// failure is a failing test, or a package that failed without one
// (test ""), with its output.
type failure struct {
	key
	lines []string
	build bool // the package does not build
}

func main() {
	start := time.Now()
	inicio := flag.Int64("inicio", 0, "hora de inicio de la ejecución, en segundos Unix (por defecto, la de testsummary)")
	flag.Parse()
	if *inicio > 0 {
		start = time.Unix(*inicio, 0)
	}
	os.Exit(summarize(os.Stdin, os.Stdout, func() time.Duration { return time.Since(start) }))
}

// summarize reads the events from r and writes the summary to w; took,
// when not nil, says how long the run has taken once the events end. It
// returns the exit status.
func summarize(r io.Reader, w io.Writer, took func() time.Duration) int {
	out := map[key][]string{}
	var order []key // the tests in the order of their first output
	var skips []skip
	var fails []failure
	pkgOut := map[string][]string{}   // the lines of each package's own
	failedIn := map[string]bool{}     // the packages with a failing test
	buildOut := map[string][]string{} // the build errors of each package
	// flush prints the output of the tests of pkg ("" for all) that never
	// ended: a test that timed out or panicked has no event of its own.
	// They are failures.
	flush := func(pkg string) {
		for _, k := range order {
			if lines, ok := out[k]; ok && (pkg == "" || k.pkg == pkg) {
				fmt.Fprint(w, strings.Join(lines, ""))
				fails = append(fails, failure{k, lines, false})
				failedIn[k.pkg] = true
				delete(out, k)
			}
		}
	}
	failed := false
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 1<<20), 64<<20)
	for sc.Scan() {
		var e event
		if err := json.Unmarshal(sc.Bytes(), &e); err != nil || e.Action == "" {
			// Not an event (a build error printed as text): show it.
			fmt.Fprintln(w, sc.Text())
			if strings.TrimSpace(sc.Text()) != "" {
				failed = true
				if n := len(fails); n > 0 && fails[n-1].pkg == "" {
					fails[n-1].lines = append(fails[n-1].lines, sc.Text()+"\n")
				} else {
					fails = append(fails, failure{key{}, []string{sc.Text() + "\n"}, false})
				}
			}
			continue
		}
		k := key{e.Package, e.Test}
		switch e.Action {
		case "build-output":
			fmt.Fprint(w, e.Output)
			buildOut[e.ImportPath] = append(buildOut[e.ImportPath], e.Output)
			continue
		case "build-fail":
			failed = true
			pkg, _, _ := strings.Cut(e.ImportPath, " ")
			fails = append(fails, failure{key{pkg, ""}, buildOut[e.ImportPath], true})
			failedIn[pkg] = true
			continue
		case "output":
			if e.Test == "" {
				// The package's own lines: "ok  pkg 1.2s", "FAIL", build
				// errors…, but not the bare PASS of a verbose run.
				t := strings.TrimSpace(e.Output)
				if strings.HasPrefix(t, "FAIL") {
					flush(e.Package) // what timed out or panicked, first
				}
				if t != "PASS" && !strings.HasPrefix(t, "=== ") {
					fmt.Fprint(w, e.Output)
					pkgOut[e.Package] = append(pkgOut[e.Package], e.Output)
				}
				continue
			}
			if _, seen := out[k]; !seen {
				order = append(order, k)
			}
			out[k] = append(out[k], e.Output)
		case "fail":
			failed = true
			if e.Test != "" {
				fmt.Fprint(w, strings.Join(out[k], ""))
				fails = append(fails, failure{k, out[k], false})
				failedIn[e.Package] = true
			} else {
				flush(e.Package)
				if !failedIn[e.Package] {
					fails = append(fails, failure{key{e.Package, ""}, pkgOut[e.Package], false})
				}
			}
			delete(out, k)
		case "skip":
			if e.Test != "" {
				skips = append(skips, skip{k, reason(out[k])})
			}
			delete(out, k)
		case "pass":
			delete(out, k)
		}
	}
	flush("")
	if err := sc.Err(); err != nil {
		fmt.Fprintf(w, "testsummary: no se puede leer la salida de go test: %v\n", err)
		failed = true
	}
	sort.SliceStable(skips, func(i, j int) bool {
		if skips[i].pkg != skips[j].pkg {
			return skips[i].pkg < skips[j].pkg
		}
		return skips[i].test < skips[j].test
	})
	if len(skips) == 0 {
		fmt.Fprintln(w, "\nPruebas omitidas: ninguna.")
	} else {
		fmt.Fprintf(w, "\nPruebas omitidas (%d):\n", len(skips))
		for _, s := range skips {
			fmt.Fprintf(w, "  %s %s: %s\n", s.pkg, s.test, s.why)
		}
	}
	if took != nil {
		fmt.Fprintf(w, "\nDuración: %s.\n", duration(took()))
	}
	if failed {
		writeFailures(w, fails)
		return 1
	}
	return 0
}

// maxFailureLines is how many lines of a failure the closing list shows
// (the whole output is above it).
const maxFailureLines = 6

// fileLine finds the file and line a test failed at in its output.
var fileLine = regexp.MustCompile(`[A-Za-z0-9_./-]+\.go:\d+`)

// writeFailures closes a failing run with its failures: each with its
// test, package, file and line, and the first lines of what it said. A
// test whose failure is only that of its subtests is left out: they are
// listed.
func writeFailures(w io.Writer, fails []failure) {
	var list []failure
	for _, f := range fails {
		if f.test != "" && len(message(f.lines)) == 0 && hasFailingSubtest(fails, f.key) {
			continue
		}
		list = append(list, f)
	}
	fmt.Fprintf(w, "\nFALLOS (%d):\n", len(list))
	for _, f := range list {
		msg := message(f.lines)
		where := ""
		for _, l := range msg {
			if m := fileLine.FindString(l); m != "" {
				where = " (" + m + ")"
				break
			}
		}
		switch {
		case f.test != "":
			fmt.Fprintf(w, "  %s %s%s\n", f.pkg, f.test, where)
		case f.build:
			fmt.Fprintf(w, "  %s: no compila%s\n", f.pkg, where)
		case f.pkg != "":
			fmt.Fprintf(w, "  %s: el paquete falla sin una prueba que falle (tiempo agotado o pánico fuera de una prueba)%s\n", f.pkg, where)
		default:
			fmt.Fprintf(w, "  go test no ha podido empezar%s\n", where)
		}
		if len(msg) > maxFailureLines {
			msg = append(msg[:maxFailureLines:maxFailureLines], fmt.Sprintf("… (%d líneas más, arriba)", len(msg)-maxFailureLines))
		}
		for _, l := range msg {
			fmt.Fprintf(w, "      %s\n", l)
		}
	}
}

// message is what a failure said: its lines without the === and ---
// headers and blank lines, trimmed.
func message(lines []string) []string {
	var out []string
	for _, l := range lines {
		for _, t := range strings.Split(strings.TrimRight(l, "\n"), "\n") {
			t = strings.TrimSpace(t)
			if t == "" || strings.HasPrefix(t, "=== ") || strings.HasPrefix(t, "--- ") {
				continue
			}
			out = append(out, t)
		}
	}
	return out
}

// hasFailingSubtest reports whether a subtest of k failed.
func hasFailingSubtest(fails []failure, k key) bool {
	for _, f := range fails {
		if f.pkg == k.pkg && strings.HasPrefix(f.test, k.test+"/") {
			return true
		}
	}
	return false
}

// duration says a duration in minutes and seconds.
func duration(d time.Duration) string {
	s := int(d.Round(time.Second) / time.Second)
	if s < 60 {
		return fmt.Sprintf("%d s", s)
	}
	return fmt.Sprintf("%d min %d s", s/60, s%60)
}

// reason extracts the reason of a skip from a test's output: its lines
// other than the "=== RUN" and "--- SKIP" headers, with the file:line of
// the t.Skip call dropped.
func reason(lines []string) string {
	var parts []string
	for _, l := range lines {
		t := strings.TrimSpace(l)
		if t == "" || strings.HasPrefix(t, "=== ") || strings.HasPrefix(t, "--- ") {
			continue
		}
		if i := strings.Index(t, ".go:"); i > 0 && !strings.ContainsAny(t[:i], " \t") {
			if j := strings.Index(t[i:], ": "); j > 0 {
				t = t[i+j+2:]
			}
		}
		parts = append(parts, t)
	}
	if len(parts) == 0 {
		return "sin motivo"
	}
	return strings.Join(parts, " ")
}

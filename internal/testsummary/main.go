// Command testsummary reads the output of `go test -json` on its standard
// input and writes what `go test` writes without -json (one line per
// package, the whole output of every failing test), then the list of the
// tests that were skipped, each with its reason (the text it gave
// t.Skip: "no hay Chromium en esta máquina…"). Its exit status is 1 when
// a test or a package failed, 0 otherwise. `make test` runs it on the
// passes of internal/racepkgs, whose lines come interleaved:
//
//	go run ./internal/racepkgs test -count=1 | go run ./internal/testsummary
//
// It is a tool of the Makefile, not of musfem, and lives under internal/
// so that nobody imports it.
package main

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"sort"
	"strings"
)

// event is one line of `go test -json` (cmd/test2json).
type event struct {
	Action  string
	Package string
	Test    string
	Output  string
}

// key names a test of a package.
type key struct{ pkg, test string }

// skip is a skipped test and why.
type skip struct {
	key
	why string
}

func main() { os.Exit(summarize(os.Stdin, os.Stdout)) }

// summarize reads the events from r and writes the summary to w; it
// returns the exit status.
func summarize(r io.Reader, w io.Writer) int {
	out := map[key][]string{}
	var order []key // the tests in the order of their first output
	var skips []skip
	// flush prints the output of the tests of pkg ("" for all) that never
	// ended: a test that timed out or panicked has no event of its own.
	flush := func(pkg string) {
		for _, k := range order {
			if lines, ok := out[k]; ok && (pkg == "" || k.pkg == pkg) {
				fmt.Fprint(w, strings.Join(lines, ""))
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
			}
			continue
		}
		k := key{e.Package, e.Test}
		switch e.Action {
		case "output", "build-output":
			if e.Test == "" {
				// The package's own lines: "ok  pkg 1.2s", "FAIL", build
				// errors…, but not the bare PASS of a verbose run.
				t := strings.TrimSpace(e.Output)
				if strings.HasPrefix(t, "FAIL") {
					flush(e.Package) // what timed out or panicked, first
				}
				if t != "PASS" && !strings.HasPrefix(t, "=== ") {
					fmt.Fprint(w, e.Output)
				}
				continue
			}
			if _, seen := out[k]; !seen {
				order = append(order, k)
			}
			out[k] = append(out[k], e.Output)
		case "fail", "build-fail":
			failed = true
			if e.Test != "" {
				fmt.Fprint(w, strings.Join(out[k], ""))
			} else {
				flush(e.Package)
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
	if failed {
		return 1
	}
	return 0
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

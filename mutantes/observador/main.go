// Command observador is the observer of musfem's mutation testing
// (docs/mutantes.md, «Equivalentes observados»): a mutant is «equivalente»
// only when this program, built like the judge (mutantes/juez) with the
// mutated copy of engine/ (-overlay), cannot tell it from the real engine.
//
// It drives the public API of engine/ only, deterministically: seeded games
// under several rule sets (señas on and off, stacked decks, scores near the
// target), with every event, observation, legal list and transition, illegal
// attempts at every step (their refusal code, article, seat and detail, and
// that the state they return is the one given), the purity of Apply and
// ApplyAppend, replays and JSON round trips; and the exported functions over
// generated inputs: evaluation keys, parsers, DeckFor, Validate, the rule
// keys, the String methods of every enumeration on values out of range, the
// generators. Everything it sees becomes one line of a trace.
//
//	observador traza              prints the trace (run with no mutant on:
//	                              the reference)
//	observador traza --conductor  the driver's view only (conductor.go), to
//	observador comparar REF --conductor   tell which mutants a scenario could see
//	observador comparar REF       with the mutant MUSFEM_MUTANTE on, compares
//	                              the trace with the reference file REF line by
//	                              line and stops at the first difference;
//	                              prints the verdict (JSON)
//
// A panic inside a part of the trace becomes a line of it (so a mutant that
// crashes where the engine does not is told apart); a mutant that hangs or
// exhausts memory is stopped by the campaign. Exit status 0 when it could
// run, 2 on bad use.
package main

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"strings"
)

// Verdict is the output of observador comparar.
type Verdict struct {
	Distinguished bool   `json:"distinguished"`
	Line          int    `json:"line,omitempty"` // of the trace, from 1
	Want          string `json:"want,omitempty"` // the reference's line
	Got           string `json:"got,omitempty"`  // the mutant's
}

func main() {
	if err := run(os.Args[1:], os.Stdout); err != nil {
		fmt.Fprintln(os.Stderr, "observador:", err)
		os.Exit(2)
	}
}

func run(args []string, out io.Writer) error {
	all := observeAll
	if n := len(args); n > 0 && args[n-1] == "--conductor" {
		all, args = observeDriver, args[:n-1]
	}
	switch {
	case len(args) == 1 && args[0] == "traza":
		w := bufio.NewWriterSize(out, 1<<16)
		t := &tracer{w: w}
		all(t)
		return w.Flush()
	case len(args) == 2 && args[0] == "comparar":
		if err := capMemory(); err != nil {
			return fmt.Errorf("no se puede limitar la memoria: %v", err)
		}
		f, err := os.Open(args[1])
		if err != nil {
			return err
		}
		defer f.Close()
		t := &tracer{ref: bufio.NewReaderSize(f, 1<<16)}
		v := compare(t, all)
		return json.NewEncoder(out).Encode(v)
	}
	return fmt.Errorf("uso: observador traza | observador comparar REFERENCIA")
}

// compare runs the observation against the reference and returns the
// first difference.
func compare(t *tracer, all func(*tracer)) (v Verdict) {
	defer func() {
		if r := recover(); r != nil {
			if d, ok := r.(difference); ok {
				v = Verdict(d)
				return
			}
			panic(r)
		}
	}()
	all(t)
	if l, err := t.ref.ReadString('\n'); err == nil || l != "" {
		return Verdict{Distinguished: true, Line: t.n + 1, Want: strings.TrimSuffix(l, "\n"), Got: "(fin de la traza)"}
	}
	return Verdict{}
}

// difference is what the tracer panics with at the first line that differs
// from the reference; compare recovers it.
type difference Verdict

// tracer writes the trace (w) or checks it against a reference (ref).
type tracer struct {
	w   *bufio.Writer
	ref *bufio.Reader
	n   int // lines so far
}

// line adds one line to the trace; newlines inside become "\n".
func (t *tracer) line(format string, args ...any) {
	s := fmt.Sprintf(format, args...)
	s = strings.ReplaceAll(s, "\n", `\n`)
	t.n++
	if t.w != nil {
		t.w.WriteString(s)
		t.w.WriteByte('\n')
		return
	}
	want, err := t.ref.ReadString('\n')
	want = strings.TrimSuffix(want, "\n")
	if err != nil && want == "" {
		want = "(fin de la traza)"
	}
	if want != s {
		panic(difference{Distinguished: true, Line: t.n, Want: want, Got: s})
	}
}

// part runs one part of the observation; a panic in it (not the tracer's
// own) becomes a line of the trace.
func (t *tracer) part(name string, f func()) {
	defer func() {
		if r := recover(); r != nil {
			if _, ok := r.(difference); ok {
				panic(r)
			}
			t.line("%s: pánico: %v", name, r)
		}
	}()
	f()
}

// observeAll is the whole observation, in a fixed order.
func observeAll(t *tracer) {
	observeAPI(t)
	observeGames(t)
}

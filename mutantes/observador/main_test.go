package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
)

var (
	traceOnce sync.Once
	traceText []byte
	traceErr  error
)

// trace runs the observer with no mutant and returns its trace (once for
// every test: a run takes a second or two).
func trace(t *testing.T) []byte {
	t.Helper()
	traceOnce.Do(func() {
		var out bytes.Buffer
		traceErr = run([]string{"traza"}, &out)
		traceText = out.Bytes()
	})
	if traceErr != nil {
		t.Fatal(traceErr)
	}
	return traceText
}

// TestTraceIsDeterministicAndSelfEqual: comparing the real engine with its
// own trace, in a second run, finds no difference (the trace is
// deterministic: the Observer's buffers, the interned strings… do not
// change it), and the trace holds every part.
func TestTraceIsDeterministicAndSelfEqual(t *testing.T) {
	a := trace(t)
	if len(a) < 1<<20 {
		t.Fatalf("la traza tiene %d bytes: se esperaba más de un mega (partidas enteras)", len(a))
	}
	for _, want := range []string{"partida senas+reglamento 0:", "juega ", "intento ", "observa ", "pureza: Apply true ApplyAppend true prefijo true estado true otra true",
		"Replay: nil igual true eventos true", "DeckFor 5 = ", "clave target_points = "} {
		if !bytes.Contains(a, []byte(want)) {
			t.Errorf("la traza no contiene %q", want)
		}
	}
	if bytes.Contains(a, []byte("pureza: Apply false")) || bytes.Contains(a, []byte("Replay: nil igual false")) {
		t.Errorf("el motor real no pasa sus propias comprobaciones de pureza o de Replay")
	}
	ref := filepath.Join(t.TempDir(), "ref.txt")
	if err := os.WriteFile(ref, a, 0o644); err != nil {
		t.Fatal(err)
	}
	var out bytes.Buffer
	if err := run([]string{"comparar", ref}, &out); err != nil {
		t.Fatal(err)
	}
	var v Verdict
	if err := json.Unmarshal(out.Bytes(), &v); err != nil || v.Distinguished {
		t.Fatalf("el motor real comparado con su traza: %s (%v); se esperaba {\"distinguished\":false}", out.String(), err)
	}
}

// TestCompareFindsTheFirstDifference: a reference with line 3 changed and
// one cut short are told apart at the right line.
func TestCompareFindsTheFirstDifference(t *testing.T) {
	var lines []string
	sc := bufio.NewScanner(bytes.NewReader(trace(t)))
	sc.Buffer(make([]byte, 1<<20), 1<<24)
	for sc.Scan() {
		lines = append(lines, sc.Text())
	}
	dir := t.TempDir()
	changed := append([]string(nil), lines...)
	changed[2] = "otra cosa"
	cases := []struct {
		name string
		text string
		want Verdict
	}{
		{"línea 3 cambiada", strings.Join(changed, "\n") + "\n", Verdict{Distinguished: true, Line: 3, Want: "otra cosa", Got: lines[2]}},
		{"referencia corta", strings.Join(lines[:5], "\n") + "\n", Verdict{Distinguished: true, Line: 6, Want: "(fin de la traza)", Got: lines[5]}},
		{"referencia larga", strings.Join(append(append([]string(nil), lines...), "de más"), "\n") + "\n",
			Verdict{Distinguished: true, Line: len(lines) + 1, Want: "de más", Got: "(fin de la traza)"}},
	}
	for _, c := range cases {
		ref := filepath.Join(dir, "ref.txt")
		if err := os.WriteFile(ref, []byte(c.text), 0o644); err != nil {
			t.Fatal(err)
		}
		var out bytes.Buffer
		if err := run([]string{"comparar", ref}, &out); err != nil {
			t.Fatal(err)
		}
		var v Verdict
		if err := json.Unmarshal(out.Bytes(), &v); err != nil {
			t.Fatal(err)
		}
		if v != c.want {
			t.Errorf("%s: %+v, se esperaba %+v", c.name, v, c.want)
		}
	}
}

func TestBadUse(t *testing.T) {
	for _, args := range [][]string{nil, {"nada"}, {"comparar"}, {"traza", "x"}} {
		if err := run(args, &bytes.Buffer{}); err == nil {
			t.Errorf("%q: se esperaba un error de uso", args)
		}
	}
}

func BenchmarkTrace(b *testing.B) {
	for i := 0; i < b.N; i++ {
		t := &tracer{w: bufio.NewWriter(&bytes.Buffer{})}
		observeAll(t)
	}
}

// TestDriverViewIsSelfEqual: the driver's view (--conductor) compared with
// its own trace finds no difference, and holds games, observations and
// refusals by code number.
func TestDriverViewIsSelfEqual(t *testing.T) {
	var out bytes.Buffer
	if err := run([]string{"traza", "--conductor"}, &out); err != nil {
		t.Fatal(err)
	}
	a := out.Bytes()
	for _, want := range []string{"partida defecto 0: nil [", "observa 0/0: {", "intento ", ": rechazo ", "juega "} {
		if !bytes.Contains(a, []byte(want)) {
			t.Errorf("la vista del conductor no contiene %q", want)
		}
	}
	if bytes.Contains(a, []byte("pánico")) || bytes.Contains(a, []byte("detalle")) {
		t.Errorf("la vista del conductor tiene un pánico o un detalle de rechazo")
	}
	ref := filepath.Join(t.TempDir(), "ref.txt")
	if err := os.WriteFile(ref, a, 0o644); err != nil {
		t.Fatal(err)
	}
	out.Reset()
	if err := run([]string{"comparar", ref, "--conductor"}, &out); err != nil {
		t.Fatal(err)
	}
	if got := strings.TrimSpace(out.String()); got != `{"distinguished":false}` {
		t.Errorf("comparada consigo misma: %s", got)
	}
}

package mutantes

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
	"time"

	"github.com/musfem/musfem/internal/mutant"
)

// The observer (mutantes/observador, docs/mutantes.md «Equivalentes
// observados») decides which survivors may be called equivalent: it drives
// the public API of engine/ — games, refusals, observations, JSON, the
// exported functions — and writes everything it sees as a trace; a mutant
// whose trace differs from the real engine's is «distinguido», never
// equivalent.
//
// It is built like the judge, from the same overlay (build.go), into the
// cache folder of the build; its reference trace and its verdicts live in
// a subfolder named by the observer's own code, so that a change to the
// observer observes again without judging again.

// Observation is the observer's verdict on one mutant.
type Observation struct {
	ID            int    `json:"id"`
	Key           string `json:"key"`
	Distinguished bool   `json:"distinguished"`
	Line          int    `json:"line,omitempty"` // first line of the trace that differs
	Want          string `json:"want,omitempty"` // the real engine's line
	Got           string `json:"got,omitempty"`  // the mutant's (or how the program died)
}

// Difference says in Spanish where the observer told the mutant apart: the
// line of the trace, and both texts around the first character that
// differs.
func (o Observation) Difference() string {
	if !o.Distinguished {
		return ""
	}
	if o.Line == 0 {
		return o.Got
	}
	w, g := []rune(o.Want), []rune(o.Got)
	i := 0
	for i < len(w) && i < len(g) && w[i] == g[i] {
		i++
	}
	from := max(0, i-70)
	cut := func(r []rune) string {
		s := string(r[min(from, len(r)):min(from+150, len(r))])
		if from > 0 {
			s = "…" + s
		}
		if from+150 < len(r) {
			s += "…"
		}
		return s
	}
	return fmt.Sprintf("línea %d de la traza: el motor «%s», el mutante «%s»", o.Line, cut(w), cut(g))
}

func clip(s string, n int) string {
	r := []rune(s)
	if len(r) <= n {
		return s
	}
	return string(r[:n]) + "…"
}

// observerDir is the source of the observer.
const observerDir = "mutantes/observador"

// observerFingerprint hashes the observer's code (test files apart).
func observerFingerprint(root string) (string, error) {
	dir := filepath.Join(root, filepath.FromSlash(observerDir))
	ents, err := os.ReadDir(dir)
	if err != nil {
		return "", err
	}
	var names []string
	for _, e := range ents {
		if !e.IsDir() && goSource(e.Name()) {
			names = append(names, e.Name())
		}
	}
	return hashFiles(dir, names)
}

// observerSetup builds the observer (once per build and observer code) and
// its reference trace; it returns the folder holding them.
func observerSetup(root, dir string, logf func(string, ...any)) (string, error) {
	ofp, err := observerFingerprint(root)
	if err != nil {
		return "", err
	}
	odir := filepath.Join(dir, "observador-"+ofp[:16])
	bin := filepath.Join(odir, "observador")
	ref := filepath.Join(odir, "referencia.txt")
	if exists(bin) && exists(ref) {
		return odir, nil
	}
	if err := os.MkdirAll(odir, 0o755); err != nil {
		return "", err
	}
	start := time.Now()
	cmd := exec.Command("go", "build", "-overlay", filepath.Join(dir, "overlay.json"),
		"-gcflags=github.com/musfem/musfem/engine=-e", "-o", bin, "./"+observerDir)
	cmd.Dir = root
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	if err := cmd.Run(); err != nil {
		return "", fmt.Errorf("el observador no compila: %v\n%s", err, stderr.String())
	}
	f, err := os.Create(ref + ".tmp")
	if err != nil {
		return "", err
	}
	run := exec.Command(bin, "traza")
	run.Dir = root
	run.Env = withoutMutant(os.Environ())
	run.Stdout, run.Stderr = f, &stderr
	err = run.Run()
	f.Close()
	if err != nil {
		return "", fmt.Errorf("el observador falla sin mutantes: %v\n%s", err, stderr.String())
	}
	if err := os.Rename(ref+".tmp", ref); err != nil {
		return "", err
	}
	logf("observador compilado y traza de referencia escrita en %s", time.Since(start).Round(time.Second))
	return odir, nil
}

// readObservations reads the verdicts cached in odir (the last line of a
// mutant wins; a line whose key changed is ignored).
func readObservations(path string, g *Generated) map[int]Observation {
	out := map[int]Observation{}
	f, err := os.Open(path)
	if err != nil {
		return out
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	for sc.Scan() {
		var o Observation
		if json.Unmarshal(sc.Bytes(), &o) == nil && o.ID >= 1 && o.ID <= len(g.Mutants) && g.Mutants[o.ID-1].Key == o.Key {
			out[o.ID] = o
		}
	}
	return out
}

// observerLimit is the time a mutant's observation may take; the real
// engine's takes a few seconds. A mutant past it is distinguished: it
// hangs where the engine does not.
const observerLimit = 90 * time.Second

// Observe runs the observer on the mutants (from the cache when already
// observed with this build and this observer) and returns the verdicts by
// mutant id. dir is the folder of the build (Build).
func Observe(root, dir string, g *Generated, ms []*Mutant, workers int, logf func(string, ...any)) (map[int]Observation, error) {
	if workers < 1 {
		workers = 1
	}
	if logf == nil {
		logf = func(string, ...any) {}
	}
	odir, err := observerSetup(root, dir, logf)
	if err != nil {
		return nil, err
	}
	path := filepath.Join(odir, "observados.jsonl")
	cached := readObservations(path, g)
	out := map[int]Observation{}
	var todo []*Mutant
	for _, m := range ms {
		if o, ok := cached[m.ID]; ok {
			out[m.ID] = o
		} else {
			todo = append(todo, m)
		}
	}
	sort.Slice(todo, func(i, j int) bool { return todo[i].ID < todo[j].ID })
	logf("observador: %d mutantes por observar (%d ya observados)", len(todo), len(out))
	if len(todo) == 0 {
		return out, nil
	}
	err = runJobs(path, todo, workers, func(m *Mutant) (Observation, error) {
		return observeOne(root, odir, m)
	}, func(m *Mutant, o Observation, done int, left time.Duration) {
		out[m.ID] = o
		verdict := "no se distingue"
		if o.Distinguished {
			verdict = "distinguido: " + clip(o.Difference(), 200)
		}
		logf("[observador %d/%d] #%d %s:%d %s: %s (quedan ≈ %s)", done, len(todo), m.ID, m.File, m.Line, m.Operator, verdict, left.Round(time.Second))
	})
	return out, err
}

// observeOne runs the observer with one mutant on.
func observeOne(root, odir string, m *Mutant) (Observation, error) {
	o := Observation{ID: m.ID, Key: m.Key}
	ctx, cancel := context.WithTimeout(context.Background(), observerLimit)
	defer cancel()
	cmd := exec.CommandContext(ctx, filepath.Join(odir, "observador"), "comparar", filepath.Join(odir, "referencia.txt"))
	cmd.Dir = root
	cmd.Env = append(withoutMutant(os.Environ()), fmt.Sprintf("%s=%d", mutant.Env, m.ID))
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	err := cmd.Run()
	if ctx.Err() != nil {
		o.Distinguished, o.Got = true, fmt.Sprintf("el observador no termina en %s (el motor real, en unos segundos)", observerLimit)
		return o, nil
	}
	if err != nil {
		if strings.HasPrefix(stderr.String(), "observador:") {
			return o, fmt.Errorf("mutante %d: el observador falla: %v\n%s", m.ID, err, stderr.String())
		}
		// A crash the observer cannot recover (stack overflow, out of
		// memory): the engine does not die there.
		o.Distinguished, o.Got = true, "el programa muere: "+firstLine(lastLines(stderr.String()))
		return o, nil
	}
	var v struct {
		Distinguished bool   `json:"distinguished"`
		Line          int    `json:"line"`
		Want          string `json:"want"`
		Got           string `json:"got"`
	}
	if err := json.Unmarshal(stdout.Bytes(), &v); err != nil {
		return o, fmt.Errorf("mutante %d: respuesta ilegible del observador: %v", m.ID, err)
	}
	o.Distinguished, o.Line, o.Want, o.Got = v.Distinguished, v.Line, v.Want, v.Got
	return o, nil
}

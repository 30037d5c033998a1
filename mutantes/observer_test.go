package mutantes

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// tinyObserver is an observer for tinyEngine that sees Best and Count but
// not Swap: its trace is three lines.
const tinyObserver = `package main

import (
	"bufio"
	"encoding/json"
	"fmt"
	"os"

	"github.com/musfem/musfem/engine"
)

func main() {
	lines := []string{fmt.Sprint(engine.Best(0, 31)), fmt.Sprint(engine.Best(2, 30)), fmt.Sprint(engine.Count(3))}
	if os.Args[1] == "traza" {
		for _, l := range lines {
			fmt.Println(l)
		}
		return
	}
	f, _ := os.Open(os.Args[2])
	sc := bufio.NewScanner(f)
	for i, l := range lines {
		sc.Scan()
		if sc.Text() != l {
			json.NewEncoder(os.Stdout).Encode(map[string]any{"distinguished": true, "line": i + 1, "want": sc.Text(), "got": l})
			return
		}
	}
	fmt.Println("{}")
}
`

// TestObserveTellsApart builds the observer of the tiny module and
// observes four of its mutants, then again from the cache.
func TestObserveTellsApart(t *testing.T) {
	root := tinyModule(t)
	p := filepath.Join(root, "mutantes", "observador", "main.go")
	if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(p, []byte(tinyObserver), 0o644); err != nil {
		t.Fatal(err)
	}
	g, err := Generate(root, nil)
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	if _, err := g.Build(dir, nil); err != nil {
		t.Fatal(err)
	}
	find := func(fn, op, mutated string) *Mutant {
		for _, m := range g.Mutants {
			if m.Func == fn && m.Operator == op && m.Mutated == mutated {
				return m
			}
		}
		t.Fatalf("no hay mutante %s %s %s", fn, op, mutated)
		return nil
	}
	swap := find("Swap", "intercambiar-ramas", "{\n\t\treturn \"no\"\n\t} else {\n\t\treturn \"si\"\n\t}")
	best := find("Best", "comparacion-limite", ">")  // Best(0, 31) = 0: line 1 is "0", not "1"
	count := find("Count", "asignacion", "-=")       // Count(3) = -6: line 3
	same := find("Best", "comparacion-negada", "==") // sum == 38: Best(0, 31) = 0 too
	ms := []*Mutant{swap, best, count, same}
	for round := 0; round < 2; round++ {
		obs, err := Observe(root, dir, g, ms, 2, nil)
		if err != nil {
			t.Fatal(err)
		}
		want := map[int]Observation{
			swap.ID:  {ID: swap.ID, Key: swap.Key},
			best.ID:  {ID: best.ID, Key: best.Key, Distinguished: true, Line: 1, Want: "1", Got: "0"},
			count.ID: {ID: count.ID, Key: count.Key, Distinguished: true, Line: 3, Want: "6", Got: "-6"},
			same.ID:  {ID: same.ID, Key: same.Key, Distinguished: true, Line: 1, Want: "1", Got: "0"},
		}
		for id, w := range want {
			if obs[id] != w {
				t.Errorf("vuelta %d, mutante %d: %+v, se esperaba %+v", round, id, obs[id], w)
			}
		}
	}
	// The second round read the cache: one line per mutant, written once.
	files, _ := filepath.Glob(filepath.Join(dir, "observador-*", "observados.jsonl"))
	if len(files) != 1 {
		t.Fatalf("cachés del observador: %v", files)
	}
	data, _ := os.ReadFile(files[0])
	if n := strings.Count(string(data), "\n"); n != 4 {
		t.Errorf("la caché tiene %d líneas, se esperaban 4 (la segunda vuelta no observa)", n)
	}
}

// TestObservedEquivalents: a pattern covers only the survivors the
// observer cannot tell apart; a key naming one it tells apart is refused;
// a pattern left with none is refused; the report counts the survivors
// the observer distinguishes.
func TestObservedEquivalents(t *testing.T) {
	root := tinyModule(t)
	g, err := Generate(root, nil)
	if err != nil {
		t.Fatal(err)
	}
	var best, count []*Mutant
	for _, m := range g.Mutants {
		switch m.Func {
		case "Best":
			best = append(best, m)
		case "Count":
			count = append(count, m)
		}
	}
	if len(best) < 2 || len(count) < 1 {
		t.Fatalf("mutantes de Best %d, de Count %d", len(best), len(count))
	}
	c := &Campaign{Gen: g, Results: map[int]Result{}, observed: map[int]Observation{}}
	for _, m := range g.Mutants {
		c.Results[m.ID] = Result{ID: m.ID, Key: m.Key, Status: Killed}
	}
	for _, m := range append(append([]*Mutant{}, best...), count[0]) {
		c.Results[m.ID] = Result{ID: m.ID, Key: m.Key, Status: Survived}
		c.observed[m.ID] = Observation{ID: m.ID, Key: m.Key}
	}
	// The first mutant of Best and the one of Count are told apart.
	c.observed[best[0].ID] = Observation{ID: best[0].ID, Key: best[0].Key, Distinguished: true, Line: 7, Want: "a b", Got: "a c"}
	c.observed[count[0].ID] = Observation{ID: count[0].ID, Key: count[0].Key, Distinguished: true, Line: 2, Want: "x", Got: "y"}
	c.Just = Justifications{Equivalents: []Equivalence{
		{Key: "engine/engine.go|Best|*", Reason: "r", File: "best.toml"},
		{Key: count[0].Key, Reason: "r", File: "count.toml"},
	}}
	err = c.applyEquivalents()
	if err == nil || !strings.Contains(err.Error(), "count.toml: #") || !strings.Contains(err.Error(), "el observador lo distingue (línea 2 de la traza: el motor «x», el mutante «y»)") {
		t.Fatalf("error %v, se esperaba el de count.toml", err)
	}
	if strings.Contains(err.Error(), "best.toml") {
		t.Errorf("el patrón de Best cubre supervivientes no distinguidos y no debe rechazarse: %v", err)
	}
	if r := c.Results[best[0].ID]; r.Status != Survived || r.Observer != "línea 7 de la traza: el motor «a b», el mutante «a c»" {
		t.Errorf("el mutante distinguido de Best: %+v, se esperaba vivo con la diferencia", r)
	}
	for _, m := range best[1:] {
		if r := c.Results[m.ID]; r.Status != Equivalent {
			t.Errorf("#%d de Best: %s, se esperaba equivalente", m.ID, r.Status)
		}
	}
	rep := c.Report()
	if s := rep.Summary; s.Observed != 2 || s.Survived != 2 || s.Equivalent != len(best)-1 {
		t.Errorf("resumen %+v: se esperaban 2 vivos, los 2 vistos por el observador, %d equivalentes", s, len(best)-1)
	}
	// A pattern whose survivors are all told apart covers nothing.
	c2 := &Campaign{Gen: g, Results: map[int]Result{}, observed: map[int]Observation{}}
	for _, m := range g.Mutants {
		c2.Results[m.ID] = Result{ID: m.ID, Key: m.Key, Status: Killed}
	}
	c2.Results[count[0].ID] = Result{ID: count[0].ID, Key: count[0].Key, Status: Survived}
	c2.observed[count[0].ID] = Observation{Distinguished: true, Got: "el programa muere: boom"}
	c2.Just = Justifications{Equivalents: []Equivalence{{Key: "engine/engine.go|Count|*", Reason: "r", File: "c.toml"}}}
	if err := c2.applyEquivalents(); err == nil || !strings.Contains(err.Error(), "no cubre ningún superviviente que el observador no distinga") {
		t.Errorf("error %v", err)
	}
	// A survivor the observer never saw is no equivalent in a whole
	// campaign; a partial one leaves it to the campaign that judges it.
	for _, partial := range []bool{false, true} {
		c3 := &Campaign{Gen: g, Results: map[int]Result{}, Partial: partial}
		for _, m := range g.Mutants {
			c3.Results[m.ID] = Result{ID: m.ID, Key: m.Key, Status: Killed}
		}
		c3.Results[count[0].ID] = Result{ID: count[0].ID, Key: count[0].Key, Status: Survived}
		c3.Just = Justifications{Equivalents: []Equivalence{{Key: count[0].Key, Reason: "r", File: "c.toml"}}}
		err := c3.applyEquivalents()
		switch {
		case !partial && (err == nil || !strings.Contains(err.Error(), "no se ha pasado por el observador")):
			t.Errorf("campaña entera: error %v", err)
		case partial && (err != nil || c3.Results[count[0].ID].Status != Equivalent):
			t.Errorf("campaña parcial: error %v, estado %s", err, c3.Results[count[0].ID].Status)
		}
	}
}

func TestDifferenceByHand(t *testing.T) {
	long := strings.Repeat("a", 200)
	cases := []struct {
		o    Observation
		want string
	}{
		{Observation{}, ""},
		{Observation{Distinguished: true, Got: "el programa muere: x"}, "el programa muere: x"},
		{Observation{Distinguished: true, Line: 3, Want: "ab", Got: "ac"}, "línea 3 de la traza: el motor «ab», el mutante «ac»"},
		// 200 equal characters, then the difference: 70 before it, 150 shown.
		{Observation{Distinguished: true, Line: 9, Want: long + "X" + long, Got: long + "Y"},
			"línea 9 de la traza: el motor «…" + strings.Repeat("a", 70) + "X" + strings.Repeat("a", 79) + "…», el mutante «…" + strings.Repeat("a", 70) + "Y»"},
	}
	for _, c := range cases {
		if got := c.o.Difference(); got != c.want {
			t.Errorf("%+v:\n%q\nse esperaba\n%q", c.o, got, c.want)
		}
	}
}

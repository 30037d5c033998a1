package faults

import (
	"os"
	"regexp"
	"sort"
	"strings"
	"sync"
	"testing"

	"github.com/musfem/musfem/driver"
	"github.com/musfem/musfem/engine"
	"github.com/musfem/musfem/reference"
)

// TestCatalogue checks the shape of the catalogue: at least 15 faults,
// sorted, stable kebab-case names, a description, known areas, and
// articles that exist in the reference catalog.
func TestCatalogue(t *testing.T) {
	fs := List()
	if len(fs) < 15 {
		t.Fatalf("%d defectos; se piden al menos 15", len(fs))
	}
	if !sort.SliceIsSorted(fs, func(i, j int) bool { return fs[i].Name < fs[j].Name }) {
		t.Error("List no está ordenada por nombre")
	}
	cat, err := reference.Load()
	if err != nil {
		t.Fatal(err)
	}
	kebab := regexp.MustCompile(`^[a-z0-9]+(-[a-z0-9]+)*$`)
	areas := map[string]int{}
	seen := map[string]bool{}
	for _, f := range fs {
		if !kebab.MatchString(f.Name) {
			t.Errorf("%q: el nombre no es kebab-case", f.Name)
		}
		if seen[f.Name] {
			t.Errorf("%q: nombre repetido", f.Name)
		}
		seen[f.Name] = true
		if f.Description == "" {
			t.Errorf("%s: sin descripción", f.Name)
		}
		areas[f.Area]++
		if len(f.Articles) == 0 {
			t.Errorf("%s: sin artículos", f.Name)
		}
		for _, a := range f.Articles {
			if _, ok := cat.Lookup(a); !ok {
				t.Errorf("%s: el artículo %s no está en reference/", f.Name, a)
			}
		}
		if nf, err := New(f.Name); err != nil || nf == nil {
			t.Errorf("New(%q) = %v", f.Name, err)
		}
	}
	for _, a := range []string{AreaEvaluacion, AreaEnvites, AreaPagos, AreaTanteo, AreaMus, AreaReparto, AreaObservacion, AreaSenas} {
		if areas[a] == 0 {
			t.Errorf("ningún defecto del área %s", a)
		}
	}
	if len(areas) != 8 {
		t.Errorf("áreas %v: se esperan exactamente las 8 conocidas", areas)
	}
}

// TestListIsACopy checks that callers cannot change the catalogue.
func TestListIsACopy(t *testing.T) {
	a := List()
	a[0].Articles[0] = "X"
	a[0].Name = "X"
	if b := List(); b[0].Name == "X" || b[0].Articles[0] == "X" {
		t.Error("List comparte memoria con el catálogo")
	}
}

// TestNewUnknown checks that an unknown name is a clear error.
func TestNewUnknown(t *testing.T) {
	nf, err := New("no-existe")
	if err == nil || nf != nil {
		t.Fatalf("New(no-existe) = (factoría %t, %v); se espera un error", nf != nil, err)
	}
	if !strings.Contains(err.Error(), "no-existe") {
		t.Errorf("el error %q no nombra el defecto", err)
	}
}

// TestFaultyEnginesStep checks that every faulty engine still offers the
// batched step of the protocol.
func TestFaultyEnginesStep(t *testing.T) {
	for _, f := range List() {
		nf, _ := New(f.Name)
		if _, ok := nf().(driver.Stepper); !ok {
			t.Errorf("%s: el motor no implementa driver.Stepper", f.Name)
		}
	}
}

// TestNames checks that every faulty engine names its fault.
func TestNames(t *testing.T) {
	for _, f := range List() {
		nf, _ := New(f.Name)
		if got, want := nf().Name(), "musfem-defecto-"+f.Name; got != want {
			t.Errorf("Name() = %q, want %q", got, want)
		}
	}
}

// TestReadmeTable checks that faults/README.md has a table row for every
// fault, with its area.
func TestReadmeTable(t *testing.T) {
	b, err := os.ReadFile("README.md")
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range List() {
		if row := "| " + f.Name + " | " + f.Area + " |"; !strings.Contains(string(b), row) {
			t.Errorf("README.md no tiene la fila %q", row)
		}
	}
}

// TestEnginesAtOnce plays two games at once from one factory: each engine
// has a process of its own while in use, and a closed one serves the next.
func TestEnginesAtOnce(t *testing.T) {
	nf, err := New("negada-no-cuenta")
	if err != nil {
		t.Fatal(err)
	}
	var wg sync.WaitGroup
	errs := make([]error, 4)
	for i := range errs {
		wg.Add(1)
		go func() {
			defer wg.Done()
			eng := nf()
			defer eng.Close()
			if _, err := eng.Start(driver.Setup{Rules: engine.DefaultRules(), Seed: uint64(i + 1)}); err != nil {
				errs[i] = err
				return
			}
			o, err := eng.Observe(driver.Spectator())
			if err == nil {
				_, err = eng.Apply(o.Turn, engine.Mus{})
			}
			errs[i] = err
		}()
	}
	wg.Wait()
	for i, err := range errs {
		if err != nil {
			t.Errorf("partida %d: %v", i+1, err)
		}
	}
}

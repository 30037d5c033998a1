//go:build !race

package faults

import (
	"flag"
	"fmt"
	"github.com/musfem/musfem/evidence"
	"os"
	"strings"
	"testing"

	"github.com/musfem/musfem/escenarios"
)

// The heavy tests of the faults run every fault's scenarios through the
// faulty server; the race pass of make test leaves them out (their
// goroutines are protocol's and spec's, raced in their own packages).

// TestEveryFaultIsCaught runs, for every fault, the scenarios of each of
// its articles and checks that, for every one of them, at least one
// scenario tagged with it fails while the reference engine passes that
// same scenario. A fault no scenario catches is a hole in the
// specification.
func TestEveryFaultIsCaught(t *testing.T) {
	all, err := escenarios.Run(escenarios.Options{})
	if err != nil {
		t.Fatalf("referencia: %v", err)
	}
	passed := map[string]bool{} // scenarios the reference engine passes
	for _, s := range all {
		if s.Result == evidence.Pasa {
			passed[key(s)] = true
		}
	}
	list := List()
	rows := make([]string, len(list))
	for i, f := range list {
		t.Run(f.Name, func(t *testing.T) {
			nf, err := New(f.Name)
			if err != nil {
				t.Fatal(err)
			}
			var caught, by, counts []string
			example := ""
			for _, art := range f.Articles {
				got, err := escenarios.Run(escenarios.Options{Selector: art, NewEngine: nf})
				if err != nil {
					t.Fatalf("%s: %v", art, err)
				}
				n := len(caught)
				for _, s := range got {
					if s.Result == evidence.Falla && hasTag(s, art) && passed[key(s)] {
						caught = append(caught, s.Ref())
						if example == "" {
							example = strings.TrimPrefix(s.Ref(), "features/") + " «" + s.Name + "»"
						}
					}
				}
				if len(caught) == n {
					// Every article the fault claims to break must catch it.
					t.Errorf("ningún escenario de %s falla con el defecto %s", art, f.Name)
					continue
				}
				by = append(by, fmt.Sprintf("%s (%d, p. ej. %s)", art, len(caught)-n, caught[n]))
				counts = append(counts, fmt.Sprintf("%s (%d)", art, len(caught)-n))
			}
			rows[i] = fmt.Sprintf("| %s | %s | %s | %s |", f.Name, f.Area, strings.Join(counts, ", "), example)
			if len(caught) == 0 {
				t.Errorf("ningún escenario de %v falla con el defecto %s: hay un hueco en la especificación", f.Articles, f.Name)
				return
			}
			t.Logf("%s | %s", f.Name, strings.Join(by, "; "))
		})
	}
	if !t.Failed() {
		checkReadmeTable(t, rows)
	}
}

// updateReadme rewrites the table of faults/README.md with what
// TestEveryFaultIsCaught measured.
var updateReadme = flag.Bool("update-readme", false, "reescribe la tabla de faults/README.md con lo medido por TestEveryFaultIsCaught")

// readmeHeader is the header of the table in faults/README.md; its rows
// follow it up to the first blank line.
const readmeHeader = "| defecto | área | artículos que lo cazan (escenarios que fallan) | escenario que lo caza (ejemplo) |\n|---|---|---|---|\n"

// checkReadmeTable compares the table of faults/README.md with the rows
// measured (or rewrites it with -update-readme): the counts and the first
// scenario that catches each fault, with its line, are what the
// specification says today.
func checkReadmeTable(t *testing.T, rows []string) {
	b, err := os.ReadFile("README.md")
	if err != nil {
		t.Fatal(err)
	}
	doc := string(b)
	i := strings.Index(doc, readmeHeader)
	if i < 0 {
		t.Fatal("README.md no tiene la tabla de defectos")
	}
	start := i + len(readmeHeader)
	end := strings.Index(doc[start:], "\n\n")
	if end < 0 {
		t.Fatal("README.md: la tabla de defectos no termina")
	}
	want := strings.Join(rows, "\n")
	if got := doc[start : start+end]; got != want {
		if *updateReadme {
			if err := os.WriteFile("README.md", []byte(doc[:start]+want+doc[start+end:]), 0o644); err != nil {
				t.Fatal(err)
			}
			return
		}
		t.Errorf("la tabla de faults/README.md no es lo medido (go test -run TestEveryFaultIsCaught ./faults/ -update-readme la reescribe):\n%s", want)
	}
}

// key identifies a scenario or Examples row.
func key(s escenarios.Scenario) string { return fmt.Sprintf("%s#%d", s.Ref(), s.Row) }

// hasTag reports whether s carries the catalog id.
func hasTag(s escenarios.Scenario, id string) bool {
	for _, t := range s.Tags {
		if t == id {
			return true
		}
	}
	return false
}

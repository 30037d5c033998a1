package mutantes

import (
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// tinyEngine is a package engine small enough to list its mutants by hand.
const tinyEngine = `package engine

// Seat is a seat.
type Seat int8

// Next is the next seat.
func (s Seat) Next() Seat { return (s + 1) & 3 }

// Prev is the previous seat.
func (s Seat) Prev() Seat { return (s + 3) & 3 }

// Best returns the seat after s when the sum reaches 31 (FEM VI.7).
func Best(s Seat, sum int) Seat {
	if sum >= 31 && sum != 38 {
		return s.Next()
	}
	return s
}

// Count counts down (CONVENCION-orden-juego).
func Count(n int) (k int) {
	for n > 0 {
		n--
		k += 2
	}
	return
}

// Swap has both branches.
func Swap(b bool) string {
	if b {
		return "si"
	} else {
		return "no"
	}
}
`

// TestGenerateByHand lists the mutants of tinyEngine, worked out by hand
// from the operators.
func TestGenerateByHand(t *testing.T) {
	root := tinyModule(t)
	g, err := Generate(root, nil)
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, m := range g.Mutants {
		got = append(got, m.Func+" "+m.Operator+" "+strings.Join(strings.Fields(m.Original), " ")+" → "+m.Mutated)
	}
	want := []string{
		// Seat.Next: (s + 1) & 3
		"Seat.Next aritmetica & → |",
		"Seat.Next aritmetica + → -",
		"Seat.Next constante 1 → 2",
		"Seat.Next constante 1 → 0",
		"Seat.Next constante 3 → 4",
		"Seat.Next constante 3 → 2",
		// Seat.Prev: (s + 3) & 3
		"Seat.Prev aritmetica & → |",
		"Seat.Prev aritmetica + → -",
		"Seat.Prev constante 3 → 4",
		"Seat.Prev constante 3 → 2",
		"Seat.Prev constante 3 → 4",
		"Seat.Prev constante 3 → 2",
		// Best
		"Best quitar-sentencia if sum >= 31 && sum != 38 { return s.Next() } → ",
		"Best negar-condicion sum >= 31 && sum != 38 → !(sum >= 31 && sum != 38)",
		"Best quitar-condicion sum >= 31 && sum != 38 → true",
		"Best logico && → ||",
		"Best quitar-operando sum >= 31 && sum != 38 → sum >= 31",
		"Best quitar-operando sum >= 31 && sum != 38 → sum != 38",
		"Best comparacion-limite >= → >",
		"Best comparacion-negada >= → <",
		"Best constante 31 → 32",
		"Best constante 31 → 30",
		"Best comparacion-negada != → ==",
		"Best constante 38 → 39",
		"Best constante 38 → 37",
		"Best asiento Next → Prev",
		"Best asiento s.Next() → s",
		// Count
		"Count quitar-sentencia for n > 0 { n-- k += 2 } → ",
		"Count comparacion-limite > → >=",
		"Count comparacion-negada > → <=",
		"Count constante 0 → 1",
		"Count quitar-sentencia n-- → ",
		"Count incremento -- → ++",
		"Count quitar-sentencia k += 2 → ",
		"Count constante 2 → 3",
		"Count constante 2 → 1",
		"Count asignacion += → -=",
		// Swap
		"Swap quitar-sentencia if b { return \"si\" } else { return \"no\" } → ",
		"Swap negar-condicion b → !(b)",
		"Swap quitar-condicion b → true",
		"Swap intercambiar-ramas { return \"si\" } else { return \"no\" } → {\n\t\treturn \"no\"\n\t} else {\n\t\treturn \"si\"\n\t}",
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("mutantes:\n%s\n\nse esperaban:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	for i, m := range g.Mutants {
		if m.ID != i+1 {
			t.Errorf("el mutante %d tiene el número %d", i+1, m.ID)
		}
	}
	// The two identical mutants of Prev have different keys.
	if g.Mutants[8].Key == g.Mutants[10].Key || !strings.HasSuffix(g.Mutants[10].Key, "|2") {
		t.Errorf("claves %q y %q", g.Mutants[8].Key, g.Mutants[10].Key)
	}
}

// tinyModule writes a module github.com/musfem/musfem with tinyEngine as
// engine/, the real internal/mutant and a harness that prints
// Best(0, 31), Best(2, 30), Count(3) and Swap(true).
func tinyModule(t *testing.T) string {
	t.Helper()
	root := t.TempDir()
	files := map[string]string{
		"go.mod":           "module github.com/musfem/musfem\n\ngo 1.26\n",
		"engine/engine.go": tinyEngine,
		"mutantes/juez/main.go": `package main

import (
	"fmt"

	"github.com/musfem/musfem/engine"
)

func main() {
	fmt.Println(engine.Best(0, 31), engine.Best(2, 30), engine.Count(3), engine.Swap(true))
}
`,
	}
	for _, f := range []string{"mutant.go"} {
		data, err := os.ReadFile(filepath.Join("..", "internal", "mutant", f))
		if err != nil {
			t.Fatal(err)
		}
		files["internal/mutant/"+f] = string(data)
	}
	for p, data := range files {
		full := filepath.Join(root, filepath.FromSlash(p))
		if err := os.MkdirAll(filepath.Dir(full), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(full, []byte(data), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return root
}

// TestSchemaRunsEachMutant compiles the schema of tinyEngine and runs the
// harness with no mutant and with some, whose outputs were worked out by
// hand; a mutant whose copy does not compile is dropped with the
// compiler's message.
func TestSchemaRunsEachMutant(t *testing.T) {
	root := tinyModule(t)
	g, err := Generate(root, nil)
	if err != nil {
		t.Fatal(err)
	}
	// A mutant that cannot compile: Swap returning a number.
	bad := *g.Mutants[len(g.Mutants)-1]
	bad.ID = len(g.Mutants) + 1
	bad.Operator, bad.Mutated = "prueba", "{ return 1 } else { return 2 }"
	g.Mutants = append(g.Mutants, &bad)
	dir := t.TempDir()
	dropped, err := g.Build(dir, nil)
	if err != nil {
		t.Fatal(err)
	}
	find := func(fn, op, mutated string) int {
		for _, m := range g.Mutants {
			if m.Func == fn && m.Operator == op && m.Mutated == mutated {
				return m.ID
			}
		}
		t.Fatalf("no hay mutante %s %s %s", fn, op, mutated)
		return 0
	}
	// Removing Swap's if leaves it without a return.
	gone := find("Swap", "quitar-sentencia", "")
	if len(dropped) != 2 || !strings.Contains(dropped[bad.ID], "cannot use") || dropped[gone] != "missing return" {
		t.Errorf("no compilan %v, se esperaban el %d y el %d", dropped, bad.ID, gone)
	}
	cases := []struct {
		id   int
		want string
	}{
		{0, "1 2 6 si"}, // Best(0,31)=1, Best(2,30)=2, Count(3)=6
		{find("Best", "comparacion-limite", ">"), "0 2 6 si"}, // 31 > 31 is false
		{find("Best", "asiento", "Prev"), "3 2 6 si"},
		{find("Count", "asignacion", "-="), "1 2 -6 si"},
		{find("Swap", "intercambiar-ramas", "{\n\t\treturn \"no\"\n\t} else {\n\t\treturn \"si\"\n\t}"), "1 2 6 no"},
		{find("Seat.Next", "constante", "2"), "2 2 6 si"}, // (0 + 2) & 3
	}
	for _, c := range cases {
		cmd := exec.Command(filepath.Join(dir, "juez"))
		cmd.Env = append(os.Environ(), "MUSFEM_MUTANTE="+strconv.Itoa(c.id))
		out, err := cmd.CombinedOutput()
		if err != nil {
			t.Fatalf("mutante %d: %v\n%s", c.id, err, out)
		}
		if got := strings.TrimSpace(string(out)); got != c.want {
			t.Errorf("mutante %d: %q, se esperaba %q", c.id, got, c.want)
		}
	}
}

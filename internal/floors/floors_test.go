// Package floors holds the test that keeps the module's import graph low:
// the longest chain of imports among its own packages (tests left out) is
// at most MaxFloors packages long, internal ones included (issue 29, «A
// lower specification»). A chain that grows names itself, so that the
// floor that can go is found where it was added.
package floors

import (
	"os/exec"
	"slices"
	"sort"
	"strings"
	"testing"
)

// MaxFloors is the most packages a chain of imports may have: cmd/musfem →
// certify → spec → steps → config → engine → internal/errtext is seven.
const MaxFloors = 7

// module is the import path of the module, and root its folder from here.
const (
	module = "github.com/musfem/musfem/"
	root   = "../.."
)

// imports returns, for every package of the module, the packages of the
// module it imports in its non-test files, without the module's prefix.
func imports(t *testing.T) map[string][]string {
	t.Helper()
	cmd := exec.Command("go", "list", "-f", `{{.ImportPath}} {{join .Imports " "}}`, "./...")
	cmd.Dir = root
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("go list ./...: %v", err)
	}
	graph := map[string][]string{}
	for _, line := range strings.Split(strings.TrimSpace(string(out)), "\n") {
		fields := strings.Fields(line)
		pkg := strings.TrimPrefix(fields[0], module)
		graph[pkg] = nil
		for _, imp := range fields[1:] {
			if dep, ok := strings.CutPrefix(imp, module); ok {
				graph[pkg] = append(graph[pkg], dep)
			}
		}
	}
	return graph
}

// longestChain returns the longest chain of imports of graph (package →
// the packages it imports), from the importer down; of chains as long,
// the first in the order of the packages' names.
func longestChain(graph map[string][]string) []string {
	memo := map[string][]string{}
	var below func(pkg string) []string
	below = func(pkg string) []string {
		if c, ok := memo[pkg]; ok {
			return c
		}
		deps := slices.Clone(graph[pkg])
		sort.Strings(deps)
		var best []string
		for _, d := range deps {
			if c := below(d); len(c) > len(best) {
				best = c
			}
		}
		memo[pkg] = append([]string{pkg}, best...)
		return memo[pkg]
	}
	pkgs := make([]string, 0, len(graph))
	for p := range graph {
		pkgs = append(pkgs, p)
	}
	sort.Strings(pkgs)
	var longest []string
	for _, p := range pkgs {
		if c := below(p); len(c) > len(longest) {
			longest = c
		}
	}
	return longest
}

// TestLongestChain: the chain is found through the longest branch, and
// names its packages from the top.
func TestLongestChain(t *testing.T) {
	graph := map[string][]string{
		"cmd":    {"spec", "engine"},
		"spec":   {"steps", "engine"},
		"steps":  {"engine"},
		"engine": {"errtext"},
		"other":  {"errtext"},
	}
	want := []string{"cmd", "spec", "steps", "engine", "errtext"}
	if got := longestChain(graph); !slices.Equal(got, want) {
		t.Errorf("longestChain = %v, want %v", got, want)
	}
}

// TestImportGraphIsLow: no chain of imports among the module's packages is
// longer than MaxFloors.
func TestImportGraphIsLow(t *testing.T) {
	chain := longestChain(imports(t))
	if len(chain) > MaxFloors {
		t.Errorf("la cadena de importaciones más larga tiene %d paquetes (como mucho %d): %s",
			len(chain), MaxFloors, strings.Join(chain, " → "))
	}
}

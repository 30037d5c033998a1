// Package layout holds the test that keeps the README's table of folders
// true (issue 29, «Names that explain themselves»): every folder of the
// repository and every Go package has a row, and every path a row names
// exists. A new package without a row, or a row left behind by a move,
// fails here with its name.
package layout

import (
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"testing"
)

// root is the repository's folder from here.
const root = "../.."

// header starts the README's table of folders.
const header = "| folder | what |\n|---|---|\n"

// rows returns the paths the README's table of folders names, each
// without its trailing slash, and the table's line in the README.
func rows(t *testing.T) (map[string]int, []string) {
	t.Helper()
	b, err := os.ReadFile(filepath.Join(root, "README.md"))
	if err != nil {
		t.Fatal(err)
	}
	doc := string(b)
	i := strings.Index(doc, header)
	if i < 0 {
		t.Fatalf("README.md no tiene la tabla de carpetas (%q)", strings.TrimSpace(header))
	}
	first := strings.Count(doc[:i], "\n") + 3
	body := doc[i+len(header):]
	if end := strings.Index(body, "\n\n"); end >= 0 {
		body = body[:end]
	}
	named := map[string]int{}
	var order []string
	path := regexp.MustCompile("`([a-z0-9_./-]+)/`")
	for n, line := range strings.Split(body, "\n") {
		cells := strings.SplitN(line, "|", 3)
		if len(cells) < 3 {
			continue
		}
		for _, m := range path.FindAllStringSubmatch(cells[1], -1) {
			named[m[1]] = first + n
			order = append(order, m[1])
		}
	}
	return named, order
}

// covered reports whether a package's folder has a row, its own or one of
// a folder above it other than internal/ (each internal package says what
// it holds).
func covered(named map[string]int, dir string) bool {
	for d := dir; d != "." && d != "" && d != "internal"; d = filepath.ToSlash(filepath.Dir(d)) {
		if _, ok := named[d]; ok {
			return true
		}
	}
	return false
}

// mentioned reports whether a top folder, or a folder in it, has a row.
func mentioned(named map[string]int, top string) bool {
	for p := range named {
		if p == top || strings.HasPrefix(p, top+"/") {
			return true
		}
	}
	return false
}

// TestEveryFolderHasARow checks that every top folder of the repository
// (of the files git tracks) has a row, its own or one of a folder in it,
// and every Go package a row of its own or of a folder above it.
func TestEveryFolderHasARow(t *testing.T) {
	named, _ := rows(t)
	out, err := exec.Command("git", "-C", root, "ls-files").Output()
	if err != nil {
		t.Skipf("sin git: %v", err)
	}
	top := map[string]bool{}
	for _, f := range strings.Split(strings.TrimSpace(string(out)), "\n") {
		if d, _, ok := strings.Cut(f, "/"); ok && !strings.HasPrefix(d, ".") {
			top[d] = true
		}
	}
	cmd := exec.Command("go", "list", "-f", "{{.Dir}}", "./...")
	cmd.Dir = root
	pkgs, err := cmd.Output()
	if err != nil {
		t.Fatalf("go list: %v", err)
	}
	abs, err := filepath.Abs(root)
	if err != nil {
		t.Fatal(err)
	}
	missing := map[string]bool{}
	for d := range top {
		if !mentioned(named, d) {
			missing[d+"/"] = true
		}
	}
	for _, p := range strings.Split(strings.TrimSpace(string(pkgs)), "\n") {
		rel, err := filepath.Rel(abs, p)
		if err != nil || rel == "." {
			continue
		}
		if rel = filepath.ToSlash(rel); !covered(named, rel) {
			missing[rel+"/"] = true
		}
	}
	list := make([]string, 0, len(missing))
	for m := range missing {
		list = append(list, m)
	}
	sort.Strings(list)
	for _, m := range list {
		t.Errorf("README.md: la tabla de carpetas no tiene fila para %s", m)
	}
}

// TestEveryRowExists checks that every path the table names is a folder of
// the repository.
func TestEveryRowExists(t *testing.T) {
	named, order := rows(t)
	for _, p := range order {
		if info, err := os.Stat(filepath.Join(root, p)); err != nil || !info.IsDir() {
			t.Errorf("README.md:%d: la tabla de carpetas nombra %s/, que no es una carpeta del repositorio", named[p], p)
		}
	}
}

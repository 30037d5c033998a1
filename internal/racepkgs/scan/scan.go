// Package scan finds the packages of the module where goroutines live
// (internal/racepkgs).
package scan

import (
	"fmt"
	"go/ast"
	"go/build"
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strconv"
	"strings"
)

// Module is the module path of musfem.
const Module = "github.com/musfem/musfem"

// Packages walks the module under root and returns the import paths of
// the packages whose code or tests start a goroutine or use os/exec, and
// of the others, each sorted. Folders named testdata, or starting with .
// or _, are skipped, as the go command does.
func Packages(root string) (race, plain []string, err error) {
	race, plain, _, err = scan(root)
	return race, plain, err
}

// NoRace returns, for each package of race, the tests written in files
// built only without the race detector (//go:build !race): heavy tests of
// code whose goroutines other tests of the package run under -race. The
// race pass leaves them out by itself; the plain pass runs them.
func NoRace(root string) (map[string][]string, error) {
	_, _, nr, err := scan(root)
	return nr, err
}

// NoRacePattern returns the packages of NoRace and one -run pattern that
// selects all their tests, "^(TestA|TestB|…)$", for one go test over them
// all. It fails when a test of one of those packages that is built with
// the race detector has the name of one of those tests: the pattern would
// run it a second time.
func NoRacePattern(root string) (pkgs []string, pattern string, err error) {
	_, _, nr, err := scan(root)
	if err != nil {
		return nil, "", err
	}
	names := map[string]bool{}
	for p, ts := range nr {
		pkgs = append(pkgs, p)
		for _, t := range ts {
			names[t] = true
		}
	}
	sort.Strings(pkgs)
	all, err := testNames(root, pkgs)
	if err != nil {
		return nil, "", err
	}
	for _, p := range pkgs {
		own := map[string]bool{}
		for _, t := range nr[p] {
			own[t] = true
		}
		for _, t := range all[p] {
			if names[t] && !own[t] {
				return nil, "", fmt.Errorf("%s: %s tiene el nombre de una prueba sin -race de otro paquete", p, t)
			}
		}
	}
	list := make([]string, 0, len(names))
	for t := range names {
		list = append(list, t)
	}
	sort.Strings(list)
	return pkgs, "^(" + strings.Join(list, "|") + ")$", nil
}

// testNames returns the names of the tests of the test files of each
// package, whatever their build constraints.
func testNames(root string, pkgs []string) (map[string][]string, error) {
	out := map[string][]string{}
	for _, p := range pkgs {
		dir := filepath.Join(root, filepath.FromSlash(strings.TrimPrefix(strings.TrimPrefix(p, Module), "/")))
		files, err := filepath.Glob(filepath.Join(dir, "*_test.go"))
		if err != nil {
			return nil, err
		}
		for _, path := range files {
			f, err := parser.ParseFile(token.NewFileSet(), path, nil, parser.SkipObjectResolution)
			if err != nil {
				return nil, err
			}
			out[p] = append(out[p], tests(f)...)
		}
	}
	return out, nil
}

// tests returns the names of a file's test functions; TestMain, which
// runs the tests of its package rather than being one, is not among them.
func tests(f *ast.File) []string {
	var names []string
	for _, d := range f.Decls {
		if fd, ok := d.(*ast.FuncDecl); ok && fd.Recv == nil && strings.HasPrefix(fd.Name.Name, "Test") && fd.Name.Name != "TestMain" {
			names = append(names, fd.Name.Name)
		}
	}
	return names
}

func scan(root string) (race, plain []string, norace map[string][]string, err error) {
	dirs := map[string]bool{} // has Go files
	lives := map[string]bool{}
	tests := map[string][]string{} // dir → tests of !race files
	err = filepath.WalkDir(root, func(p string, e fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		name := e.Name()
		if e.IsDir() {
			if p != root && (name == "testdata" || strings.HasPrefix(name, ".") || strings.HasPrefix(name, "_")) {
				return filepath.SkipDir
			}
			return nil
		}
		if !strings.HasSuffix(name, ".go") || !buildable(p) {
			return nil
		}
		dir := filepath.Dir(p)
		dirs[dir] = true
		live, names, err := inspect(p)
		if err != nil {
			return err
		}
		if live {
			lives[dir] = true
		}
		tests[dir] = append(tests[dir], names...)
		return nil
	})
	if err != nil {
		return nil, nil, nil, err
	}
	norace = map[string][]string{}
	for dir := range dirs {
		rel, err := filepath.Rel(root, dir)
		if err != nil {
			return nil, nil, nil, err
		}
		path := Module
		if rel != "." {
			path += "/" + filepath.ToSlash(rel)
		}
		if lives[dir] {
			race = append(race, path)
			if ts := tests[dir]; len(ts) > 0 {
				sort.Strings(ts)
				norace[path] = ts
			}
		} else {
			plain = append(plain, path)
		}
	}
	sort.Strings(race)
	sort.Strings(plain)
	return race, plain, norace, nil
}

// inspect reports whether a Go file starts a goroutine or imports
// os/exec, and, for a test file built only without the race detector, the
// names of its tests.
func inspect(path string) (bool, []string, error) {
	src, err := os.ReadFile(path)
	if err != nil {
		return false, nil, err
	}
	f, err := parser.ParseFile(token.NewFileSet(), path, src, parser.SkipObjectResolution|parser.ParseComments)
	if err != nil {
		return false, nil, err
	}
	var names []string
	if strings.HasSuffix(path, "_test.go") && noRaceOnly(path) {
		names = tests(f)
	}
	for _, im := range f.Imports {
		if p, _ := strconv.Unquote(im.Path.Value); p == "os/exec" {
			return true, names, nil
		}
	}
	found := false
	ast.Inspect(f, func(n ast.Node) bool {
		if _, ok := n.(*ast.GoStmt); ok {
			found = true
		}
		return !found
	})
	return found, names, nil
}

// noRaceOnly reports whether a file is built on this machine without the
// race detector but not with it: its build constraint says !race (alone,
// or with others such as unix that this machine meets).
func noRaceOnly(path string) bool {
	without, withRace := builds(path)
	return without && !withRace
}

// buildable reports whether a Go file is built on this machine, with the
// race detector or without it: a file that neither builds (//go:build
// ignore, such as the faulty rules of faults/overlay) makes no package.
func buildable(path string) bool {
	without, withRace := builds(path)
	return without || withRace
}

// builds reports whether this machine builds the file without the race
// detector, and with it.
func builds(path string) (without, withRace bool) {
	plain, race := build.Default, build.Default
	race.BuildTags = append(slices.Clone(race.BuildTags), "race")
	dir, name := filepath.Split(path)
	w, err1 := plain.MatchFile(dir, name)
	r, err2 := race.MatchFile(dir, name)
	return err1 == nil && w, err2 == nil && r
}

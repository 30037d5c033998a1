package scan

import (
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"testing"
)

// TestPackagesByHand: a package with a go statement in a test, one that
// runs a program, one that only mentions "go" in a comment and a string,
// a testdata folder with a goroutine that does not count, and files built
// only without -race (alone or with a constraint this machine meets), only
// with it, or on another system.
func TestPackagesByHand(t *testing.T) {
	root := t.TempDir()
	files := map[string]string{
		"a/a.go":            "package a\n",
		"a/a_test.go":       "package a\n\nfunc f() { go func() {}() }\n",
		"b/b.go":            "package b\n\nimport \"os/exec\"\n\nvar _ = exec.Command\n",
		"c/c.go":            "package c\n\n// go run it\nvar s = \"go f()\"\n",
		"c/testdata/x/x.go": "package x\n\nfunc f() { go f() }\n",
		"a/heavy_test.go":   "//go:build !race\n\npackage a\n\nfunc TestMain(m *M) {}\nfunc TestHeavy(t *T) {}\nfunc TestBig(t *T) {}\nfunc helper() {}\n",
		"c/other_test.go":   "//go:build !race\n\npackage c\n\nfunc TestPlainAnyway(t *T) {}\n",
		"b/linux_test.go":   "//go:build linux\n\npackage b\n\nfunc TestLinux(t *T) {}\n",
		"a/kill_test.go":    "//go:build unix && !race\n\npackage a\n\nfunc TestKill(t *T) {}\n",
		"a/race_test.go":    "//go:build race\n\npackage a\n\nfunc TestOnlyRace(t *T) {}\n",
		"a/nowin_test.go":   "//go:build windows && !race\n\npackage a\n\nfunc TestWindows(t *T) {}\n",
		"root.go":           "package musfem\n",
		"d/ignored.go":      "//go:build ignore\n\npackage d\n\nfunc f() { go f() }\n",
	}
	write(t, root, files)
	race, plain, err := Packages(root)
	if err != nil {
		t.Fatal(err)
	}
	if want := []string{Module + "/a", Module + "/b"}; !slices.Equal(race, want) {
		t.Errorf("con -race: %v, se esperaba %v", race, want)
	}
	if want := []string{Module, Module + "/c"}; !slices.Equal(plain, want) {
		t.Errorf("sin -race: %v, se esperaba %v", plain, want)
	}
	nr, err := NoRace(root)
	if err != nil {
		t.Fatal(err)
	}
	// Only race packages: c runs without the detector whole.
	want := []string{"TestBig", "TestHeavy", "TestKill"}
	if runtime.GOOS == "windows" {
		want = []string{"TestBig", "TestHeavy", "TestWindows"}
	}
	if len(nr) != 1 || !slices.Equal(nr[Module+"/a"], want) {
		t.Errorf("pruebas sin -race: %v", nr)
	}
	pkgs, pattern, err := NoRacePattern(root)
	if err != nil {
		t.Fatal(err)
	}
	if wantPat := "^(" + strings.Join(want, "|") + ")$"; !slices.Equal(pkgs, []string{Module + "/a"}) || pattern != wantPat {
		t.Errorf("NoRacePattern: %v %q, se esperaba [%s/a] %q", pkgs, pattern, Module, wantPat)
	}
}

// TestNoRacePatternRefusesTwins: one -run pattern over several packages
// would run a second time, under -race's absence, a test of one package
// that has the name of a !race test of another; the pattern is refused.
func TestNoRacePatternRefusesTwins(t *testing.T) {
	root := t.TempDir()
	files := map[string]string{
		"a/a_test.go":     "package a\n\nfunc f() { go func() {}() }\n",
		"a/heavy_test.go": "//go:build !race\n\npackage a\n\nfunc TestHeavy(t *T) {}\n",
		"b/b_test.go":     "package b\n\nfunc f() { go func() {}() }\nfunc TestHeavy(t *T) {}\n",
		"b/big_test.go":   "//go:build !race\n\npackage b\n\nfunc TestBig(t *T) {}\n",
	}
	write(t, root, files)
	if _, _, err := NoRacePattern(root); err == nil || !strings.Contains(err.Error(), "TestHeavy") {
		t.Errorf("error %v; se esperaba uno que nombre TestHeavy", err)
	}
}

// write writes the files under root.
func write(t *testing.T, root string, files map[string]string) {
	t.Helper()
	for p, data := range files {
		full := filepath.Join(root, filepath.FromSlash(p))
		if err := os.MkdirAll(filepath.Dir(full), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(full, []byte(data), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

// TestTheModule: the packages that run games in parallel, bots, engines
// or Chromium as programs are tested with -race; the engine too, whose
// history test shares states between goroutines.
func TestTheModule(t *testing.T) {
	race, _, err := Packages(filepath.Join("..", "..", ".."))
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range []string{"adapters", "certify", "comparacion", "engine", "protocol", "runner", "steps", "cmd/musfem", "preguntas", "internal/chromium"} {
		if !slices.Contains(race, Module+"/"+p) {
			t.Errorf("%s no se prueba con -race: %v", p, race)
		}
	}
}

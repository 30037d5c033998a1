package faults

import (
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"testing"
)

// TestPatchesApply checks that every patch finds its text in today's
// engine/ as many times as it says, and that the patched files are what
// the faulty server is compiled from.
func TestPatchesApply(t *testing.T) {
	files, err := overlayFiles("..")
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range patches {
		if !strings.Contains(string(files["engine/"+p.File]), p.New) {
			t.Errorf("engine/%s parcheado no tiene %q", p.File, p.New)
		}
	}
	if _, ok := files["engine/zz_defectos.go"]; !ok {
		t.Error("falta faults/overlay/defectos.go en el overlay")
	}
}

// TestPatchesNameTheirFaults checks that the patches and the faulty rules
// ask the switchboard (defecto.On, defectoPoints) only about faults of the catalogue that are patched
// (not wrappers), and that every such fault is asked about somewhere.
func TestPatchesNameTheirFaults(t *testing.T) {
	patched := map[string]bool{}
	for _, e := range entries() {
		if e.wrap == nil {
			patched[e.Name] = false
		}
	}
	extra, err := os.ReadFile(filepath.Join("overlay", "defectos.go"))
	if err != nil {
		t.Fatal(err)
	}
	texts := []string{string(extra)}
	for _, p := range patches {
		texts = append(texts, p.New)
		for _, f := range p.Faults {
			if _, ok := patched[f]; !ok {
				t.Errorf("el parche de engine/%s sirve a %q, que no es un defecto parcheado del catálogo", p.File, f)
			}
		}
	}
	on := regexp.MustCompile(`(?:defecto\.On|defectoPoints)\("([^"]*)"`)
	for _, text := range texts {
		for _, m := range on.FindAllStringSubmatch(text, -1) {
			if _, ok := patched[m[1]]; !ok {
				t.Errorf("defecto.On(%q): no es un defecto parcheado del catálogo", m[1])
			}
			patched[m[1]] = true
		}
	}
	var missing []string
	for name, asked := range patched {
		if !asked {
			missing = append(missing, name)
		}
	}
	sort.Strings(missing)
	if len(missing) > 0 {
		t.Errorf("defectos del catálogo que ningún parche enciende: %v", missing)
	}
}

// TestReferenceEngineHasNoFaults checks that engine/ holds the rules only:
// no production file names a fault or the switchboard.
func TestReferenceEngineHasNoFaults(t *testing.T) {
	names, err := filepath.Glob(filepath.Join("..", "engine", "*.go"))
	if err != nil {
		t.Fatal(err)
	}
	bad := regexp.MustCompile(`(?i)\bfault|defecto`)
	for _, n := range names {
		if strings.HasSuffix(n, "_test.go") {
			continue
		}
		b, err := os.ReadFile(n)
		if err != nil {
			t.Fatal(err)
		}
		for i, line := range strings.Split(string(b), "\n") {
			if bad.MatchString(line) {
				t.Errorf("%s:%d: el motor de referencia habla de defectos: %s", filepath.ToSlash(n), i+1, strings.TrimSpace(line))
			}
		}
	}
}

// TestPatchCountsAreChecked checks that a patch whose text is not in the
// file, or is there more times than it says, is refused with the file
// and the fault named.
func TestPatchCountsAreChecked(t *testing.T) {
	src := "package engine\n\nfunc f() int { return 1 + 1 }\n"
	for _, p := range []patch{
		{Faults: []string{"x"}, File: "f.go", Old: "return 2", New: "return 3"},
		{Faults: []string{"x"}, File: "f.go", Old: "1", New: "2"},
	} {
		_, err := applyPatches("engine/f.go", src, []patch{p})
		if err == nil || !strings.Contains(err.Error(), "engine/f.go") || !strings.Contains(err.Error(), "x") {
			t.Errorf("parche %q: error %v; se espera un error que nombre engine/f.go y el defecto", p.Old, err)
		}
	}
	got, err := applyPatches("engine/f.go", src, []patch{{Faults: []string{"x"}, File: "f.go", Old: "1 + 1", New: "defecto.On(\"x\")"}})
	if err != nil || !strings.HasPrefix(got, "package engine"+defectoImport) {
		t.Errorf("parche con defecto.On: %q, %v; se espera el import del interruptor tras package", got, err)
	}
}

package mutantes

import (
	"os/exec"
	"slices"
	"strings"
	"testing"
)

// TestFingerprintCoversWhatTheHarnessImports checks that every package of
// the module that the harness and the specification import (go list
// -deps) is in the code fingerprint, and that harnessDeps names nothing
// they do not import: a change to the rules loader or the catalog can
// change a verdict, and the committed report must then go stale.
func TestFingerprintCoversWhatTheHarnessImports(t *testing.T) {
	const module = "github.com/musfem/musfem/"
	out, err := exec.Command("go", "list", "-deps", "../steps", "../escenarios", "../driver", "../fixtures", "../mutantes/juez", "../internal/mutant").Output()
	if err != nil {
		t.Fatalf("go list -deps: %v", err)
	}
	own := []string{"engine", "steps", "escenarios", "driver", "fixtures", "internal/mutant", "mutantes/juez"}
	var imported []string
	for _, p := range strings.Fields(string(out)) {
		dir, ok := strings.CutPrefix(p, module)
		if !ok || slices.Contains(own, dir) {
			continue
		}
		imported = append(imported, dir)
		if !slices.Contains(harnessDeps, dir) {
			t.Errorf("the harness imports %s, which is not in harnessDeps: a change there would not make the report stale", dir)
		}
	}
	for _, d := range harnessDeps {
		if !slices.Contains(imported, d) {
			t.Errorf("harnessDeps names %s, which the harness does not import", d)
		}
	}
	files, err := Inputs("..", CodeInputs)
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"config/config.go", "config/rules.default.toml", "reference/data/fem-06-vi.toml", "reference/data/aspectos/aspectos.toml"} {
		if !slices.Contains(files, want) {
			t.Errorf("the code fingerprint leaves out %s", want)
		}
	}
	for _, f := range files {
		if strings.HasSuffix(f, ".feature") || strings.HasSuffix(f, "_test.go") {
			t.Errorf("the code fingerprint takes in %s", f)
		}
	}
}

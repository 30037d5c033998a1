package version

import (
	"os"
	"regexp"
	"strings"
	"testing"
)

// TestSemver checks that Musfem is a Semantic Versioning 2.0.0 version of
// a release (no pre-release or build suffix).
func TestSemver(t *testing.T) {
	if !regexp.MustCompile(`^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)$`).MatchString(Musfem) {
		t.Errorf("versión %q: no es MAYOR.MENOR.PARCHE", Musfem)
	}
}

// TestChangelog checks that CHANGELOG.md keeps the Keep a Changelog form
// and has a section for Musfem with its date, and that go.mod names the
// module a published install uses.
func TestChangelog(t *testing.T) {
	b, err := os.ReadFile("../../CHANGELOG.md")
	if err != nil {
		t.Fatal(err)
	}
	log := string(b)
	if !strings.Contains(log, "## [Unreleased]") {
		t.Error("CHANGELOG.md no tiene la sección [Unreleased]")
	}
	head := regexp.MustCompile(`(?m)^## \[` + regexp.QuoteMeta(Musfem) + `\] - \d{4}-\d{2}-\d{2}$`)
	if !head.MatchString(log) {
		t.Errorf("CHANGELOG.md no tiene la sección «## [%s] - AAAA-MM-DD»", Musfem)
	}
	if !strings.Contains(log, "["+Musfem+"]: ") {
		t.Errorf("CHANGELOG.md no enlaza la versión %s al final", Musfem)
	}
	mod, err := os.ReadFile("../../go.mod")
	if err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(string(mod), "module "+Module+"\n") {
		t.Errorf("go.mod no declara el módulo %s", Module)
	}
}

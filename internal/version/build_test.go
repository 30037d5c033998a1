package version

import (
	"os"
	"path/filepath"
	"runtime/debug"
	"strings"
	"testing"
)

// TestBuildIdentity: a published install is its module's version and
// checksum, a clean checkout its commit, and anything else the digest of
// the executable, so that two builds of different sources never share an
// identity, whatever version they call themselves.
func TestBuildIdentity(t *testing.T) {
	dir := t.TempDir()
	a, b := filepath.Join(dir, "a"), filepath.Join(dir, "b")
	os.WriteFile(a, []byte("una compilación"), 0o755)
	os.WriteFile(b, []byte("otra compilación"), 0o755)
	devel := func(settings ...debug.BuildSetting) *debug.BuildInfo {
		return &debug.BuildInfo{GoVersion: "go1.26.8", Main: debug.Module{Path: Module, Version: "(devel)"}, Settings: settings}
	}
	clean := devel(debug.BuildSetting{Key: "vcs.revision", Value: "abc123"}, debug.BuildSetting{Key: "vcs.modified", Value: "false"},
		debug.BuildSetting{Key: "vcs.time", Value: "2026-01-01T00:00:00Z"}, debug.BuildSetting{Key: "GOARCH", Value: "amd64"})
	dirty := devel(debug.BuildSetting{Key: "vcs.revision", Value: "abc123"}, debug.BuildSetting{Key: "vcs.modified", Value: "true"})
	release := &debug.BuildInfo{GoVersion: "go1.26.8", Main: debug.Module{Path: Module, Version: "v0.1.0", Sum: "h1:xyz="}}

	if got := buildIdentity(release, a); got != "módulo "+Module+"@v0.1.0 h1:xyz=, go1.26.8" {
		t.Errorf("instalación publicada: %q", got)
	}
	if got := buildIdentity(clean, a); got != "commit abc123, go1.26.8 [GOARCH=amd64]" || got != buildIdentity(clean, b) {
		t.Errorf("checkout limpio: %q", got)
	}
	for name, info := range map[string]*debug.BuildInfo{"con cambios": dirty, "sin git": devel(), "sin información": nil} {
		x, y := buildIdentity(info, a), buildIdentity(info, b)
		if !strings.HasPrefix(x, "ejecutable sha256:") || x == y {
			t.Errorf("%s: dos ejecutables distintos dan %q y %q", name, x, y)
		}
		if x != buildIdentity(info, a) {
			t.Errorf("%s: el mismo ejecutable da dos identidades", name)
		}
	}
	if x, y := buildIdentity(nil, filepath.Join(dir, "no")), buildIdentity(nil, filepath.Join(dir, "no")); x == y {
		t.Errorf("dos ejecutables ilegibles comparten identidad %q", x)
	}
	if Build() == "" || Build() != Build() {
		t.Errorf("Build() = %q", Build())
	}
}

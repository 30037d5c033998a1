package version

import (
	"crypto/rand"
	"crypto/sha256"
	"encoding/hex"
	"io"
	"os"
	"runtime/debug"
	"sort"
	"strings"
	"sync"
)

// Build identifies the musfem binary that is running, so that files that
// must come from the same musfem (the parts of a certification, --lote)
// can tell two builds of different sources apart even when both call
// themselves Musfem:
//
//   - a published install (go install …@vX.Y.Z) is its module's version
//     and checksum (the sources, to the byte) and the Go toolchain;
//   - a build from a clean git checkout is its commit and the toolchain;
//   - anything else — a checkout with changes, a build without version
//     control information, a test binary — is the SHA-256 of the
//     executable's own bytes.
//
// Two builds of the same sources with the same toolchain have the same
// identity; builds of different sources never do. It is computed once.
func Build() string {
	buildOnce.Do(func() {
		info, _ := debug.ReadBuildInfo()
		exe, _ := os.Executable()
		buildID = buildIdentity(info, exe)
	})
	return buildID
}

var (
	buildOnce sync.Once
	buildID   string
)

// buildIdentity is Build for the given build information and executable.
func buildIdentity(info *debug.BuildInfo, exe string) string {
	if info != nil {
		settings := map[string]string{}
		var flags []string
		for _, s := range info.Settings {
			settings[s.Key] = s.Value
			switch s.Key {
			case "vcs.time", "vcs.revision", "vcs.modified", "vcs":
			default:
				flags = append(flags, s.Key+"="+s.Value)
			}
		}
		sort.Strings(flags)
		extra := ""
		if len(flags) > 0 {
			extra = " [" + strings.Join(flags, " ") + "]"
		}
		switch {
		case info.Main.Sum != "" && info.Main.Version != "" && info.Main.Version != "(devel)":
			return "módulo " + info.Main.Path + "@" + info.Main.Version + " " + info.Main.Sum + ", " + info.GoVersion + extra
		case settings["vcs.revision"] != "" && settings["vcs.modified"] == "false":
			return "commit " + settings["vcs.revision"] + ", " + info.GoVersion + extra
		}
	}
	if sum, ok := fileDigest(exe); ok {
		return "ejecutable sha256:" + sum
	}
	// Nothing identifies it: an identity of its own, which no other
	// process shares, so that nothing is taken for the same build.
	nonce := make([]byte, 16)
	_, _ = rand.Read(nonce)
	return "sin identificar " + hex.EncodeToString(nonce)
}

// fileDigest is the hex SHA-256 of a file's bytes.
func fileDigest(path string) (string, bool) {
	if path == "" {
		return "", false
	}
	f, err := os.Open(path)
	if err != nil {
		return "", false
	}
	defer f.Close()
	h := sha256.New()
	if _, err := io.Copy(h, f); err != nil {
		return "", false
	}
	return hex.EncodeToString(h.Sum(nil)), true
}

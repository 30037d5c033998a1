package protocol

import (
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"testing"

	"github.com/musfem/musfem/config"
)

// musfemBin is the musfem binary built once for the tests.
var musfemBin string

func TestMain(m *testing.M) {
	if kind := os.Getenv(fakeEnv); kind != "" {
		fakeEngine(kind, os.Getenv(fakeMarkEnv))
		os.Exit(0)
	}
	dir, err := os.MkdirTemp("", "musfem-protocol")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	musfemBin = filepath.Join(dir, "musfem")
	out, err := exec.Command("go", "build", "-o", musfemBin, "github.com/musfem/musfem/cmd/musfem").CombinedOutput()
	if err != nil {
		fmt.Fprintf(os.Stderr, "go build: %v\n%s", err, out)
		os.RemoveAll(dir)
		os.Exit(1)
	}
	code := m.Run()
	os.RemoveAll(dir)
	os.Exit(code)
}

// protocol1Caps keeps the capabilities of the config keys of protocol 1.
func protocol1Caps(all ConfigCap) ConfigCap {
	var out ConfigCap
	for _, k := range all {
		if config.IsProtocol1Key(k.Key) {
			out = append(out, k)
		}
	}
	return out
}

// laterKey returns a key of rules added after protocol 1, in key order, or
// "".
func laterKey(rules map[string]json.RawMessage) string {
	var later []string
	for k := range rules {
		if !config.IsProtocol1Key(k) {
			later = append(later, k)
		}
	}
	sort.Strings(later)
	if len(later) == 0 {
		return ""
	}
	return later[0]
}

// launchServe launches musfem serve.
func launchServe(t testing.TB) *Client {
	t.Helper()
	c, err := Launch(Options{Command: musfemBin + " serve", Timeout: hangBound})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { c.Close() })
	return c
}

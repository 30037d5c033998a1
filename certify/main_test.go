package certify

import (
	"fmt"
	"os"
	"path/filepath"
	"testing"

	"github.com/musfem/musfem/driver"
	"github.com/musfem/musfem/faults"
	"github.com/musfem/musfem/protocol"
)

// serveEnv, when set, makes the test binary an engine behind the protocol
// (`musfem serve`, with the faults it names, or the reference for "-"),
// so that tests certify engines in another process without building
// musfem.
const serveEnv = "MUSFEM_CERTIFY_TEST_SERVE"

// TestMain serves an engine under serveEnv; otherwise it runs the tests
// and then removes the shared certificate's folder.
func TestMain(m *testing.M) {
	if names := os.Getenv(serveEnv); names != "" {
		os.Exit(serveForTest(names))
	}
	code := m.Run()
	if chromiumOnce.path != "" {
		os.RemoveAll(filepath.Dir(chromiumOnce.path))
	}
	os.Exit(code)
}

// serveForTest serves the reference ("-") or the named faults on the
// standard input and output, under protocol 2 as musfem serve does.
func serveForTest(names string) int {
	newEngine := driver.Reference
	if names != "-" {
		nf, err := faults.New(names)
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			return 2
		}
		newEngine = nf
	}
	v2, v3 := protocol.ReferenceCapabilitiesV2(), protocol.ReferenceCapabilitiesV3()
	srv := protocol.Server{Name: "prueba-" + names, Version: "1.0.0", Capabilities: protocol.ReferenceCapabilities(),
		CapabilitiesV2: &v2, CapabilitiesV3: &v3, NewEngine: newEngine}
	if err := srv.Serve(os.Stdin, os.Stdout); err != nil {
		return 1
	}
	return 0
}

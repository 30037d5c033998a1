package certify

import (
	"fmt"
	"os"
	"path/filepath"
	"testing"

	"github.com/musfem/musfem/driver"
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

// serveForTest serves the reference engine ("-") on the standard input
// and output, as musfem serve does.
func serveForTest(names string) int {
	if names != "-" {
		fmt.Fprintf(os.Stderr, "%s=%s: solo se sirve la referencia (-); los defectos los sirve faults.Command\n", serveEnv, names)
		return 2
	}
	srv := protocol.ReferenceServer("prueba-"+names, "1.0.0", protocol.Protocol3, driver.Reference)
	if err := srv.Serve(os.Stdin, os.Stdout); err != nil {
		return 1
	}
	return 0
}

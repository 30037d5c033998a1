//go:build !race

// TestSpecThroughProtocol plays the whole specification: it is built
// without the race detector only, and make test runs it in its pass
// without it (internal/racepkgs); the client's goroutines run under -race
// in TestStepMatchesReference, TestClientNegotiates, TestMisbehavingEngines
// and the other tests of the package.

package protocol_test

import (
	"os"
	"testing"
	"time"

	"github.com/musfem/musfem/evidence"

	"github.com/cucumber/godog"
	"github.com/musfem/musfem/escenarios"
	"github.com/musfem/musfem/features"
	"github.com/musfem/musfem/protocol"
)

// TestSpecThroughProtocol runs the specification against musfem serve
// through the client: every scenario must run and pass, as it runs and
// passes in this process. Make long runs the whole specification; make
// test chapter VI, the envites (cmd/musfem's TestCertifyServePasses
// certifies musfem serve on the whole specification through the same
// client in make test).
func TestSpecThroughProtocol(t *testing.T) {
	selector := "FEM-VI"
	if os.Getenv("MUSFEM_LONG") != "" {
		selector = ""
	}
	want, err := escenarios.Run(escenarios.Options{Selector: selector})
	if err != nil {
		t.Fatal(err)
	}
	total := len(want)
	if selector == "" {
		suite := godog.TestSuite{Options: &godog.Options{FS: features.FS, Paths: features.Dirs}}
		feats, err := suite.RetrieveFeatures()
		if err != nil {
			t.Fatal(err)
		}
		total = 0
		for _, f := range feats {
			total += len(f.Pickles)
		}
	}
	// A time limit only a hang reaches, however busy the machine.
	c, err := protocol.Launch(protocol.Options{Command: protocol.MusfemBin() + " serve", Timeout: 10 * time.Minute})
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	got, err := escenarios.Run(escenarios.Options{NewEngine: c.NewEngine, Selector: selector})
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != total || total == 0 {
		t.Fatalf("%d escenarios por el protocolo, %d en los ficheros", len(got), total)
	}
	pass := 0
	for _, s := range got {
		if s.Result == evidence.Pasa {
			pass++
		} else {
			t.Errorf("%s (%s): %s por el protocolo: %s", s.Ref(), s.Name, s.Result, s.Message)
		}
	}
	t.Logf("%d escenarios, %d pasan por el protocolo", len(got), pass)
}

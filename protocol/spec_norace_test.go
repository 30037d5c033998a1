//go:build !race

// TestSpecThroughProtocol plays the whole specification: it is built
// without the race detector only, and make test runs it in its pass
// without it (internal/racepkgs); the client's goroutines run under -race
// in TestStepMatchesReference, TestClientNegotiates, TestMisbehavingEngines
// and the other tests of the package.

package protocol_test

import (
	"github.com/musfem/musfem/evidence"
	"testing"
	"time"

	"github.com/cucumber/godog"
	"github.com/musfem/musfem/escenarios"
	"github.com/musfem/musfem/features"
	"github.com/musfem/musfem/protocol"
)

// TestSpecThroughProtocol runs the whole specification against musfem
// serve through the client: every scenario of the feature files must run
// and pass.
func TestSpecThroughProtocol(t *testing.T) {
	suite := godog.TestSuite{Options: &godog.Options{FS: features.FS, Paths: features.Dirs}}
	feats, err := suite.RetrieveFeatures()
	if err != nil {
		t.Fatal(err)
	}
	total := 0
	for _, f := range feats {
		total += len(f.Pickles)
	}
	// A time limit only a hang reaches, however busy the machine.
	c, err := protocol.Launch(protocol.Options{Command: protocol.MusfemBin() + " serve", Timeout: 10 * time.Minute})
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	got, err := escenarios.Run(escenarios.Options{NewEngine: c.NewEngine})
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

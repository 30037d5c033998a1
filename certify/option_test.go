package certify

import (
	"testing"

	"github.com/musfem/musfem/evidence"
	"github.com/musfem/musfem/protocol"
)

// protocol1Target is the reference engine as an engine of protocol 1 sees
// it: every config value but the señas (signals_enabled only at false, the
// gaze keys at their defaults).
func protocol1Target() InProcess {
	t := Reference()
	t.Greeting = protocol.Hello{Name: "protocolo-1", Version: "1.0.0", Protocol: protocol.Protocol1, Capabilities: protocol.ReferenceCapabilities()}
	return t
}

// TestOptionOfferedWithoutEvidenceIsNoProof: an article of kind option
// whose key the engine offers away from its default is SIN PRUEBAS when
// no check reaches it (D14), and that rejects the engine: offering an
// option and never being checked on it is not a pass.
func TestOptionOfferedWithoutEvidenceIsNoProof(t *testing.T) {
	rep, err := Run(shortCompare(Options{Target: Reference(), Selector: "FEM-VIII.2", NoScenarios: true, NoFixtures: true}))
	if err != nil {
		t.Fatal(err)
	}
	row, ok := findRow(rep, "FEM-VIII.2")
	if !ok || row.Status != evidence.SinPruebas || !rep.Failed() {
		t.Errorf("FEM-VIII.2 sin pruebas y con la opción ofrecida: %+v (%s), se esperaba SIN PRUEBAS y RECHAZADO", row, rep.Verdict)
	}
}

// TestNotOffered names the value an engine does not offer.
func TestNotOffered(t *testing.T) {
	for k, want := range map[string]string{
		"signals_enabled": "el motor no ofrece signals_enabled = true",
		"deje":            "el motor no ofrece deje = false",
		"gaze_max_ticks":  "el motor solo ofrece gaze_max_ticks = 6",
	} {
		if got := notOffered(k); got != want {
			t.Errorf("notOffered(%s) = %q, se esperaba %q", k, got, want)
		}
	}
}

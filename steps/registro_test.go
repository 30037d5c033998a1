package steps

import (
	"bytes"
	"strings"
	"testing"
)

// TestFailureNamesEachArticleOnce: a failing step names its scenario's
// articles, each once, though the feature and the scenario carry the
// same tag.
func TestFailureNamesEachArticleOnce(t *testing.T) {
	text := "# language: es\n@FEM-VIII @CONVENCION-senas\nCaracterística: plantada\n\n" +
		"  @CONVENCION-senas @FEM-VIII.2\n  Escenario: plantado\n    Cuando empieza la partida\n" +
		"    Entonces la partida termina y gana la pareja A por tantos\n"
	var out bytes.Buffer
	if plantedTo(InitializeScenario, text, &out) {
		t.Fatal("el escenario plantado pasa; debía fallar")
	}
	want := "escenario «plantado» [FEM-VIII CONVENCION-senas FEM-VIII.2], paso"
	if !strings.Contains(out.String(), want) {
		t.Errorf("la salida no dice %q:\n%s", want, out.String())
	}
}

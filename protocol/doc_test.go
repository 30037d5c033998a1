package protocol

import (
	"bytes"
	"os"
	"regexp"
	"strings"
	"testing"

	"github.com/musfem/musfem/config"
	"github.com/musfem/musfem/driver"
)

// withoutLaterKeys removes from a hello answer the capabilities of the
// config keys added after protocol 1 (docs/decisions.md D15): the frozen
// session of docs/protocol.md shows a protocol-1 engine, and the reference
// engine lists those keys besides. Each later key must be listed once.
func withoutLaterKeys(t *testing.T, hello string) string {
	t.Helper()
	for _, k := range config.Keys() {
		if config.IsProtocol1Key(k.Name) {
			continue
		}
		re := regexp.MustCompile(`,"` + regexp.QuoteMeta(k.Name) + `":("\*"|\[[^\]]*\])`)
		if n := len(re.FindAllString(hello, -1)); n != 1 {
			t.Errorf("hello: la clave %s (posterior al protocolo 1) aparece %d veces en las capacidades", k.Name, n)
		}
		hello = re.ReplaceAllString(hello, "")
	}
	return hello
}

// TestDocSession replays the example session of docs/protocol.md through
// Serve and checks every answer byte for byte, so the document cannot
// drift from the reference engine.
func TestDocSession(t *testing.T) {
	doc, err := os.ReadFile("../docs/protocol.md")
	if err != nil {
		t.Fatal(err)
	}
	_, block, ok := strings.Cut(string(doc), "```session\n")
	if !ok {
		t.Fatal("docs/protocol.md no tiene el bloque ```session")
	}
	block, _, _ = strings.Cut(block, "```")
	var reqs, want []string
	for _, line := range strings.Split(strings.TrimSuffix(block, "\n"), "\n") {
		switch {
		case strings.HasPrefix(line, "> "):
			reqs = append(reqs, strings.TrimPrefix(line, "> "))
		case strings.HasPrefix(line, "< "):
			want = append(want, strings.TrimPrefix(line, "< "))
		default:
			t.Fatalf("línea del ejemplo sin > ni <: %q", line)
		}
	}
	if len(reqs) != len(want) || len(reqs) < 10 {
		t.Fatalf("%d peticiones y %d respuestas en el ejemplo", len(reqs), len(want))
	}
	ops := map[string]bool{}
	for _, r := range reqs {
		for _, op := range []string{"hello", "start", "apply", "observe", "legal", "step", "bye"} {
			if strings.Contains(r, `"op":"`+op+`"`) {
				ops[op] = true
			}
		}
	}
	if len(ops) != 7 {
		t.Errorf("el ejemplo no usa todas las peticiones: %v", ops)
	}
	var out bytes.Buffer
	if err := Serve(strings.NewReader(strings.Join(reqs, "\n")+"\n"), &out, "musfem-referencia", "1.0.0", driver.Reference); err != nil {
		t.Fatal(err)
	}
	got := strings.Split(strings.TrimSuffix(out.String(), "\n"), "\n")
	if len(got) != len(want) {
		t.Fatalf("%d respuestas, el documento tiene %d", len(got), len(want))
	}
	for i := range got {
		if strings.Contains(reqs[i], `"op":"hello"`) {
			got[i] = withoutLaterKeys(t, got[i])
		}
		if got[i] != want[i] {
			t.Errorf("respuesta a %s:\n  musfem serve: %s\n  documento:    %s", reqs[i], got[i], want[i])
		}
	}
	// The session shows a refused action.
	if !strings.Contains(block, `"ok":false,"error":{"code":"NOT_YOUR_TURN"`) {
		t.Error("el ejemplo no muestra ninguna acción ilegal")
	}
}

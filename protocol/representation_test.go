package protocol

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"regexp"
	"strings"
	"testing"

	"github.com/musfem/musfem/driver"
	"github.com/musfem/musfem/engine"
	"github.com/musfem/musfem/internal/docsession"
)

// representationDoc is the document for engine authors whose examples
// this test keeps true.
const representationDoc = "../docs/representation.md"

// TestRepresentationExamples replays every ```session block of
// docs/representation.md through Serve, each block in a new session, and
// checks what the document shows of each answer: a whole answer ("< ")
// byte for byte; parts of it ("<~ ") as events that decode with the
// engine's strict decoder, are canonical and follow one another in the
// answer's events, or as fields of the answer's observation, each equal
// byte for byte.
func TestRepresentationExamples(t *testing.T) {
	blocks, err := docsession.Blocks(representationDoc)
	if err != nil {
		t.Fatal(err)
	}
	if len(blocks) < 15 {
		t.Fatalf("%s: %d ejemplos; el documento tiene al menos 15", representationDoc, len(blocks))
	}
	for _, b := range blocks {
		reqs := make([]string, len(b))
		for i, x := range b {
			reqs[i] = x.Sent
		}
		var out bytes.Buffer
		if err := Serve(strings.NewReader(strings.Join(reqs, "\n")+"\n"), &out, "musfem-referencia", "1.0.0", driver.Reference); err != nil {
			t.Fatal(err)
		}
		got := strings.Split(strings.TrimSuffix(out.String(), "\n"), "\n")
		if len(got) != len(b) {
			t.Errorf("%s:%d: %d respuestas a %d peticiones", representationDoc, b[0].Line, len(got), len(b))
			continue
		}
		for i, x := range b {
			where := fmt.Sprintf("%s:%d", representationDoc, x.Line)
			if x.Answer != "" && got[i] != x.Answer {
				t.Errorf("%s: respuesta a %s:\n  musfem serve: %s\n  documento:    %s", where, x.Sent, got[i], x.Answer)
			}
			if len(x.Excerpt) > 0 {
				if err := checkExcerpt(got[i], x.Excerpt); err != nil {
					t.Errorf("%s: respuesta a %s: %v\n  musfem serve: %s", where, x.Sent, err, got[i])
				}
			}
		}
	}
}

// checkExcerpt checks the "<~ " lines of one request against its answer.
func checkExcerpt(answer string, lines []string) error {
	var a struct {
		Events      []json.RawMessage          `json:"events"`
		Observation map[string]json.RawMessage `json:"observation"`
	}
	if err := json.Unmarshal([]byte(answer), &a); err != nil {
		return err
	}
	switch {
	case a.Events != nil:
		for _, l := range lines {
			var e engine.Event
			if err := json.Unmarshal([]byte(l), &e); err != nil {
				return fmt.Errorf("%s: %v", l, err)
			}
			if b, err := engine.Canonical(e); err != nil || string(b) != l {
				return fmt.Errorf("el evento no está en JSON canónico:\n  documento: %s\n  canónico:  %s", l, b)
			}
		}
		for start := range a.Events {
			if start+len(lines) > len(a.Events) {
				break
			}
			same := true
			for i, l := range lines {
				if string(a.Events[start+i]) != l {
					same = false
					break
				}
			}
			if same {
				return nil
			}
		}
		return fmt.Errorf("los %d eventos del documento no están seguidos en la respuesta (primero: %s)", len(lines), lines[0])
	case a.Observation != nil:
		for _, l := range lines {
			var part map[string]json.RawMessage
			if err := engine.DecodeStrict([]byte(l), &part); err != nil {
				return fmt.Errorf("%s: %v", l, err)
			}
			if len(part) == 0 {
				return fmt.Errorf("%s: ningún campo", l)
			}
			for k, v := range part {
				have, ok := a.Observation[k]
				if !ok {
					return fmt.Errorf("la observación no tiene el campo %q", k)
				}
				if !bytes.Equal(have, v) {
					return fmt.Errorf("campo %q: el documento dice %s y musfem serve %s", k, v, have)
				}
			}
		}
		return nil
	}
	return fmt.Errorf("una respuesta sin eventos ni observación se muestra entera (\"< \"), no en partes")
}

// TestRepresentationCoverage checks that docs/representation.md shows, in
// its checked examples, every event kind of catalog 1, every phase, every
// concept of PointsAwarded, every reason and method, and every rule error
// code the engine can give (TRANSITION is an engine bug), and that it
// points to the erratum of the frozen protocol.
func TestRepresentationCoverage(t *testing.T) {
	raw, err := os.ReadFile(representationDoc)
	if err != nil {
		t.Fatal(err)
	}
	blocks, err := docsession.Blocks(representationDoc)
	if err != nil {
		t.Fatal(err)
	}
	var shown strings.Builder // the answers the document shows (all checked)
	for _, b := range blocks {
		for _, x := range b {
			shown.WriteString(x.Answer + "\n" + strings.Join(x.Excerpt, "\n") + "\n")
		}
	}
	answers := shown.String()
	want := func(what, s string) {
		t.Helper()
		if !strings.Contains(answers, s) {
			t.Errorf("%s: ningún ejemplo muestra %s %s", representationDoc, what, s)
		}
	}
	for _, k := range engine.EventKinds() {
		want("el evento", `"type":"`+k.String()+`"`)
	}
	for _, p := range []string{"DEALING", "MUS_DECISION", "DISCARD", "GRANDE", "CHICA", "PARES_DECLARATION", "PARES",
		"JUEGO_DECLARATION", "JUEGO", "PUNTO", "SHOWDOWN", "ORDAGO_SHOWDOWN", "SCORING", "CHECK_GAME_END", "GAME_OVER"} {
		if _, ok := engine.ParsePhase(p); !ok {
			t.Errorf("%s no es una fase", p)
		}
		want("la fase", `"phase":"`+p+`"`)
	}
	for c := engine.Concept(1); !strings.HasPrefix(c.String(), "Concept("); c++ {
		want("el concepto", `"concept":"`+c.String()+`"`)
	}
	for _, r := range []string{"mejor_jugada", "no_quiero", "una_pareja", "ordago", "ordago_nulo"} {
		want("la razón de LanceResolved", `"reason":"`+r+`"`)
	}
	for _, r := range []string{`"reason":"tantos","games"`, `"reason":"ordago","games"`,
		`"method":"sorteo"`, `"method":"config"`, `"method":"rotacion"`,
		`"purpose":"rebarajado"`, `"source":"mazo_preparado"`, `"stock_size":-1`, `"no_pierdo":true`} {
		want("", r)
	}
	for _, c := range engine.Codes() {
		if c == engine.ErrTransition {
			continue
		}
		want("el código", `"code":"`+c.String()+`"`)
	}
	for _, c := range []string{CodeProtocol, CodeUnsupported} {
		want("el código", `"code":"`+c+`"`)
	}
	if !regexp.MustCompile(`\]\(protocol-erratum\.md\)`).Match(raw) {
		t.Errorf("%s no enlaza la fe de erratas del protocolo (protocol-erratum.md)", representationDoc)
	}
}

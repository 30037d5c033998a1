package escenarios

import (
	"github.com/musfem/musfem/evidence"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/musfem/musfem/driver"
)

// traced is a feature whose scenario plays one action and tries an
// illegal one, with the stock size hidden.
const traced = `# language: es
@CONVENCION-mazo-visible
Característica: grabada

  Escenario: corta el mano y el asiento 1 intenta dar mus
    Dado la regla "stock_size_public" vale false
    Y reparte el asiento 3
    Y las manos son:
      | asiento | cartas      |
      | 0       | Ro Rc 5e 4b |
      | 1       | Co Cc 6e 4o |
      | 2       | So 7c 6b 5o |
      | 3       | 1o 1c 4e 5c |
    Cuando el asiento 0 corta el mus
    Y el asiento 1 intenta dar mus
`

// TestRecordTracesTheScenario checks Options.Record: the trace holds the
// rules set away from the defaults, the start's events, the legal actions
// and observations right after the start and after every action, and the
// refused attempt, which produces no event; without Record there is no
// trace.
func TestRecordTracesTheScenario(t *testing.T) {
	fsys := fstest.MapFS{"g/grabada.feature": {Data: []byte(traced)}}
	got, err := Run(Options{FS: fsys, Dirs: []string{"g"}, Record: true})
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != 1 || got[0].Result != evidence.Pasa {
		t.Fatalf("escenarios: %+v", got)
	}
	tr := got[0].Trace
	if tr == nil || !tr.Started {
		t.Fatal("no hay traza de la partida")
	}
	if strings.Join(tr.Rules, "; ") != `first_dealer = "3"; stock_size_public = false` &&
		strings.Join(tr.Rules, "; ") != `stock_size_public = false; first_dealer = "3"` {
		t.Errorf("reglas: %q", tr.Rules)
	}
	if len(tr.Start) == 0 || tr.Start[0].Kind().String() != "GameStarted" {
		t.Errorf("la traza no empieza con GameStarted: %v", tr.Start)
	}
	// After the deal the mano (seat 0) may speak: mus or cut; nobody else.
	if tr.AtStart.Legal[0] != `[{"type":"Mus"},{"type":"CutMus"}]` || tr.AtStart.Legal[1] != `[]` {
		t.Errorf("acciones legales al empezar: %q", tr.AtStart.Legal)
	}
	if !strings.Contains(tr.AtStart.Observations[4], `"stock_size":-1`) {
		t.Errorf("el espectador ve el tamaño del mazo con stock_size_public = false: %s", tr.AtStart.Observations[4])
	}
	if len(tr.Steps) != 2 {
		t.Fatalf("%d pasos, se esperaban 2 (el corte y el intento)", len(tr.Steps))
	}
	cut, try := tr.Steps[0], tr.Steps[1]
	if cut.Seat != 0 || cut.Action != `{"type":"CutMus"}` || cut.Refused != "" || len(cut.Events) == 0 {
		t.Errorf("corte: %+v", cut)
	}
	if try.Seat != 1 || try.Action != `{"type":"Mus"}` || try.Refused == "" || len(try.Events) != 0 {
		t.Errorf("intento: %+v", try)
	}
	if try.Observations != cut.Observations || try.Legal != cut.Legal {
		t.Error("el intento rechazado ha cambiado lo que se ve")
	}
	if n := len(tr.Events()); n != len(tr.Start)+len(cut.Events) {
		t.Errorf("Events: %d eventos", n)
	}
	plain, err := Run(Options{FS: fsys, Dirs: []string{"g"}})
	if err != nil {
		t.Fatal(err)
	}
	if plain[0].Trace != nil {
		t.Error("sin Record no debe haber traza")
	}
	var _ driver.Tracer = newRecorder(driver.Reference())
}

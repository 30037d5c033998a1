package certify

import (
	"errors"
	"testing"

	"github.com/musfem/musfem/diferencial"
	"github.com/musfem/musfem/driver"
	"github.com/musfem/musfem/engine"
	"github.com/musfem/musfem/escenarios"
	"github.com/musfem/musfem/evidence"
	"github.com/musfem/musfem/protocol"
)

// hangs is an engine whose transport times out (or crashes) after a few
// actions, as the protocol client reports it.
type hangs struct {
	driver.Engine
	kind protocol.Kind
	n    int
}

func (h *hangs) Apply(seat driver.Seat, a driver.Action) ([]driver.Event, error) {
	h.n++
	if h.n > 3 {
		return nil, &protocol.TransportError{Kind: h.kind, Op: "apply", Detail: "sin respuesta"}
	}
	return h.Engine.Apply(seat, a)
}

// TestTransportFailures: a time-out, a crash or garbage stops a game, is
// counted by kind, is not a divergence of any article, and rejects the
// engine.
func TestTransportFailures(t *testing.T) {
	for kind, want := range map[protocol.Kind]evidence.Status{protocol.KindTimeout: evidence.Tiempo, protocol.KindCrash: evidence.Error, protocol.KindGarbage: evidence.Error} {
		tg := Reference()
		tg.Engines = func() driver.Engine { return &hangs{Engine: driver.Reference(), kind: kind} }
		r := diferencial.Differential(tg, table(t), engine.DefaultRules(), 1, 3, 1, nil)
		if r.Failures[want] != 3 || len(groupsOf(r)) != 0 {
			t.Errorf("%s: fallos %v, grupos %v", kind, r.Failures, groupsOf(r))
			continue
		}
		rep, err := Run(shortCompare(Options{Target: tg, Games: 3, Seed: 1, NoScenarios: true, NoFixtures: true}))
		if err != nil {
			t.Fatal(err)
		}
		if !rep.Failed() || len(rep.Failures) != 1 || rep.Failures[0].Kind != want || rep.Failures[0].Count != 3 || rep.Failures[0].Where == "" {
			t.Fatalf("%s: veredicto %s, fallos %+v", kind, rep.Verdict, rep.Failures)
		}
	}
}

// TestFailureStatus: the typed failures of the protocol say what happened
// and certification gives them their status (evidence.StatusOf); nothing
// parses error texts.
func TestFailureStatus(t *testing.T) {
	for err, want := range map[error]evidence.Status{
		&protocol.TransportError{Kind: protocol.KindTimeout}:                                  evidence.Tiempo,
		&protocol.TransportError{Kind: protocol.KindCrash}:                                    evidence.Error,
		&protocol.AnswerError{Code: protocol.CodeUnsupported}:                                 evidence.Error,
		errors.Join(errors.New("paso"), &protocol.TransportError{Kind: protocol.KindGarbage}): evidence.Error,
		errors.New("se esperaba la pareja A y ganó la B"):                                     evidence.Falla,
	} {
		if got := evidence.StatusOf(err); got != want {
			t.Errorf("%v: %s, se esperaba %s", err, got, want)
		}
	}
}

// TestScenarioWithTransportFailure: a scenario whose engine failed in
// transport is ERROR or TIEMPO on its articles, never FALLA; one the
// engine does not apply is counted and never evidence.
func TestScenarioWithTransportFailure(t *testing.T) {
	cat := mustCatalog(t)
	c := &collector{o: Options{Target: Reference()}, cat: cat, table: cat.Aspects(), brk: newBreaker(nil)}
	it, _ := c.scenario(escenarios.Scenario{Name: "x", Tags: []string{"FEM-VI.4"}, Result: evidence.Falla, Message: "lo que sea",
		Failure: &protocol.TransportError{Kind: protocol.KindTimeout, Op: "apply"}})
	if it.Status != evidence.Tiempo || len(it.Charges) != 1 || it.Charges[0].ID != "FEM-VI.4" || it.Charges[0].Check.Result != evidence.Tiempo || it.Reached {
		t.Errorf("FEM-VI.4: %+v", it)
	}
	na, _ := c.scenario(escenarios.Scenario{Name: "y", Tags: []string{"FEM-VI.2"}, Result: evidence.NoAplica})
	if na.Status != evidence.NoAplica || len(na.Charges) != 0 {
		t.Errorf("un escenario que no aplica es prueba: %+v", na)
	}
}

package certify

import (
	"testing"

	"github.com/musfem/musfem/driver"
	"github.com/musfem/musfem/engine"
	"github.com/musfem/musfem/protocol"
	"github.com/musfem/musfem/reference"
	"github.com/musfem/musfem/spec"
)

// TestArticleIDsExist checks that every id a divergence may be charged to
// is in the catalog.
func TestArticleIDsExist(t *testing.T) {
	cat, err := reference.Load()
	if err != nil {
		t.Fatal(err)
	}
	ids := []string{leakArticle}
	for _, v := range lanceConvention {
		ids = append(ids, v)
	}
	for _, v := range conceptArticles {
		ids = append(ids, v...)
	}
	for _, v := range kindArticles {
		ids = append(ids, v...)
	}
	for t := engine.ActMus; t <= engine.ActOrdago; t++ {
		ids = append(ids, templateArticles(t)...)
	}
	ids = append(ids, "CONVENCION-lance-una-pareja", "CONVENCION-empates", "CONVENCION-descarte", "CONVENCION-envite-minimo",
		"FEM-III.16", "CONVENCION-mazo-visible", "FEM-VI.10", "FEM-VI.22")
	for _, id := range ids {
		if _, ok := cat.Lookup(id); !ok {
			t.Errorf("%s no está en el catálogo", id)
		}
	}
	for _, k := range engine.EventKinds() {
		if k == engine.KindLanceResolved || k == engine.KindPointsAwarded {
			continue
		}
		if _, ok := kindArticles[k]; !ok {
			t.Errorf("el evento %s no tiene artículo", k)
		}
	}
}

// hangs is an engine whose transport times out (or crashes) after a few
// actions, as the protocol client reports it.
type hangs struct {
	driver.Engine
	kind string
	n    int
}

func (h *hangs) Apply(seat driver.Seat, a driver.Action) ([]driver.Event, error) {
	h.n++
	if h.n > 3 {
		return nil, &protocol.TransportError{Kind: h.kind, Op: "apply", Detail: "sin respuesta"}
	}
	return h.Engine.Apply(seat, a)
}

func TestTransportFailures(t *testing.T) {
	for kind, want := range map[string]string{"tiempo": Tiempo, "caida": Error, "basura": Error} {
		tg := ReferenceTarget()
		tg.NewEngine = func() driver.Engine { return &hangs{Engine: driver.Reference(), kind: kind} }
		r := Differential(tg, engine.DefaultRules(), 1, 3, nil)
		if r.Divergence == nil || r.Divergence.Result != want {
			t.Errorf("%s: %+v", kind, r.Divergence)
			continue
		}
		rep, err := Run(Options{Target: tg, Games: 3, Seed: 1, NoScenarios: true, NoFixtures: true})
		if err != nil {
			t.Fatal(err)
		}
		if !rep.Failed() || rep.Divergence == nil || rep.Divergence.Result != want || len(rep.Divergence.Articles) == 0 {
			t.Fatalf("%s: veredicto %s, %+v", kind, rep.Verdict, rep.Divergence)
		}
		if row, _ := findRow(rep, rep.Divergence.Articles[0]); row.Status != want {
			t.Errorf("%s: la fila %s está en %s", kind, row.ID, row.Status)
		}
	}
}

func TestScenarioResultClassifiesTransport(t *testing.T) {
	for msg, want := range map[string]string{
		"paso «…»: protocolo: apply: tiempo: sin respuesta en 10s":             Tiempo,
		"paso «…»: protocolo: start: caida: el motor ha terminado":             Error,
		"paso «…»: protocolo: start: el motor responde UNSUPPORTED: deck_mode": Error,
		"paso «…»: se esperaba la pareja A y ganó la B":                        Falla,
	} {
		if got := scenarioResult(spec.Scenario{Result: spec.Falla, Message: msg}); got != want {
			t.Errorf("%q: %s, se esperaba %s", msg, got, want)
		}
	}
	if got := scenarioResult(spec.Scenario{Result: spec.Pendiente}); got != Error {
		t.Errorf("pendiente: %s", got)
	}
	// A scenario asking for an option the engine does not claim is NO
	// APLICA: counted in the summary, never evidence (run.go).
	if got := scenarioResult(spec.Scenario{Result: spec.NoAplica}); got != NoAplica {
		t.Errorf("no aplica: %s", got)
	}
}

// slow times out on every request, as a hung engine does.
type slow struct {
	driver.Engine
	calls *int
}

func (s slow) Start(driver.Setup) ([]driver.Event, error) {
	*s.calls++
	return nil, &protocol.TransportError{Kind: "tiempo", Op: "start", Detail: "10s"}
}

func TestBreakerStopsWaiting(t *testing.T) {
	calls := 0
	nf := guard(func() driver.Engine { return slow{driver.Reference(), &calls} })
	for i := 0; i < 10; i++ {
		_, err := nf().Start(driver.Setup{Rules: engine.DefaultRules()})
		if resultOf(err) != Tiempo {
			t.Fatalf("%d: %v", i, err)
		}
	}
	if calls != breakerLimit {
		t.Fatalf("el motor colgado recibe %d peticiones, se esperaban %d", calls, breakerLimit)
	}
	// A success closes it again.
	ok := guard(driver.Reference)()
	if _, err := ok.Start(driver.Setup{Rules: engine.DefaultRules()}); err != nil {
		t.Fatal(err)
	}
	if _, isStepper := ok.(driver.Stepper); !isStepper {
		t.Error("el guardián oculta Step")
	}
}

package certify

import (
	"bytes"
	"errors"
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/musfem/musfem/driver"
	"github.com/musfem/musfem/engine"
	"github.com/musfem/musfem/protocol"
)

// flaky is the reference engine behind a transport that fails as fail
// says, before each request reaches the engine; it counts the requests
// that reach it.
type flaky struct {
	driver.Engine
	calls *int
	fail  func(op string) error
}

func (f flaky) Start(s driver.Setup) ([]driver.Event, error) {
	*f.calls++
	if err := f.fail("start"); err != nil {
		return nil, err
	}
	return f.Engine.Start(s)
}

func (f flaky) Apply(seat driver.Seat, a driver.Action) ([]driver.Event, error) {
	*f.calls++
	if err := f.fail("apply"); err != nil {
		return nil, err
	}
	return f.Engine.Apply(seat, a)
}

// scenarioLike starts a game and plays the mano's mus, as a scenario does.
func scenarioLike(e driver.Engine) error {
	evs, err := e.Start(driver.Setup{Rules: engine.DefaultRules(), Seed: 3})
	if err != nil {
		return err
	}
	mano := driver.Seat(0)
	for _, ev := range evs {
		if p, ok := ev.Payload.(engine.DealerAssigned); ok {
			mano = p.Mano
		}
	}
	_, err = e.Apply(mano, engine.Mus{})
	return err
}

// TestBreakerCountsTheWholeRun: an engine that answers start (a new
// process, which answers hello, each time) and times out on every apply
// costs breakerLimit time-outs in the whole run, not one per scenario:
// the good answers in between do not reset the count.
func TestBreakerCountsTheWholeRun(t *testing.T) {
	calls := 0
	b := newBreaker(nil)
	nf := b.engines(func() driver.Engine {
		return flaky{Engine: driver.Reference(), calls: &calls, fail: func(op string) error {
			if op == "apply" {
				return &protocol.TransportError{Kind: protocol.KindTimeout, Op: op, Detail: "sin respuesta en 10s"}
			}
			return nil
		}}
	})
	for i := 0; i < 20; i++ {
		err := scenarioLike(nf())
		var te *protocol.TransportError
		if !errors.As(err, &te) || te.Kind != protocol.KindTimeout {
			t.Fatalf("escenario %d: %v, se esperaba un TransportError tiempo", i, err)
		}
	}
	// 3 scenarios reach the engine twice (start, apply); then none.
	if want := 2 * breakerLimit; calls != want {
		t.Errorf("el motor colgado recibe %d peticiones, se esperaban %d", calls, want)
	}
}

// TestBreakerStopsLaunching: an engine that never launches (its hello
// fails) is launched launchLimit times in a row, then no more; a good
// answer in between resets that count.
func TestBreakerStopsLaunching(t *testing.T) {
	calls, ok := 0, false
	b := newBreaker(nil)
	nf := b.engines(func() driver.Engine {
		return flaky{Engine: driver.Reference(), calls: &calls, fail: func(op string) error {
			if ok {
				return nil
			}
			return &protocol.TransportError{Kind: protocol.KindCrash, Op: "hello", Detail: "el motor ha terminado con estado 1", Exited: true, ExitCode: 1}
		}}
	})
	start := func() error {
		_, err := nf().Start(driver.Setup{Rules: engine.DefaultRules(), Seed: 3})
		return err
	}
	for i := 0; i < launchLimit-1; i++ {
		if start() == nil {
			t.Fatal("Start sin error")
		}
	}
	ok = true
	if err := start(); err != nil {
		t.Fatalf("Start bueno: %v", err)
	}
	ok = false
	calls = 0
	for i := 0; i < 10; i++ {
		err := start()
		var te *protocol.TransportError
		if !errors.As(err, &te) || te.Kind != protocol.KindCrash {
			t.Fatalf("%d: %v, se esperaba un TransportError caida", i, err)
		}
	}
	if calls != launchLimit {
		t.Errorf("el motor que no arranca se lanza %d veces, se esperaban %d", calls, launchLimit)
	}
}

// TestBreakerStops: once the certification is interrupted no request
// reaches the engine, and each fails with protocol.ErrInterrupted.
func TestBreakerStops(t *testing.T) {
	calls := 0
	stop := make(chan struct{})
	b := newBreaker(stop)
	nf := b.engines(func() driver.Engine {
		return flaky{Engine: driver.Reference(), calls: &calls, fail: func(string) error { return nil }}
	})
	if err := scenarioLike(nf()); err != nil {
		t.Fatal(err)
	}
	close(stop)
	if err := scenarioLike(nf()); !errors.Is(err, protocol.ErrInterrupted) {
		t.Errorf("tras la interrupción: %v, se esperaba ErrInterrupted", err)
	}
	if calls != 2 {
		t.Errorf("el motor recibe %d peticiones, se esperaban 2 (antes de la interrupción)", calls)
	}
}

// stopAfter is a reference engine factory that closes stop at the n-th
// Start (a signal in the middle of the scenarios).
func stopAfter(n int, stop chan struct{}) func() driver.Engine {
	var mu sync.Mutex
	starts := 0
	return func() driver.Engine {
		return startHook{driver.Reference(), func() {
			mu.Lock()
			defer mu.Unlock()
			if starts++; starts == n {
				close(stop)
			}
		}}
	}
}

// startHook calls hook at each Start.
type startHook struct {
	driver.Engine
	hook func()
}

func (s startHook) Start(st driver.Setup) ([]driver.Event, error) {
	s.hook()
	return s.Engine.Start(st)
}

// TestRunInterrupted interrupts a certification of the reference in the
// middle of its scenarios: a partial report marked Interrupted, verdict
// INTERRUMPIDO, with the scenarios that ended before the interruption
// (all passing: none ran against a stopped engine) and nothing of the
// fixtures or the differential games (what the run did, not how long it
// took: the machine may be busy).
func TestRunInterrupted(t *testing.T) {
	stop := make(chan struct{})
	tg := Reference()
	tg.Engines = stopAfter(10, stop)
	rep, err := Run(shortCompare(Options{Target: tg, Selector: "FEM-VI", Games: 50, Seed: 1, Stop: stop}))
	if err != nil {
		t.Fatal(err)
	}
	if !rep.Interrupted || rep.Verdict != Interrumpido || !rep.Failed() {
		t.Errorf("interrumpida %v, veredicto %s", rep.Interrupted, rep.Verdict)
	}
	// The nine scenarios that made the first engines (and any that
	// needs none), of the dozens of FEM-VI.
	s := rep.Summary.Scenarios
	if s.Total < 9 || s.Total > 15 || s.Pasa+s.NoAplica != s.Total {
		t.Errorf("escenarios %+v: se esperaban los 9 que terminan antes de la interrupción, todos buenos", s)
	}
	if rep.Summary.Fixtures.Total != 0 || rep.Summary.GamesPlayed != 0 || rep.Summary.Steps != 0 {
		t.Errorf("tras la interrupción: %d registros, %d partidas, %d pasos", rep.Summary.Fixtures.Total, rep.Summary.GamesPlayed, rep.Summary.Steps)
	}
	if len(rep.Notes) == 0 || !strings.HasPrefix(rep.Notes[0], "Certificación interrumpida") ||
		!strings.Contains(rep.Notes[0], "escenarios") || !strings.Contains(rep.Notes[0], "partidas diferenciales") {
		t.Errorf("notas: %q", rep.Notes)
	}
	md := string(rep.Markdown())
	if !strings.Contains(md, "Veredicto: **INTERRUMPIDO**") {
		t.Error("el informe no dice INTERRUMPIDO")
	}
	js, err := rep.JSON()
	if err != nil || !strings.Contains(string(js), `"interrupted": true`) {
		t.Errorf("el JSON no dice interrupted: %v", err)
	}
}

// TestRunFarewell: a breach of the protocol when the engine is closed
// (the error of its Close) rejects an engine that passes everything else,
// with a note; a good farewell leaves it passing.
func TestRunFarewell(t *testing.T) {
	for _, bad := range []bool{false, true} {
		closes := 0
		tg := farewell{InProcess: Reference(), bye: func() error {
			closes++
			if bad {
				return &protocol.TransportError{Kind: protocol.KindProtocol, Op: "bye", Detail: "el motor termina con estado 3 tras responder a bye (se espera 0)", Exited: true, ExitCode: 3}
			}
			return nil
		}}
		rep, err := Run(shortCompare(Options{Target: tg, Selector: "FEM-VI.4", NoFixtures: true}))
		if err != nil {
			t.Fatal(err)
		}
		if closes != 1 {
			t.Errorf("Close se llama %d veces", closes)
		}
		note := strings.Join(rep.Notes, "\n")
		switch {
		case bad && (rep.Verdict != "RECHAZADO" || !strings.Contains(note, "incumple el protocolo al terminar") || !strings.Contains(note, "estado 3")):
			t.Errorf("bye roto: veredicto %s, notas %q", rep.Verdict, rep.Notes)
		case !bad && (rep.Verdict != "APROBADO" || strings.Contains(note, "incumple")):
			t.Errorf("bye bueno: veredicto %s, notas %q", rep.Verdict, rep.Notes)
		}
	}
}

// TestPartsInterruptedAndFarewells: the interruption and the farewells
// travel in the results of a part. A bad farewell, seen by every part,
// gives the joined certificate the one note of the undivided run (byte for
// byte the same certificate); a part interrupted from the start holds
// nothing, names the parts of the run it left out, survives its JSON and
// is refused by Join; an undivided run interrupted from the start is
// INTERRUMPIDO and names the three parts it left out.
func TestPartsInterruptedAndFarewells(t *testing.T) {
	bye := &protocol.TransportError{Kind: protocol.KindProtocol, Op: "bye", Detail: "el motor termina con estado 3 tras responder a bye (se espera 0)", Exited: true, ExitCode: 3}
	tg := farewell{InProcess: Reference(), bye: func() error { return bye }}
	o := shortCompare(Options{Target: tg, Selector: "FEM-VI.4", NoFixtures: true, Games: 4, Seed: 2})
	whole, err := Run(o)
	if err != nil {
		t.Fatal(err)
	}
	want, _ := whole.JSON()
	if whole.Verdict != "RECHAZADO" || strings.Count(string(want), "incumple el protocolo al terminar") != 1 {
		t.Errorf("entera: veredicto %s, notas %q", whole.Verdict, whole.Notes)
	}
	parts := collectBatches(t, o, 2)
	for i, r := range parts {
		if len(r.Farewells) != 1 || !strings.Contains(r.Farewells[0], "estado 3") || r.Interrupted {
			t.Errorf("lote %d: despedidas %q, interrumpido %v", i+1, r.Farewells, r.Interrupted)
		}
	}
	if got := joinedCertificate(t, parts...); !bytes.Equal(got, want) {
		t.Errorf("los lotes unidos no dan el certificado de la ejecución entera (%d y %d bytes)", len(got), len(want))
	}

	stop := make(chan struct{})
	close(stop)
	o.Stop, o.Part, o.Parts = stop, 2, 2
	cut, err := Collect(o)
	if err != nil {
		t.Fatal(err)
	}
	cut = viaJSON(t, cut)
	wantCut := []string{"los escenarios", "las partidas diferenciales"}
	if !cut.Interrupted || !slices.Equal(cut.Cut, wantCut) || len(cut.Items) != 0 || cut.Played != 0 {
		t.Errorf("lote interrumpido: %v, fuera %q, %d comprobaciones, %d partidas", cut.Interrupted, cut.Cut, len(cut.Items), cut.Played)
	}
	if _, err := Join([]*Results{parts[0], cut}); err == nil || !strings.Contains(err.Error(), "el lote 2 de 2 se interrumpió") {
		t.Errorf("unir un lote interrumpido: %v", err)
	}
	o.Part, o.Parts, o.NoFixtures = 0, 0, false
	rep, err := Run(o)
	if err != nil {
		t.Fatal(err)
	}
	if !rep.Interrupted || rep.Verdict != Interrumpido || len(rep.Notes) == 0 ||
		rep.Notes[0] != "Certificación interrumpida (señal): el certificado es parcial y no es un veredicto; solo cuenta lo que terminó antes de la interrupción; quedan fuera los escenarios, los registros de referencia, las partidas diferenciales." {
		t.Errorf("interrumpida desde el principio: %v, %s, notas %q", rep.Interrupted, rep.Verdict, rep.Notes)
	}
}

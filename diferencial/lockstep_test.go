package diferencial

import (
	"slices"
	"testing"

	"github.com/musfem/musfem/diferencial/diferencialtest"
	"github.com/musfem/musfem/driver"
	"github.com/musfem/musfem/engine"
	"github.com/musfem/musfem/evidence"
)

func TestDifferentialReferencePasses(t *testing.T) {
	r := Differential(Local(driver.Reference), table(t), engine.DefaultRules(), 7, 30, 1, nil)
	if g := groupsOf(r); len(g) != 0 {
		t.Fatalf("la referencia diverge de sí misma: %v", g)
	}
	if r.Played != 30 || r.Steps < 30 || len(r.Failures) != 0 {
		t.Fatalf("partidas %d, pasos %d, fallos %v", r.Played, r.Steps, r.Failures)
	}
}

func TestLeakCheck(t *testing.T) {
	ref := driver.Reference()
	if _, err := ref.Start(driver.Setup{Rules: engine.DefaultRules(), Seed: 11}); err != nil {
		t.Fatal(err)
	}
	dev, _ := ref.Observe(driver.Developer())
	var log roundLog
	o1, _ := ref.Observe(driver.SeatViewer(1))
	if f, l := log.leaks(o1.Hand, 1, o1); l != "" || f != "" {
		t.Fatalf("la observación de la referencia tiene fugas: %s %s", f, l)
	}
	bad, _ := leaky{ref}.Observe(driver.SeatViewer(1))
	if f, l := log.leaks(o1.Hand, 1, bad); l == "" || f != "revealed" {
		t.Fatalf("no se detecta la mano del compañero en la observación: %q %q", f, l)
	}
	sp, _ := ref.Observe(driver.Spectator())
	sp.Hand = dev.Hands[0][:1]
	if f, l := log.leaks(nil, 4, sp); l == "" || f != "hand" {
		t.Fatalf("el espectador ve una carta sin que se detecte: %q %q", f, l)
	}
}

func TestDifferentialWithStepper(t *testing.T) {
	tg := flipTarget()
	tg = func() driver.Engine {
		return diferencialtest.FlipStepper{FlipGrande: diferencialtest.FlipGrande{Engine: driver.Reference()}}
	}
	r := Differential(tg, table(t), engine.DefaultRules(), 7, 50, 1, nil)
	found := false
	for _, g := range r.Groups {
		found = found || slices.Contains(g.Signature.Articles, "CONVENCION-orden-grande")
	}
	if !found {
		t.Fatalf("por Step no se detecta el ganador de grande cambiado: %v", groupsOf(r))
	}
	if ok := Differential(Local(driver.Reference), table(t), engine.DefaultRules(), 7, 20, 1, nil); len(groupsOf(ok)) != 0 {
		t.Fatalf("la referencia diverge por Step: %v", groupsOf(ok))
	}
}

// TestDifferentialWorkersSameResult: the counts, the first game of every
// group and its example do not depend on the number of processes.
func TestDifferentialWorkersSameResult(t *testing.T) {
	tg := forkable{flipTarget()}
	one := Differential(tg, table(t), engine.DefaultRules(), 7, 40, 1, nil)
	three := Differential(tg, table(t), engine.DefaultRules(), 7, 40, 3, nil)
	if one.Played != three.Played || one.Steps != three.Steps || !slices.Equal(groupsOf(one), groupsOf(three)) {
		t.Fatalf("en paralelo cambia el resultado: %d/%d partidas, %d/%d pasos, %v / %v", one.Played, three.Played, one.Steps, three.Steps, groupsOf(one), groupsOf(three))
	}
	for k, a := range one.Groups {
		b := three.Groups[k]
		if a.Games != b.Games || a.Steps != b.Steps || a.First != b.First || a.Consequences != b.Consequences || !same(a.Example, b.Example) {
			t.Errorf("%s: %+v / %+v", k, *a, *b)
		}
	}
}

// reversed is the reference engine listing its legal actions backwards.
type reversed struct{ driver.Engine }

func (r reversed) Legal(seat driver.Seat) ([]driver.Template, error) {
	ts, err := r.Engine.Legal(seat)
	slices.Reverse(ts)
	return ts, err
}

func (r reversed) Observe(v driver.Viewer) (driver.Observation, error) {
	o, err := r.Engine.Observe(v)
	slices.Reverse(o.Legal)
	return o, err
}

// TestAlign pairs events by identity and order.
func TestAlign(t *testing.T) {
	ev := func(p driver.Event) wireEvent { return toWire(p) }
	negada := ev(driver.Event{Payload: engine.PointsAwarded{Team: 0, Points: 1, Concept: engine.ConceptNegada, Lance: engine.Grande, Seat: engine.NoSeat}})
	rej := ev(driver.Event{Payload: engine.BetRejected{Seat: 1, Lance: engine.Grande, Final: true}})
	start := ev(driver.Event{Payload: engine.LanceStarted{Lance: engine.Chica, Mano: 0}})
	ref := []wireEvent{rej, negada, start}
	eng := []wireEvent{rej, start}
	got := align(ref, eng)
	want := [][2]int{{0, 0}, {1, -1}, {2, 1}}
	if !slices.Equal(got, want) {
		t.Errorf("align = %v, se esperaba %v", got, want)
	}
	// A lance won by another seat is the same event with another value.
	w0 := ev(driver.Event{Payload: engine.LanceResolved{Lance: engine.Grande, Winner: 0, Seat: 0, Reason: "mejor_jugada"}})
	w1 := ev(driver.Event{Payload: engine.LanceResolved{Lance: engine.Grande, Winner: 1, Seat: 1, Reason: "mejor_jugada"}})
	if got := align([]wireEvent{w0}, []wireEvent{w1}); !slices.Equal(got, [][2]int{{0, 0}}) {
		t.Errorf("align del ganador = %v", got)
	}
}

// TestJudgeConsequences: within a call, a difference after a differing
// event follows from it; a taint set by a rule's alters makes a later
// difference whose rule depends on it a consequence, until the round (or,
// for the score, the call) ends.
func TestJudgeConsequences(t *testing.T) {
	j := newJudge(table(t))
	j.begin(0, nil, false)
	negada := evidence.NewAspect("evento", "PointsAwarded", "negada", "falta", "")
	f1 := j.add(negada, "", "x", "", nil, "")
	f2 := j.add(evidence.NewAspect("evento", "RoundFinished", "", "score", ""), "", "a", "b", nil, "")
	f3 := j.add(evidence.NewAspect("observacion", "score", "asiento", "", ""), "asiento 0", "a", "b", nil, "")
	if !f1.Primary() || f2.Primary() || f3.Primary() || f2.Cause != f1.Divergence.Signature().Key() || f3.Cause != f2.Cause {
		t.Fatalf("%+v\n%+v\n%+v", f1, f2, f3)
	}
	if !slices.Equal(f1.Divergence.Articles, []string{"CONVENCION-negada"}) {
		t.Errorf("la negada se imputa a %v", f1.Divergence.Articles)
	}
	// Next call: the score taint is gone (the reference took the engine's
	// score); a bet total that differs taints the bets of the round.
	j.begin(1, nil, false)
	if f := j.add(evidence.NewAspect("observacion", "score", "asiento", "", ""), "asiento 0", "a", "b", nil, ""); !f.Primary() {
		t.Errorf("el tanteo sigue contaminado en la acción siguiente: %+v", f)
	}
	j.begin(2, nil, false)
	raise := j.add(evidence.NewAspect("evento", "BetRaised", "grande", "total", ""), "", "a", "b", nil, "")
	j.begin(3, nil, false)
	acc := j.add(evidence.NewAspect("evento", "BetAccepted", "grande", "total", ""), "", "a", "b", nil, "")
	if !raise.Primary() || acc.Cause != raise.Divergence.Signature().Key() {
		t.Errorf("el total querido no sigue de la subida: %+v", acc)
	}
	j.newRound()
	j.begin(4, nil, false)
	if f := j.add(evidence.NewAspect("evento", "BetAccepted", "grande", "total", ""), "", "a", "b", nil, ""); !f.Primary() {
		t.Errorf("la contaminación de la apuesta pasa a la jugada siguiente: %+v", f)
	}
	// An error aspect is charged to the article the reference names.
	e := j.add(evidence.NewAspect("error", "Bet", "NOT_YOUR_TURN", "aceptada", ""), "", "", "", nil, "FEM-VI.2")
	if !slices.Equal(e.Divergence.Articles, []string{"FEM-VI.2"}) {
		t.Errorf("error imputado a %v", e.Divergence.Articles)
	}
}

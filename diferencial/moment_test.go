package diferencial

import (
	"slices"
	"testing"

	"github.com/musfem/musfem/config"
	"github.com/musfem/musfem/driver"
	"github.com/musfem/musfem/engine"
)

// deje is the deje of the pares for pair B, worth one tanto, as the
// reference scores it in the act (phase PARES) or an engine at the count
// (phase SCORING).
func deje(seq int, phase engine.Phase, points int, score [2]int) driver.Event {
	return driver.Event{Seq: seq, Round: 1, Phase: phase, Actor: engine.NoSeat, Visibility: engine.Public,
		Payload: engine.PointsAwarded{Team: engine.TeamB, Points: points, Concept: engine.ConceptDeje, Lance: engine.Pares, Seat: engine.NoSeat, Score: score}}
}

// TestTantoScoredAtAnotherMoment: a deje the engine does not score in
// the act but scores at the count of the same round is one divergence, of
// the moment (FEM VII.2), not a deje missing (CONVENCION-deje, FEM VII.1)
// plus one left over; a deje of other points at the count is two of their
// own; one the round never counted is charged to no rule.
func TestTantoScoredAtAnotherMoment(t *testing.T) {
	cx := callContext{rules: config.Default()}
	primaries := func(j *judge) (out []string) {
		for _, f := range j.found {
			if f.Primary() {
				out = append(out, f.Divergence.Signature().Key())
			}
		}
		return out
	}

	j := newJudge(table(t))
	j.begin(0, nil, false)
	seq := j.events([]driver.Event{deje(10, engine.PhasePares, 1, [2]int{0, 3})}, nil, cx, 9)
	j.begin(1, nil, false)
	j.events(nil, []driver.Event{deje(seq+1, engine.PhaseScoring, 1, [2]int{5, 3})}, cx, seq)
	want := []string{"evento.PointsAwarded.*.momento → FEM-VII.2"}
	if got := primaries(j); !slices.Equal(got, want) {
		t.Errorf("un deje apuntado al contar: divergencias %q, se esperaba %q", got, want)
	}
	if n := len(j.found); n != 2 || j.found[1].Cause != want[0] {
		t.Errorf("el deje del recuento debe seguirse del momento: %+v", j.found)
	}
	var paths []string
	for _, f := range j.found[0].Divergence.Fields {
		paths = append(paths, f.Path)
	}
	if !slices.Equal(paths, []string{"phase", "payload.score[0]"}) {
		t.Errorf("el deje en el acto y al contar difieren en %q; se esperaba la fase y el tanteo", paths)
	}
	if j.found[0].step != 1 {
		t.Errorf("la divergencia del momento está en la llamada %d; debe estar en la 1, donde se ve entera", j.found[0].step)
	}
	j.leaveInconclusive()
	if got := primaries(j); !slices.Equal(got, want) {
		t.Errorf("cerrar la partida cambia lo juzgado: %q", got)
	}

	j = newJudge(table(t))
	j.begin(0, nil, false)
	seq = j.events([]driver.Event{deje(10, engine.PhasePares, 1, [2]int{0, 3})}, nil, cx, 9)
	j.begin(1, nil, false)
	j.events(nil, []driver.Event{deje(seq+1, engine.PhaseScoring, 2, [2]int{0, 4})}, cx, seq)
	want = []string{"evento.PointsAwarded.deje → CONVENCION-deje,FEM-VII.1", "evento.PointsAwarded.deje → CONVENCION-deje,FEM-VII.1"}
	if got := primaries(j); !slices.Equal(got, want) {
		t.Errorf("un deje de 1 en el acto y otro de 2 al contar: divergencias %q, se esperaba %q", got, want)
	}

	j = newJudge(table(t))
	j.begin(0, nil, false)
	j.events([]driver.Event{deje(10, engine.PhasePares, 1, [2]int{0, 3})}, nil, cx, 9)
	j.newRound()
	if got := primaries(j); len(got) != 1 || got[0] != "evento.PointsAwarded.deje → CONVENCION-deje,FEM-VII.1" {
		t.Errorf("un deje que la cuenta de la ronda no trae: divergencias %q", got)
	}

	j = newJudge(table(t))
	j.begin(0, nil, false)
	j.events([]driver.Event{deje(10, engine.PhasePares, 1, [2]int{0, 3})}, nil, cx, 9)
	j.leaveInconclusive()
	if got := primaries(j); len(got) != 0 || j.found[0].Cause != Inconclusive {
		t.Errorf("un deje de una ronda que no se llegó a contar: divergencias %q, causa %q", got, j.found[0].Cause)
	}
}

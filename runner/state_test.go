package runner

import (
	"context"
	"errors"
	"testing"

	"github.com/musfem/musfem/config"
)

// TestStateTable walks every (state, trigger) pair: the allowed ones lead
// where the table says, every other one is a *TransitionError with a
// Spanish message and leaves the state as it was.
func TestStateTable(t *testing.T) {
	allowed := map[[2]uint8]State{}
	for _, tr := range Transitions {
		allowed[[2]uint8{uint8(tr.From), uint8(tr.On)}] = tr.To
	}
	// cálculo: docs/runner.md «States» gives six arrows (start, pause, resume, finish,
	// fail from PLAYING and from PAUSED); plus fail from WAITING and finish
	// from PAUSED (a pause asked during the last decision): eight.
	if len(allowed) != 8 {
		t.Fatalf("%d transitions, want 8", len(allowed))
	}
	for s := StateNone; s < numStates; s++ {
		for tg := TriggerNone; tg < numTriggers; tg++ {
			got, err := next(s, tg)
			want, ok := allowed[[2]uint8{uint8(s), uint8(tg)}]
			switch {
			case ok && (err != nil || got != want):
				t.Errorf("%s --%s--> %s, %v; want %s", s, tg, got, err, want)
			case !ok:
				var te *TransitionError
				if !errors.As(err, &te) || got != s {
					t.Errorf("%s --%s--> %s, %v; want a TransitionError", s, tg, got, err)
					continue
				}
				if want := "runner: no se puede " + tg.String() + " una partida en estado " + s.String(); err.Error() != want {
					t.Errorf("message %q, want %q", err, want)
				}
			}
		}
	}
}

// TestStateNames: every state and trigger has a name.
func TestStateNames(t *testing.T) {
	for s := StateNone + 1; s < numStates; s++ {
		if s.String() == "" {
			t.Errorf("state %d has no name", s)
		}
	}
	for tg := TriggerNone + 1; tg < numTriggers; tg++ {
		if tg.String() == "" {
			t.Errorf("trigger %d has no name", tg)
		}
	}
}

// TestRunnerRefusesBadTransitions: through the API, Pause and Resume
// before Run, Run twice, Resume while playing, Pause after the end.
func TestRunnerRefusesBadTransitions(t *testing.T) {
	rules := config.Default()
	r, _ := New(Config{Rules: rules, Seed: 1}, bots(t, rules, 1, NameSimple))
	if r.State() != StateWaiting {
		t.Fatalf("new runner in %s", r.State())
	}
	var te *TransitionError
	if err := r.Pause(); !errors.As(err, &te) || r.State() != StateWaiting {
		t.Errorf("Pause in WAITING: %v", err)
	}
	if err := r.Resume(); !errors.As(err, &te) {
		t.Errorf("Resume in WAITING: %v", err)
	}
	if _, err := r.Run(context.Background()); err != nil {
		t.Fatal(err)
	}
	if r.State() != StateFinished {
		t.Fatalf("state %s", r.State())
	}
	if err := r.Pause(); !errors.As(err, &te) {
		t.Errorf("Pause in FINISHED: %v", err)
	}
	if _, err := r.Run(context.Background()); !errors.As(err, &te) || r.State() != StateFinished {
		t.Errorf("second Run: %v", err)
	}
}

package protocol

import (
	"bytes"
	"math/rand/v2"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/musfem/musfem/config"
	"github.com/musfem/musfem/driver"
	"github.com/musfem/musfem/engine"
)

// TestStepExpect plays seeded games through StepExpect over musfem serve,
// expecting the in-process reference's result of each play: every answer
// of serve is, byte for byte, the canonical answer built from that result
// (same), with señas off and on (every other game). An expectation that differs in one field
// is not the same, and then the answer is decoded as Step decodes it.
func TestStepExpect(t *testing.T) {
	c := launchServe(t)
	steps, wrong := 0, 0
	for g := 0; g < 30; g++ {
		senas := g%2 == 1
		rules := config.Default()
		rules.TargetPoints = 15
		rules.SignalsEnabled = senas
		remote, local := c.NewEngine(), driver.Reference()
		setup := driver.Setup{Rules: rules, Seed: uint64(500 + g)}
		if _, err := remote.Start(setup); err != nil {
			t.Fatal(err)
		}
		if _, err := local.Start(setup); err != nil {
			t.Fatal(err)
		}
		rx, ls := remote.(driver.ExpectStepper), local.(driver.Stepper)
		res := firstStep(t, ls)
		rng := rand.New(rand.NewPCG(uint64(g), 5))
		for n := 0; ; n++ {
			seat, a, ok := randomPlay(res, rng)
			if !ok {
				break
			}
			want, err := ls.Step(seat, a)
			if err != nil {
				t.Fatalf("partida %d, paso %d: la referencia rechaza %v: %v", g, n, a, err)
			}
			expect := want
			if n%6 == 2 { // an expectation one tanto away from the truth
				expect.Observations = want.Observations
				expect.Observations[4].Score[0]++
				wrong++
			}
			got, same, err := rx.StepExpect(seat, a, expect)
			if err != nil {
				t.Fatalf("partida %d, paso %d: %v", g, n, err)
			}
			if n%6 == 2 {
				if same {
					t.Fatalf("partida %d, paso %d: una expectativa con otro tanteo se da por igual", g, n)
				}
			} else if !same {
				t.Fatalf("partida %d, paso %d: la respuesta de musfem serve no es la respuesta canónica del resultado de la referencia", g, n)
			}
			if d := cmp.Diff(canon(t, want), canon(t, got)); d != "" {
				t.Fatalf("partida %d, paso %d (-referencia +protocolo):\n%s", g, n, d)
			}
			res = want
			steps++
		}
	}
	if steps < 100 || wrong < 10 {
		t.Errorf("%d pasos, %d expectativas falsas: la prueba no prueba bastante", steps, wrong)
	}
}

// BenchmarkStepAnswerTail measures the canonical answer of an accepted
// step that certification builds from the reference's result to compare
// with the engine's answer (a step of the mus with four hands dealt).
func BenchmarkStepAnswerTail(b *testing.B) {
	eng := driver.Reference()
	if _, err := eng.Start(driver.Setup{Rules: config.Default(), Seed: 5}); err != nil {
		b.Fatal(err)
	}
	res := firstStep(b, eng.(driver.Stepper))
	seat, a, _ := randomPlay(res, rand.New(rand.NewPCG(1, 2)))
	res, err := eng.(driver.Stepper).Step(seat, a)
	if err != nil {
		b.Fatal(err)
	}
	n := 0
	for b.Loop() {
		tail, err := stepAnswerTail(res)
		if err != nil {
			b.Fatal(err)
		}
		n = len(tail)
	}
	b.SetBytes(int64(n))
}

// TestStepAnswerTailIsTheResponse: the answer to an accepted step that
// stepAnswerTail writes directly is, byte for byte, what encoding/json
// writes from the response's fields (stepResponse), after `{"id":N,` —
// for every step of seeded games, with señas off and on.
func TestStepAnswerTailIsTheResponse(t *testing.T) {
	steps := 0
	for g := 0; g < 40; g++ {
		rules := config.Default()
		rules.SignalsEnabled = g%2 == 1
		eng := driver.Reference()
		if _, err := eng.Start(driver.Setup{Rules: rules, Seed: uint64(900 + g)}); err != nil {
			t.Fatal(err)
		}
		st := eng.(driver.Stepper)
		res := firstStep(t, st)
		rng := rand.New(rand.NewPCG(uint64(g), 9))
		for n := 0; ; n++ {
			seat, a, ok := randomPlay(res, rng)
			if !ok {
				break
			}
			var err error
			if res, err = st.Step(seat, a); err != nil {
				t.Fatalf("partida %d, paso %d: %v", g, n, err)
			}
			id := int64(n + 1)
			want, err := engine.Canonical(stepResponse(&id, res, nil))
			if err != nil {
				t.Fatal(err)
			}
			got, err := response{ID: &id, tail: mustTail(t, res)}.encode()
			if err != nil {
				t.Fatal(err)
			}
			if !bytes.Equal(got, want) {
				t.Fatalf("partida %d, paso %d:\n%s\nencoding/json da\n%s", g, n, got, want)
			}
			steps++
		}
	}
	if steps < 300 {
		t.Errorf("solo %d pasos", steps)
	}
	// A step without events nor legal actions: empty lists, not null.
	want, _ := engine.Canonical(stepResponse(nil, driver.StepResult{}, nil))
	got, _ := response{tail: mustTail(t, driver.StepResult{})}.encode()
	if !bytes.Equal(got, want) {
		t.Errorf("paso vacío:\n%s\nencoding/json da\n%s", got, want)
	}
}

func mustTail(t *testing.T, res driver.StepResult) []byte {
	t.Helper()
	b, err := stepAnswerTail(res)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

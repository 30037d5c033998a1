package certify

import (
	"os"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/musfem/musfem/config"
	"github.com/musfem/musfem/driver"
	"github.com/musfem/musfem/protocol"
)

// launchTarget launches command through the protocol, as `musfem certify
// --engine` does, with Fork for parallel games, behind a breaker as
// Collect puts it.
func launchTarget(tb testing.TB, command string) Target {
	tb.Helper()
	opts := protocol.Options{Command: command}
	launch := func() (Target, error) {
		c, err := protocol.Launch(opts)
		if err != nil {
			return Target{}, err
		}
		h := c.Hello()
		return Target{Name: h.Name, Version: h.Version, Protocol: h.Protocol, NewEngine: c.NewEngine, Stderr: c.Stderr,
			SeededRNG: h.Capabilities.SeededRNG, StackedDecks: h.Capabilities.StackedDecks,
			Claims: h.Claims, ClaimsValue: h.ClaimsValue, OnlyDefault: h.OnlyDefault,
			Close: c.Close}, nil
	}
	t, err := launch()
	if err != nil {
		tb.Fatal(err)
	}
	tb.Cleanup(func() { t.Close() })
	t.Fork = launch
	return newBreaker(nil).target(t)
}

// servedTarget is this test binary serving the named faults ("-": none)
// in another process (TestMain).
func servedTarget(tb testing.TB, names string) Target {
	return launchTarget(tb, "env "+serveEnv+"="+names+" "+os.Args[0])
}

// groupView is what a run's group says, for comparing two runs.
type groupView struct {
	Key                         string
	First, Games, Steps, Conseq int
	Example                     string
}

func groupViews(d DiffResult) []groupView {
	var out []groupView
	for _, k := range groupsOf(d) {
		g := d.tally.groups[k]
		out = append(out, groupView{k, g.first, g.games, g.steps, g.consequences, canonical(g.example)})
	}
	return out
}

// TestExpectedAnswersChangeNothing: over the protocol, an answer that is
// byte for byte the reference's is not decoded nor compared field by
// field (driver.ExpectStepper). The same differential games against the
// same engines, in another process through the protocol and in this one
// (where every answer is compared in full), find exactly the same: the
// same groups, with the same counts, first games and first examples, the
// same steps and the same articles reached — for the reference and for
// engines whose faults show in events and the score, in leaked cards, in
// who speaks first in the mus, in legal actions and in señas.
func TestExpectedAnswersChangeNothing(t *testing.T) {
	table := mustCatalog(t).Aspects()
	rules := config.Default()
	for _, names := range []string{"-", "negada-no-cuenta,juego-32-bajo-40", "carta-rival-visible", "mus-empieza-el-postre", "envite-sin-pares", "sena-para-todos"} {
		t.Run(names, func(t *testing.T) {
			local := faultTarget(t, "negada-no-cuenta")
			if names == "-" {
				local.NewEngine = driver.Reference
			} else {
				local = faultTarget(t, names)
			}
			remote := servedTarget(t, names)
			want := Differential(local, table, rules, 5, 40, 1, nil)
			got := Differential(remote, table, rules, 5, 40, 2, nil)
			if got.Played != want.Played || got.Steps != want.Steps {
				t.Errorf("partidas %d y pasos %d por el protocolo, %d y %d en proceso", got.Played, got.Steps, want.Played, want.Steps)
			}
			if d := cmp.Diff(groupViews(want), groupViews(got)); d != "" {
				t.Errorf("grupos (-en proceso +por el protocolo):\n%s", d)
			}
			if d := cmp.Diff(want.Touched, got.Touched); d != "" {
				t.Errorf("artículos alcanzados (-en proceso +por el protocolo):\n%s", d)
			}
			if names != "-" && len(want.tally.groups) == 0 {
				t.Errorf("%s no diverge en 40 partidas: la prueba no prueba nada", names)
			}
		})
	}
}

// TestBreakerKeepsTheFastPath: the engines of a launched engine, behind
// the breaker that Collect (and so `musfem certify`) puts before them,
// still step and still step against an expected answer; without it every
// answer would be decoded and the differential games would run at half
// the speed.
func TestBreakerKeepsTheFastPath(t *testing.T) {
	e := servedTarget(t, "-").NewEngine()
	defer e.Close()
	if _, ok := e.(driver.Stepper); !ok {
		t.Errorf("%T: tras el cortacircuitos el motor ya no implementa driver.Stepper", e)
	}
	if _, ok := e.(driver.ExpectStepper); !ok {
		t.Errorf("%T: tras el cortacircuitos el motor ya no implementa driver.ExpectStepper", e)
	}
}

package certify

import (
	"os"
	"testing"

	"github.com/musfem/musfem/diferencial"
	"github.com/musfem/musfem/driver"
	"github.com/musfem/musfem/faults"
	"github.com/musfem/musfem/internal/cmdline"
	"github.com/musfem/musfem/protocol"
)

// launchTarget launches command through the protocol, as `musfem certify
// --engine` does, with Fork for parallel games, behind a breaker as
// Collect puts it.
func launchTarget(tb testing.TB, command string) Engine {
	tb.Helper()
	t, err := Launch(protocol.Options{Command: command})
	if err != nil {
		tb.Fatal(err)
	}
	tb.Cleanup(func() { t.Close() })
	return newBreaker(nil).target(t)
}

// servedTarget is the reference engine ("-"), served by this test binary
// in another process (TestMain), or the faulty server with the named
// faults.
func servedTarget(tb testing.TB, names string) Engine {
	if names == "-" {
		return launchTarget(tb, "env "+serveEnv+"=- "+os.Args[0])
	}
	argv, err := faults.Command(names)
	if err != nil {
		tb.Fatal(err)
	}
	return launchTarget(tb, cmdline.Join(argv))
}

// groupView is what a run's group says, for comparing two runs.
type groupView struct {
	Key                         string
	First, Games, Steps, Conseq int
	Example                     string
}

func groupViews(d diferencial.Result) []groupView {
	var out []groupView
	for _, k := range groupsOf(d) {
		g := d.Groups[k]
		out = append(out, groupView{k, g.First, g.Games, g.Steps, g.Consequences, diferencial.Canonical(g.Example)})
	}
	return out
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

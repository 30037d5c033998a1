package certify

import (
	"fmt"
	"os/exec"
	"path/filepath"
	"testing"

	"github.com/musfem/musfem/config"
	"github.com/musfem/musfem/protocol"
	"github.com/musfem/musfem/reference"
)

// serveTarget launches `musfem serve` (bin) through the protocol, as
// `musfem certify --engine` does, with Fork for parallel games.
func serveTarget(b *testing.B, bin string) Target {
	b.Helper()
	opts := protocol.Options{Command: bin + " serve"}
	launch := func() (Target, error) {
		c, err := protocol.Launch(opts)
		if err != nil {
			return Target{}, err
		}
		h := c.Hello()
		return Target{Name: h.Name, Version: h.Version, NewEngine: c.NewEngine, Stderr: c.Stderr,
			SeededRNG: h.Capabilities.SeededRNG, StackedDecks: h.Capabilities.StackedDecks,
			Claims: func(k string) bool { _, ok := h.Capabilities.Config.Lookup(k); return ok },
			Close:  c.Close}, nil
	}
	t, err := launch()
	if err != nil {
		b.Fatal(err)
	}
	b.Cleanup(func() { t.Close() })
	t.Fork = launch
	return t
}

// BenchmarkDifferentialGames plays differential games in lockstep with the
// reference against a real `musfem serve` subprocess, every step compared
// (events, legal actions, the observations of the four seats and the
// spectator, and the probed illegal actions), with 1 and 2 engine
// processes (`musfem certify --paralelo`). One iteration is one game.
func BenchmarkDifferentialGames(b *testing.B) {
	bin := filepath.Join(b.TempDir(), "musfem")
	if out, err := exec.Command("go", "build", "-o", bin, "github.com/musfem/musfem/cmd/musfem").CombinedOutput(); err != nil {
		b.Fatalf("go build: %v\n%s", err, out)
	}
	rules := config.Default()
	cat, err := reference.Load()
	if err != nil {
		b.Fatal(err)
	}
	for _, workers := range []int{1, 2} {
		b.Run(fmt.Sprintf("procesos=%d", workers), func(b *testing.B) {
			t := serveTarget(b, bin)
			b.ResetTimer()
			d := Differential(t, cat.Aspects(), rules, 1, b.N, workers, nil)
			b.StopTimer()
			if g := groupsOf(d); len(g) != 0 {
				b.Fatalf("musfem serve diverge de la referencia: %v", g)
			}
			if d.Played != b.N || d.Steps == 0 {
				b.Fatalf("jugadas %d de %d partidas, %d pasos", d.Played, b.N, d.Steps)
			}
			b.ReportMetric(float64(d.Played)/b.Elapsed().Minutes(), "partidas/min")
			b.ReportMetric(float64(d.Steps)/b.Elapsed().Seconds(), "pasos/s")
			b.ReportMetric(float64(d.Steps)/float64(d.Played), "pasos/partida")
		})
	}
}

package certify

import (
	"fmt"
	"os/exec"
	"path/filepath"
	"runtime/debug"
	"testing"

	"github.com/musfem/musfem/config"
	"github.com/musfem/musfem/diferencial"
	"github.com/musfem/musfem/internal/gctune"
	"github.com/musfem/musfem/reference"
)

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
	// The collector as musfem certify sets it (musfem serve sets its own).
	defer debug.SetGCPercent(debug.SetGCPercent(gctune.Percent))
	for _, workers := range []int{1, 2} {
		b.Run(fmt.Sprintf("procesos=%d", workers), func(b *testing.B) {
			t := launchTarget(b, bin+" serve")
			self, children := cpuSelf(), cpuChildren()
			b.ResetTimer()
			d := diferencial.Differential(t, cat.Aspects(), rules, 1, b.N, workers, nil)
			b.StopTimer()
			t.Close() // the forks are closed by Differential; now all are reaped
			self, children = cpuSelf()-self, cpuChildren()-children
			if g := groupsOf(d); len(g) != 0 {
				b.Fatalf("musfem serve diverge de la referencia: %v", g)
			}
			if d.Played != b.N || d.Steps == 0 {
				b.Fatalf("jugadas %d de %d partidas, %d pasos", d.Played, b.N, d.Steps)
			}
			b.ReportMetric(float64(d.Played)/b.Elapsed().Minutes(), "partidas/min")
			b.ReportMetric(float64(d.Steps)/b.Elapsed().Seconds(), "pasos/s")
			b.ReportMetric(float64(d.Steps)/float64(d.Played), "pasos/partida")
			// CPU time, which load on the machine does not change: the
			// certifier's and the engine processes'.
			b.ReportMetric(self.Seconds()*1000/float64(d.Played), "ms-cpu-musfem/partida")
			b.ReportMetric(children.Seconds()*1000/float64(d.Played), "ms-cpu-motor/partida")
		})
	}
}

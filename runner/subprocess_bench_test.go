package runner

import (
	"context"
	"os/exec"
	"strconv"
	"testing"

	"github.com/musfem/musfem/config"
	"github.com/musfem/musfem/engine"

	"github.com/musfem/musfem/tiempo"
)

// BenchmarkSubprocessBots plays whole games between four subprocess bots
// with the trivial policy of docs/bots.md through the runner — "go": the
// test binary as a bot; "python": the skeleton adapters/python/musfem_bot.py
// — and reports the decisions per second through the bot protocol: one
// decide request, its canonical observation and one answer per decision.
// One iteration is one game.
func BenchmarkSubprocessBots(b *testing.B) {
	b.Run("go", func(b *testing.B) { benchBots(b, testBotCommand(b, "trivial")) })
	b.Run("python", func(b *testing.B) {
		py, err := exec.LookPath("python3")
		if err != nil {
			b.Skipf("AVISO: no hay python3: %v", err)
		}
		benchBots(b, strconv.Quote(py)+" ../adapters/python/musfem_bot.py")
	})
}

func benchBots(b *testing.B, command string) {
	rules := config.Default()
	var players [4]tiempo.Player
	for i := range players {
		p, err := StartSubprocess(context.Background(), SubprocessOptions{
			Command: command, Seat: engine.Seat(i), Rules: rules,
		})
		if err != nil {
			b.Fatal(err)
		}
		defer p.Close()
		players[i] = p
	}
	decisions := 0
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		r, err := New(Config{Rules: rules, Seed: uint64(i), Settings: DefaultSettings()}, players)
		if err != nil {
			b.Fatal(err)
		}
		res, err := r.Run(context.Background())
		if err != nil {
			b.Fatal(err)
		}
		decisions += res.Plays
	}
	b.ReportMetric(float64(decisions)/b.Elapsed().Seconds(), "decisiones/s")
	b.ReportMetric(float64(decisions)/float64(b.N), "decisiones/partida")
}

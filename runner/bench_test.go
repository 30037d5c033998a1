package runner

import (
	"context"
	"testing"
	"time"

	"github.com/musfem/musfem/config"
	"github.com/musfem/musfem/gamelog"

	"github.com/musfem/musfem/tiempo"
)

// BenchmarkRunnerInProcess measures the runner's own cost: whole games
// between four in-process bots on the reference engine, with the time
// limits on (a fake clock: each decision arms and stops a timer) and no
// saving. It reports decisions per second.
func BenchmarkRunnerInProcess(b *testing.B) {
	rules := config.Default()
	rules.GamesToWin = 3
	clock := tiempo.NewFakeClock(time.Time{})
	decisions := 0
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		seed := uint64(i + 1)
		r, err := New(Config{Rules: rules, Seed: seed, Clock: clock}, bots(b, rules, seed, NameRandomNoOrdago, NameSimple, NameOrdaguero, NameSimple))
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

// BenchmarkRunnerSaveEveryPlay is BenchmarkRunnerInProcess (one game to
// 40) encoding the log after every play with a gamelog.Encoder, as a
// runner saving to a file does.
func BenchmarkRunnerSaveEveryPlay(b *testing.B) {
	rules := config.Default()
	decisions := 0
	for i := 0; i < b.N; i++ {
		seed := uint64(i + 1)
		var enc gamelog.Encoder
		save := func(l *gamelog.Log) error { _, err := enc.Encode(l); return err }
		r, err := New(Config{Rules: rules, Seed: seed, Save: save}, bots(b, rules, seed, NameRandomNoOrdago, NameSimple))
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
}

package protocol

import (
	"math/rand/v2"
	"testing"

	"github.com/musfem/musfem/config"
	"github.com/musfem/musfem/driver"
)

// BenchmarkRoundTrip measures protocol round trips (a legal request and
// its answer) against musfem serve.
func BenchmarkRoundTrip(b *testing.B) {
	c := launchServe(b)
	eng := c.NewEngine()
	if _, err := eng.Start(driver.Setup{Rules: config.Default(), Seed: 7}); err != nil {
		b.Fatal(err)
	}
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if _, err := eng.Legal(driver.Seat(i % 4)); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "idas/s")
}

// BenchmarkStepGame plays seeded random games of 40 tantos through Step
// against musfem serve, every step returning every view.
func BenchmarkStepGame(b *testing.B) {
	c := launchServe(b)
	rules := config.Default()
	steps := 0
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		eng := c.NewEngine()
		if _, err := eng.Start(driver.Setup{Rules: rules, Seed: uint64(i)}); err != nil {
			b.Fatal(err)
		}
		s := eng.(driver.Stepper)
		res := firstStep(b, s)
		rng := rand.New(rand.NewPCG(uint64(i), 1))
		for {
			seat, a, ok := randomPlay(res, rng)
			if !ok {
				break
			}
			var err error
			if res, err = s.Step(seat, a); err != nil {
				b.Fatal(err)
			}
			steps++
		}
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Minutes(), "partidas/min")
	b.ReportMetric(float64(steps)/b.Elapsed().Seconds(), "pasos/s")
}

package engine

import "math/bits"

// SplitMix64 is Sebastiano Vigna's SplitMix64 generator, used only to expand
// a 64-bit seed into the state of [Rand] (docs/rng.md).
type SplitMix64 struct{ x uint64 }

// NewSplitMix64 returns a SplitMix64 generator seeded with seed.
func NewSplitMix64(seed uint64) SplitMix64 { return SplitMix64{x: seed} }

// Next returns the next output and advances the generator.
func (g *SplitMix64) Next() uint64 {
	g.x += 0x9e3779b97f4a7c15
	z := g.x
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9
	z = (z ^ (z >> 27)) * 0x94d049bb133111eb
	return z ^ (z >> 31)
}

// Rand is the engine's random generator: xoshiro256** (Blackman and Vigna).
// Its whole state is four words, kept inside the game [State], so the same
// state always draws the same numbers.
type Rand struct{ s [4]uint64 }

// NewRand returns a generator whose state is the first four outputs of
// SplitMix64 seeded with seed.
func NewRand(seed uint64) Rand {
	sm := NewSplitMix64(seed)
	var r Rand
	for i := range r.s {
		r.s[i] = sm.Next()
	}
	return r
}

// NewRandState returns a generator with the given raw state (for the
// published test vectors).
func NewRandState(s [4]uint64) Rand { return Rand{s: s} }

// Uint64 returns the next xoshiro256** output.
func (r *Rand) Uint64() uint64 {
	s := &r.s
	result := bits.RotateLeft64(s[1]*5, 7) * 9
	t := s[1] << 17
	s[2] ^= s[0]
	s[3] ^= s[1]
	s[1] ^= s[2]
	s[0] ^= s[3]
	s[2] ^= t
	s[3] = bits.RotateLeft64(s[3], 45)
	return result
}

// Bounded returns an unbiased integer in [0, n) by rejection: it draws x and
// rejects it while x < (2^64 − n) mod n, then returns x mod n. n must be
// positive; Bounded(0) returns 0 without drawing.
func (r *Rand) Bounded(n uint64) uint64 {
	if n == 0 {
		return 0
	}
	var threshold uint64
	if n < uint64(len(smallThresholds)) {
		threshold = smallThresholds[n]
	} else {
		threshold = -n % n // (2^64 - n) mod n
	}
	for {
		x := r.Uint64()
		if x >= threshold {
			return x % n
		}
	}
}

// smallThresholds holds (2^64 − n) mod n for the small n of shuffles and
// bots, so that Bounded divides once per draw instead of twice; the
// numbers drawn are the same.
var smallThresholds = func() (t [64]uint64) {
	for n := uint64(1); n < uint64(len(t)); n++ {
		t[n] = -n % n
	}
	return t
}()

// Shuffle permutes cards in place with Fisher–Yates from the last index
// down: for i from len−1 to 1, j = Bounded(i+1), swap i and j.
func (r *Rand) Shuffle(cards []Card) {
	for i := len(cards) - 1; i > 0; i-- {
		j := r.Bounded(uint64(i + 1))
		cards[i], cards[j] = cards[j], cards[i]
	}
}

package engine

import "testing"

// The expected values below are the published reference outputs of the
// generators (Vigna's reference C code), quoted in docs/rng.md; they are
// not outputs of this package.

func TestSplitMix64Vectors(t *testing.T) {
	tests := []struct {
		seed uint64
		want []uint64
	}{
		{1234567, []uint64{6457827717110365317, 3203168211198807973, 9817491932198370423, 4593380528125082431, 16408922859458223821}},
		{0, []uint64{0xe220a8397b1dcdaf, 0x6e789e6aa1b965f4, 0x06c45d188009454f, 0xf88bb8a8724c81ec, 0x1b39896a51a8749b}},
	}
	for _, tt := range tests {
		g := NewSplitMix64(tt.seed)
		for i, w := range tt.want {
			if got := g.Next(); got != w {
				t.Errorf("SplitMix64(%d) output %d = %d, want %d", tt.seed, i, got, w)
			}
		}
	}
}

func TestXoshiroVectorsFromState(t *testing.T) {
	want := []uint64{11520, 0, 1509978240, 1215971899390074240, 1216172134540287360,
		607988272756665600, 16172922978634559625, 8476171486693032832,
		10595114339597558777, 2904607092377533576}
	r := NewRandState([4]uint64{1, 2, 3, 4})
	for i, w := range want {
		if got := r.Uint64(); got != w {
			t.Errorf("xoshiro256**{1,2,3,4} output %d = %d, want %d", i, got, w)
		}
	}
}

func TestXoshiroVectorsFromSplitMix(t *testing.T) {
	want := []uint64{1546998764402558742, 6990951692964543102, 12544586762248559009}
	r := NewRand(42)
	for i, w := range want {
		if got := r.Uint64(); got != w {
			t.Errorf("xoshiro256** seeded by SplitMix64(42) output %d = %d, want %d", i, got, w)
		}
	}
}

// TestBoundedRejects checks the rejection rule with a state whose first
// outputs are known: from {1,2,3,4} the second output is 0, which is below
// the threshold (2^64-n) mod n for n = 3 (that threshold is 1), so it must be
// rejected and the third output (1509978240) used instead.
func TestBoundedRejects(t *testing.T) {
	r := NewRandState([4]uint64{1, 2, 3, 4})
	r.Uint64() // 11520, skip
	// threshold for n=3: (2^64-3) mod 3 = (18446744073709551613) mod 3 = 1.
	got := r.Bounded(3)
	if want := uint64(1509978240 % 3); got != want {
		t.Fatalf("Bounded(3) = %d, want %d (0 rejected, then 1509978240 mod 3)", got, want)
	}
}

func TestBoundedRange(t *testing.T) {
	r := NewRand(7)
	for n := uint64(1); n < 50; n++ {
		for i := 0; i < 200; i++ {
			if x := r.Bounded(n); x >= n {
				t.Fatalf("Bounded(%d) = %d, out of range", n, x)
			}
		}
	}
	if got := r.Bounded(0); got != 0 {
		t.Fatalf("Bounded(0) = %d, want 0", got)
	}
}

// TestShuffleByHand checks Fisher–Yates on three cards against draws worked
// out from the state {1,2,3,4}: outputs 11520, 0, 1509978240, ...
// i=2: n=3, threshold 1; 11520 >= 1, j = 11520 mod 3 = 0 → swap(2,0): [c b a].
// i=1: n=2, threshold 0; 0 >= 0, j = 0 mod 2 = 0 → swap(1,0): [b c a].
func TestShuffleByHand(t *testing.T) {
	r := NewRandState([4]uint64{1, 2, 3, 4})
	cards := []Card{0, 1, 2}
	r.Shuffle(cards)
	want := []Card{1, 2, 0}
	for i := range want {
		if cards[i] != want[i] {
			t.Fatalf("Shuffle = %v, want %v", cards, want)
		}
	}
}

func TestShuffleIsPermutation(t *testing.T) {
	r := NewRand(99)
	d := CanonicalDeck()
	r.Shuffle(d[:])
	var seen [NumCards]bool
	for _, c := range d {
		if !c.Valid() || seen[c] {
			t.Fatalf("shuffle is not a permutation: %v", d)
		}
		seen[c] = true
	}
}

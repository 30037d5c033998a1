package comparacion

// Rounds returns the number of rounds of the mode's design.
func Rounds(m Mode) int { return len(designFor(m).rounds) }

// Sample returns the rounds (indexes into the design, from 0, in order) of
// a deterministic sample of about n rounds spread over the whole design:
// every k-th of the rounds built for each lance, from the first, with the
// same k for every lance (k the design's rounds over n, rounded up). Every
// lance keeps its share of the rounds, and with it the ties of the lance
// (CONVENCION-empates) and every juego declaration (CONVENCION-valor-cartas)
// of the rounds kept. n at or above the design's rounds is the whole
// design.
func Sample(m Mode, n int) []int {
	d := designFor(m)
	k := 1
	if n > 0 && n < len(d.rounds) {
		k = (len(d.rounds) + n - 1) / n
	}
	var seen [numLances]int
	var out []int
	for i, l := range d.target {
		if seen[l]%k == 0 {
			out = append(out, i)
		}
		seen[l]++
	}
	return out
}

// Conventions are the conventions a check charges its findings to, in the
// catalog's order.
var Conventions = []string{
	"CONVENCION-valor-cartas", "CONVENCION-orden-grande", "CONVENCION-orden-chica",
	"CONVENCION-orden-pares", "CONVENCION-orden-juego", "CONVENCION-empates",
}

// Package mutant is the switchboard of musfem's mutation testing
// (mutantes/, docs/mutantes.md). The real engine never imports it: only the
// mutated copy of engine/ that `make mutantes` compiles into the harness
// (mutantes/arnes) does. There every function that carries mutants starts
// by asking Active which mutant is on and, when it is one of its own,
// runs that mutant's copy of the function instead; and the statements of
// the original bodies call Hit, so that one run with no mutant on tells
// which scenarios reach which mutants.
//
// The harness runs the scenarios one after another on one goroutine, so
// the hit table needs no lock.
package mutant

import (
	"os"
	"strconv"
)

// Env is the environment variable that names the mutant on (a number from
// 1); unset or 0, no mutant is on.
const Env = "MUSFEM_MUTANTE"

// Active is the mutant on, read once from Env when the program starts.
var Active = fromEnv()

func fromEnv() int {
	n, err := strconv.Atoi(os.Getenv(Env))
	if err != nil || n < 0 {
		return 0
	}
	return n
}

var hits []bool

// Hit records that the statement numbered i ran.
func Hit(i int) {
	if i >= len(hits) {
		grown := make([]bool, i+1+len(hits))
		copy(grown, hits)
		hits = grown
	}
	hits[i] = true
}

// Take returns the statements that ran since the last call, in increasing
// order, and forgets them.
func Take() []int {
	var out []int
	for i, h := range hits {
		if h {
			out = append(out, i)
			hits[i] = false
		}
	}
	return out
}

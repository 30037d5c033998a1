// Package mutantes is musfem's mutation testing of the reference engine
// (docs/mutantes.md, make mutantes). It changes engine/ in small ways — one
// mutant per change: comparisons and their boundaries, arithmetic,
// constants, removed statements and conditions, negated conditions,
// swapped branches, seats and turns off by one — and runs the
// specification (the godog scenarios of features/ and the golden fixtures,
// never engine/'s own unit tests) against each mutant. A mutant that no
// scenario and no fixture notices is a survivor: a hole in the
// specification, or a change that alters no behaviour, which
// mutantes/equivalentes/ must then justify in writing.
//
// No maintained Go mutation tool fits (docs/decisions.md D21), so the
// generator is musfem's own, on go/ast and go/types, in a fixed order. All
// the mutants are compiled at once into one harness (mutant schemata): in
// a copy of engine/ given to the compiler with -overlay, every function
// with mutants asks internal/mutant which mutant is on and runs that
// mutant's copy of itself; the original bodies record which statements
// run, so one run with no mutant on tells which scenarios reach each
// mutant, and each mutant then runs against those scenarios only.
package mutantes

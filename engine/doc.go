// Package engine is the musfem reference engine: a pure, deterministic,
// event-sourced implementation of Mus as the Reglamento de Juego of the
// Federación Española de Mus (FEM) and the traditional conventions
// (CONVENCIÓN) describe it.
//
// # Contract
//
// A game is a [State] value. [New] deals the first round from a seed or a
// stacked deck; [Apply] takes a state, a seat and an [Action] and returns the
// next state and the [Event] values the action produced. Apply is pure and
// total: it never panics, never reads a clock or a global random source, and
// never depends on map iteration order. An illegal action returns a
// [*RuleError] naming the FEM article or convention it breaks, and the state
// it returns is the one it was given, unchanged.
//
// # Throughput
//
// For long runs (differential certification, the long test profile) two
// variants avoid a buffer per action: [ApplyAppend] appends the events to
// a slice the caller reuses, and an [Observer] builds each observation in
// a buffer of its own, valid until its next call. Payloads that take few
// values (a seat, a lance, a small amount) are boxed once when the
// program starts, and a round's history lives in one append-only log
// shared by the states of that round; none of this changes what Apply,
// Observe or the events say.
//
// # Information
//
// Every event carries a [Visibility]: PUBLIC, PRIVATE to some seats, or
// SYSTEM. [Observe] builds what one viewer (a seat, a spectator or a
// developer) may know, copying whitelisted fields only; it never holds
// another seat's cards before they are shown, the deck order or the state of
// the random generator.
//
// # Randomness
//
// All randomness comes from the engine's own generator, xoshiro256** seeded
// through SplitMix64 ([Rand]), documented in docs/rng.md precisely enough
// for an engine in another language to reproduce every deal from a seed.
//
// # Phases
//
// A round goes through the phases of [Phase]; every transition is checked
// against the explicit table [Transitions] and a transition outside it is an
// error.
package engine

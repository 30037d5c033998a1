// Package diferencial is the differential tester of musfem: it plays an
// engine under test (Engine) in lockstep with the reference engine —
// random games, scenarios, fixtures —, judges every difference by the
// catalog's table of aspects and charges it to its articles, tallies the
// differences into groups, shrinks a game to a short reproduction and
// replays a case alone. It writes no certificate: package certify
// orchestrates its checks and writes the certificate of an engine.
package diferencial

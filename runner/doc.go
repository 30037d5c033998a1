// Package runner plays a game or a partida (FEM P4) between four players
// outside the engine: players are in-process bots or subprocesses speaking
// the bot protocol (docs/bots.md), each decision is a turn under the time
// rules of package tiempo (FEM IV.1 for the mus, CONVENCION-tiempo-decision
// for the others), and the runner can pause, resume, save its log at every
// step and recover an interrupted game from that log. The engine stays
// pure: the runner owns the clock, which is injected (a fake clock in
// tests), and reads its settings from config/runner.default.toml and the
// user's file ([DefaultSettings], [LoadSettings]).
package runner

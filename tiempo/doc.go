// Package tiempo holds the time rules of a decision: the minute for the
// mus of FEM IV.1, musfem's limits for every other decision
// (CONVENCION-tiempo-decision) and what a seat that runs out of time, is
// gone or answers something it cannot play gets (FEM VI.21: callar es no
// querer). Both the runner, which plays whole games between bots, and the
// specification's time steps, which judge one decision of any engine,
// stand on it (docs/runner.md).
//
// [Turn] is one decision: it asks the [Player] of the seat with the word,
// with the limit of its [Situation] under the [Settings] (the keys of
// config/runner.default.toml) on a timer of a [Clock], and applies its
// action, or the [DefaultAction], or ends the game by abandono; a failed
// decision is an [Incident], the runner event a saved log keeps.
// [FakeClock] moves only when told, so a player runs out of time at once.
//
// The package knows no process, no log and no configuration file: it
// reads a settings text it is given ([ParseDefaults], [ParseSettings]) and
// drives the game through [Table], which every driver.Engine is.
package tiempo

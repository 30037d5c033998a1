// Package gctune tunes the garbage collector of the commands that spend
// their life trading small JSON lines: musfem serve and musfem certify.
package gctune

import (
	"os"
	"runtime/debug"
)

// Percent is the collector's target percentage for those commands. Their
// live heap is a few megabytes, so at Go's default of 100 the collector
// runs every few hundred steps and takes a large share of the CPU; at 400
// the heap stays a few times larger and a differential game costs about a
// quarter less CPU on both sides (docs/decisions.md, D25;
// BenchmarkDifferentialGames in certify).
const Percent = 400

// Tune sets Percent unless the user chose GOGC.
func Tune() {
	if os.Getenv("GOGC") == "" {
		debug.SetGCPercent(Percent)
	}
}

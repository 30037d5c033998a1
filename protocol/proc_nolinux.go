//go:build !linux

package protocol

import (
	"os"
	"syscall"
)

// pipeIDs identifies the pipes: not here, where there is no /proc to find
// their holders in.
func pipeIDs(...*os.File) []uint64 { return nil }

// killPipeHolders kills the processes outside the engine's group that
// hold its pipes: only on Linux (proc_linux.go).
func killPipeHolders([]uint64) {}

// deathSignal: only Linux kills a child when its parent ends.
func deathSignal(*syscall.SysProcAttr) {}

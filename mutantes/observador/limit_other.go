//go:build !linux

package main

// capMemory does nothing where RLIMIT_AS is not available: the time limit
// of each mutant is the only bound there.
func capMemory() error { return nil }

// Package defecto is the switchboard of musfem's faulty engines (faults/,
// faults/README.md). The reference engine never imports it: only the copy
// of engine/ that faults.Build patches and compiles into the faulty server
// (faults/servidor) does. There every patched rule asks On whether its
// fault is on; the server turns on the faults it was asked to serve.
//
// The faulty server serves one game at a time and sets the faults once,
// before the first game, so the switchboard needs no lock.
package defecto

var on = map[string]bool{}

// patched is set by a file that faults.Build adds to this package in the
// faulty server only.
var patched bool

// Patched reports whether this program carries the faults' patches: true
// only in the server that faults.Build compiles.
func Patched() bool { return patched }

// Set turns on the named faults, and only them.
func Set(names []string) {
	on = map[string]bool{}
	for _, n := range names {
		on[n] = true
	}
}

// On reports whether the named fault is on.
func On(name string) bool { return on[name] }

package main

import "syscall"

// memoryCap is the address space a mutant's run may take: a mutant that
// makes the engine allocate without end (a loop that never stops
// appending) dies of "out of memory" at this size, which the campaign
// counts as killed («el programa muere»), instead of growing until the
// machine swaps. The harness needs well under a gigabyte without mutants.
const memoryCap = 4 << 30

// capMemory limits the process's address space to memoryCap.
func capMemory() error {
	return syscall.Setrlimit(syscall.RLIMIT_AS, &syscall.Rlimit{Cur: memoryCap, Max: memoryCap})
}

package main

import (
	"fmt"
	"os"
	"strconv"
	"strings"
)

// killEnv names the test hook of the kill test (partida_kill_test.go):
// MUSFEM_PARTIDA_MATAR="N:MOMENTO" makes musfem partida kill itself with
// SIGKILL at its N-th save of the log (from 1), at MOMENTO: "escribiendo"
// (half the temporary file written), "antes" (before the rename) or
// "despues" (after it). It changes nothing else; it exists so that the
// test can kill the process at exact, reproducible points.
const killEnv = "MUSFEM_PARTIDA_MATAR"

// The moments of a save at which the hook may kill.
const (
	killMidWrite     = "escribiendo"
	killBeforeRename = "antes"
	killAfterRename  = "despues"
)

// killHook kills the process at one moment of one save.
type killHook struct {
	save   int    // the save at which to kill, from 1
	moment string // killMidWrite, killBeforeRename or killAfterRename
	count  int    // saves begun so far
}

// newKillHook parses the value of killEnv.
func newKillHook(v string) (*killHook, error) {
	n, m, ok := strings.Cut(v, ":")
	save, err := strconv.Atoi(n)
	if !ok || err != nil || save < 1 || (m != killMidWrite && m != killBeforeRename && m != killAfterRename) {
		return nil, fmt.Errorf("%s=%q: debe ser N:escribiendo, N:antes o N:despues (N ≥ 1)", killEnv, v)
	}
	return &killHook{save: save, moment: m}, nil
}

// maybe kills the process when the save in course and moment are the
// hook's. A nil hook does nothing. The first moment of a save counts it.
func (k *killHook) maybe(moment string) {
	if k == nil {
		return
	}
	if moment == killMidWrite {
		k.count++
	}
	if k.count == k.save && moment == k.moment {
		if p, err := os.FindProcess(os.Getpid()); err == nil {
			_ = p.Kill() // SIGKILL where there are signals
		}
		select {} // the signal is on its way
	}
}

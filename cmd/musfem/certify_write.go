package main

import (
	"errors"
	"fmt"
	"io"
	"time"

	"github.com/musfem/musfem/certify"
	"github.com/musfem/musfem/internal/lockfile"
)

// checkpointSpacing is the least time between two partial certificates
// written while a certification runs (certify.Options.Checkpoint): the
// first, at the start, is always written.
const checkpointSpacing = 2 * time.Second

// checkpoints writes the partial certificates (or part results) of a run
// as it goes, so that a run killed at any point, even by a signal that
// cannot be caught, leaves what it had done. A write that fails is told
// once and the run goes on.
type checkpoints struct {
	stderr io.Writer
	last   time.Time
	warned bool
}

// every returns the Checkpoint function of certify.Options that writes
// with write, at most once every checkpointSpacing.
func (c *checkpoints) every(write func(*certify.Results) error) func(*certify.Results) {
	return func(res *certify.Results) {
		if !c.last.IsZero() && time.Since(c.last) < checkpointSpacing {
			return
		}
		c.last = time.Now()
		if err := write(res); err != nil && !c.warned {
			c.warned = true
			fmt.Fprintf(c.stderr, "musfem certify: aviso: no se puede escribir el certificado parcial (la certificación sigue): %v\n", err)
		}
	}
}

// takeLock takes the lock of target for the run (lockfile.Take). When
// another process holds it, refusal says so, and what to do; a lock that
// cannot be taken at all (no temporary folder) is a warning on stderr
// from order, and the run goes on without it.
func takeLock(target, order, what string, stderr io.Writer) (lock *lockfile.Lock, refusal string) {
	l, err := lockfile.Take(target)
	var held *lockfile.HeldError
	switch {
	case errors.As(err, &held):
		return nil, held.Error() + ": " + what
	case err != nil:
		fmt.Fprintf(stderr, "musfem %s: aviso: %v; nada impide que otro musfem escriba a la vez en %s\n", order, err, target)
	}
	return l, ""
}

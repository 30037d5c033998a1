package main

import (
	"slices"
	"testing"
)

// TestRaceEnv: the race pass runs with GORACE=atexit_sleep_ms=0, unless
// the environment sets GORACE, which it keeps as it is.
func TestRaceEnv(t *testing.T) {
	env := []string{"HOME=/casa", "GOGC=400"}
	if got := raceEnv(env); !slices.Equal(got, []string{"HOME=/casa", "GOGC=400", "GORACE=atexit_sleep_ms=0"}) {
		t.Errorf("sin GORACE: %q", got)
	}
	if !slices.Equal(env, []string{"HOME=/casa", "GOGC=400"}) {
		t.Errorf("raceEnv cambia su argumento: %q", env)
	}
	own := []string{"GORACE=halt_on_error=1", "HOME=/casa"}
	if got := raceEnv(own); !slices.Equal(got, own) {
		t.Errorf("con GORACE: %q", got)
	}
}

package main

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/musfem/musfem/engine"
	"github.com/musfem/musfem/internal/errtext"
	"github.com/musfem/musfem/runner"
	"github.com/musfem/musfem/tiempo"
)

// startPlayers makes the four players: the in-process bots by name, the
// others as subprocesses speaking the bot protocol. On error the players
// already started are returned too, for closing.
func startPlayers(ctx context.Context, specs []string, rules engine.Rules, seed uint64, logDir string) ([]tiempo.Player, error) {
	players := make([]tiempo.Player, 0, 4)
	if logDir != "" {
		if err := os.MkdirAll(logDir, 0o755); err != nil {
			return players, fmt.Errorf("--registro-bots: no se puede crear la carpeta %s: %s", logDir, errtext.File(err))
		}
	}
	for i, spec := range specs {
		seat := engine.Seat(i)
		spec = strings.TrimSpace(spec)
		if spec == "" {
			return players, fmt.Errorf("--jugadores: falta el jugador del asiento %d", i)
		}
		if runner.IsInProcess(spec) {
			p, err := runner.InProcess(spec, rules, seed, seat)
			if err != nil {
				return players, err
			}
			players = append(players, p)
			continue
		}
		o := runner.SubprocessOptions{Command: spec, Seat: seat, Rules: rules}
		if logDir != "" {
			f, err := os.Create(filepath.Join(logDir, fmt.Sprintf("asiento-%d.txt", i)))
			if err != nil {
				return players, fmt.Errorf("--registro-bots: no se puede escribir en %s: %s", logDir, errtext.File(err))
			}
			o.Stderr = f
			players = append(players, closeAlso{f: f})
		}
		p, err := runner.StartSubprocess(ctx, o)
		if err != nil {
			hint := ""
			if !strings.ContainsAny(spec, " /.") {
				hint = fmt.Sprintf(" (los bots del proceso son: %s)", strings.Join(runner.InProcessNames(), ", "))
			}
			return players, fmt.Errorf("%v%s", err, hint)
		}
		if logDir != "" {
			players[len(players)-1] = closeAlso{Player: p, f: o.Stderr.(*os.File)}
		} else {
			players = append(players, p)
		}
	}
	return players, nil
}

// closeAlso is a player that closes a file (its standard error's log)
// after the player itself.
type closeAlso struct {
	tiempo.Player
	f *os.File
}

func (c closeAlso) Close() error {
	var err error
	if c.Player != nil {
		err = c.Player.Close()
	}
	return errors.Join(err, c.f.Close())
}

// closePlayers closes every player, subprocesses in parallel so that a
// slow exit does not add up.
func closePlayers(players []tiempo.Player) {
	done := make(chan struct{}, len(players))
	for _, p := range players {
		go func() {
			p.Close()
			done <- struct{}{}
		}()
	}
	for range players {
		<-done
	}
}

// checkPlayers checks the four players before any is started: an empty
// one, a command with an unclosed quote, a program that does not exist
// or cannot be run (with the in-process bots' names when the spec looks
// like a misspelt one).
func checkPlayers(specs []string) error {
	for i, spec := range specs {
		spec = strings.TrimSpace(spec)
		if spec == "" {
			return fmt.Errorf("falta el jugador del asiento %d", i)
		}
		if runner.IsInProcess(spec) {
			continue
		}
		if err := checkProgram(spec); err != nil {
			hint := ""
			if !strings.ContainsAny(spec, " /.") {
				hint = fmt.Sprintf(" (los bots del proceso son: %s)", strings.Join(runner.InProcessNames(), ", "))
			}
			return fmt.Errorf("asiento %d: %v%s", i, err, hint)
		}
	}
	return nil
}

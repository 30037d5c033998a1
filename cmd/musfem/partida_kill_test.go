//go:build unix && !race

// TestPartidaSurvivesKill starts musfem partida dozens of times: it is
// built without the race detector only, and make test runs it in its pass
// without it (internal/racepkgs); musfem partida's goroutines run under
// -race in partida_test.go.

package main

import (
	"bytes"
	"errors"
	"fmt"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"

	"github.com/musfem/musfem/gamelog"
)

// TestPartidaSurvivesKill kills musfem partida with SIGKILL at points of
// many games chosen from a fixed seed — halfway through writing the log,
// before its rename, after it — resumes each game with --reanudar (after
// one to three kills), and checks that the final log is byte for byte the
// log of the uninterrupted run, and that no temporary file is left.
func TestPartidaSurvivesKill(t *testing.T) {
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	rng := rand.New(rand.NewPCG(2026, 11))
	moments := []string{killMidWrite, killBeforeRename, killAfterRename}
	games := 5 // make test, as under -race before; 12 in make long
	if os.Getenv("MUSFEM_LONG") != "" {
		games = 12
	}
	players := "random,simple,random-sin-ordago,ordaguero"
	kills := 0
	for g := 0; g < games; g++ {
		seed := strconv.Itoa(500 + g)
		ref := filepath.Join(dir, "entera-"+seed+".json")
		if st, _, e := runCmd("partida", "--jugadores", players, "--seed", seed, "--json", ref); st != 0 {
			t.Fatalf("semilla %s: la partida entera da estado %d: %s", seed, st, e)
		}
		want, _ := os.ReadFile(ref)
		refPlays := len(readLog(t, ref).Plays)

		path := filepath.Join(dir, "matada-"+seed+".json")
		var history []string
		for k, n := 0, 1+rng.IntN(3); k <= n; k++ {
			args := []string{"partida", "--json", path, "--jugadores", players, "--seed", seed}
			if _, err := os.Stat(path); err == nil {
				args = []string{"partida", "--reanudar", path}
			}
			env := ""
			if k < n { // kill this run; the last one finishes
				done := 0
				if _, err := os.Stat(path); err == nil {
					done = len(readLog(t, path).Plays)
				}
				env = fmt.Sprintf("%d:%s", 1+rng.IntN(refPlays-done+2), moments[rng.IntN(len(moments))])
			}
			history = append(history, strings.Join(args, " ")+" MATAR="+env)
			cmd := exec.Command(exe, args...)
			cmd.Env = append(os.Environ(), "MUSFEM_TEST_MUSFEM=1", killEnv+"="+env)
			if env == "" {
				cmd.Env = append(os.Environ(), "MUSFEM_TEST_MUSFEM=1")
			}
			var errb bytes.Buffer
			cmd.Stderr = &errb
			err := cmd.Run()
			var ee *exec.ExitError
			switch {
			case err == nil:
			case errors.As(err, &ee) && ee.Sys().(syscall.WaitStatus).Signal() == syscall.SIGKILL && env != "":
				kills++
			default:
				t.Fatalf("semilla %s: %v: %s\n%s", seed, err, errb.String(), strings.Join(history, "\n"))
			}
			if _, err := os.Stat(path); err == nil {
				data, _ := os.ReadFile(path)
				if _, err := gamelog.Decode(path, data); err != nil {
					t.Fatalf("semilla %s: tras matar el proceso el registro no se lee: %v\n%s", seed, err, strings.Join(history, "\n"))
				}
			}
		}
		got, err := os.ReadFile(path)
		if err != nil {
			t.Fatalf("semilla %s: %v\n%s", seed, err, strings.Join(history, "\n"))
		}
		if !bytes.Equal(got, want) {
			t.Errorf("semilla %s: el registro reanudado difiere del de la partida entera\n%s", seed, strings.Join(history, "\n"))
		}
	}
	left, _ := filepath.Glob(filepath.Join(dir, ".*.tmp"))
	if len(left) > 0 {
		t.Errorf("quedan ficheros temporales de guardados interrumpidos: %v", left)
	}
	if kills < games {
		t.Errorf("solo %d procesos matados en %d partidas: la prueba no mata lo bastante", kills, games)
	}
}

package main

import (
	"bytes"
	"context"
	"errors"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/musfem/musfem/gamelog"
	"github.com/musfem/musfem/runner"
)

// savedGame is a whole game's log (musfem play --semilla 3).
func savedGame(t *testing.T) *gamelog.Log {
	t.Helper()
	st, js, _ := runCmd("play", "--semilla", "3", "--json")
	if st != 0 {
		t.Fatalf("play --json: estado %d", st)
	}
	l, err := gamelog.Decode("p.json", []byte(js))
	if err != nil {
		t.Fatal(err)
	}
	return l
}

// TestPartidaSaveFailsMidRun: when a save fails after some plays, the
// message says why, does not claim the save, and names a rescue file that
// exists and holds every action played, with the command to continue.
func TestPartidaSaveFailsMidRun(t *testing.T) {
	t.Setenv("TMPDIR", t.TempDir())
	l := savedGame(t)
	early := *l
	early.Plays, early.Events = l.Plays[:10], nil
	dir := t.TempDir()
	path := filepath.Join(dir, "p.json")
	sv := &saver{path: path, saved: -1}
	if err := sv.save(&early); err != nil || sv.saved != 10 {
		t.Fatalf("primer guardado: %v (%d acciones)", err, sv.saved)
	}
	// The file becomes a folder: the next save cannot replace it.
	if err := os.Remove(path); err != nil {
		t.Fatal(err)
	}
	if err := os.Mkdir(path, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := sv.save(l); err == nil {
		t.Fatal("se guarda en una carpeta")
	}
	var out bytes.Buffer
	stopped(&out, context.Background(), &runner.Error{Play: len(l.Plays), Err: errors.New("no se puede guardar el registro")}, runner.Result{Plays: len(l.Plays), Log: l}, sv)
	msg := out.String()
	if !strings.HasPrefix(msg, "musfem partida: no se puede guardar el registro en "+path+": es una carpeta, no un fichero; la partida se detiene tras 43 acciones\n") {
		t.Errorf("mensaje:\n%s", msg)
	}
	if strings.Contains(msg, "está guardado en "+path) {
		t.Errorf("dice que ha guardado en %s:\n%s", path, msg)
	}
	m := regexp.MustCompile(`la partida entera \(43 acciones\) está guardada en (\S+); sigue con: musfem partida --reanudar (\S+) --guardar ` + regexp.QuoteMeta(path) + "\n").FindStringSubmatch(msg)
	if m == nil || m[1] != m[2] {
		t.Fatalf("no dice dónde queda la partida entera ni cómo seguirla:\n%s", msg)
	}
	if got := readLog(t, m[1]); len(got.Plays) != 43 {
		t.Errorf("el rescate tiene %d acciones, se esperaban 43", len(got.Plays))
	}
	if filepath.Dir(m[1]) != dir {
		t.Errorf("rescate en %s, se esperaba junto a %s", m[1], path)
	}
}

// TestPartidaSaveLostEverything: when neither the file nor a rescue can
// be written, the message says so and names no file to continue from.
func TestPartidaSaveLostEverything(t *testing.T) {
	t.Setenv("TMPDIR", filepath.Join(t.TempDir(), "no-existe"))
	l := savedGame(t)
	sub := filepath.Join(t.TempDir(), "sub")
	if err := os.Mkdir(sub, 0o755); err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(sub, "p.json")
	sv := &saver{path: path, saved: -1}
	early := *l
	early.Plays, early.Events = l.Plays[:5], nil
	if err := sv.save(&early); err != nil {
		t.Fatal(err)
	}
	if err := os.RemoveAll(sub); err != nil {
		t.Fatal(err)
	}
	if err := sv.save(l); err == nil {
		t.Fatal("se guarda en una carpeta borrada")
	}
	var out bytes.Buffer
	stopped(&out, context.Background(), nil, runner.Result{Plays: len(l.Plays), Log: l}, sv)
	msg := out.String()
	if !strings.Contains(msg, "no se puede guardar el registro en "+path+": no existe") ||
		!strings.HasSuffix(msg, "musfem partida: no ha quedado ningún registro de la partida\n") || strings.Contains(msg, "--reanudar") {
		t.Errorf("mensaje:\n%s", msg)
	}
}

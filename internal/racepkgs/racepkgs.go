// Command racepkgs runs make test's two passes — the packages of the
// module where goroutines live with the race detector, the others without
// it — or prints the packages of each:
//
//	go run ./internal/racepkgs test [go test flags] | go run ./internal/testsummary
//	go run ./internal/racepkgs race     # one import path per line
//	go run ./internal/racepkgs plain
//	go run ./internal/racepkgs norace   # "path ^(TestA|TestB)$" per line
//
// A package runs with -race when its own code or its tests start a
// goroutine (a go statement) or run a program through os/exec, whose pipes
// the standard library copies on goroutines of its own. A package that
// only calls another package's goroutines is tested without it: the
// package that starts them runs its tests with -race.
//
// A heavy test of a race package may be written in a file built only
// without the race detector (//go:build !race, or unix && !race…) when
// other tests of the package run the same goroutines under -race: norace
// lists those tests, which make test runs in its pass without the
// detector.
//
// test runs three go test commands at once, each with -json and the flags
// given: -race over the race packages (their !race files left out by the
// build), without it over the plain packages, and without it over the
// norace tests of the race packages (one -run pattern for them all). It
// copies their standard output to its own line by line, as the lines come
// (their standard error to its own), and exits with status 1 when one of
// them fails. The go command is
// $GO, or go.
//
// The race pass runs with GORACE=atexit_sleep_ms=0 unless GORACE is set:
// a program built with the race detector otherwise sleeps a second before
// it exits, so that goroutines still running may show a race, and the
// tests of the race packages start such programs by the hundred (bots,
// engines, musfem itself, the test binaries), each waited for
// (docs/decisions.md, «make test: the race pass does not sleep at exit»).
// Every race a goroutine makes while the program runs is still reported.
package main

import (
	"bufio"
	"fmt"
	"io"
	"os"
	"os/exec"
	"sort"
	"strings"
	"sync"

	"github.com/musfem/musfem/internal/racepkgs/scan"
)

func main() {
	if len(os.Args) < 2 || (os.Args[1] != "test" && len(os.Args) != 2) {
		usage()
	}
	switch os.Args[1] {
	case "test":
		os.Exit(test(os.Args[2:]))
	case "norace":
		nr, err := scan.NoRace(".")
		check(err)
		paths := make([]string, 0, len(nr))
		for p := range nr {
			paths = append(paths, p)
		}
		sort.Strings(paths)
		for _, p := range paths {
			fmt.Printf("%s ^(%s)$\n", p, strings.Join(nr[p], "|"))
		}
	case "race", "plain":
		race, plain, err := scan.Packages(".")
		check(err)
		list := plain
		if os.Args[1] == "race" {
			list = race
		}
		for _, p := range list {
			fmt.Println(p)
		}
	default:
		usage()
	}
}

func usage() {
	fmt.Fprintln(os.Stderr, "uso: racepkgs test [opciones de go test] | race | plain | norace")
	os.Exit(2)
}

func check(err error) {
	if err != nil {
		fmt.Fprintln(os.Stderr, "racepkgs:", err)
		os.Exit(1)
	}
}

// slow are the packages whose tests took longest on 2026-12-04 (README,
// "Tests and how long they take"), slowest first. go test starts a pass's
// packages in the order given, so starting these first keeps one of them
// from running alone at the end. Only the order depends on this list: a
// package missing from it still runs, after these.
var slow = []string{"certify", "cmd/musfem", "trazabilidad", "runner", "adapters", "preguntas", "protocol", "faults", "escenarios", "engine"}

// slowFirst returns the packages with those of slow first, in its order,
// and the others after them in their order.
func slowFirst(pkgs []string) []string {
	rank := func(p string) int {
		for i, s := range slow {
			if strings.HasSuffix(p, "/"+s) || p == s {
				return i
			}
		}
		return len(slow)
	}
	out := append([]string(nil), pkgs...)
	sort.SliceStable(out, func(i, j int) bool { return rank(out[i]) < rank(out[j]) })
	return out
}

// test runs the three go test commands at once (see the package doc) and
// returns the exit status.
func test(flags []string) int {
	race, plain, err := scan.Packages(".")
	check(err)
	nrPkgs, pattern, err := scan.NoRacePattern(".")
	check(err)
	goCmd := os.Getenv("GO")
	if goCmd == "" {
		goCmd = "go"
	}
	args := func(extra []string, pkgs []string) []string {
		a := append([]string{"test", "-json"}, flags...)
		return append(append(a, extra...), pkgs...)
	}
	passes := [][]string{
		args([]string{"-race"}, slowFirst(race)),
		args(nil, slowFirst(plain)),
	}
	if len(nrPkgs) > 0 {
		passes = append(passes, args([]string{"-run", pattern}, slowFirst(nrPkgs)))
	}
	fmt.Fprintf(os.Stderr, "make test: %d paquetes con -race, %d sin él, y %d pruebas pesadas de %d paquetes sin él, a la vez\n",
		len(race), len(plain), strings.Count(pattern, "|")+1, len(nrPkgs))
	var mu sync.Mutex // one line at a time on the standard output
	out := bufio.NewWriter(os.Stdout)
	copyLines := func(r io.Reader) {
		sc := bufio.NewScanner(r)
		sc.Buffer(make([]byte, 64<<10), 64<<20)
		for sc.Scan() {
			mu.Lock()
			out.Write(sc.Bytes())
			out.WriteByte('\n')
			out.Flush()
			mu.Unlock()
		}
	}
	var wg sync.WaitGroup
	failed := make([]bool, len(passes))
	for i, a := range passes {
		cmd := exec.Command(goCmd, a...)
		cmd.Stderr = os.Stderr
		if i == 0 {
			cmd.Env = raceEnv(os.Environ())
		}
		stdout, err := cmd.StdoutPipe()
		check(err)
		check(cmd.Start())
		wg.Add(1)
		go func() {
			defer wg.Done()
			copyLines(stdout)
			if err := cmd.Wait(); err != nil {
				failed[i] = true
			}
		}()
	}
	wg.Wait()
	for _, f := range failed {
		if f {
			return 1
		}
	}
	return 0
}

// raceEnv is env for the race pass: GORACE=atexit_sleep_ms=0 added when
// env sets no GORACE (see the package doc).
func raceEnv(env []string) []string {
	for _, kv := range env {
		if strings.HasPrefix(kv, "GORACE=") {
			return env
		}
	}
	return append(env[:len(env):len(env)], "GORACE=atexit_sleep_ms=0")
}

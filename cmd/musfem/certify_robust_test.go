//go:build unix

package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"
)

// The test binary doubles as an engine that misbehaves at the process
// level: with MUSFEM_CERTIFY_MALO set it runs the mode it names
// (malEngine); every process of it writes its pid to the file
// MUSFEM_CERTIFY_PIDS.
const (
	malEnv  = "MUSFEM_CERTIFY_MALO"
	pidsEnv = "MUSFEM_CERTIFY_PIDS"
)

func init() {
	if mode := os.Getenv(malEnv); mode != "" {
		os.Exit(malEngine(mode))
	}
}

// malEngine runs a misbehaving engine:
//   - duerme: a child left behind with the pipes; it sleeps for an hour;
//   - huerfano: musfem serve, but at the third start of each process it
//     starts a child that keeps its standard output and error open, and
//     exits with status 3;
//   - atasca: starts such a child, answers the handshake, then reads
//     nothing more, not even the end of its input;
//   - cuelga: atasca without the child.
func malEngine(mode string) int {
	notePid()
	switch mode {
	case "duerme":
		time.Sleep(time.Hour)
		return 0
	case "cuelga":
		line, _ := bufio.NewReader(os.Stdin).ReadString('\n')
		return cmdServe(nil, io.MultiReader(strings.NewReader(line), blocked{}), os.Stdout, os.Stderr)
	case "atasca":
		spawnSleeper()
		line, _ := bufio.NewReader(os.Stdin).ReadString('\n')
		return cmdServe(nil, io.MultiReader(strings.NewReader(line), blocked{}), os.Stdout, os.Stderr)
	case "huerfano":
		pr, pw := io.Pipe()
		go func() {
			r := bufio.NewReaderSize(os.Stdin, 1<<20)
			starts := 0
			for {
				line, err := r.ReadString('\n')
				if err != nil {
					pw.Close()
					return
				}
				if strings.Contains(line, `"op":"start"`) {
					if starts++; starts%3 == 0 {
						fmt.Fprintln(os.Stderr, "huérfano: termino y dejo un hijo")
						spawnSleeper()
						os.Exit(3)
					}
				}
				if _, err := pw.Write([]byte(line)); err != nil {
					return
				}
			}
		}()
		return cmdServe(nil, pr, os.Stdout, os.Stderr)
	}
	fmt.Fprintln(os.Stderr, "modo desconocido:", mode)
	return 2
}

// malCommand is the --engine command of a misbehaving engine, its pids
// written to pids.
func malCommand(mode, pids string) string {
	return `env GORACE=atexit_sleep_ms=0 MUSFEM_TEST_MUSFEM= ` + malEnv + `=` + mode + ` ` + pidsEnv + `=` + pids + ` "` + os.Args[0] + `"`
}

// spawnSleeper starts a child with this process's standard input, output
// and error, which sleeps for an hour, and waits until it has noted its
// pid.
func spawnSleeper() {
	cmd := exec.Command(os.Args[0])
	cmd.Env = append(os.Environ(), malEnv+"=duerme")
	cmd.Stdin, cmd.Stdout, cmd.Stderr = os.Stdin, os.Stdout, os.Stderr
	if err := cmd.Start(); err != nil {
		fmt.Fprintln(os.Stderr, "no arranca el hijo:", err)
		os.Exit(4)
	}
	// However busy the machine: only a hang reaches hangBound.
	for deadline := time.Now().Add(hangBound); !hasPid(readPids(os.Getenv(pidsEnv)), cmd.Process.Pid) && time.Now().Before(deadline); {
		time.Sleep(10 * time.Millisecond)
	}
}

// notePid appends this process's pid to the pids file.
func notePid() {
	f, err := os.OpenFile(os.Getenv(pidsEnv), os.O_APPEND|os.O_CREATE|os.O_WRONLY, 0o644)
	if err != nil {
		return
	}
	fmt.Fprintln(f, os.Getpid())
	f.Close()
}

func hasPid(pids []int, pid int) bool {
	for _, p := range pids {
		if p == pid {
			return true
		}
	}
	return false
}

// readPids reads a pids file.
func readPids(path string) []int {
	data, _ := os.ReadFile(path)
	var out []int
	for _, f := range strings.Fields(string(data)) {
		var p int
		if _, err := fmt.Sscan(f, &p); err == nil {
			out = append(out, p)
		}
	}
	return out
}

// alive reports whether process pid exists and is not a zombie.
func alive(pid int) bool {
	if syscall.Kill(pid, 0) != nil {
		return false
	}
	stat, err := os.ReadFile(fmt.Sprintf("/proc/%d/stat", pid))
	if err != nil {
		return true
	}
	if i := bytes.LastIndexByte(stat, ')'); i >= 0 && i+2 < len(stat) {
		return stat[i+2] != 'Z'
	}
	return true
}

// checkAllGone fails unless every process in the pids file (at least
// least of them) is gone within two seconds, and kills those that are not.
func checkAllGone(t *testing.T, pids string, least int) {
	t.Helper()
	ps := readPids(pids)
	if len(ps) < least {
		t.Errorf("solo %d procesos han anotado su pid, se esperaban al menos %d", len(ps), least)
	}
	// The processes are killed, not left to end: a run that did not kill
	// them leaves them alive for good, so a generous wait costs nothing
	// and no load makes it fail.
	deadline := time.Now().Add(hangBound)
	for _, pid := range ps {
		for alive(pid) && time.Now().Before(deadline) {
			time.Sleep(20 * time.Millisecond)
		}
		if alive(pid) {
			t.Errorf("el proceso %d sigue vivo", pid)
			_ = syscall.Kill(pid, syscall.SIGKILL)
		}
	}
}

// TestCertifyEngineExitLeavesChild certifies an engine that, at every
// third start, exits with status 3 leaving a child that keeps its
// standard output open: each such exit is seen at once, as an ERROR (never
// TIEMPO, though --timeout is long: the whole run takes less than one
// time limit), and no process of it outlives the run.
func TestCertifyEngineExitLeavesChild(t *testing.T) {
	dir := t.TempDir()
	pids := filepath.Join(dir, "pids")
	begin := time.Now()
	const limit = 10 * time.Minute
	st, _, errs := certifyCmd("--engine", malCommand("huerfano", pids), "--name", "huerfano", "--timeout", limit.String(),
		"--games", "4", "--articulo", "FEM-VI.4", "--salida", dir)
	if st != 1 {
		t.Fatalf("estado %d\n%s", st, errs)
	}
	took := time.Since(begin)
	md, err := os.ReadFile(filepath.Join(dir, "certificacion-huerfano.md"))
	if err != nil {
		t.Fatal(err)
	}
	sc := readCertificate(t, filepath.Join(dir, "certificacion-huerfano.json")).Summary.Scenarios
	n, pass, fail, errd, late := sc.Total, sc.Pasa, sc.Falla, sc.Error, sc.Tiempo
	if errd == 0 || late != 0 || fail != 0 || pass < n/2 {
		t.Errorf("escenarios: %d, %d pasan, %d fallan, %d con error, %d sin respuesta a tiempo", n, pass, fail, errd, late)
	}
	if !strings.Contains(string(md), "terminado con estado 3") {
		t.Error("el informe no dice con qué estado termina el motor")
	}
	// Waiting for an exit that was not seen would take a time limit:
	// the whole run must take less than one.
	if took >= limit {
		t.Errorf("tarda %v: espera al límite de tiempo (%v)", took, limit)
	}
	checkAllGone(t, pids, 4)
}

// lockedBuffer is a bytes.Buffer safe for concurrent use.
type lockedBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (l *lockedBuffer) WriteString(s string) {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.b.WriteString(s)
}

func (l *lockedBuffer) String() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.String()
}

// TestCertifySignal sends SIGINT or SIGTERM to musfem certify while it
// waits for an engine that reads nothing more (not even the end of its
// input) and has a child holding its pipes: certify stops both at once,
// writes a partial certificate marked as interrupted and exits with
// status 1. A part (--lote) interrupted so writes its partial results,
// which --unir refuses to join. The engine's time limit is an hour: certify
// ends long before it, however busy the machine, or it waited for the
// engine instead of stopping it.
func TestCertifySignal(t *testing.T) {
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		sig  syscall.Signal
		lote string
	}{{syscall.SIGINT, ""}, {syscall.SIGTERM, ""}, {syscall.SIGINT, "2/2"}} {
		sig := tc.sig
		t.Run(sig.String()+tc.lote, func(t *testing.T) {
			dir := t.TempDir()
			pids := filepath.Join(dir, "pids")
			args := []string{"certify", "--engine", malCommand("atasca", pids), "--name", "atasca",
				"--timeout", "1h", "--games", "5", "--articulo", "FEM-VI.4", "--salida", dir}
			if tc.lote != "" {
				args = append(args, "--lote", tc.lote)
			}
			cmd := exec.Command(exe, args...)
			cmd.Env = append(os.Environ(), "MUSFEM_TEST_MUSFEM=1", "GORACE=atexit_sleep_ms=0")
			errb := &lockedBuffer{}
			stderrPipe, err := cmd.StderrPipe()
			if err != nil {
				t.Fatal(err)
			}
			if err := cmd.Start(); err != nil {
				t.Fatal(err)
			}
			// Certify runs the scenarios and waits for the answer to the
			// first start, which never comes.
			running := make(chan struct{})
			copied := make(chan struct{})
			go func() {
				defer close(copied)
				r := bufio.NewReader(stderrPipe)
				for {
					line, err := r.ReadString('\n')
					errb.WriteString(line)
					if strings.HasPrefix(line, "escenarios: ejecutando") {
						close(running)
					}
					if err != nil {
						return
					}
				}
			}()
			select {
			case <-running:
			case <-time.After(hangBound):
				_ = cmd.Process.Kill()
				t.Fatalf("certify no llega a los escenarios:\n%s", errb.String())
			}
			time.Sleep(300 * time.Millisecond)
			if err := cmd.Process.Signal(sig); err != nil {
				t.Fatal(err)
			}
			// The engine and its child die at once, before the report
			// is written.
			checkAllGone(t, pids, 2)
			done := make(chan error, 1)
			go func() {
				<-copied // Wait closes the pipe: read it all first
				done <- cmd.Wait()
			}()
			// The scenarios left are skipped, without an engine: seconds,
			// far from the hour of the engine's time limit.
			select {
			case err = <-done:
			case <-time.After(hangBound):
				_ = cmd.Process.Kill()
				<-done
				t.Fatalf("certify no termina tras %v\n%s", sig, errb.String())
			}
			var ee *exec.ExitError
			if !errors.As(err, &ee) || ee.ExitCode() != 1 {
				t.Errorf("estado %v, se esperaba 1\n%s", err, errb.String())
			}
			if tc.lote != "" {
				checkInterruptedPart(t, dir, errb.String())
				return
			}
			if !strings.Contains(errb.String(), "interrumpida") {
				t.Errorf("no dice que está interrumpida:\n%s", errb.String())
			}
			js, err := os.ReadFile(filepath.Join(dir, "certificacion-atasca.json"))
			if err != nil {
				t.Fatalf("sin certificado: %v\n%s", err, errb.String())
			}
			var rep struct {
				Verdict     string
				Interrupted bool
				Notes       []string
			}
			if err := json.Unmarshal(js, &rep); err != nil {
				t.Fatal(err)
			}
			if !rep.Interrupted || rep.Verdict != "INTERRUMPIDO" || len(rep.Notes) == 0 || !strings.Contains(rep.Notes[0], "interrumpida") ||
				!strings.Contains(rep.Notes[0], "escenarios") {
				t.Errorf("certificado: interrumpido %v, veredicto %s, notas %q", rep.Interrupted, rep.Verdict, rep.Notes)
			}
		})
	}
}

// checkInterruptedPart checks the part 2/2 of an interrupted run in dir:
// certify said so and wrote its results, marked as interrupted, with the
// parts left out named and no game played; --unir refuses them (exit 2),
// naming the part, and writes no certificate.
func checkInterruptedPart(t *testing.T, dir, errs string) {
	t.Helper()
	if !strings.Contains(errs, "lote 2 de 2 interrumpido") {
		t.Errorf("no dice que el lote está interrumpido:\n%s", errs)
	}
	path := filepath.Join(dir, "certificacion-atasca.lote-2-de-2.json")
	js, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("sin resultados del lote: %v\n%s", err, errs)
	}
	var res struct {
		Interrupted bool
		Cut         []string
		Played      int
	}
	if err := json.Unmarshal(js, &res); err != nil {
		t.Fatal(err)
	}
	if !res.Interrupted || res.Played != 0 || len(res.Cut) == 0 {
		t.Errorf("lote: interrumpido %v, %d partidas, fuera %q", res.Interrupted, res.Played, res.Cut)
	}
	out := filepath.Join(dir, "unido")
	st, _, uerrs := certifyCmd("--salida", out, "--unir", path)
	if st != 2 || !strings.Contains(uerrs, "el lote 2 de 2 se interrumpió") {
		t.Errorf("--unir de un lote interrumpido: estado %d, %q", st, uerrs)
	}
	if _, err := os.Stat(filepath.Join(out, "certificacion-atasca.json")); err == nil {
		t.Error("--unir escribe un certificado con un lote interrumpido")
	}
}

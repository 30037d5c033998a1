//go:build unix

package main

import (
	"encoding/json"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/musfem/musfem/internal/lockfile"
)

// startMusfem runs the test binary as musfem with args, its standard
// error in errb.
func startMusfem(t *testing.T, errb *lockedBuffer, args ...string) *exec.Cmd {
	t.Helper()
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(exe, args...)
	cmd.Env = append(os.Environ(), "MUSFEM_TEST_MUSFEM=1", "GORACE=atexit_sleep_ms=0")
	cmd.Stderr = writerFunc(func(p []byte) (int, error) { errb.WriteString(string(p)); return len(p), nil })
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = cmd.Process.Kill(); _ = cmd.Wait() })
	return cmd
}

// writerFunc is an io.Writer.
type writerFunc func([]byte) (int, error)

func (f writerFunc) Write(p []byte) (int, error) { return f(p) }

// waitFor waits until ok holds, at most hangBound.
func waitFor(t *testing.T, what string, ok func() bool) {
	t.Helper()
	for deadline := time.Now().Add(hangBound); !ok(); time.Sleep(20 * time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatalf("no llega: %s", what)
		}
	}
}

// TestCertifyKilledLeavesItsPartialCertificate: a certification that runs
// (here, waiting for an engine that answers nothing after hello) holds
// its certificate: a second certification into the same file is refused,
// naming the process that writes it. Killed with SIGKILL, which it cannot
// catch, it leaves the partial certificate of what it had done (verdict
// INTERRUMPIDO, the parts not done named) and, on Linux, no engine.
func TestCertifyKilledLeavesItsPartialCertificate(t *testing.T) {
	dir := t.TempDir()
	pids := filepath.Join(dir, "pids")
	errb := &lockedBuffer{}
	cmd := startMusfem(t, errb, "certify", "--motor", malCommand("cuelga", pids), "--nombre", "cuelga",
		"--tiempo", "1h", "--partidas", "5", "--articulo", "FEM-VI.4", "--salida", dir)
	cert := filepath.Join(dir, "certificacion-cuelga.json")
	waitFor(t, "el certificado parcial del principio", func() bool { _, err := os.Stat(cert); return err == nil })
	waitFor(t, "el motor", func() bool { return len(readPids(pids)) >= 1 })

	st, _, errs := certifyCmd("--motor", selfEngine(""), "--nombre", "cuelga", "--partidas", "1", "--articulo", "FEM-VI.4",
		"--comparaciones", "ninguna", "--salida", dir)
	if want := "está escribiendo ya " + filepath.Join(dir, "certificacion-cuelga"); st != 2 || !strings.Contains(errs, want) ||
		!strings.Contains(errs, "(") || !strings.Contains(errs, "otra --salida") {
		t.Errorf("una segunda certificación al mismo fichero: estado %d, %q", st, errs)
	}

	if err := cmd.Process.Signal(syscall.SIGKILL); err != nil {
		t.Fatal(err)
	}
	_ = cmd.Wait()
	var rep struct {
		Verdict     string
		Interrupted bool
		Notes       []string
	}
	js, err := os.ReadFile(cert)
	if err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(js, &rep); err != nil {
		t.Fatalf("el certificado parcial no se lee: %v", err)
	}
	if rep.Verdict != "INTERRUMPIDO" || !rep.Interrupted || len(rep.Notes) == 0 || !strings.HasPrefix(rep.Notes[0], "Certificación en curso") ||
		!strings.Contains(rep.Notes[0], "los escenarios") || !strings.Contains(rep.Notes[0], "las partidas diferenciales") {
		t.Errorf("certificado parcial: %s, %v, %q", rep.Verdict, rep.Interrupted, rep.Notes)
	}
	for _, ext := range []string{"md", "html"} {
		if _, err := os.Stat(filepath.Join(dir, "certificacion-cuelga."+ext)); err != nil {
			t.Errorf("falta el %s del certificado parcial: %v", ext, err)
		}
	}
	if runtime.GOOS == "linux" {
		checkAllGone(t, pids, 1)
	}
	// Its lock went with it.
	l, err := lockfile.Take(filepath.Join(dir, "certificacion-cuelga"))
	if err != nil {
		t.Errorf("el bloqueo sigue tras matarlo: %v", err)
	}
	l.Release()
}

// TestPartidaTwoRunsNeverShareASave: while a partida saves into a file,
// a second one that would save there is refused before it plays, naming
// the process; a run that finds that another program replaced its file
// between two saves does not write over it and says where its game is.
func TestPartidaTwoRunsNeverShareASave(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "partida.json")
	errb := &lockedBuffer{}
	// Four bots that never answer, and an hour to wait for each.
	cmd := startMusfem(t, errb, "partida", "--jugadores", "sleep 3600", "--tiempo", "1h", "--guardar", path)
	waitFor(t, "la primera partida con su fichero", func() bool {
		l, err := lockfile.Take(path)
		if err == nil {
			l.Release()
		}
		var held *lockfile.HeldError
		return errors.As(err, &held)
	})
	st, _, errs := runCmd("partida", "--jugadores", "random", "--semilla", "3", "--guardar", path)
	if st != 2 || !strings.Contains(errs, "está escribiendo ya "+path) || !strings.Contains(errs, "guarda en otro fichero") {
		t.Errorf("una segunda partida al mismo fichero: estado %d, %q", st, errs)
	}
	if err := cmd.Process.Signal(syscall.SIGTERM); err != nil {
		t.Fatal(err)
	}
	_ = cmd.Wait()

	// Another program writes the file between two saves of a run.
	l := savedGame(t)
	early := *l
	early.Plays, early.Events = l.Plays[:10], nil
	sv := &saver{path: path, saved: -1}
	if err := sv.save(&early); err != nil {
		t.Fatal(err)
	}
	other := filepath.Join(dir, "otra.json")
	if err := os.WriteFile(other, []byte("la partida de otro"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Rename(other, path); err != nil {
		t.Fatal(err)
	}
	if err := sv.save(l); err == nil || !strings.Contains(err.Error(), "otro programa") {
		t.Errorf("se guarda encima de otro: %v", err)
	}
	if b, _ := os.ReadFile(path); string(b) != "la partida de otro" {
		t.Errorf("el fichero del otro programa ha cambiado: %.40q", b)
	}
}

// TestCaseFileCheckedBeforeTheEngineStarts: a case file too big, with
// too many plays or of another format version is refused, naming it,
// before the engine is launched; a case the engine cannot play (señas for
// an engine of protocol 1) is refused after its hello, before any game;
// SIGINT while a case is replayed is an interruption, never the engine's
// failure.
func TestCaseFileCheckedBeforeTheEngineStarts(t *testing.T) {
	dir := t.TempDir()
	good, err := os.ReadFile("../../fixtures/seeds/v1/fin-por-negada.json")
	if err != nil {
		t.Fatal(err)
	}
	var fx map[string]json.RawMessage
	if err := json.Unmarshal(good, &fx); err != nil {
		t.Fatal(err)
	}
	write := func(name string, edit func(map[string]json.RawMessage)) string {
		x := map[string]json.RawMessage{}
		for k, v := range fx {
			x[k] = v
		}
		x["name"], _ = json.Marshal(name)
		edit(x)
		b, _ := json.Marshal(x)
		p := filepath.Join(dir, name+".json")
		if err := os.WriteFile(p, b, 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	var plays []json.RawMessage
	json.Unmarshal(fx["plays"], &plays)
	big := filepath.Join(dir, "grande.json")
	if err := os.WriteFile(big, append(good, make([]byte, 9<<20)...), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct{ path, want string }{
		{big, "pesa más de 8 MB"},
		{write("larga", func(x map[string]json.RawMessage) {
			many := make([]json.RawMessage, 10001)
			for i := range many {
				many[i] = plays[0]
			}
			x["plays"], _ = json.Marshal(many)
			x["refused"] = json.RawMessage("[]")
		}), "tiene 10001 acciones"},
		{write("futura", func(x map[string]json.RawMessage) { x["format_version"] = json.RawMessage("99") }), "format_version 99"},
	} {
		pids := filepath.Join(dir, filepath.Base(tc.path)+".pids")
		st, _, errs := certifyCmd("--motor", malCommand("cuelga", pids), "--caso", tc.path)
		if st != 2 || !strings.Contains(errs, tc.want) || !strings.Contains(errs, tc.path) {
			t.Errorf("%s: estado %d, %q", tc.path, st, errs)
		}
		if n := len(readPids(pids)); n != 0 {
			t.Errorf("%s: el motor arranca (%d procesos) con un caso que no vale", tc.path, n)
		}
	}

	senas := "../../fixtures/seeds/v2/sena-vista-por-el-companero.json"
	st, out, errs := certifyCmd("--motor", `env MUSFEM_CERTIFY_SERVE=1 MUSFEM_CERTIFY_PROTOCOL=1 "`+os.Args[0]+`"`, "--caso", senas)
	if st != 2 || !strings.Contains(errs, "no puede repetir") || !strings.Contains(errs, "signals_enabled") || out != "" {
		t.Errorf("un caso con señas para un motor del protocolo 1: estado %d, %q, %q", st, out, errs)
	}

	pids := filepath.Join(dir, "sigint.pids")
	errb := &lockedBuffer{}
	cmd := startMusfem(t, errb, "certify", "--motor", malCommand("cuelga", pids), "--tiempo", "1h", "--caso", "../../fixtures/seeds/v1/fin-por-negada.json")
	waitFor(t, "el motor", func() bool { return len(readPids(pids)) >= 1 })
	time.Sleep(300 * time.Millisecond) // it asks the engine to start, which never answers
	if err := cmd.Process.Signal(syscall.SIGINT); err != nil {
		t.Fatal(err)
	}
	err = cmd.Wait()
	var ee *exec.ExitError
	if !errors.As(err, &ee) || ee.ExitCode() != 1 || !strings.Contains(errb.String(), "interrumpida (señal)") || strings.Contains(errb.String(), "falla") {
		t.Errorf("SIGINT durante --caso: %v, %q", err, errb.String())
	}
	checkAllGone(t, pids, 1)
}

package lockfile

import (
	"bufio"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"testing"
	"time"
)

// The test binary doubles as a process that takes a lock, says so and
// waits to be killed.
func init() {
	if target := os.Getenv("MUSFEM_LOCKFILE_TOMA"); target != "" {
		if _, err := Take(target); err != nil {
			os.Stdout.WriteString("error\n")
			os.Exit(1)
		}
		os.Stdout.WriteString("tomado\n")
		// Asleep on a timer, not on select {}: with no goroutine to wake
		// it the runtime may call that a deadlock and end the process,
		// releasing the lock before the test looks.
		for {
			time.Sleep(time.Hour)
		}
	}
}

// TestSecondTakerIsRefused: while one holder has the lock of a path, a
// second one is refused with the holder's pid, even through another
// spelling of the path (a link, a folder that does not exist yet); once
// released, it is taken again.
func TestSecondTakerIsRefused(t *testing.T) {
	if runtime.GOOS == "windows" {
		t.Skip("sin flock(2)")
	}
	dir := t.TempDir()
	target := filepath.Join(dir, "nueva", "certificacion-x")
	l, err := Take(target)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(dir, filepath.Join(dir, "enlace")); err != nil {
		t.Fatal(err)
	}
	for _, other := range []string{target, filepath.Join(dir, "enlace", "nueva", "certificacion-x"), filepath.Join(dir, "nueva", ".", "certificacion-x")} {
		_, err := Take(other)
		var held *HeldError
		if !errors.As(err, &held) || held.PID != os.Getpid() {
			t.Errorf("%s: %v", other, err)
		}
	}
	if other, err := Take(filepath.Join(dir, "nueva", "certificacion-y")); err != nil {
		t.Errorf("otro fichero: %v", err)
	} else {
		other.Release()
	}
	l.Release()
	l.Release()
	again, err := Take(target)
	if err != nil {
		t.Fatalf("tras soltarlo: %v", err)
	}
	again.Release()
}

// TestKilledHolderLeavesNoLock: a holder killed with SIGKILL leaves the
// lock free.
func TestKilledHolderLeavesNoLock(t *testing.T) {
	if runtime.GOOS == "windows" {
		t.Skip("sin flock(2)")
	}
	target := filepath.Join(t.TempDir(), "partida.json")
	cmd := exec.Command(os.Args[0], "-test.run", "^$")
	cmd.Env = append(os.Environ(), "MUSFEM_LOCKFILE_TOMA="+target)
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	line, _ := bufio.NewReader(out).ReadString('\n')
	if line != "tomado\n" {
		t.Fatalf("el proceso dice %q", line)
	}
	var held *HeldError
	if _, err := Take(target); !errors.As(err, &held) || held.PID != cmd.Process.Pid {
		t.Errorf("mientras lo tiene otro proceso: %v", err)
	}
	cmd.Process.Kill()
	cmd.Wait()
	l, err := Take(target)
	if err != nil {
		t.Fatalf("tras matar al que lo tenía: %v", err)
	}
	l.Release()
}

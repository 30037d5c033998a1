// Package lockfile keeps two musfem processes from writing the same file
// at once: a saved game (musfem partida --guardar), a certificate or a
// part of one (musfem certify). The first process takes the lock of the
// path for as long as it runs; a second one is told which process holds
// it and refuses to start, instead of writing over the first one's file
// and claiming a save it does not hold.
//
// The locks live in a folder of the system's temporary folder, one file
// per path (named by a digest of the path with its links resolved, so
// that the folder the path is in need not exist yet), and are flock(2)
// locks on unix: the system releases them when the process ends, however
// it ends, so a killed run never leaves a lock behind. Elsewhere there is
// no lock.
package lockfile

import (
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
)

// Lock is a lock this process holds.
type Lock struct {
	f    *os.File
	path string
}

// HeldError says that another process holds the lock of Target.
type HeldError struct {
	Target string
	// PID is the process that holds it (0 when it did not say).
	PID int
}

func (e *HeldError) Error() string {
	who := "otro proceso de musfem"
	if e.PID > 0 {
		who += " (" + strconv.Itoa(e.PID) + ")"
	}
	return who + " está escribiendo ya " + e.Target
}

// Take takes the lock of target (a file, or the name shared by a set of
// files, as a certificate's) for this process, or returns a *HeldError
// when another process holds it. Other errors say, in Spanish, why the
// lock cannot be taken.
func Take(target string) (*Lock, error) {
	key, err := canonical(target)
	if err != nil {
		return nil, fmt.Errorf("no se puede resolver la ruta %s", target)
	}
	dir := filepath.Join(os.TempDir(), "musfem-bloqueos-"+strconv.Itoa(os.Getuid()))
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return nil, fmt.Errorf("no se puede crear la carpeta de bloqueos %s", dir)
	}
	sum := sha256.Sum256([]byte(key))
	path := filepath.Join(dir, hex.EncodeToString(sum[:12])+".bloqueo")
	l, pid, err := take(path)
	switch {
	case errors.Is(err, errHeld):
		return nil, &HeldError{Target: target, PID: pid}
	case err != nil:
		return nil, fmt.Errorf("no se puede tomar el bloqueo %s de %s", path, target)
	}
	return l, nil
}

// errHeld is take's error when another process holds the lock.
var errHeld = errors.New("lockfile: held")

// canonical is target's absolute path with the links of the part of it
// that exists resolved.
func canonical(target string) (string, error) {
	abs, err := filepath.Abs(target)
	if err != nil {
		return "", err
	}
	rest := ""
	for p := abs; ; p = filepath.Dir(p) {
		if r, err := filepath.EvalSymlinks(p); err == nil {
			return filepath.Join(r, rest), nil
		}
		if p == filepath.Dir(p) {
			return abs, nil
		}
		rest = filepath.Join(filepath.Base(p), rest)
	}
}

// readPID reads the process that wrote a lock file, 0 if none.
func readPID(path string) int {
	b, err := os.ReadFile(path)
	if err != nil {
		return 0
	}
	pid, _ := strconv.Atoi(strings.TrimSpace(string(b)))
	return pid
}

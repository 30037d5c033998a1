//go:build unix

package lockfile

import (
	"errors"
	"os"
	"strconv"
	"syscall"
)

// take opens and flocks path; when the file was replaced meanwhile (its
// holder released it and removed it), it tries again.
func take(path string) (*Lock, int, error) {
	for try := 0; try < 100; try++ {
		f, err := os.OpenFile(path, os.O_RDWR|os.O_CREATE, 0o600)
		if err != nil {
			return nil, 0, err
		}
		if err := syscall.Flock(int(f.Fd()), syscall.LOCK_EX|syscall.LOCK_NB); err != nil {
			f.Close()
			if errors.Is(err, syscall.EWOULDBLOCK) {
				return nil, readPID(path), errHeld
			}
			return nil, 0, err
		}
		// The lock is good only on the file that still has the name.
		var a, b syscall.Stat_t
		if syscall.Fstat(int(f.Fd()), &a) != nil || syscall.Stat(path, &b) != nil || a.Ino != b.Ino || a.Dev != b.Dev {
			f.Close()
			continue
		}
		_ = f.Truncate(0)
		_, _ = f.WriteAt([]byte(strconv.Itoa(os.Getpid())+"\n"), 0)
		return &Lock{f: f, path: path}, 0, nil
	}
	return nil, 0, errors.New("lockfile: the lock file keeps changing")
}

// Release releases the lock; it is safe to call on nil and more than
// once.
func (l *Lock) Release() {
	if l == nil || l.f == nil {
		return
	}
	_ = os.Remove(l.path) // while held: nobody else has it now
	_ = l.f.Close()
	l.f = nil
}

package main

import (
	"errors"
	"os"
	"path/filepath"

	"github.com/musfem/musfem/gamelog"
	"github.com/musfem/musfem/internal/errtext"
)

// saver writes a run's log after every decision and remembers what the
// file holds, so that musfem partida never claims a save it did not make.
type saver struct {
	path  string // "" when the run is not saved
	kill  *killHook
	enc   gamelog.Encoder
	saved int   // plays in the file; -1 when it holds nothing of this run
	err   error // the first save that failed, in Spanish
	// last is the file as this run's last save left it: a file another
	// program put there since is never written over.
	last os.FileInfo
}

// save writes l to the file. After a failure it fails at once: the runner
// stops the run on the first one.
func (s *saver) save(l *gamelog.Log) error {
	if s.path == "" {
		return nil
	}
	if s.err != nil {
		return s.err
	}
	if s.last != nil {
		if cur, err := os.Stat(s.path); err == nil && cur.Mode().IsRegular() && !os.SameFile(cur, s.last) {
			s.err = errors.New("otro programa lo ha escrito desde el último guardado de esta partida, y no se escribe encima")
			return s.err
		}
	}
	if err := saveLog(s.path, &s.enc, l, s.kill); err != nil {
		s.err = err
		return err
	}
	s.saved = len(l.Plays)
	s.last, _ = os.Stat(s.path)
	return nil
}

// rescue writes the whole log to a new file, beside the save path or else
// in the system's temporary folder, and returns its name.
func (s *saver) rescue(l *gamelog.Log) (string, error) {
	b, err := l.Encode()
	if err != nil {
		return "", err
	}
	pattern := filepath.Base(s.path) + ".rescate-*.json"
	var last error
	for _, dir := range []string{filepath.Dir(s.path), os.TempDir()} {
		f, err := os.CreateTemp(dir, pattern)
		if err != nil {
			last = err
			continue
		}
		_, werr := f.Write(b)
		cerr := f.Close()
		if werr != nil || cerr != nil {
			os.Remove(f.Name())
			last = errors.Join(werr, cerr)
			continue
		}
		_ = os.Chmod(f.Name(), 0o644)
		return f.Name(), nil
	}
	return "", last
}

// saveLog writes the log atomically: a temporary file in the same folder,
// then a rename, so that a run killed at any moment leaves the previous
// complete log or the new one, never half of one. Its error says why in
// Spanish, without the path.
func saveLog(path string, enc *gamelog.Encoder, l *gamelog.Log, k *killHook) error {
	b, err := enc.Encode(l)
	if err != nil {
		return err
	}
	tmp, err := os.CreateTemp(filepath.Dir(path), "."+filepath.Base(path)+".*.tmp")
	if err != nil {
		return saveErr(err)
	}
	defer os.Remove(tmp.Name()) // a no-op after the rename
	if err := tmp.Chmod(0o644); err != nil {
		tmp.Close()
		return saveErr(err)
	}
	half := len(b) / 2
	if _, err := tmp.Write(b[:half]); err != nil {
		tmp.Close()
		return saveErr(err)
	}
	k.maybe(killMidWrite)
	if _, err := tmp.Write(b[half:]); err != nil {
		tmp.Close()
		return saveErr(err)
	}
	if err := tmp.Close(); err != nil {
		return saveErr(err)
	}
	k.maybe(killBeforeRename)
	if st, err := os.Stat(path); err == nil && st.IsDir() {
		return errors.New("es una carpeta, no un fichero")
	}
	if err := os.Rename(tmp.Name(), path); err != nil {
		return saveErr(err)
	}
	k.maybe(killAfterRename)
	return nil
}

// saveErr says in Spanish why a save failed.
func saveErr(err error) error { return errors.New(errtext.File(err)) }

// removeStaleTemps removes the temporary files that saves of path killed
// halfway left behind (saveLog's names: ".BASE.*.tmp" beside it).
func removeStaleTemps(path string) {
	old, _ := filepath.Glob(filepath.Join(filepath.Dir(path), "."+filepath.Base(path)+".*.tmp"))
	for _, f := range old {
		_ = os.Remove(f)
	}
}

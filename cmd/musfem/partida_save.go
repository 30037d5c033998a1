package main

import (
	"fmt"
	"os"
	"path/filepath"

	"github.com/musfem/musfem/gamelog"
)

// saveLog writes the log atomically: a temporary file in the same folder,
// then a rename, so that a run killed at any moment leaves the previous
// complete log or the new one, never half of one.
func saveLog(path string, enc *gamelog.Encoder, l *gamelog.Log, k *killHook) error {
	b, err := enc.Encode(l)
	if err != nil {
		return err
	}
	tmp, err := os.CreateTemp(filepath.Dir(path), "."+filepath.Base(path)+".*.tmp")
	if err != nil {
		return fmt.Errorf("no se puede escribir el registro %s: %v", path, err)
	}
	defer os.Remove(tmp.Name()) // a no-op after the rename
	if err := tmp.Chmod(0o644); err != nil {
		tmp.Close()
		return fmt.Errorf("no se puede escribir el registro %s: %v", path, err)
	}
	half := len(b) / 2
	if _, err := tmp.Write(b[:half]); err != nil {
		tmp.Close()
		return fmt.Errorf("no se puede escribir el registro %s: %v", path, err)
	}
	k.maybe(killMidWrite)
	if _, err := tmp.Write(b[half:]); err != nil {
		tmp.Close()
		return fmt.Errorf("no se puede escribir el registro %s: %v", path, err)
	}
	if err := tmp.Close(); err != nil {
		return fmt.Errorf("no se puede escribir el registro %s: %v", path, err)
	}
	k.maybe(killBeforeRename)
	if err := os.Rename(tmp.Name(), path); err != nil {
		return fmt.Errorf("no se puede escribir el registro %s: %v", path, err)
	}
	k.maybe(killAfterRename)
	return nil
}

// removeStaleTemps removes the temporary files that saves of path killed
// halfway left behind (saveLog's names: ".BASE.*.tmp" beside it).
func removeStaleTemps(path string) {
	old, _ := filepath.Glob(filepath.Join(filepath.Dir(path), "."+filepath.Base(path)+".*.tmp"))
	for _, f := range old {
		_ = os.Remove(f)
	}
}

package reportfile

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/musfem/musfem/internal/errtext"
)

// Replace writes files into dir all or nothing, creating dir if needed.
// A file's Name may hold one folder ("casos-x/D1.json"); each folder named
// in folders is replaced whole: what it held before goes, and it holds
// only the given files under it afterwards (none: it is removed).
//
// Every byte is written, synced and closed in a new hidden folder inside
// dir before anything is replaced; only then is each old file or folder
// moved aside and the new one renamed in its place, and the old ones are
// removed at the end. A write that fails (a full disk, a missing
// permission) leaves dir as it was; a rename that fails puts the old
// files back. The error is a Spanish sentence naming the file and why.
func Replace(dir string, files []File, folders []string) error {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return fmt.Errorf("no se puede crear la carpeta %s: %s", dir, errtext.File(err))
	}
	stage, err := os.MkdirTemp(dir, ".musfem-nuevo-*")
	if err != nil {
		return fmt.Errorf("no se puede escribir en la carpeta %s: %s", dir, errtext.File(err))
	}
	defer os.RemoveAll(stage)
	// The entries of dir that change: the files at its top and the
	// folders.
	var entries []string
	seen := map[string]bool{}
	add := func(name string) {
		if !seen[name] {
			seen[name] = true
			entries = append(entries, name)
		}
	}
	for _, f := range folders {
		add(f)
	}
	for _, f := range files {
		top, _, _ := strings.Cut(filepath.ToSlash(f.Name), "/")
		add(top)
		if err := writeSynced(filepath.Join(stage, f.Name), f.Data); err != nil {
			return fmt.Errorf("no se puede escribir %s: %s", filepath.Join(dir, f.Name), errtext.File(err))
		}
	}
	if err := syncDir(stage); err != nil {
		return fmt.Errorf("no se puede escribir en la carpeta %s: %s", dir, errtext.File(err))
	}
	old, err := os.MkdirTemp(dir, ".musfem-anterior-*")
	if err != nil {
		return fmt.Errorf("no se puede escribir en la carpeta %s: %s", dir, errtext.File(err))
	}
	// moved lists the entries already swapped: the old one (if any) is in
	// old, the new one in dir.
	type swap struct {
		name   string
		hadOld bool
	}
	var moved []swap
	undo := func() {
		for i := len(moved) - 1; i >= 0; i-- {
			m := moved[i]
			_ = os.RemoveAll(filepath.Join(dir, m.name))
			if m.hadOld {
				_ = os.Rename(filepath.Join(old, m.name), filepath.Join(dir, m.name))
			}
		}
		_ = os.RemoveAll(old)
	}
	for _, name := range entries {
		target, next := filepath.Join(dir, name), filepath.Join(stage, name)
		s := swap{name: name}
		if _, err := os.Lstat(target); err == nil {
			if err := os.Rename(target, filepath.Join(old, name)); err != nil {
				undo()
				return fmt.Errorf("no se puede reemplazar %s: %s", target, errtext.File(err))
			}
			s.hadOld = true
		} else if !errors.Is(err, os.ErrNotExist) {
			undo()
			return fmt.Errorf("no se puede reemplazar %s: %s", target, errtext.File(err))
		}
		moved = append(moved, s)
		if _, err := os.Lstat(next); err != nil {
			continue // a folder with no new files: removed
		}
		if err := os.Rename(next, target); err != nil {
			undo()
			return fmt.Errorf("no se puede escribir %s: %s", target, errtext.File(err))
		}
	}
	_ = syncDir(dir)
	_ = os.RemoveAll(old)
	return nil
}

// writeSynced writes a new file (and its folder), syncs and closes it: a
// full disk shows at one of the three.
func writeSynced(path string, data []byte) error {
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return err
	}
	f, err := os.OpenFile(path, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o644)
	if err != nil {
		return err
	}
	_, werr := f.Write(data)
	serr := f.Sync()
	cerr := f.Close()
	return errors.Join(werr, serr, cerr)
}

// syncDir syncs a folder, so that the names in it are on disk.
func syncDir(dir string) error {
	d, err := os.Open(dir)
	if err != nil {
		return err
	}
	defer d.Close()
	if err := d.Sync(); err != nil && !errors.Is(err, os.ErrInvalid) {
		return err
	}
	return nil
}

package main

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"syscall"

	"github.com/musfem/musfem/internal/errtext"
)

// The checks of the files and folders an order reads or writes, made
// before it starts its work, so that a bad path is told at once, in
// Spanish, and not after a long run.

// readInput reads a file given on the command line. Its error says, in
// Spanish and without the path (the caller names it), why it cannot:
// "no existe el fichero", "es una carpeta, no un fichero"…
func readInput(path string) ([]byte, error) {
	st, err := os.Stat(path)
	if err != nil {
		return nil, errors.New(readWhy(err))
	}
	if st.IsDir() {
		return nil, errors.New("es una carpeta, no un fichero")
	}
	if !st.Mode().IsRegular() {
		return nil, errors.New("no es un fichero normal (¿un dispositivo o una tubería?)")
	}
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, errors.New(readWhy(err))
	}
	return data, nil
}

// readWhy describes a read error in Spanish.
func readWhy(err error) string {
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return "no existe el fichero"
	case errors.Is(err, fs.ErrPermission):
		return "sin permiso de lectura"
	}
	return errtext.File(err)
}

// checkOutDir makes sure that files can be written in dir, creating it
// (and its parents) when it does not exist.
func checkOutDir(dir string) error {
	if st, err := os.Stat(dir); err == nil && !st.IsDir() {
		return fmt.Errorf("%s no es una carpeta: es un fichero", dir)
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return fmt.Errorf("no se puede crear la carpeta %s: %s", dir, errtext.File(err))
	}
	return probeDir(dir)
}

// checkOutFile makes sure that path can be written: it is not a folder,
// and its folder exists and admits new files.
func checkOutFile(path string) error {
	if st, err := os.Stat(path); err == nil {
		if st.IsDir() {
			return fmt.Errorf("%s es una carpeta, no un fichero", path)
		}
		if !st.Mode().IsRegular() {
			return fmt.Errorf("%s no es un fichero normal", path)
		}
	}
	dir := filepath.Dir(path)
	st, err := os.Stat(dir)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return fmt.Errorf("no existe la carpeta %s", dir)
	case err != nil:
		return fmt.Errorf("no se puede usar la carpeta %s: %s", dir, errtext.File(err))
	case !st.IsDir():
		return fmt.Errorf("%s no es una carpeta", dir)
	}
	return probeDir(dir)
}

// probeDir creates and removes a file in dir.
func probeDir(dir string) error {
	f, err := os.CreateTemp(dir, ".musfem-prueba-*")
	if err != nil {
		return fmt.Errorf("no se puede escribir en la carpeta %s: %s", dir, errtext.File(err))
	}
	name := f.Name()
	f.Close()
	if err := os.Remove(name); err != nil {
		return fmt.Errorf("no se puede escribir en la carpeta %s: %s", dir, errtext.File(err))
	}
	return nil
}

// checkNewOutDir makes sure that files can be written in dir without
// creating it: dir is an existing folder that admits new files, or the
// nearest folder above it that exists does (the files' writer creates
// dir then). A run that stops before writing leaves no empty folder.
func checkNewOutDir(dir string) error {
	st, err := os.Stat(dir)
	switch {
	case err == nil && !st.IsDir():
		return fmt.Errorf("%s no es una carpeta: es un fichero", dir)
	case err == nil:
		return probeDir(dir)
	case !errors.Is(err, fs.ErrNotExist):
		return fmt.Errorf("no se puede usar la carpeta %s: %s", dir, errtext.File(err))
	}
	abs, err := filepath.Abs(dir)
	if err != nil {
		return fmt.Errorf("no se puede usar la carpeta %s: %s", dir, errtext.File(err))
	}
	for up := filepath.Dir(abs); ; up = filepath.Dir(up) {
		st, err := os.Stat(up)
		switch {
		case err == nil && !st.IsDir():
			return fmt.Errorf("no se puede crear la carpeta %s: %s es un fichero", dir, up)
		case err == nil:
			if err := probeDir(up); err != nil {
				return fmt.Errorf("no se puede crear la carpeta %s: %v", dir, err)
			}
			return nil
		case !errors.Is(err, fs.ErrNotExist):
			return fmt.Errorf("no se puede crear la carpeta %s: %s", dir, errtext.File(err))
		}
		if up == filepath.Dir(up) {
			return fmt.Errorf("no se puede crear la carpeta %s: no existe ninguna carpeta de su ruta", dir)
		}
	}
}

// findCase finds the case file of --caso wherever the command is pasted:
// as given (absolute, or relative to the current folder), else relative
// to each folder above the current one, or to its reports/ folder
// (musfem certify's default --salida) — so that «--caso
// casos-motor/D1.json», relative to the certificate's folder, works from
// the repository too. The error is a sentence naming the file.
func findCase(path string) (string, error) {
	if strings.TrimSpace(path) == "" {
		return "", fmt.Errorf("falta el fichero del caso")
	}
	check := func(p string) (bool, error) {
		st, err := os.Stat(p)
		switch {
		case errors.Is(err, fs.ErrNotExist), errors.Is(err, syscall.ENOTDIR):
			return false, nil
		case err != nil:
			return false, fmt.Errorf("no se puede leer el caso %s: %s", p, readWhy(err))
		case st.IsDir():
			return false, fmt.Errorf("el caso %s es una carpeta, no un fichero", p)
		case !st.Mode().IsRegular():
			return false, fmt.Errorf("el caso %s no es un fichero normal", p)
		}
		return true, nil
	}
	if ok, err := check(path); ok || err != nil {
		return path, err
	}
	if filepath.IsAbs(path) {
		return "", fmt.Errorf("no existe el caso %s", path)
	}
	wd, err := os.Getwd()
	if err != nil {
		return "", fmt.Errorf("no existe el caso %s en la carpeta actual", path)
	}
	for up := wd; ; up = filepath.Dir(up) {
		for _, p := range []string{filepath.Join(up, path), filepath.Join(up, "reports", path)} {
			if p == filepath.Join(wd, path) {
				continue
			}
			if ok, err := check(p); ok || err != nil {
				return p, err
			}
		}
		if up == filepath.Dir(up) {
			break
		}
	}
	return "", fmt.Errorf("no existe el caso %s: no está en la carpeta actual (%s), ni en las de encima, ni en la carpeta reports de ninguna de ellas", path, wd)
}

package main

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"

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

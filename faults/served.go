package faults

import (
	"errors"
	"strings"

	"github.com/musfem/musfem/driver"
	"github.com/musfem/musfem/internal/defecto"
)

// Served returns, inside the faulty server (faults/servidor), the factory
// of engines with the named faults (see choose): it turns on the patched
// faults in the switchboard and wraps the engine in the others. Anywhere
// else it fails: only the server carries the patches.
func Served(names string) (func() driver.Engine, error) {
	if !defecto.Patched() {
		return nil, errors.New("este programa no lleva los defectos: solo el servidor que compila faults.Build (musfem serve --defecto) puede servirlos")
	}
	chosen, err := choose(names)
	if err != nil {
		return nil, err
	}
	var patched, parts []string
	var wraps []func(driver.Engine) driver.Engine
	for _, e := range chosen {
		parts = append(parts, e.Name)
		if e.wrap != nil {
			wraps = append(wraps, e.wrap)
		} else {
			patched = append(patched, e.Name)
		}
	}
	defecto.Set(patched)
	name := "musfem-defecto-" + strings.Join(parts, "+")
	return func() driver.Engine {
		eng := driver.Reference()
		for _, w := range wraps {
			eng = w(eng)
		}
		return &wrapped{Engine: eng, name: name}
	}, nil
}

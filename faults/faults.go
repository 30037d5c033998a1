// Package faults is the catalogue of deliberately wrong engines used to
// prove that certification rejects an engine for the right article. Each
// fault is a small change to one rule: most are injected inside the
// reference engine (engine.WithFault), the deal and observation faults
// wrap it here.
package faults

import (
	"fmt"
	"sort"
	"strings"

	"github.com/musfem/musfem/driver"
	"github.com/musfem/musfem/engine"
)

// Fault is one deliberately wrong engine: a small change to one rule.
type Fault struct {
	Name        string   // stable id, e.g. "empate-contra-mano-grande"
	Description string   // Spanish, one line
	Articles    []string // catalog ids (reference/) the fault breaks
	Area        string   // evaluacion, envites, pagos, tanteo, mus, reparto, observacion, senas
}

// The areas of the faults.
const (
	AreaEvaluacion  = "evaluacion"
	AreaEnvites     = "envites"
	AreaPagos       = "pagos"
	AreaTanteo      = "tanteo"
	AreaMus         = "mus"
	AreaReparto     = "reparto"
	AreaObservacion = "observacion"
	AreaSenas       = "senas"
)

// entry is a fault with the way to build it: a fault injected inside the
// reference engine, or a wrapper around an engine.
type entry struct {
	Fault
	inEngine engine.Fault                      // NoFault for a wrapper
	wrap     func(driver.Engine) driver.Engine // nil for a fault inside the engine
}

// List returns every fault in name order.
func List() []Fault {
	es := entries()
	out := make([]Fault, len(es))
	for i, e := range es {
		out[i] = e.Fault
		out[i].Articles = append([]string(nil), e.Articles...)
	}
	return out
}

// New returns a factory of engines with the named faults: one name, or
// several separated by commas ("negada-no-cuenta,juego-32-bajo-40"), which
// make one engine wrong in several places at once. Two faults that break
// the same article or convention are refused: a failure of it could not
// be told apart.
func New(names string) (func() driver.Engine, error) {
	var chosen []entry
	owner := map[string]string{}
	for _, name := range strings.Split(names, ",") {
		name = strings.TrimSpace(name)
		e, ok := lookup(name)
		if !ok {
			return nil, fmt.Errorf("defecto desconocido %q (musfem serve --list-faults da la lista)", name)
		}
		for _, c := range chosen {
			if c.Name == e.Name {
				return nil, fmt.Errorf("el defecto %s está repetido", name)
			}
		}
		for _, a := range e.Articles {
			if o, dup := owner[a]; dup {
				return nil, fmt.Errorf("los defectos %s y %s cambian la misma regla (%s): no se pueden servir juntos", o, e.Name, a)
			}
			owner[a] = e.Name
		}
		chosen = append(chosen, e)
	}
	var inner []engine.Fault
	var wraps []func(driver.Engine) driver.Engine
	var parts []string
	for _, e := range chosen {
		parts = append(parts, e.Name)
		if e.wrap != nil {
			wraps = append(wraps, e.wrap)
		} else {
			inner = append(inner, e.inEngine)
		}
	}
	name := "musfem-defecto-" + strings.Join(parts, "+")
	return func() driver.Engine {
		eng := driver.ReferenceWithFault(inner...)
		for _, w := range wraps {
			eng = w(eng)
		}
		return &wrapped{Engine: eng, name: name}
	}, nil
}

// lookup finds a fault by name.
func lookup(name string) (entry, bool) {
	for _, e := range entries() {
		if e.Name == name {
			return e, true
		}
	}
	return entry{}, false
}

// entries returns the catalogue sorted by name.
func entries() []entry {
	es := catalogue()
	sort.Slice(es, func(i, j int) bool { return es[i].Name < es[j].Name })
	return es
}

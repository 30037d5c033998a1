// Package faults is the catalogue of deliberately wrong engines used to
// prove that certification rejects an engine for the right article. Each
// fault is a small change to one rule: most are injected inside the
// reference engine (engine.WithFault), the deal and observation faults
// wrap it here.
package faults

import (
	"fmt"
	"sort"

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

// entry is a fault with the way to build its engine.
type entry struct {
	Fault
	newEngine func() driver.Engine
}

// inEngine builds a fault injected in the reference engine.
func inEngine(f engine.Fault) func() driver.Engine {
	return func() driver.Engine { return &wrapped{Engine: driver.ReferenceWithFault(f)} }
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

// New returns a factory of engines with the named fault.
func New(name string) (func() driver.Engine, error) {
	for _, e := range entries() {
		if e.Name == name {
			mk, n := e.newEngine, "musfem-defecto-"+e.Name
			return func() driver.Engine {
				eng := mk()
				if w, ok := eng.(*wrapped); ok {
					w.name = n
				}
				return eng
			}, nil
		}
	}
	return nil, fmt.Errorf("defecto desconocido %q (musfem serve --list-faults da la lista)", name)
}

// entries returns the catalogue sorted by name.
func entries() []entry {
	es := catalogue()
	sort.Slice(es, func(i, j int) bool { return es[i].Name < es[j].Name })
	return es
}

// Package faults is the catalogue of deliberately wrong engines used to
// prove that certification rejects an engine for the right article. Each
// fault is a small change to one rule, made outside the reference engine:
// most are patches to a copy of engine/ compiled into a faulty server
// (patches.go, build.go, faults/servidor), as the mutation tool builds its
// mutants; the deal and observation faults wrap the engine (wrap.go).
package faults

import (
	"fmt"
	"sort"
	"strings"

	"github.com/musfem/musfem/driver"
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

// entry is a fault with the way to build it: patched inside the engine
// (patches.go, the faulty server), or a wrapper around the engine.
type entry struct {
	Fault
	wrap func(driver.Engine) driver.Engine // nil for a fault patched inside the engine
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

// choose returns the faults named by names: one name, or several
// separated by commas ("negada-no-cuenta,juego-32-bajo-40"), which make
// one engine wrong in several places at once. Two faults that break the
// same article or convention are refused: a failure of it could not be
// told apart.
func choose(names string) ([]entry, error) {
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
	return chosen, nil
}

// Command returns the command line of the faulty server with the named
// faults (see choose), building the server first if needed (Build): what
// musfem serve --defecto runs, and what certify launches for New.
func Command(names string) ([]string, error) {
	if _, err := choose(names); err != nil {
		return nil, err
	}
	exe, err := Build()
	if err != nil {
		return nil, err
	}
	return []string{exe, "--defecto", names}, nil
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

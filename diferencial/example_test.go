package diferencial_test

import (
	"fmt"
	"sort"

	"github.com/musfem/musfem/diferencial"
	"github.com/musfem/musfem/diferencial/diferencialtest"
	"github.com/musfem/musfem/driver"
	"github.com/musfem/musfem/engine"
	"github.com/musfem/musfem/reference"
)

// Differential games of an engine in process that gives the grande to the
// wrong pair, without any certificate: the groups of divergences, each
// charged to its articles.
func ExampleDifferential() {
	cat, err := reference.Load()
	if err != nil {
		panic(err)
	}
	flip := diferencial.Local(func() driver.Engine { return diferencialtest.FlipGrande{Engine: driver.Reference()} })
	r := diferencial.Differential(flip, cat.Aspects(), engine.DefaultRules(), 7, 20, 1, nil)
	keys := make([]string, 0, len(r.Groups))
	for k := range r.Groups {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	fmt.Printf("%d partidas\n", r.Played)
	for _, k := range keys {
		g := r.Groups[k]
		fmt.Printf("%s: %d partidas, primera la %d\n", k, g.Games, g.First+1)
	}
	// Output:
	// 20 partidas
	// evento.LanceResolved.grande.winner|seat → CONVENCION-orden-grande: 10 partidas, primera la 2
}

//go:build !race

// A test that runs on one goroutine, slow under the race detector for no
// gain: built without it only (internal/racepkgs).

package diferencial

import (
	"testing"

	"github.com/musfem/musfem/config"
	"github.com/musfem/musfem/driver"
)

// TestEventDetailIsTheWireDetail: the detail read from an event's payload
// (what the count of articles reached uses) is the one read from its JSON
// (what the comparison uses), for every event of a hundred reference games
// with the variants of the differential games, señas included.
func TestEventDetailIsTheWireDetail(t *testing.T) {
	tg := Local(driver.Reference)
	table := table(t)
	kinds := map[string]bool{}
	for i := 0; i < 100; i++ {
		g := runGame(tg, table, config.Default(), 11, i, "")
		for _, e := range g.events {
			w := toWire(e)
			if got := eventDetail(e); got != w.detail {
				t.Fatalf("partida %d, evento %s: detalle %q, en JSON %q", i, w.json, got, w.detail)
			}
			if w.detail != "" {
				kinds[w.kind] = true
			}
		}
	}
	for _, k := range []string{"PointsAwarded", "DeckShuffled", "LanceResolved"} {
		if !kinds[k] {
			t.Errorf("ningún %s con detalle: la prueba no prueba los tres campos", k)
		}
	}
}

package certify

import (
	"fmt"
	"strings"

	"github.com/musfem/musfem/driver"
	"github.com/musfem/musfem/engine"
)

// leakArticle is the catalog id a leak is charged to: no card is seen
// before it is shown (FEM III.4 and rulings §8).
const leakArticle = "FEM-III.4"

// cardSet is a set of cards, bit c for card c.
type cardSet uint64

func setOf(cs ...driver.Card) cardSet {
	var m cardSet
	for _, c := range cs {
		if c.Valid() {
			m |= 1 << c
		}
	}
	return m
}

// roundLog is what the certifier knows of the current round from the
// reference's event log: each seat's discards and the cards shown. It is
// the leak property of engine/property_test.go.
type roundLog struct {
	discards [4]cardSet
	revealed cardSet
}

func (r *roundLog) see(evs []driver.Event) {
	for _, e := range evs {
		switch p := e.Payload.(type) {
		case engine.RoundStarted:
			*r = roundLog{}
		case engine.CardsDiscarded:
			if p.Seat.Valid() {
				r.discards[p.Seat] |= setOf(p.Cards...)
			}
		case engine.HandsRevealed:
			for _, h := range p.Hands {
				r.revealed |= setOf(h...)
			}
		}
	}
}

// leaks checks the engine's observation o of viewer i (0–3 seats, 4
// spectator): a seat may see its hand (from the reference's developer view
// dev), its own discards of this round and what was revealed this round; a
// spectator only what was revealed. It returns the offending cards, or "".
func (r *roundLog) leaks(dev driver.Observation, i int, o driver.Observation) string {
	may := r.revealed
	if i < 4 {
		may |= r.discards[i]
		if dev.Hands != nil {
			may |= setOf(dev.Hands[i]...)
		}
	}
	var bad []string
	check := func(field string, cs []driver.Card) {
		for _, c := range cs {
			if c.Valid() && may&(1<<c) == 0 {
				bad = append(bad, fmt.Sprintf("%s=%s", field, c))
			}
		}
	}
	check("hand", o.Hand)
	check("discards", o.Discards)
	if o.Revealed != nil {
		for s, h := range o.Revealed {
			check(fmt.Sprintf("revealed[%d]", s), h)
		}
	}
	if o.Hands != nil {
		for s, h := range o.Hands {
			check(fmt.Sprintf("hands[%d]", s), h)
		}
	}
	check("stock", o.Stock)
	if len(bad) == 0 {
		return ""
	}
	return fmt.Sprintf("la observación del %s contiene cartas que no puede ver: %s", viewerName(i), strings.Join(bad, ", "))
}

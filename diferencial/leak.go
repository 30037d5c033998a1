package diferencial

import (
	"fmt"
	"strings"

	"github.com/musfem/musfem/driver"
	"github.com/musfem/musfem/engine"
)

// LeakArticle is the catalog id a leak is charged to: no naipe is shown
// before the lance of juego or punto is over, so a seat sees only its own
// hand, the spectator none and nobody the stock (FEM VII.9, docs/decisions.md D12).
const LeakArticle = "FEM-VII.9"

// senaLeakArticle is the catalog id a leak of a seña is charged to: a seña
// is seen exactly by the seats that look at its maker (FEM VIII.2, seed
// 001; the scenarios of who sees a seña are tagged with it).
const senaLeakArticle = "FEM-VIII.2"

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
// reference's event log: each seat's discards, the cards shown and the
// señas each seat made or saw. It is the leak property of
// engine/property_test.go and engine/signal_property_test.go.
type roundLog struct {
	discards [4]cardSet
	revealed cardSet
	senas    [4][]senaKey // señas each seat made or saw this round
}

// senaKey is a seña by its maker.
type senaKey struct {
	seat   driver.Seat
	signal engine.Signal
}

// knows reports whether seat i made or saw the seña k this round.
func (r *roundLog) knows(i int, k senaKey) bool {
	for _, x := range r.senas[i] {
		if x == k {
			return true
		}
	}
	return false
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
		case engine.SignalMade:
			if p.Seat.Valid() {
				r.senas[p.Seat] = append(r.senas[p.Seat], senaKey{p.Seat, p.Signal})
			}
		case engine.SignalSeen:
			if e.Visibility.Audience == engine.AudiencePrivate {
				for w := driver.Seat(0); w < engine.NumSeats; w++ {
					if e.Visibility.Seats&(1<<uint(w)) != 0 {
						r.senas[w] = append(r.senas[w], senaKey{p.Seat, p.Signal})
					}
				}
			}
		}
	}
}

// senaLeaks checks the señas of the engine's observation o of viewer i:
// a seat may hold only the señas of this round it made or saw (from the
// reference's events), a spectator none. It returns the offending señas,
// or "".
func (r *roundLog) senaLeaks(i int, o driver.Observation) string {
	var bad []string
	for _, v := range o.Signals {
		if i < 4 && r.knows(i, senaKey{v.Seat, v.Signal}) {
			continue
		}
		bad = append(bad, fmt.Sprintf("%s del asiento %d", v.Signal, int(v.Seat)))
	}
	if len(bad) == 0 {
		return ""
	}
	return fmt.Sprintf("la observación del %s contiene señas que no ha hecho ni visto: %s", viewerName(i), strings.Join(bad, ", "))
}

// leaks checks the engine's observation o of viewer i (0–3 seats, 4
// spectator), field by field: a seat's hand may hold only its own cards
// (hand, as the reference shows them to it) and its discards only its own
// discards of this round; the cards shown this round may appear in
// revealed and hands; the stock never. A spectator has no hand nor
// discards. It returns the first offending field and a text naming every
// offending card, or "" and "".
func (r *roundLog) leaks(hand []driver.Card, i int, o driver.Observation) (string, string) {
	var own cardSet
	var mine cardSet
	if i < 4 {
		mine = r.discards[i]
		own = setOf(hand...)
	}
	var bad []string
	first := ""
	check := func(field, name string, may cardSet, cs []driver.Card) {
		for _, c := range cs {
			if c.Valid() && may&(1<<c) == 0 {
				bad = append(bad, fmt.Sprintf("%s=%s", name, c))
				if first == "" {
					first = field
				}
			}
		}
	}
	check("hand", "hand", own, o.Hand)
	check("discards", "discards", mine, o.Discards)
	if o.Revealed != nil {
		for s, h := range o.Revealed {
			check("revealed", fmt.Sprintf("revealed[%d]", s), r.revealed|own|mine, h)
		}
	}
	if o.Hands != nil {
		for s, h := range o.Hands {
			check("hands", fmt.Sprintf("hands[%d]", s), r.revealed|own, h)
		}
	}
	check("stock", "stock", 0, o.Stock)
	if len(bad) == 0 {
		return "", ""
	}
	return first, fmt.Sprintf("la observación del %s contiene cartas que no puede ver: %s", viewerName(i), strings.Join(bad, ", "))
}

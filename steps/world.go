// Package steps holds the Spanish step definitions of the musfem
// specification (docs/pasos.md). A fresh world is made for each scenario;
// it drives a driver.Engine and holds no rule logic: every expected value
// comes from the scenario text. Every group of steps is registered in one
// place, steps/registro.go. The package stands low: it imports the driver,
// config and the time rules (package tiempo), never the runner nor the
// catalog (internal/floors keeps the module's chains of imports at seven
// packages); selecting scenarios by article is escenarios's (escenarios.SelectTags).
package steps

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strings"

	"github.com/musfem/musfem/config"
	"github.com/musfem/musfem/driver"
)

// deckSpec is one stacked 40-card order, given by its deal or by its top.
type deckSpec struct {
	stack *driver.Stack
	top   []driver.Card
	raw   *[40]driver.Card // handed to the engine as it is, even if it is not a baraja
}

// snapshot is everything the viewers may know, to prove an illegal action
// changed nothing.
type snapshot struct {
	views [][]byte
}

// attempt is the result of an "intenta" step.
type attempt struct {
	err    error
	events []driver.Event
	before snapshot
	after  snapshot
}

// world is the state of one scenario.
type world struct {
	newEngine func() driver.Engine
	eng       driver.Engine
	started   bool
	tags      []string // the scenario's FEM/CONVENCION tags

	base      *driver.Rules                // profile the scenario starts from (nil: defaults)
	fixed     bool                         // the base is fixed: another value makes the scenario NO APLICA
	skip      error                        // why the scenario does not apply to the fixed profile or the engine
	supports  func(key, value string) bool // the engine's accepted config values (nil: all)
	catalog1  bool                         // catalog 1's refusal articles are accepted (E12)
	overrides []string                     // TOML lines of "la regla … vale …"
	dealer    int                          // -1 until "reparte el asiento N"
	seed      uint64
	score     [2]int
	decks     []deckSpec

	events   []driver.Event
	fields   []driver.Fields // the wire form of events[:len(fields)] (allFields)
	last     []driver.Event
	consumed map[int]bool // seq of PointsAwarded already checked
	tried    *attempt
}

func newWorld(newEngine func() driver.Engine) *world {
	return &world{newEngine: newEngine, dealer: -1, consumed: map[int]bool{}}
}

// rules builds the rules of the scenario from the default file and the
// overrides, through the config loader (errors name the key).
func (w *world) rules() (driver.Rules, error) { return w.rulesOf(w.overrides) }

// rulesOf returns the rules of the scenario with overrides in place of
// its own: the base profile's, changed by them and by the dealer.
func (w *world) rulesOf(overrides []string) (driver.Rules, error) {
	lines := append([]string(nil), overrides...)
	if w.dealer >= 0 {
		lines = append(lines, fmt.Sprintf("first_dealer = \"%d\"", w.dealer))
	}
	if w.base != nil {
		// Start from the base profile: its keys, except those the
		// scenario sets.
		set := map[string]bool{}
		for _, l := range lines {
			set[strings.TrimSpace(strings.SplitN(l, "=", 2)[0])] = true
		}
		for _, l := range strings.Split(string(config.Encode(*w.base)), "\n") {
			k := strings.TrimSpace(strings.SplitN(l, "=", 2)[0])
			if k != "" && !strings.HasPrefix(k, "#") && !set[k] {
				lines = append(lines, l)
			}
		}
	}
	r, err := config.Parse("escenario", []byte(strings.Join(lines, "\n")))
	if err != nil {
		return r, err
	}
	return config.OverEngineDefaults(r), nil
}

// start begins the game if it has not begun.
func (w *world) start() error {
	if w.started {
		return nil
	}
	r, err := w.rules()
	if err != nil {
		return err
	}
	setup := driver.Setup{Rules: r, Seed: w.seed, Score: w.score}
	for i, d := range w.decks {
		var deck [40]driver.Card
		if d.raw != nil {
			deck = *d.raw
		} else if d.stack != nil {
			deck, err = d.stack.Deck()
			if err != nil {
				return fmt.Errorf("orden de cartas fijado %d: %v", i+1, err)
			}
		} else {
			deck, err = topDeck(d.top)
			if err != nil {
				return fmt.Errorf("orden de cartas fijado %d: %v", i+1, err)
			}
		}
		setup.Decks = append(setup.Decks, deck)
	}
	w.eng = w.newEngine()
	evs, err := w.eng.Start(setup)
	if err != nil {
		return fmt.Errorf("la partida no empieza: %w", err)
	}
	w.started = true
	return w.took(evs)
}

// took adds the events the engine gave to the scenario's, and checks what
// the table sees of the round after them (tableSeesTheRound).
func (w *world) took(evs []driver.Event) error {
	w.events = append(w.events, evs...)
	w.last = evs
	return w.tableSeesTheRound()
}

// topDeck returns the 40-card order with the given cards first and the
// rest in canonical order.
func topDeck(top []driver.Card) ([40]driver.Card, error) {
	var d [40]driver.Card
	var used [40]bool
	n := 0
	for _, c := range top {
		if !c.Valid() || used[c] {
			return d, fmt.Errorf("carta %s repetida o inválida", c)
		}
		used[c] = true
		d[n] = c
		n++
	}
	for c := driver.Card(0); c < 40; c++ {
		if !used[c] {
			d[n] = c
			n++
		}
	}
	return d, nil
}

// play applies an action that must be accepted.
func (w *world) play(seat int, a driver.Action) error {
	if err := w.start(); err != nil {
		return err
	}
	evs, err := w.eng.Apply(driver.Seat(seat), a)
	if skip := notInCatalog(a, err); skip != nil {
		return skip
	}
	if err != nil {
		return fmt.Errorf("el motor no deja al asiento %d %s: %s", seat, actionPhrase(a), refusalOf(err))
	}
	return w.took(evs)
}

// viewerNames name the viewers of a snapshot, in its order: the four
// seats, the spectator and the developer.
var viewerNames = []string{"del asiento 0", "del asiento 1", "del asiento 2", "del asiento 3", "del espectador", "del desarrollador"}

// snap observes the game from every viewer.
func (w *world) snap() (snapshot, error) {
	var s snapshot
	viewers := []driver.Viewer{}
	for seat := driver.Seat(0); seat < 4; seat++ {
		viewers = append(viewers, driver.SeatViewer(seat))
	}
	viewers = append(viewers, driver.Spectator(), driver.Developer())
	var seen [4][]byte // each seat's legal actions as its observation carries them
	for i, v := range viewers {
		o, err := w.eng.Observe(v)
		if err != nil {
			return s, err
		}
		b, err := observationJSON(o, viewerNames[i])
		if err != nil {
			return s, err
		}
		s.views = append(s.views, b)
		if i < 4 {
			if seen[i], err = json.Marshal(o.Legal); err != nil {
				return s, err
			}
		}
	}
	for seat := driver.Seat(0); seat < 4; seat++ {
		l, err := w.eng.Legal(seat)
		if err != nil {
			return s, err
		}
		b, err := json.Marshal(l)
		if err != nil {
			return s, err
		}
		// A seat reads its legal actions in its observation too: they must
		// be the same.
		if !bytes.Equal(b, seen[seat]) && !(len(l) == 0 && string(seen[seat]) == "null") {
			return s, fmt.Errorf("el asiento %d ve en su observación las acciones legales %s, y son %s", seat, seen[seat], b)
		}
		s.views = append(s.views, b)
	}
	return s, nil
}

// equal reports whether two snapshots are identical, and names the first
// view that differs.
func (s snapshot) diff(o snapshot) string {
	names := []string{"asiento 0", "asiento 1", "asiento 2", "asiento 3", "espectador", "desarrollador",
		"legales 0", "legales 1", "legales 2", "legales 3"}
	for i := range s.views {
		if i >= len(o.views) || !bytes.Equal(s.views[i], o.views[i]) {
			return names[i]
		}
	}
	return ""
}

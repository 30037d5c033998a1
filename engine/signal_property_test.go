package engine

// Property tests of señas y miradas (issue 10): random games with
// signals_enabled = true whose players, besides their game actions, make
// señas (true ones, and now and then false or untimely ones), fix their
// gaze and let time pass. The test keeps its own model of where each seat
// looks, built from the PUBLIC GazeChanged events only, and checks at every
// step that:
//
//   - every seña made is backed by the signaller's cards (FEM VIII.2,
//     VIII.4, VIII.6) and allowed at that moment (FEM VIII.3, VIII.5,
//     CONVENCION-senas-momento), and a refused one changes nothing;
//   - exactly the seats its model says were looking at the signaller got a
//     SignalSeen, each PRIVATE to itself, and the signaller a SignalMade
//     naming them;
//   - no seat's observation holds a seña it did not make or see, and each
//     holds all of those of the round; the spectator holds none;
//   - no observation holds a card its viewer may not see;
//   - Replay of the plays gives the same events and the same state.
//
// A planted leaky observer proves the seña check catches a leak.

import (
	"fmt"
	"reflect"
	"slices"
	"testing"
)

// senaStats counts what the random games did, so that a test notices
// games that never exercise señas.
type senaStats struct{ made, seen, lost, refused, rounds int }

// senaModel is what the test knows of señas y miradas from events.
type senaModel struct {
	stats *senaStats
	gaze  [NumSeats]Seat         // where each seat looks (public events only)
	round int                    // current round
	seen  [NumSeats][]SignalView // what each seat should find in its observation this round
}

// see updates the model with the events of one call, in order, and checks
// the seña events against it.
func (m *senaModel) see(evs []Event) error {
	for i := 0; i < len(evs); i++ {
		e := evs[i]
		switch p := e.Payload.(type) {
		case RoundStarted:
			m.stats.rounds++
			m.round = p.Round
			m.seen = [NumSeats][]SignalView{}
		case GazeChanged:
			if e.Visibility != Public {
				return fmt.Errorf("GazeChanged con visibilidad %v, debe ser pública", e.Visibility)
			}
			m.gaze[p.Seat] = p.Target
		case SignalSeen:
			return fmt.Errorf("SignalSeen (seq %d) sin un SignalMade antes", e.Seq)
		case SignalMade:
			var want []Seat
			for w := Seat(0); w < NumSeats; w++ {
				if w != p.Seat && m.gaze[w] == p.Seat {
					want = append(want, w)
				}
			}
			if !slices.Equal(p.SeenBy, want) || p.SeenBy == nil {
				return fmt.Errorf("seña %s del %s: la vieron %v, según las miradas públicas debían verla %v", p.Signal, p.Seat, p.SeenBy, want)
			}
			if e.Visibility != PrivateTo(p.Seat) {
				return fmt.Errorf("SignalMade del %s con visibilidad %v", p.Seat, e.Visibility)
			}
			m.seen[p.Seat] = append(m.seen[p.Seat], SignalView{Seat: p.Seat, Signal: p.Signal, SeenBy: p.SeenBy})
			m.stats.made++
			m.stats.seen += len(want)
			if len(want) == 0 {
				m.stats.lost++
			}
			for _, w := range want {
				i++
				if i >= len(evs) {
					return fmt.Errorf("falta el SignalSeen del %s", w)
				}
				q, ok := evs[i].Payload.(SignalSeen)
				if !ok || q.Seat != p.Seat || q.Signal != p.Signal || evs[i].Visibility != PrivateTo(w) {
					return fmt.Errorf("tras la seña del %s se esperaba un SignalSeen privado al %s, hay %s %v", p.Seat, w, evs[i].Kind(), evs[i].Visibility)
				}
				m.seen[w] = append(m.seen[w], SignalView{Seat: p.Seat, Signal: p.Signal})
			}
		}
	}
	return nil
}

// check compares the señas of an observation with the model.
func (m *senaModel) check(v Viewer, o Observation) error {
	var want []SignalView
	if v.Kind == ViewerSeat {
		want = m.seen[v.Seat]
	}
	if !reflect.DeepEqual(o.Signals, want) {
		return fmt.Errorf("fuga de señas: la observación del %s tiene %+v, según lo que hizo y vio debía tener %+v", v, o.Signals, want)
	}
	for _, g := range o.Gazes {
		if g.Target != m.gaze[g.Seat] {
			return fmt.Errorf("la observación del %s dice que el %s mira a %d; los eventos públicos, a %d", v, g.Seat, g.Target, m.gaze[g.Seat])
		}
	}
	return nil
}

// senaGame plays one random game with señas on and checks the properties.
// obs builds the observations checked (Observe, or a planted leaky one).
func senaGame(seed uint64, r Rules, obs func(State, Viewer) Observation, maxActions int, st *senaStats) (plays []Play, err error) {
	c := &propRandChooser{r: NewRand(seed ^ 0x5e4a5e4a)}
	pol := propPolicies[seed%uint64(len(propPolicies))]
	setup := Setup{Seed: seed}
	s, evs, err := New(r, setup)
	if err != nil {
		return nil, err
	}
	log := append([]Event(nil), evs...)
	m := senaModel{stats: st}
	var cards propRoundLog
	fail := func(format string, args ...any) error {
		return fmt.Errorf("semilla %d, tras %d acciones: %s", seed, len(plays), fmt.Sprintf(format, args...))
	}
	see := func(evs []Event) error {
		for _, e := range evs {
			cards.see(e)
		}
		return m.see(evs)
	}
	if err := see(evs); err != nil {
		return plays, fail("%v", err)
	}
	for !s.Over() && len(plays) < maxActions {
		for _, v := range propViewers {
			o := obs(s, v)
			if err := m.check(v, o); err != nil {
				return plays, fail("%v", err)
			}
			if err := propCheckLeak(s, &cards, v, o); err != nil {
				return plays, fail("%v", err)
			}
		}
		var p Play
		wantErr := false
		switch k := c.intn(100); {
		case k < 20: // a true seña, if any
			seat := Seat(c.intn(NumSeats))
			legal := LegalSignals(s, seat)
			if len(legal) == 0 {
				p = Play{Seat: seat, Action: Tick{}}
				break
			}
			p = Play{Seat: seat, Action: Sena{Signal: legal[c.intn(len(legal))]}}
		case k < 25: // any seña: refused unless it happens to be legal
			seat := Seat(c.intn(NumSeats))
			g := Signal(1 + c.intn(int(numSignals)-1))
			p = Play{Seat: seat, Action: Sena{Signal: g}}
			wantErr = !slices.Contains(LegalSignals(s, seat), g)
		case k < 32:
			seat := Seat(c.intn(NumSeats))
			target := Seat(c.intn(NumSeats+1)) - 1 // NoSeat (the table) or a seat
			p = Play{Seat: seat, Action: Look{Target: target}}
			wantErr = target == seat
		case k < 36:
			p = Play{Seat: Seat(c.intn(NumSeats)), Action: Tick{}}
		default:
			p, err = propChoose(c, pol, s)
			if err != nil {
				return plays, fail("%v", err)
			}
		}
		before := s.Fingerprint()
		n, evs, err := Apply(s, p.Seat, p.Action)
		if wantErr != (err != nil) {
			return plays, fail("%s: error %v, se esperaba error: %v", propPlayString(p), err, wantErr)
		}
		if err != nil {
			if n.Fingerprint() != before || len(evs) != 0 {
				return plays, fail("%s rechazada cambia el estado", propPlayString(p))
			}
			st.refused++
			continue
		}
		if x, ok := p.Action.(Sena); ok {
			if !SignalBacked(x.Signal, s.hands[p.Seat], r.DeckMode) {
				return plays, fail("seña %s aceptada sin respaldo en la mano %v", x.Signal, s.Hand(p.Seat))
			}
			if ok, _ := SignalTimely(x.Signal, s.phase, s.round, r.SignalMoment); !ok {
				return plays, fail("seña %s aceptada en la fase %s", x.Signal, s.phase)
			}
			// Whoever did not make it nor see it observes exactly what it
			// observed before: not even the clock or a gaze moves.
			knows := bit(p.Seat)
			for _, e := range evs {
				if m, ok := e.Payload.(SignalMade); ok {
					for _, w := range m.SeenBy {
						knows |= bit(w)
					}
				}
			}
			for _, v := range propViewers {
				if v.Kind == ViewerSeat && knows&bit(v.Seat) != 0 {
					continue
				}
				a, _ := Canonical(obs(s, v))
				b, _ := Canonical(obs(n, v))
				if string(a) != string(b) {
					return plays, fail("la seña %s del %s cambia la observación del %s, que no la vio:\nantes %s\ndespués %s", x.Signal, p.Seat, v, a, b)
				}
			}
		}
		if err := see(evs); err != nil {
			return plays, fail("%s: %v", propPlayString(p), err)
		}
		s = n
		plays = append(plays, p)
		log = append(log, evs...)
	}
	end, replayed, err := Replay(r, setup, plays)
	if err != nil {
		return plays, fail("Replay: %v", err)
	}
	if !reflect.DeepEqual(replayed, log) || end.Fingerprint() != s.Fingerprint() {
		return plays, fail("Replay no reproduce las señas y los pasos del reloj")
	}
	if a, b := propEventsJSON(replayed), propEventsJSON(log); string(a) != string(b) {
		return plays, fail("Replay: el JSON de los eventos difiere")
	}
	return plays, nil
}

// senaRules returns the rules of game i: señas on, with varied gazes and
// both readings of signal_moment.
func senaRules(i int) Rules {
	r := DefaultRules()
	r.SignalsEnabled = true
	weights := [][3]int{{2, 1, 1}, {1, 1, 1}, {5, 0, 1}, {0, 3, 0}, {1, 2, 3}}
	ticks := [][2]int{{2, 6}, {1, 1}, {1, 3}, {4, 10}}
	r.GazeWeights = weights[i%len(weights)]
	r.GazeMinTicks, r.GazeMaxTicks = ticks[i%len(ticks)][0], ticks[i%len(ticks)][1]
	if i%3 == 1 {
		r.DeckMode = CuatroReyes
	}
	if i%2 == 1 {
		r.SignalMoment = SignalsReglamento
	}
	return r
}

// TestSignalLeakPropertyCatchesLeaks plants an observer that shows every
// seña of the round to every seat and checks that the property fails.
func TestSignalLeakPropertyCatchesLeaks(t *testing.T) {
	leaky := func(s State, v Viewer) Observation {
		o := Observe(s, v)
		if v.Kind == ViewerSeat {
			o.Signals = Observe(s, Developer()).Signals
		}
		return o
	}
	caught := false
	for i := 0; i < 20 && !caught; i++ {
		_, err := senaGame(uint64(i)+1, senaRules(i), leaky, 4000, new(senaStats))
		caught = err != nil
	}
	if !caught {
		t.Fatalf("an observer that shows every seña to every seat went unnoticed")
	}
}

// TestSignalsOnChangeNoDeal plays the same game actions with señas off
// and on: the events with señas on, without GazeChanged and renumbered,
// are exactly those with señas off, for many seeds (the gazes draw from a
// stream of their own, and with señas off the engine emits nothing new).
// Artículo: FEM-III.2
func TestSignalsOnChangeNoDeal(t *testing.T) {
	games := 200
	if propRace() {
		games = 40
	}
	for i := 0; i < games; i++ {
		seed := uint64(i)*104729 + 5
		off := DefaultRules()
		on := off
		on.SignalsEnabled = true
		on.GazeWeights = [3]int{1 + i%3, i % 2, 1}
		// The plays: a random game with señas off.
		c := &propRandChooser{r: NewRand(seed)}
		pol := propPolicies[i%len(propPolicies)]
		s, offEvs, err := New(off, Setup{Seed: seed})
		if err != nil {
			t.Fatal(err)
		}
		var plays []Play
		for !s.Over() && len(plays) < 3000 {
			p, err := propChoose(c, pol, s)
			if err != nil {
				t.Fatal(err)
			}
			var evs []Event
			s, evs, err = Apply(s, p.Seat, p.Action)
			if err != nil {
				t.Fatalf("semilla %d: %v", seed, err)
			}
			plays = append(plays, p)
			offEvs = append(offEvs, evs...)
		}
		_, onEvs, err := Replay(on, Setup{Seed: seed}, plays)
		if err != nil {
			t.Fatalf("semilla %d con señas: %v", seed, err)
		}
		var kept []Event
		for _, e := range onEvs {
			if e.Kind() == KindGazeChanged {
				continue
			}
			e.Seq = len(kept) + 1
			kept = append(kept, e)
		}
		if a, b := propEventsJSON(offEvs), propEventsJSON(kept); string(a) != string(b) {
			t.Fatalf("semilla %d: con señas (sin miradas) los eventos difieren de los de sin señas", seed)
		}
	}
}

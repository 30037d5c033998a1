package main

import (
	"errors"
	"fmt"

	"github.com/musfem/musfem/engine"
)

// observeDriver is the driver's view only (observador traza --conductor):
// the games of observeGames as driver.Reference shows them to the
// specification's steps — each play's events, the observations of the four
// seats, the spectator and the developer, each seat's legal actions and
// señas, and the refusal code and article of the attempts a step can write
// (seats 0–3, actions of the catalog, miradas at 0–3 or the table, señas of
// FEM VIII.2) — and nothing else: no refusal details, no fingerprints, no
// transition trace, no other function; its labels are Go syntax and
// numbers, not the engine's names. Observations and events are written as
// the engine's JSON, which is how the steps read them. A mutant it tells
// apart changes what a scenario could check; one only the whole trace
// tells apart needs the engine's own tests (docs/mutantes.md). It is an
// approximation of the driver (the steps read some values through other
// exported functions), for diagnosis: make mutantes does not use it.
func observeDriver(t *tracer) {
	for _, p := range profiles() {
		for g := 0; g < p.games; g++ {
			t.part(fmt.Sprintf("partida %s %d", p.name, g), func() { playDriverGame(t, p, g) })
		}
	}
}

func playDriverGame(t *tracer, p profile, g int) {
	r, rules, setup := p.start(g)
	s, evs, err := engine.New(rules, setup)
	t.line("partida %s %d: %s %s", p.name, g, codeText(err), eventsJSON(evs))
	if err != nil {
		return
	}
	for step := 0; step < maxSteps && !s.Over(); step++ {
		for seat := engine.Seat(0); seat < engine.NumSeats; seat++ {
			var sig []uint8
			for _, g := range engine.LegalSignals(s, seat) {
				sig = append(sig, uint8(g))
			}
			t.line("asiento %d: legal %#v señas %v", seat, engine.Legal(s, seat), sig)
		}
		for _, v := range viewers()[:6] {
			t.line("observa %d/%d: %s", v.Kind, v.Seat, observationJSON(engine.Observe(s, v)))
		}
		for i := 0; i < 8; i++ {
			c := driverAttempt(&r, s)
			_, evs, _, err := engine.ApplyTraced(s, c.Seat, c.Action)
			t.line("intento %d %#v: %s %s", c.Seat, c.Action, codeText(err), digest([]byte(eventsJSON(evs))))
		}
		play, ok := choose(&r, s)
		if !ok {
			break
		}
		n, evs, _, err := engine.ApplyTraced(s, play.Seat, play.Action)
		t.line("juega %d %#v: %s %s", play.Seat, play.Action, codeText(err), eventsJSON(evs))
		if err != nil {
			break
		}
		s = n
	}
}

// codeText is what a step sees of an error: its code and article (the
// code by number: its name is the engine's String).
func codeText(err error) string {
	var re *engine.RuleError
	if errors.As(err, &re) {
		return fmt.Sprintf("rechazo %d %s", uint8(re.Code), re.Article)
	}
	if err != nil {
		return "error"
	}
	return "nil"
}

// driverAttempt draws an attempt a step can write.
func driverAttempt(r *rng, s engine.State) engine.Play {
	seat := engine.Seat(r.intn(engine.NumSeats))
	rules := s.Rules()
	hand := s.Hand(seat)
	as := []engine.Action{engine.Mus{}, engine.CutMus{}, engine.Pass{}, engine.Accept{}, engine.AcceptNoLose{}, engine.Reject{}, engine.Ordago{},
		engine.Bet{Amount: rules.MinBet}, engine.Bet{Amount: rules.MinBet - 1}, engine.Bet{Amount: rules.MaxBet + 1},
		engine.Raise{Amount: rules.MinRaise}, engine.Raise{Amount: rules.MinRaise - 1}, engine.Tick{},
		engine.Look{Target: engine.Seat(r.intn(5) - 1)}, engine.Sena{Signal: engine.Signals()[r.intn(len(engine.Signals()))]}}
	if len(hand) > 0 {
		as = append(as, engine.Discard{Cards: hand[:1]}, engine.Discard{Cards: hand}, engine.Discard{Cards: []engine.Card{hand[0], hand[0]}})
	}
	return engine.Play{Seat: seat, Action: as[r.intn(len(as))]}
}

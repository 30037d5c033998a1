package runner

import (
	"bytes"
	"fmt"

	"github.com/musfem/musfem/driver"
	"github.com/musfem/musfem/engine"
	"github.com/musfem/musfem/gamelog"
	"github.com/musfem/musfem/tiempo"
)

// Recover returns a runner, in WAITING, that continues the saved game l:
// it starts the engine with the log's rules and setup (they replace cfg's
// Rules, Seed, Decks and Score), applies the log's plays, checks that the
// engine gives the log's events byte for byte, and takes over the log's
// runner events (a seat that disconnected under on_disconnect = "accion"
// stays absent). Run then goes on from the next decision; with in-process
// bots the rest of the game is exactly what the uninterrupted run would
// have played (their draws depend on the play index, DecisionSeed). A log
// that ends in an abandono gives a runner whose Run returns that result.
func Recover(l *gamelog.Log, cfg Config, players [4]tiempo.Player) (*Runner, error) {
	if l == nil {
		return nil, fmt.Errorf("runner: no hay registro que recuperar")
	}
	cfg.Rules, cfg.Seed, cfg.Decks, cfg.Score = l.Rules, l.Seed, l.Decks, l.Score
	r, err := New(cfg, players)
	if err != nil {
		return nil, err
	}
	eng := r.cfg.Engine()
	evs, err := eng.Start(driver.Setup{Rules: l.Rules, Seed: l.Seed, Decks: l.Decks, Score: l.Score})
	if err != nil {
		eng.Close()
		return nil, fmt.Errorf("runner: recuperar: el motor no empieza la partida: %w", err)
	}
	got := append([]engine.Event(nil), evs...)
	for i, p := range l.Plays {
		more, err := eng.Apply(p.Seat, p.Action)
		if err != nil {
			eng.Close()
			text, _ := engine.MarshalAction(p.Action) // decoded from the log: it encodes
			return nil, fmt.Errorf("runner: recuperar: la acción %d (%s, %s) se rechaza: %w", i+1, p.Seat, text, err)
		}
		got = append(got, more...)
	}
	if err := sameEvents(l.Events, got); err != nil {
		eng.Close()
		return nil, fmt.Errorf("runner: recuperar: %w", err)
	}
	r.eng, r.started = eng, true
	r.log.Plays = append([]engine.Play(nil), l.Plays...)
	r.log.Events = got
	r.log.Runner = append([]tiempo.Incident(nil), l.Runner...)
	for _, ev := range l.Runner {
		switch {
		case ev.Type == tiempo.PlayerDisconnected && ev.Outcome == tiempo.OutcomeDefault:
			r.absent[ev.Seat] = true
		case ev.Type == tiempo.GameForfeited && ev.Winner != nil:
			res := r.forfeitResult(*ev.Winner)
			r.result = &res
		}
	}
	return r, nil
}

// sameEvents compares two event lists by their canonical JSON.
func sameEvents(want, got []engine.Event) error {
	for i := 0; i < len(want) || i < len(got); i++ {
		var w, g []byte
		if i < len(want) {
			w, _ = engine.Canonical(want[i])
		}
		if i < len(got) {
			g, _ = engine.Canonical(got[i])
		}
		if !bytes.Equal(w, g) {
			return &gamelog.Mismatch{Index: i, Want: string(w), Got: string(g)}
		}
	}
	return nil
}

package runner

import (
	"context"

	"github.com/musfem/musfem/driver"
	"github.com/musfem/musfem/engine"
	"github.com/musfem/musfem/tiempo"
)

// step makes one decision of the run (Turn) and records it. done reports
// that the game is over by abandono.
func (r *Runner) step(ctx context.Context, seat engine.Seat) (res Result, done bool, err error) {
	t, err := tiempo.Turn(ctx, r.eng, r.players[seat], r.cfg.Settings, r.cfg.Clock, len(r.log.Plays), r.absent[seat])
	if err != nil {
		return Result{}, false, err
	}
	if t.Incident != nil && t.Incident.Type == tiempo.PlayerDisconnected && !t.Forfeit {
		r.absent[t.Seat] = true
	}
	if t.Forfeit {
		return r.forfeit(*t.Incident), true, nil
	}
	r.record(t.Seat, t.Action, t.Events, t.Incident)
	return Result{}, false, nil
}

// record appends a play, its events and the runner event before it.
func (r *Runner) record(seat engine.Seat, a engine.Action, evs []engine.Event, ev *tiempo.Incident) {
	r.mu.Lock()
	defer r.mu.Unlock()
	if ev != nil {
		r.log.Runner = append(r.log.Runner, *ev)
	}
	r.log.Plays = append(r.log.Plays, engine.Play{Seat: seat, Action: a})
	r.log.Events = append(r.log.Events, evs...)
}

// forfeit ends the game by abandono of ev.Seat's pair.
func (r *Runner) forfeit(ev tiempo.Incident) Result {
	w := ev.Seat.Team().Other()
	r.mu.Lock()
	r.log.Runner = append(r.log.Runner, ev)
	abandono := tiempo.Incident{Type: tiempo.GameForfeited, Play: ev.Play, Seat: ev.Seat,
		Situation: ev.Situation, LimitMs: ev.LimitMs, Outcome: tiempo.OutcomeForfeit, Winner: &w}
	r.log.Runner = append(r.log.Runner, abandono)
	r.mu.Unlock()
	return r.forfeitResult(w)
}

// forfeitResult is the result of a game won by abandono.
func (r *Runner) forfeitResult(w engine.Team) Result {
	res := Result{Winner: w, Forfeit: true}
	if pub, err := r.eng.Observe(driver.Spectator()); err == nil {
		res.Score, res.Games = pub.Score, pub.Games
	}
	return res
}

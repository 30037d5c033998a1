package tiempo

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/musfem/musfem/engine"
)

// answer is what a player's Decide returned.
type answer struct {
	a   engine.Action
	err error
}

// failure is a decision the player did not make: the runner event's type
// and detail and the policy that applies.
type failure struct {
	kind   string
	detail string
	policy Policy
}

// Table is the game a turn is played on: the engine under the runner, or
// the scenario's engine under the time steps. Every driver.Engine is one.
// An action the engine refuses returns an error that names the rule it
// breaks (driver.RuleError, a [Refusal]): the game is unchanged and the
// failure is the player's; any other error of Apply is the engine's.
type Table interface {
	Observe(v engine.Viewer) (engine.Observation, error)
	Legal(seat engine.Seat) ([]engine.Template, error)
	Apply(seat engine.Seat, a engine.Action) ([]engine.Event, error)
}

// Refusal is implemented by the error with which an engine refuses an
// illegal action (driver.RuleError): Rule names the article or convention
// the action breaks.
type Refusal interface {
	error
	Rule() string
}

// TurnResult is what one decision came to.
type TurnResult struct {
	Seat engine.Seat
	// Action is the play applied, the player's or the default action; nil
	// when Forfeit.
	Action engine.Action
	Events []engine.Event // the events of Action
	// Incident is the runner event of a failed decision (time-out,
	// disconnection, bad answer, absent seat), or nil.
	Incident *Incident
	// Forfeit: the policy was "abandono"; nothing was applied and the
	// seat's pair loses.
	Forfeit bool
}

// Turn is one decision, as the runner makes every decision of a game: it
// asks p, the player of the seat that has the word in eng, with the limit
// of the situation (a timer of clock), and applies its action; if the
// player fails (no answer in time, ErrDisconnected, garbage, an action the
// engine refuses) it applies the settings' policy: the default action, or
// abandono. index is the play index the decision becomes (Request.Index);
// absent skips asking (a seat disconnected earlier). The error is an engine
// failure, settings that fail Validate, or ctx's. The time scenarios (FEM
// IV.1, CONVENCION-tiempo-decision) drive it one decision at a time over
// any engine.
//
// A nil clock means RealClock().
func Turn(ctx context.Context, eng Table, p Player, s Settings, clock Clock, index int, absent bool) (TurnResult, error) {
	if err := s.Validate(); err != nil {
		return TurnResult{}, err
	}
	if clock == nil {
		clock = RealClock()
	}
	pub, err := eng.Observe(engine.Spectator())
	if err != nil {
		return TurnResult{}, fmt.Errorf("el motor no da la observación del espectador: %w", err)
	}
	seat := pub.Turn
	if !seat.Valid() {
		return TurnResult{}, fmt.Errorf("no habla nadie (fase %s)", pub.Phase)
	}
	o, err := eng.Observe(engine.SeatViewer(seat))
	if err != nil {
		return TurnResult{}, fmt.Errorf("el motor no da la observación del %s: %w", seat, err)
	}
	if o.Legal == nil {
		legal, err := eng.Legal(seat)
		if err != nil {
			return TurnResult{}, fmt.Errorf("el motor no da las acciones legales del %s: %w", seat, err)
		}
		o.Legal = legal
	}
	sit := Classify(o)
	limit := s.Limit(sit)
	res := TurnResult{Seat: seat}

	var fail *failure
	if absent {
		fail = &failure{kind: PlayerAbsent, policy: PolicyDefault}
	} else {
		a, f, err := ask(ctx, p, s, clock, Request{Seat: seat, Observation: o, TimeLeft: limit, Index: index})
		if err != nil {
			return TurnResult{}, err
		}
		fail = f
		if fail == nil {
			evs, aerr := eng.Apply(seat, a)
			if aerr == nil {
				res.Action, res.Events = a, evs
				return res, nil
			}
			var re Refusal
			if !errors.As(aerr, &re) {
				return TurnResult{}, fmt.Errorf("el motor falla al aplicar %s del %s: %w", actionText(a), seat, aerr)
			}
			fail = &failure{kind: IllegalAnswer, policy: s.OnIllegal,
				detail: fmt.Sprintf("%s rechazada: %v", actionText(a), aerr)}
		}
	}
	ev := Incident{Type: fail.kind, Play: index, Seat: seat, Situation: sit.String(),
		LimitMs: limit.Milliseconds(), Detail: fail.detail, Outcome: OutcomeDefault}
	res.Incident = &ev
	if fail.policy == PolicyForfeit {
		ev.Outcome = OutcomeForfeit
		res.Forfeit = true
		return res, nil
	}
	a := DefaultAction(o, s.MusTimeout)
	if a == nil {
		return TurnResult{}, fmt.Errorf("el %s no tiene acciones legales (fase %s)", seat, o.Phase)
	}
	evs, aerr := eng.Apply(seat, a)
	if aerr != nil {
		return TurnResult{}, fmt.Errorf("el motor rechaza la acción por defecto %s del %s: %w", actionText(a), seat, aerr)
	}
	res.Action, res.Events = a, evs
	return res, nil
}

// ask asks a player for one decision under the time limit. It returns the
// action, or the failure (time-out, disconnection, garbage), or an error
// when ctx is cancelled.
func ask(ctx context.Context, p Player, s Settings, clock Clock, req Request) (engine.Action, *failure, error) {
	dctx, cancel := context.WithCancel(ctx)
	defer cancel()
	ch := make(chan answer, 1)
	go func() {
		a, err := decide(dctx, p, req)
		ch <- answer{a, err}
	}()
	var expired <-chan time.Time
	if req.TimeLeft > 0 {
		t := clock.NewTimer(req.TimeLeft)
		defer t.Stop()
		expired = t.C()
	}
	select {
	case ans := <-ch:
		switch {
		case ans.err == nil && ans.a != nil:
			return ans.a, nil, nil
		case errors.Is(ans.err, ErrDisconnected):
			return nil, &failure{kind: PlayerDisconnected, policy: s.OnDisconnect, detail: ans.err.Error()}, nil
		case ans.err == nil:
			return nil, &failure{kind: IllegalAnswer, policy: s.OnIllegal, detail: "no ha devuelto ninguna acción"}, nil
		case ctx.Err() != nil:
			return nil, nil, ctx.Err()
		}
		return nil, &failure{kind: IllegalAnswer, policy: s.OnIllegal, detail: ans.err.Error()}, nil
	case <-expired:
		return nil, &failure{kind: PlayerTimedOut, policy: s.OnTimeout}, nil
	case <-ctx.Done():
		return nil, nil, ctx.Err()
	}
}

// decide calls the player and turns a panic into an ErrGarbage error.
func decide(ctx context.Context, p Player, req Request) (a engine.Action, err error) {
	defer func() {
		if x := recover(); x != nil {
			a, err = nil, fmt.Errorf("%w: el jugador ha fallado (panic): %v", ErrGarbage, x)
		}
	}()
	return p.Decide(ctx, req)
}

// actionText is the canonical JSON of an action, for messages.
func actionText(a engine.Action) string {
	if a == nil {
		return "<nada>"
	}
	if b, err := engine.MarshalAction(a); err == nil {
		return string(b)
	}
	return a.Type().String()
}

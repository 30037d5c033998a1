// Package play is the high-level API of musfem: four bots and a seed in, the result and the events out.
//
// A [Bot] sees only its own [engine.Observation] (its hand, its discards,
// the public history and its legal action templates) and answers with an
// action. [Game] plays a whole match between four bots with the engine's
// rules and returns a [Result] with the winner, the score, every event and
// every play, from which [engine.Replay] rebuilds the identical log.
//
// Bots that need chance draw from their own stream, never from the deal's:
// see [BotSeed]. The package imports the standard library and engine only.
package play

import (
	"fmt"

	"github.com/musfem/musfem/engine"
)

// Bot chooses the actions of one seat. Act is called only when the seat
// has the word (o.Turn == o.Seat) and o.Legal lists the templates of the
// actions it may take; the action returned must be one of them.
type Bot interface {
	Act(o engine.Observation) engine.Action
}

// DefaultMaxActions is the step limit of [Game]: a match that has not
// ended after this many actions is an error, never an endless loop. Random
// bots finish a match to 40 in a few hundred actions.
const DefaultMaxActions = 200_000

// Result is the outcome of a match.
type Result struct {
	Winner  engine.Team    // the pair that won the match
	Score   [2]int         // tantos of pair A and pair B in the last game
	Games   [2]int         // games won by each pair (games_to_win)
	Events  []engine.Event // every event, the developer's log (SYSTEM included)
	Plays   []engine.Play  // every action, in order: the replay log
	Rounds  int            // rounds (jugadas) dealt in the match
	Actions int            // len(Plays)
	// Transitions[i] counts how often the match took engine.Transitions[i].
	Transitions []int
}

// BotError reports a bot that returned an illegal action, or panicked: the
// seat, the action and the engine's error (a *engine.RuleError, which
// names the article).
type BotError struct {
	Seat   engine.Seat
	Action engine.Action
	Err    error
}

func (e *BotError) Error() string {
	act := "<nil>"
	if e.Action != nil {
		if b, err := engine.MarshalAction(e.Action); err == nil {
			act = string(b)
		} else {
			act = e.Action.Type().String()
		}
	}
	return fmt.Sprintf("play: el bot del %s jugó %s: %v", e.Seat, act, e.Err)
}

// Unwrap returns the engine error.
func (e *BotError) Unwrap() error { return e.Err }

// StepLimitError reports a match that did not end within the step limit.
type StepLimitError struct {
	Limit int
	Round int
	Score [2]int
}

func (e *StepLimitError) Error() string {
	return fmt.Sprintf("la partida no ha terminado tras %d acciones (jugada %d, marcador %d-%d)",
		e.Limit, e.Round, e.Score[0], e.Score[1])
}

// Game plays a whole match (games_to_win games to the target) with the
// deal drawn from seed, and returns its result. Only the seat with the
// word is asked to act: the out-of-turn cut of falta_de_tanto =
// "corte_libre" is never offered by Game. A bot returning an illegal action
// is a *BotError naming the seat and the engine error; a match longer than
// DefaultMaxActions is a *StepLimitError. On error the Result holds what
// was played until then.
func Game(rules engine.Rules, seed uint64, bots [4]Bot) (Result, error) {
	return Run(rules, engine.Setup{Seed: seed}, bots, DefaultMaxActions)
}

// Run is Game with any setup (a stacked deck, a starting score) and an
// explicit step limit (maxActions ≤ 0 means DefaultMaxActions).
func Run(rules engine.Rules, setup engine.Setup, bots [4]Bot, maxActions int) (Result, error) {
	if maxActions <= 0 {
		maxActions = DefaultMaxActions
	}
	for i, b := range bots {
		if b == nil {
			return Result{}, fmt.Errorf("play: no hay bot en el %s", engine.Seat(i))
		}
	}
	s, evs, tr, err := engine.NewTraced(rules, setup)
	if err != nil {
		return Result{}, err
	}
	res := Result{Events: evs, Transitions: make([]int, len(engine.Transitions))}
	count := func(tr []int) {
		for _, i := range tr {
			res.Transitions[i]++
		}
	}
	count(tr)
	finish := func() {
		res.Score, res.Games, res.Rounds, res.Actions = s.Score(), s.Games(), s.Round(), len(res.Plays)
		res.Winner = s.Winner()
	}
	for !s.Over() {
		if len(res.Plays) >= maxActions {
			finish()
			return res, &StepLimitError{Limit: maxActions, Round: s.Round(), Score: s.Score()}
		}
		seat := s.Turn()
		if !seat.Valid() {
			finish()
			return res, fmt.Errorf("play: la partida no ha terminado pero no habla nadie (fase %s)", s.Phase())
		}
		o := engine.Observe(s, engine.SeatViewer(seat))
		a, perr := act(bots[seat], o)
		if perr != nil {
			finish()
			return res, &BotError{Seat: seat, Err: perr}
		}
		n, more, tr, err := engine.ApplyTraced(s, seat, a)
		if err != nil {
			finish()
			return res, &BotError{Seat: seat, Action: a, Err: err}
		}
		count(tr)
		s = n
		res.Events = append(res.Events, more...)
		res.Plays = append(res.Plays, engine.Play{Seat: seat, Action: a})
	}
	finish()
	return res, nil
}

// act calls the bot and turns a panic into an error.
func act(b Bot, o engine.Observation) (a engine.Action, err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("play: el bot ha fallado (panic): %v", r)
		}
	}()
	return b.Act(o), nil
}

package runner

// The API (stable; helper code such as `musfem partida` builds on it):
//
//	cfg := runner.Config{Rules: rules, Seed: 7, Settings: runner.DefaultSettings()}
//	p, _ := runner.InProcess("simple", rules, 7, engine.Seat(0))   // ×4, or subprocess players
//	r, err := runner.New(cfg, [4]tiempo.Player{p0, p1, p2, p3})
//	res, err := r.Run(ctx)          // blocks until FINISHED or ERROR
//	r.Pause(); r.Resume(); r.State() // from another goroutine
//	r, err = runner.Recover(log, cfg, players) // continue a saved game
//
// Config.Save receives the log after every play and at the end (ERROR
// included): writing it to a file makes every game recoverable.

import (
	"context"
	"errors"
	"fmt"
	"sync"

	"github.com/musfem/musfem/driver"
	"github.com/musfem/musfem/engine"
	"github.com/musfem/musfem/gamelog"
	"github.com/musfem/musfem/tiempo"
)

// Config is what a run needs besides its players.
type Config struct {
	Rules engine.Rules
	Seed  uint64
	// Decks, when not nil, stacks the deck (one 40-card order per shuffle).
	Decks [][engine.NumCards]engine.Card
	// Score is the starting score of pair A and pair B.
	Score [2]int
	// Settings are the time limits and policies; the zero value means
	// DefaultSettings().
	Settings tiempo.Settings
	// Clock is the source of time; nil means tiempo.RealClock().
	Clock tiempo.Clock
	// Engine makes the engine the game runs on; nil means
	// driver.Reference.
	Engine func() driver.Engine
	// Save, when not nil, receives the log after every play and once at
	// the end, FINISHED or ERROR. An error from Save ends the run in ERROR.
	Save func(*gamelog.Log) error
}

// Result is the outcome of a run.
type Result struct {
	Winner  engine.Team // the pair that won the game (the partida)
	Score   [2]int      // tantos of each pair at the end
	Games   [2]int      // games won by each pair
	Forfeit bool        // the game ended by abandono
	Plays   int         // plays in the log
	Log     *gamelog.Log
}

// Error is an unrecoverable error of a run: the run is in ERROR and its
// log, saved, holds everything played until then.
type Error struct {
	Play int // plays in the log when it happened
	Err  error
}

func (e *Error) Error() string {
	return fmt.Sprintf("runner: la partida se detiene tras %d acciones: %v", e.Play, e.Err)
}

// Unwrap returns the cause.
func (e *Error) Unwrap() error { return e.Err }

// Runner runs one game or partida between four players. Its methods are
// safe to call from several goroutines; Run is called once.
type Runner struct {
	cfg     Config
	players [4]tiempo.Player

	mu    sync.Mutex
	state State
	wake  chan struct{} // Resume signals the paused loop

	eng     driver.Engine
	started bool // eng holds the game (New: after Start; Recover: at once)
	log     gamelog.Log
	absent  [4]bool // disconnected seats under on_disconnect = "accion"
	result  *Result // set when the log already ended (Recover of a finished game)

	pausedHook chan<- int // tests: told the plays so far when the loop starts waiting in PAUSED
}

// New checks the configuration and returns a runner in WAITING.
func New(cfg Config, players [4]tiempo.Player) (*Runner, error) {
	if cfg.Settings == (tiempo.Settings{}) {
		cfg.Settings = DefaultSettings()
	}
	if err := cfg.Settings.Validate(); err != nil {
		return nil, err
	}
	if cfg.Clock == nil {
		cfg.Clock = tiempo.RealClock()
	}
	if cfg.Engine == nil {
		cfg.Engine = driver.Reference
	}
	var names []string
	for i, p := range players {
		if p == nil {
			return nil, fmt.Errorf("runner: no hay jugador en el %s", engine.Seat(i))
		}
		names = append(names, p.Name())
	}
	r := &Runner{cfg: cfg, players: players, state: StateWaiting, wake: make(chan struct{}, 1)}
	r.log = gamelog.Log{Rules: cfg.Rules, Seed: cfg.Seed, Decks: cfg.Decks, Score: cfg.Score, Bots: names}
	return r, nil
}

// State returns the run's state.
func (r *Runner) State() State {
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.state
}

// fire moves the run by trigger t, or returns a *TransitionError.
func (r *Runner) fire(t Trigger) error {
	r.mu.Lock()
	defer r.mu.Unlock()
	s, err := next(r.state, t)
	if err != nil {
		return err
	}
	r.state = s
	return nil
}

// Pause stops the run between two decisions: the state is PAUSED at once;
// a decision already asked is still awaited and applied, and no other is
// asked until Resume. Pausing a run that is not PLAYING is a
// *TransitionError.
func (r *Runner) Pause() error { return r.fire(TriggerPause) }

// Resume continues a paused run exactly where it was.
func (r *Runner) Resume() error {
	if err := r.fire(TriggerResume); err != nil {
		return err
	}
	select {
	case r.wake <- struct{}{}:
	default:
	}
	return nil
}

// Log returns a copy of the log as it stands.
func (r *Runner) Log() *gamelog.Log {
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.snapshot()
}

// snapshot copies the log; r.mu is held.
func (r *Runner) snapshot() *gamelog.Log {
	l := r.log
	l.Bots = append([]string(nil), r.log.Bots...)
	l.Plays = append([]engine.Play(nil), r.log.Plays...)
	l.Events = append([]engine.Event(nil), r.log.Events...)
	l.Runner = append([]tiempo.Incident(nil), r.log.Runner...)
	return &l
}

// save hands the log to Config.Save.
func (r *Runner) save() error {
	if r.cfg.Save == nil {
		return nil
	}
	r.mu.Lock()
	l := r.snapshot()
	r.mu.Unlock()
	if err := r.cfg.Save(l); err != nil {
		return fmt.Errorf("no se puede guardar el registro: %w", err)
	}
	return nil
}

// Run plays until the game is over, forfeited, or fails. A run that fails
// (engine error, Save error, step limit, ctx cancelled) ends in ERROR with
// an *Error, after saving the log; Recover can continue it. Players are
// not closed: the caller owns them.
func (r *Runner) Run(ctx context.Context) (Result, error) {
	if err := r.fire(TriggerStart); err != nil {
		return Result{}, err
	}
	res, err := r.loop(ctx)
	if r.eng != nil {
		defer r.eng.Close()
	}
	if err != nil {
		r.fire(TriggerFail) // from PLAYING or PAUSED: always allowed
		if serr := r.save(); serr != nil {
			err = errors.Join(err, serr)
		}
		return r.finalResult(res), &Error{Play: len(r.log.Plays), Err: err}
	}
	if serr := r.save(); serr != nil {
		r.fire(TriggerFail)
		return r.finalResult(res), &Error{Play: len(r.log.Plays), Err: serr}
	}
	if err := r.fire(TriggerFinish); err != nil {
		return r.finalResult(res), err
	}
	return r.finalResult(res), nil
}

func (r *Runner) finalResult(res Result) Result {
	res.Plays = len(r.log.Plays)
	r.mu.Lock()
	res.Log = r.snapshot()
	r.mu.Unlock()
	return res
}

// waitResumed blocks while the run is paused.
func (r *Runner) waitResumed(ctx context.Context) error {
	if r.pausedHook != nil && r.State() == StatePaused {
		r.pausedHook <- len(r.log.Plays)
	}
	for r.State() == StatePaused {
		select {
		case <-r.wake:
		case <-ctx.Done():
			return ctx.Err()
		}
	}
	return nil
}

// loop is the body of Run.
func (r *Runner) loop(ctx context.Context) (Result, error) {
	if r.result != nil {
		return *r.result, nil
	}
	if !r.started {
		r.eng = r.cfg.Engine()
		evs, err := r.eng.Start(driver.Setup{Rules: r.cfg.Rules, Seed: r.cfg.Seed, Decks: r.cfg.Decks, Score: r.cfg.Score})
		if err != nil {
			return Result{}, fmt.Errorf("el motor no empieza la partida: %w", err)
		}
		r.started = true
		r.mu.Lock()
		r.log.Events = append(r.log.Events, evs...)
		r.mu.Unlock()
		if err := r.save(); err != nil {
			return Result{}, err
		}
	}
	max := r.cfg.Settings.MaxActions
	if max == 0 {
		max = tiempo.DefaultMaxActions
	}
	for {
		if err := r.waitResumed(ctx); err != nil {
			return Result{}, err
		}
		if err := ctx.Err(); err != nil {
			return Result{}, err
		}
		pub, err := r.eng.Observe(driver.Spectator())
		if err != nil {
			return Result{}, fmt.Errorf("el motor no da la observación del espectador: %w", err)
		}
		if pub.Phase == engine.PhaseGameOver {
			return r.over(pub), nil
		}
		if len(r.log.Plays) >= max {
			return r.over(pub), fmt.Errorf("la partida no ha terminado tras %d acciones (max_actions)", max)
		}
		seat := pub.Turn
		if !seat.Valid() {
			return r.over(pub), fmt.Errorf("la partida no ha terminado pero no habla nadie (fase %s)", pub.Phase)
		}
		res, done, err := r.step(ctx, seat)
		if err != nil || done {
			return res, err
		}
		if err := r.save(); err != nil {
			return Result{}, err
		}
	}
}

// over is the result of a game the engine ended.
func (r *Runner) over(pub engine.Observation) Result {
	res := Result{Winner: engine.NoTeam, Score: pub.Score, Games: pub.Games}
	for i := len(r.log.Events) - 1; i >= 0; i-- {
		switch p := r.log.Events[i].Payload.(type) {
		case engine.MatchFinished:
			res.Winner = p.Winner
		case engine.GameFinished:
			res.Winner = p.Winner
		default:
			continue
		}
		break
	}
	return res
}

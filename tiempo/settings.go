package tiempo

import (
	"fmt"
	"time"
)

// Policy is what a turn does when a player fails a decision (runs out
// of time, disconnects, answers garbage or an illegal action).
type Policy uint8

// The policies; the names are the TOML values.
const (
	PolicyNone    Policy = iota
	PolicyDefault        // "accion": play the situation's default action and go on
	PolicyForfeit        // "abandono": the player's pair loses the game (the partida)
	numPolicies
)

var policyNames = [numPolicies]string{"", "accion", "abandono"}

// String returns the TOML value, e.g. "abandono".
func (p Policy) String() string {
	if p < numPolicies {
		return policyNames[p]
	}
	return fmt.Sprintf("Policy(%d)", int(p))
}

// MusDefault is the default action of a time-out in the mus.
type MusDefault uint8

// The mus defaults; the names are the TOML values.
const (
	MusDefaultNone MusDefault = iota
	MusDefaultMus             // "mus": ask for mus
	MusDefaultCut             // "corte": cut the mus (no hay mus)
	numMusDefaults
)

var musDefaultNames = [numMusDefaults]string{"", "mus", "corte"}

// String returns the TOML value, e.g. "corte".
func (m MusDefault) String() string {
	if m < numMusDefaults {
		return musDefaultNames[m]
	}
	return fmt.Sprintf("MusDefault(%d)", int(m))
}

// Settings are the keys of config/runner.default.toml (the runner's,
// docs/runner.md): the time limit of each situation (FEM IV.1 for the mus,
// CONVENCION-tiempo-decision for every other decision: the Reglamento sets
// no limit per decision) and what a failure does. A limit of 0 means no
// limit.
type Settings struct {
	DecisionTime time.Duration // decision_time_ms: any other decision (with the word in a lance…; CONVENCION-tiempo-decision)
	MusTime      time.Duration // mus_time_ms: the mus decision (FEM IV.1: one minute per pair) and the discard (CONVENCION-tiempo-decision)
	AnswerTime   time.Duration // answer_time_ms: answering an envite (CONVENCION-tiempo-decision: 30 s)
	OrdagoTime   time.Duration // ordago_time_ms: facing an órdago or an envite worth one (CONVENCION-tiempo-decision: 2 min)
	OnTimeout    Policy        // on_timeout
	OnIllegal    Policy        // on_illegal: garbage or an action the engine refuses
	OnDisconnect Policy        // on_disconnect
	MusTimeout   MusDefault    // mus_timeout_action
	MaxActions   int           // max_actions: a game longer than this ends in ERROR
}

// WithTime returns s with every limit set to d (the command line's
// --tiempo).
func (s Settings) WithTime(d time.Duration) Settings {
	s.DecisionTime, s.MusTime, s.AnswerTime, s.OrdagoTime = d, d, d, d
	return s
}

// Limit returns the time limit of a situation.
func (s Settings) Limit(sit Situation) time.Duration {
	switch sit {
	case SituationMus, SituationDiscard:
		return s.MusTime
	case SituationAnswer:
		return s.AnswerTime
	case SituationOrdago:
		return s.OrdagoTime
	}
	return s.DecisionTime
}

// Validate checks the values a Settings literal may get wrong: every
// Settings that [Turn] and the runner use must pass it (the zero value does
// not: it has no policies).
func (s Settings) Validate() error {
	for _, d := range []struct {
		key string
		v   time.Duration
	}{{"decision_time_ms", s.DecisionTime}, {"mus_time_ms", s.MusTime}, {"answer_time_ms", s.AnswerTime}, {"ordago_time_ms", s.OrdagoTime}} {
		if d.v < 0 {
			return fmt.Errorf("tiempo: %s = %d: no puede ser negativo (0 = sin límite)", d.key, d.v.Milliseconds())
		}
	}
	for _, p := range []struct {
		key string
		v   Policy
	}{{"on_timeout", s.OnTimeout}, {"on_illegal", s.OnIllegal}, {"on_disconnect", s.OnDisconnect}} {
		if p.v == PolicyNone || p.v >= numPolicies {
			return fmt.Errorf("tiempo: %s: falta o no es válida (se admiten: \"accion\", \"abandono\")", p.key)
		}
	}
	if s.MusTimeout == MusDefaultNone || s.MusTimeout >= numMusDefaults {
		return fmt.Errorf("tiempo: mus_timeout_action: falta o no es válida (se admiten: \"mus\", \"corte\")")
	}
	if s.MaxActions < 0 {
		return fmt.Errorf("tiempo: max_actions = %d: no puede ser negativo (0 = %d)", s.MaxActions, DefaultMaxActions)
	}
	return nil
}

// DefaultMaxActions is the step limit when max_actions is 0.
const DefaultMaxActions = 200_000

// Package driver is the one contract through which the specification
// (steps/) and the certifier drive a Mus engine: start a game from rules
// and a seed or stacked decks, apply an action, observe as a viewer, list
// legal actions. The in-process implementation wraps the reference engine;
// the subprocess client speaks the same operations as JSON lines, so the
// same scenarios judge any engine.
//
// The steps import this package only: the card notation and the wire types
// are re-exported here, and nothing here evaluates hands.
package driver

import (
	"encoding/json"
	"errors"
	"fmt"

	"github.com/musfem/musfem/engine"
)

// Wire types, shared with the engine's JSON catalog (docs/catalog.md).
type (
	Card        = engine.Card
	Seat        = engine.Seat
	Team        = engine.Team
	Action      = engine.Action
	Play        = engine.Play
	Event       = engine.Event
	EventKind   = engine.EventKind
	Observation = engine.Observation
	// HistoryEntry and Declaration are parts of an Observation.
	HistoryEntry = engine.HistoryEntry
	Declaration  = engine.Declaration
	Template     = engine.Template
	Viewer       = engine.Viewer
	Rules        = engine.Rules
)

// ParseCards reads card texts such as "Ro 3c 7e 1b" (docs/catalog.md).
func ParseCards(s string) ([]Card, error) { return engine.ParseCards(s) }

// FormatCards writes cards as space-separated card texts.
func FormatCards(cs []Card) string { return engine.FormatCards(cs) }

// Stack describes a stacked deal by its result: the dealer, the four hands
// and the first cards of the stock. The driver turns it into a 40-card
// order with the deal of FEM III.2 (docs/rng.md §5).
type Stack struct {
	Dealer Seat
	Hands  [4][]Card
	Stock  []Card
}

// Deck returns the 40-card order (top first) of the stack.
func (s Stack) Deck() ([engine.NumCards]Card, error) {
	return engine.DeckFor(s.Dealer, s.Hands, s.Stock)
}

// Setup is everything needed to start a game.
type Setup struct {
	Rules Rules
	Seed  uint64
	// Decks, when not nil, stacks the deck: one 40-card order per shuffle.
	Decks [][engine.NumCards]Card
	// Score is the starting score of pair A and pair B.
	Score [2]int
}

// RuleError is an engine's refusal of an illegal action, as the protocol
// carries it: the stable code (docs/catalog.md), the article or
// convention id, and a detail.
type RuleError struct {
	Code    string
	Article string
	Detail  string
}

func (e *RuleError) Error() string {
	return fmt.Sprintf("%s (%s): %s", e.Code, e.Article, e.Detail)
}

// Rule returns the article or convention the refused action breaks: a
// refusal names its rule, and that is how a turn under the time rules
// (tiempo.Turn) tells it from a failure of the engine.
func (e *RuleError) Rule() string { return e.Article }

// ErrNotInCatalog is wrapped by the error of an engine that cannot carry
// an action at all, because the action belongs to a later event catalog
// than the one the engine speaks (a seña, a look or a tick to an engine of
// protocol 1). A scenario that plays one does not apply to that engine.
var ErrNotInCatalog = errors.New("la acción no es del catálogo que habla el motor")

// Engine is one game of one engine. A fresh Engine is used for each
// scenario.
type Engine interface {
	// Name identifies the engine in reports.
	Name() string
	// Start begins a game and returns its first events.
	Start(s Setup) ([]Event, error)
	// Apply plays an action; an illegal action returns a *RuleError and
	// must leave the game unchanged.
	Apply(seat Seat, a Action) ([]Event, error)
	// Observe returns what a viewer may know now.
	Observe(v Viewer) (Observation, error)
	// Legal returns the templates of the seat's legal actions.
	Legal(seat Seat) ([]Template, error)
	// Close releases the engine.
	Close() error
}

// Reference returns an Engine over the in-process reference engine.
func Reference() Engine { return &reference{} }

// Tracer is implemented by engines that report the phase transitions
// (indexes of engine.Transitions) their games took, like the reference
// engine; the report counts the scenarios that take each transition.
type Tracer interface {
	Transitions() []int
}

// Unwrapper is implemented by an Engine that passes its calls to another
// (the recorders of escenarios), so that what the inner engine is can be
// told through it.
type Unwrapper interface {
	Unwrap() Engine
}

type reference struct {
	s       engine.State
	started bool
	trace   []int
}

// Transitions implements Tracer.
func (r *reference) Transitions() []int { return append([]int(nil), r.trace...) }

func (r *reference) Name() string { return "musfem-referencia" }

func (r *reference) Start(s Setup) ([]Event, error) {
	st, evs, tr, err := engine.NewTraced(s.Rules, engine.Setup{Seed: s.Seed, Decks: s.Decks, Score: s.Score})
	if err != nil {
		return nil, convert(err)
	}
	r.s, r.started = st, true
	r.trace = append(r.trace, tr...)
	return evs, nil
}

func (r *reference) Apply(seat Seat, a Action) ([]Event, error) {
	// Before Start the engine itself refuses the action (NO_GAME).
	st, evs, tr, err := engine.ApplyTraced(r.s, seat, a)
	if err != nil {
		return nil, convert(err)
	}
	r.s = st
	r.trace = append(r.trace, tr...)
	return evs, nil
}

func (r *reference) Observe(v Viewer) (Observation, error) {
	if !r.started {
		return Observation{}, errors.New("driver: la partida no ha empezado")
	}
	return engine.Observe(r.s, v), nil
}

func (r *reference) Legal(seat Seat) ([]Template, error) {
	if !r.started {
		return nil, errors.New("driver: la partida no ha empezado")
	}
	return engine.Legal(r.s, seat), nil
}

func (r *reference) Close() error { return nil }

// convert turns an engine error into the protocol's RuleError.
func convert(err error) error {
	var re *engine.RuleError
	if errors.As(err, &re) {
		return &RuleError{Code: re.Code.String(), Article: re.Article, Detail: re.Detail}
	}
	return err
}

// The actions of the vocabulary (docs/catalog.md).
type (
	Mus          = engine.Mus
	CutMus       = engine.CutMus
	Discard      = engine.Discard
	Pass         = engine.Pass
	Bet          = engine.Bet
	Raise        = engine.Raise
	Accept       = engine.Accept
	AcceptNoLose = engine.AcceptNoLose
	Reject       = engine.Reject
	Ordago       = engine.Ordago
	// Sena, Look and Tick are the side actions of señas y miradas
	// (docs/catalog-v2.md, docs/senas.md).
	Sena = engine.Sena
	Look = engine.Look
	Tick = engine.Tick
	// Signal is the seña a Sena makes.
	Signal = engine.Signal
)

// NoCard is the absence of a card, written null (docs/catalog.md).
const NoCard = engine.NoCard

// SeatViewer returns the viewer sitting at s.
func SeatViewer(s Seat) Viewer { return engine.SeatViewer(s) }

// Spectator returns the viewer that sees public facts only.
func Spectator() Viewer { return engine.Spectator() }

// Developer returns the all-seeing viewer.
func Developer() Viewer { return engine.Developer() }

// Fields is an event in wire form: its type, visibility and payload fields
// as canonical JSON text.
type Fields struct {
	Seq        int
	Phase      string // the phase the engine was in when it emitted the event
	Type       string
	Visibility string // "PUBLIC", "SYSTEM" or "PRIVATE"
	Seats      []Seat // for PRIVATE
	Payload    map[string]json.RawMessage
}

// EventFields returns the wire form of an event.
func EventFields(e Event) (Fields, error) {
	b, err := json.Marshal(e)
	if err != nil {
		return Fields{}, err
	}
	var w struct {
		Seq        int `json:"seq"`
		Phase      string
		Type       string
		Visibility struct {
			Kind  string
			Seats []Seat
		}
		Payload map[string]json.RawMessage
	}
	if err := json.Unmarshal(b, &w); err != nil {
		return Fields{}, err
	}
	return Fields{Seq: w.Seq, Phase: w.Phase, Type: w.Type, Visibility: w.Visibility.Kind, Seats: w.Visibility.Seats, Payload: w.Payload}, nil
}

// EventKinds returns the type names of every event of the catalog.
func EventKinds() []string {
	var out []string
	for _, k := range engine.EventKinds() {
		out = append(out, k.String())
	}
	return out
}

// ErrorCodes returns every error code of the catalog.
func ErrorCodes() []string {
	var out []string
	for _, c := range engine.Codes() {
		out = append(out, c.String())
	}
	return out
}

package engine

import "fmt"

// Code classifies an illegal action or a bad input. Callers branch with
// errors.Is(err, engine.ErrNotYourTurn); the article is in [RuleError].
type Code uint8

// The error codes. Each has a stable name (docs/catalog.md) and a default
// article; a RuleError may carry a more precise one.
const (
	errNone Code = iota
	// ErrNoGame: the state was not made by New (zero State): no dealer was
	// drawn and no card dealt (FEM III.1).
	ErrNoGame
	// ErrGameOver: the game has ended; no action is accepted (FEM Intro.E).
	ErrGameOver
	// ErrBadSeat: the seat is not 0–3 (FEM II.1).
	ErrBadSeat
	// ErrUnknownAction: the action is nil or not one of the vocabulary's
	// actions (FEM VIII.8).
	ErrUnknownAction
	// ErrNotYourTurn: another seat has the word (FEM IV.4, III.11, VI.2).
	ErrNotYourTurn
	// ErrWrongPhase: the action does not belong to the current phase
	// (e.g. an envido while the mus is being decided, FEM VII.2).
	ErrWrongPhase
	// ErrNotParticipant: a seat without pares or juego tries to speak in
	// that lance (FEM VI.22).
	ErrNotParticipant
	// ErrDiscardCount: too few or too many cards discarded
	// (CONVENCION-descarte).
	ErrDiscardCount
	// ErrCardNotInHand: a discarded card is not in the seat's hand, or is
	// named twice (FEM III.11).
	ErrCardNotInHand
	// ErrBetPending: a bet is pending and must be answered with quiero, no
	// quiero, a raise or an órdago (FEM VI.2).
	ErrBetPending
	// ErrNoBet: quiero, no quiero or a raise with no bet to answer (FEM VI.4).
	ErrNoBet
	// ErrBetTooLow: an envido below min_bet or a raise below min_raise
	// (FEM VIII.8, CONVENCION-envite-minimo, CONVENCION-subida).
	ErrBetTooLow
	// ErrBetTooHigh: an envido or raise above max_bet (CONVENCION-tope-envite).
	ErrBetTooHigh
	// ErrOrdagoRaise: an órdago cannot be raised (CONVENCION-ordago-respuesta).
	ErrOrdagoRaise
	// ErrPostre33: the postre holding 33 may not accept an órdago a juego
	// with a plain quiero (FEM VI.9).
	ErrPostre33
	// ErrNoPierdo: "quiero y no pierdo" is only for the postre with 33 facing
	// an órdago a juego whose partner declared juego (FEM VI.10).
	ErrNoPierdo
	// ErrDeckExhausted: a stacked deck list ran out (docs/rng.md).
	ErrDeckExhausted
	// ErrBadSetup: New was given bad rules or a bad deck.
	ErrBadSetup
	// ErrTransition: a phase transition outside the table (an engine bug).
	ErrTransition
	numCodes
)

var codeNames = [numCodes]string{
	"", "NO_GAME", "GAME_OVER", "BAD_SEAT", "UNKNOWN_ACTION", "NOT_YOUR_TURN",
	"WRONG_PHASE", "NOT_PARTICIPANT", "DISCARD_COUNT", "CARD_NOT_IN_HAND",
	"BET_PENDING", "NO_BET", "BET_TOO_LOW", "BET_TOO_HIGH", "ORDAGO_RAISE",
	"POSTRE_33", "NO_PIERDO", "DECK_EXHAUSTED", "BAD_SETUP", "TRANSITION",
}

var codeArticles = [numCodes]string{
	"", "FEM-III.1", "FEM-Intro.E", "FEM-II.1", "FEM-VIII.8", "FEM-IV.4",
	"FEM-VII.2", "FEM-VI.22", "CONVENCION-descarte", "FEM-III.11",
	"FEM-VI.2", "FEM-VI.4", "FEM-VIII.8", "CONVENCION-tope-envite", "CONVENCION-ordago-respuesta",
	"FEM-VI.9", "FEM-VI.10", "FEM-III.15", "", "",
}

// Error makes a Code usable as a sentinel error.
func (c Code) Error() string { return "mus: " + c.String() }

// String returns the stable code name, e.g. "NOT_YOUR_TURN".
func (c Code) String() string {
	if n, _, ok := draftCode(c); ok {
		return n
	}
	if c >= numCodes || c == errNone {
		return fmt.Sprintf("Code(%d)", uint8(c))
	}
	return codeNames[c]
}

// Article returns the default article or convention of the code.
func (c Code) Article() string {
	if _, a, ok := draftCode(c); ok {
		return a
	}
	if c >= numCodes {
		return ""
	}
	return codeArticles[c]
}

// ParseCode reads the name returned by [Code.String].
func ParseCode(s string) (Code, bool) {
	for c := errNone + 1; c < numCodes; c++ {
		if codeNames[c] == s {
			return c, true
		}
	}
	return parseDraftCode(s)
}

// Codes returns every error code in order.
func Codes() []Code {
	out := make([]Code, 0, numCodes-1)
	for c := errNone + 1; c < numCodes; c++ {
		out = append(out, c)
	}
	return out
}

// RuleError is the error of an illegal action: its code, the FEM article or
// convention it breaks, the seat and action, and a detail in Spanish.
type RuleError struct {
	Code    Code
	Article string // "FEM-VI.9", "CONVENCION-descarte", …
	Seat    Seat
	Action  Action // may be nil
	Detail  string
}

// Error reads like "mus: FEM-VI.2: asiento 1: Pass: hay un envite pendiente…".
func (e *RuleError) Error() string {
	act := "-"
	if e.Action != nil {
		act = e.Action.Type().String()
	}
	art := e.Article
	if art == "" {
		art = e.Code.String()
	}
	return fmt.Sprintf("mus: %s: %s: %s: %s", art, e.Seat, act, e.Detail)
}

// Unwrap returns the code, so errors.Is(err, ErrNotYourTurn) works.
func (e *RuleError) Unwrap() error { return e.Code }

func ruleErr(c Code, article string, seat Seat, a Action, format string, args ...any) *RuleError {
	if article == "" {
		article = c.Article()
	}
	return &RuleError{Code: c, Article: article, Seat: seat, Action: a, Detail: fmt.Sprintf(format, args...)}
}

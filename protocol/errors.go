package protocol

import (
	"errors"
	"fmt"

	"github.com/musfem/musfem/internal/enum"
)

// Kind is what went wrong in a conversation with the engine process: the
// kind of a TransportError. It says what happened, never what it is worth
// to a certificate (certification makes a time-out TIEMPO and the rest
// ERROR).
type Kind uint8

// The kinds of TransportError.
const (
	KindNone     Kind = iota
	KindTimeout       // no answer within the time limit
	KindCrash         // the process ended or closed its output (or could not start)
	KindGarbage       // a line that is not a JSON answer
	KindProtocol      // out of protocol: wrong id, bad shapes, invalid UTF-8, output nobody asked for, a bad farewell
	KindFlood         // a line longer than MaxLine
	numKinds
)

// kindWords are the Spanish words of the kinds, as error messages say them.
var kindWords = [numKinds]string{
	KindNone:     "",
	KindTimeout:  "tiempo",
	KindCrash:    "caida",
	KindGarbage:  "basura",
	KindProtocol: "protocolo",
	KindFlood:    "desbordamiento",
}

// String returns the kind's Spanish word: "tiempo", "caida", "basura",
// "protocolo", "desbordamiento".
func (k Kind) String() string {
	return enum.Name(k, kindWords[:], "Kind")
}

// TransportError is a failure of the conversation with the engine process,
// not an answer of the engine. After one the client kills the process
// group; the next Start launches it again. Every failure of the client is
// a TransportError, an AnswerError, a *driver.RuleError or ErrInterrupted:
// nothing needs to read the text of an error to tell them apart.
type TransportError struct {
	Kind   Kind
	Op     string // the request that failed ("hello" for a launch)
	Detail string
	// Exited says that the engine process had ended when the failure was
	// seen: an exit, not a closed output. ExitCode is then its exit
	// status, or -1 when a signal ended it (Signal names it).
	Exited   bool
	ExitCode int
	Signal   string
}

func (e *TransportError) Error() string {
	return fmt.Sprintf("protocolo: %s: %s: %s", e.Op, e.Kind, e.Detail)
}

// TimedOut reports whether the engine did not answer within its time
// limit (KindTimeout).
func (e *TransportError) TimedOut() bool { return e.Kind == KindTimeout }

// ErrInterrupted is the error of a request after the client's Context
// ended (certify got a signal): not a failure of the engine. The client
// has killed the engine's process group and launches no other.
var ErrInterrupted = errors.New("protocolo: interrumpido")

// AnswerError is an engine's refusal of a request that is not a rule
// error: PROTOCOL (the engine found the request malformed) or UNSUPPORTED
// (a capability or config value it does not offer).
type AnswerError struct {
	Op      string
	Code    string
	Article string
	Detail  string
	// Cause, when not nil, is what the error wraps (driver.ErrNotInCatalog
	// for an action the client does not send).
	Cause error
}

func (e *AnswerError) Error() string {
	return fmt.Sprintf("protocolo: %s: el motor responde %s: %s", e.Op, e.Code, e.Detail)
}

// Unwrap returns the cause, if any.
func (e *AnswerError) Unwrap() error { return e.Cause }

// TimedOut is false: the engine answered, refusing the request.
func (e *AnswerError) TimedOut() bool { return false }

package protocol

import "fmt"

// The kinds of TransportError.
const (
	KindTimeout  = "tiempo"         // no answer within the time limit
	KindCrash    = "caida"          // the process ended or closed its output
	KindGarbage  = "basura"         // a line that is not a JSON answer
	KindProtocol = "protocolo"      // a JSON answer out of protocol (wrong id, bad shapes)
	KindFlood    = "desbordamiento" // a line longer than MaxLine
)

// TransportError is a failure of the conversation with the engine process,
// not an answer of the engine. After one the client kills the process; the
// next Start launches it again.
type TransportError struct {
	Kind   string // KindTimeout, KindCrash, KindGarbage, KindProtocol, KindFlood
	Op     string // the request that failed
	Detail string
}

func (e *TransportError) Error() string {
	return fmt.Sprintf("protocolo: %s: %s: %s", e.Op, e.Kind, e.Detail)
}

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

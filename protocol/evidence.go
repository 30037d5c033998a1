package protocol

import "github.com/musfem/musfem/evidence"

// FailureStatus makes a transport failure an evidence.Failure: TIEMPO for
// a time-out, ERROR for anything else (an exit, garbage, a protocol
// breach, a flood).
func (e *TransportError) FailureStatus() evidence.Status {
	if e.Kind == KindTimeout {
		return evidence.Tiempo
	}
	return evidence.Error
}

// FailureStatus makes an engine's PROTOCOL or UNSUPPORTED answer an
// evidence.Failure: ERROR, a capability or a request the engine could not
// handle, not a failure of a rule.
func (e *AnswerError) FailureStatus() evidence.Status { return evidence.Error }

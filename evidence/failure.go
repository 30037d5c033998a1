package evidence

import "errors"

// Failure is implemented by the typed errors of a transport failure (the
// protocol client's TransportError and AnswerError: a time-out, an engine
// that exited, garbage or a protocol breach on its output, a request or
// capability it refused): what a check observed when it could not ask the
// engine at all. The transport says what happened and never a verdict;
// StatusOf and TransportStatus give it its status. Nothing downstream
// parses error texts.
type Failure interface {
	error
	// TimedOut reports whether the engine did not answer within its time
	// limit, as opposed to any other failure.
	TimedOut() bool
}

// FailureOf returns the transport failure err carries, or nil.
func FailureOf(err error) Failure {
	var f Failure
	if errors.As(err, &f) {
		return f
	}
	return nil
}

// StatusOf returns the status of a check that ended with err: Pasa for
// nil, TransportStatus for a transport failure, Falla otherwise.
func StatusOf(err error) Status {
	switch {
	case err == nil:
		return Pasa
	case FailureOf(err) != nil:
		return TransportStatus(err)
	}
	return Falla
}

// TransportStatus returns the status of a check the engine could not
// finish because of err: Tiempo for a time-out, Error for any other
// failure, typed or not.
func TransportStatus(err error) Status {
	if f := FailureOf(err); f != nil && f.TimedOut() {
		return Tiempo
	}
	return Error
}

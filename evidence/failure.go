package evidence

import "errors"

// Failure is implemented by the typed errors of a transport failure (the
// protocol client's: a time-out, an engine that exited, garbage or a
// protocol breach on its output, a capability it does not offer): what a
// check observed when it could not ask the engine at all. Nothing
// downstream parses error texts.
type Failure interface {
	error
	// FailureStatus is Tiempo for a time-out and Error for anything else.
	FailureStatus() Status
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
// nil, the failure's status for a transport failure, Falla otherwise.
func StatusOf(err error) Status {
	switch {
	case err == nil:
		return Pasa
	case FailureOf(err) != nil:
		return FailureOf(err).FailureStatus()
	}
	return Falla
}

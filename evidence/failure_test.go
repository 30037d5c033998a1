package evidence

import (
	"errors"
	"fmt"
	"testing"
)

// failure is a transport failure as a transport reports it: what
// happened, no verdict.
type failure struct{ timedOut bool }

func (f failure) Error() string  { return fmt.Sprintf("transporte (tiempo agotado: %v)", f.timedOut) }
func (f failure) TimedOut() bool { return f.timedOut }

// TestStatusOf: a check's error gives its status — PASA without one,
// TIEMPO or ERROR for a transport failure however wrapped, FALLA for
// anything else; TransportStatus makes any error ERROR but a time-out.
func TestStatusOf(t *testing.T) {
	wrapped := fmt.Errorf("apply: %w", failure{timedOut: true})
	for _, tc := range []struct {
		err               error
		status, transport Status
	}{
		{nil, Pasa, Error},
		{failure{timedOut: true}, Tiempo, Tiempo},
		{wrapped, Tiempo, Tiempo},
		{failure{}, Error, Error},
		{errors.Join(errors.New("paso"), failure{}), Error, Error},
		{errors.New("se esperaba la pareja A y ganó la B"), Falla, Error},
	} {
		if got := StatusOf(tc.err); got != tc.status {
			t.Errorf("StatusOf(%v) = %s, se esperaba %s", tc.err, got, tc.status)
		}
		if got := TransportStatus(tc.err); got != tc.transport {
			t.Errorf("TransportStatus(%v) = %s, se esperaba %s", tc.err, got, tc.transport)
		}
		if (FailureOf(tc.err) != nil) != (tc.status == Tiempo || tc.status == Error) {
			t.Errorf("FailureOf(%v) = %v", tc.err, FailureOf(tc.err))
		}
	}
}

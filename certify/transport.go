package certify

import (
	"errors"
	"strings"

	"github.com/musfem/musfem/protocol"
)

// resultOf classifies an engine failure that is not a rule error: a
// timeout is Tiempo, anything else (crash, garbage, protocol) Error.
func resultOf(err error) string {
	var te *protocol.TransportError
	if errors.As(err, &te) {
		if te.Kind == "tiempo" {
			return Tiempo
		}
		return Error
	}
	if isTimeoutText(err.Error()) {
		return Tiempo
	}
	return Error
}

// isTimeoutText recognises a timeout in an error text (scenario messages
// only keep the text of a *protocol.TransportError).
func isTimeoutText(s string) bool {
	return strings.Contains(s, ": tiempo: ")
}

// isTransportText recognises any transport failure in an error text, and
// an engine's PROTOCOL or UNSUPPORTED answer (a missing capability is an
// ERROR, not a failure of the rule).
func isTransportText(s string) bool {
	if strings.Contains(s, "el motor responde UNSUPPORTED") || strings.Contains(s, "el motor responde PROTOCOL") {
		return true
	}
	return strings.Contains(s, "protocolo: ") && (strings.Contains(s, ": tiempo: ") || strings.Contains(s, ": caida: ") ||
		strings.Contains(s, ": basura: ") || strings.Contains(s, ": protocolo: ") || strings.Contains(s, ": desbordamiento: "))
}

package protocol

import (
	"fmt"
	"testing"
)

// TestTransportErrorKinds: every kind has its Spanish word in the message,
// and a transport failure says whether the engine timed out — what
// happened, never a verdict — so that certification can tell TIEMPO from
// ERROR without reading texts.
func TestTransportErrorKinds(t *testing.T) {
	for k, word := range map[Kind]string{KindTimeout: "tiempo", KindCrash: "caida", KindGarbage: "basura", KindProtocol: "protocolo", KindFlood: "desbordamiento"} {
		e := &TransportError{Kind: k, Op: "apply", Detail: "x"}
		if got, want := e.Error(), "protocolo: apply: "+word+": x"; got != want {
			t.Errorf("%d: %q, se esperaba %q", k, got, want)
		}
		if e.TimedOut() != (k == KindTimeout) {
			t.Errorf("%s: TimedOut() = %v", k, e.TimedOut())
		}
	}
	if s := Kind(numKinds).String(); s != fmt.Sprintf("Kind(%d)", numKinds) {
		t.Errorf("un tipo desconocido: %q", s)
	}
	if (&AnswerError{Code: CodeUnsupported}).TimedOut() {
		t.Error("una respuesta UNSUPPORTED no es un tiempo agotado")
	}
}

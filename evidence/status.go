package evidence

// Status is a result of a check and the status of a row. Its value is the
// word the JSON of the reports and certificates holds ("PASA", "NO
// APLICA"); how the reports draw it — its mark and its words — is in the
// one table of looks.go.
type Status string

// The statuses.
const (
	// Pasa: the check ran on the engine and found it right.
	Pasa Status = "PASA"
	// Falla: the check found the engine wrong on an aspect that this row's
	// article governs.
	Falla Status = "FALLA"
	// Error: the engine could not be asked (it crashed, printed garbage,
	// broke the protocol or does not offer a capability the check needs),
	// or an article the engine must apply has no evidence at all.
	Error Status = "ERROR"
	// Tiempo: the engine did not answer in time.
	Tiempo Status = "TIEMPO"
	// NoAplica: the check needs a rule value the engine does not accept,
	// or the article is not applicable to an engine at all.
	NoAplica Status = "NO APLICA"
	// Esperado: a failure the engine's authors declared beforehand, in a
	// file kept outside the suite; never counted as a pass.
	Esperado Status = "ESPERADO"
	// Consecuencia: the check failed, but its first difference is an
	// aspect governed by another article: it is shown under this row as a
	// consequence of that divergence, not as this row's failure.
	Consecuencia Status = "CONSECUENCIA"
	// Adaptador: the check passed, but only on behaviours the engine's
	// adapter declares it computes itself (protocol 3): «lo calcula el
	// adaptador», never counted as the engine's pass.
	Adaptador Status = "ADAPTADOR"
	// SinPruebas: no check reached the row.
	SinPruebas Status = "SIN PRUEBAS"
)

// Statuses lists every status in the order the reports count them.
func Statuses() []Status {
	out := make([]Status, len(looks))
	for i, l := range looks {
		out[i] = l.status
	}
	return out
}

// Failing reports whether a row in this status rejects an engine.
func (s Status) Failing() bool { return s == Falla || s == Error || s == Tiempo }

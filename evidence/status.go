package evidence

// Status is a result of a check and the status of a row, in the reports'
// words (Spanish, upper case, as certificates print them).
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
	return []Status{Pasa, Falla, Error, Tiempo, NoAplica, Esperado, Consecuencia, Adaptador, SinPruebas}
}

// Failing reports whether a row in this status rejects an engine.
func (s Status) Failing() bool { return s == Falla || s == Error || s == Tiempo }

// Label returns the status as the reports print it, in words a reader
// who is not a programmer understands.
func (s Status) Label() string {
	switch s {
	case Adaptador:
		return "LO CALCULA EL ADAPTADOR"
	}
	return string(s)
}

// Applies says how a catalog entry applies to an engine, for Judge.
type Applies int

// How an entry applies.
const (
	// Must: an engine must apply it (an enforceable article; in the
	// traceability report, an implemented convention too): without any
	// evidence it is SIN PRUEBAS.
	Must Applies = iota
	// May: an engine may apply it (an implemented convention, in
	// certification: the engine may not offer it): without evidence it is
	// NO APLICA.
	May
	// Cannot: no engine can apply it (impossible in a digital game, a
	// tournament matter, unknown content, a convention musfem does not
	// implement): only a failure changes its NO APLICA.
	Cannot
)

// Judge is the one rule that turns the results of a row's checks into the
// row's status, for the traceability report and for certification alike:
// a failure wins; then an error, then a time-out; an entry that cannot
// apply is NO APLICA otherwise, whatever passed; then a pass by the engine
// itself; then a pass that rests only on what the adapter computes; then a
// failure that is only a consequence of another article's divergence. A
// row without any of these is SinPruebas when the entry must apply and
// NoAplica otherwise. NoAplica and Esperado results are not evidence and
// do not count here.
func Judge(a Applies, results []Status) Status {
	for _, want := range precedence {
		if a == Cannot && want == Pasa {
			return NoAplica
		}
		for _, r := range results {
			if r == want {
				return want
			}
		}
	}
	if a == Must {
		return SinPruebas
	}
	return NoAplica
}

// precedence is the order in which Judge looks for a result.
var precedence = []Status{Falla, Error, Tiempo, Pasa, Adaptador, Consecuencia}

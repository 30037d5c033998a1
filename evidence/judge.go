package evidence

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
// apply is NO APLICA otherwise, whatever passed; then a failure that is
// only a consequence of another article's divergence, which a pass never
// outweighs (a check that could not judge the row leaves it unjudged:
// one passing check does not make a dozen hidden ones agree); then a pass
// by the engine itself; then a pass that rests only on what the adapter
// computes. A row without any of these is SinPruebas when the entry must
// apply and NoAplica otherwise. NoAplica and Esperado results are not
// evidence and do not count here.
func Judge(a Applies, results []Status) Status {
	for _, want := range precedence {
		if a == Cannot && want == Consecuencia {
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
var precedence = []Status{Falla, Error, Tiempo, Consecuencia, Pasa, Adaptador}

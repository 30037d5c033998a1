package evidence

// Policy is what a consumer of the evidence decides for itself when it
// judges the rows of the catalog (reference.Catalog.Table); the rest —
// Judge's precedence, and that an article applies when its kind is
// enforceable (reference.Kind.Enforceable) — is the same for every
// consumer.
type Policy struct {
	// Conventions is how a convention musfem implements applies to the
	// engine judged; one musfem does not implement cannot apply.
	Conventions Applies
	// ErrorAs is what an ERROR result counts as.
	ErrorAs Status
}

// The policies.
var (
	// Traceability is the traceability report's (trazabilidad/): it judges the
	// reference engine, which plays every convention musfem implements, so
	// a convention without a passing scenario is a hole in the coverage
	// (SIN PRUEBAS); and its ERROR results are scenarios with a step
	// without definition, a fault of the specification itself: FALLA.
	Traceability = Policy{Conventions: Must, ErrorAs: Falla}
	// Certification is a certificate's (certify/): an engine may not offer
	// a convention, which without evidence is NO APLICA; and an ERROR is
	// an engine that could not be asked, ERROR on the row.
	Certification = Policy{Conventions: May, ErrorAs: Error}
)

// Article returns how an article (or a chapter that is its own row)
// applies: Must when its kind is enforceable, Cannot otherwise; the same
// under every policy.
func (Policy) Article(enforceable bool) Applies {
	if enforceable {
		return Must
	}
	return Cannot
}

// Convention returns how a convention applies: as p.Conventions says when
// musfem implements it, Cannot otherwise.
func (p Policy) Convention(implemented bool) Applies {
	if implemented {
		return p.Conventions
	}
	return Cannot
}

// Judge is [Judge] with every ERROR result counted as p.ErrorAs.
func (p Policy) Judge(a Applies, results []Status) Status {
	counted := make([]Status, len(results))
	for i, r := range results {
		if r == Error {
			r = p.ErrorAs
		}
		counted[i] = r
	}
	return Judge(a, counted)
}

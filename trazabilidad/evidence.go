package trazabilidad

import "github.com/musfem/musfem/evidence"

// Evidence is what a row of the report, an article or a convention, rests
// on: its status, the scenarios that cover it and the mutants of the
// engine's code that enforces it. Its fields are the row's own in the
// JSON.
type Evidence struct {
	// Status is PASA (covered), FALLA, SIN PRUEBAS or NO APLICA
	// (evidence.Traceability).
	Status    evidence.Status `json:"status"`
	Scenarios []ScenarioRef   `json:"scenarios"`
	// Mutation is the mutants of the engine's code that enforces the row,
	// when there are any.
	Mutation *Mutation `json:"mutation,omitempty"`
}

// judge gives the evidence of the row of catalog id, whose noun is what
// ("este artículo"…): its scenarios refs, judged under applies, and its
// mutants. why says why the row has no evidence when none of its
// scenarios applies to the fixed profile ("" otherwise).
func (in *Input) judge(id, what string, applies evidence.Applies, refs []ScenarioRef) (e Evidence, why string) {
	e = Evidence{Status: evidence.Traceability.Judge(applies, results(refs)), Scenarios: refs, Mutation: in.Mutants.row(id, what)}
	if e.Status == evidence.SinPruebas {
		why = notApplicableWhy(refs)
	}
	return e, why
}

// mdStatus is the status cell of a row in Markdown: the status, the
// justification when the status calls for one, and the mutants.
func mdStatus(e Evidence, justification string) string {
	st := e.Status.Mark() + " " + e.Status.Label()
	if justified(e.Status) && justification != "" {
		st += " — " + justification
	}
	if e.Mutation != nil {
		st += "<br>" + mdMutation(e.Mutation)
	}
	return st
}

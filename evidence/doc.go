// Package evidence is the one model of what a check observed and of the
// status it gives the catalog's rows, shared by the traceability report
// (report/), the specification runner (spec/) and certification
// (certify/).
//
// A check (a scenario, a golden fixture, a differential game, the leak
// check) produces results. Each result has a [Status] from one vocabulary
// and, when it is not a pass, a typed cause: a [Divergence] between the
// engine and the reference with its signature (the [Aspect] compared and
// the articles that govern it), a rule refusal, or a transport failure
// (time-out, exit, garbage, unsupported) that the protocol client reports
// as a typed error. [Judge] is the one rule that turns a row's results into
// the row's status.
package evidence

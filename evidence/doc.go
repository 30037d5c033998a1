// Package evidence is the one model of what a check observed and of the
// status it gives the catalog's rows, shared by the traceability report
// (trazabilidad/), the specification runner (escenarios/) and certification
// (certify/).
//
// A check (a scenario, a golden fixture, a differential game, the leak
// check) produces results. Each result has a [Status] from one vocabulary,
// drawn with one mark and one set of words (looks.go), and, when it is not
// a pass, a typed cause: a [Divergence] between the engine and the
// reference with its signature (the [Aspect] compared and the articles
// that govern it), a rule refusal, or a transport failure (time-out, exit,
// garbage, refusal) that the protocol client reports as a typed error, a
// [Failure], and [StatusOf] makes ERROR or TIEMPO. [Judge] is the one rule
// that turns a row's results into the row's status; each consumer judges
// under its named [Policy] ([Traceability], [Certification]).
package evidence

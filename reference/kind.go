package reference

import "fmt"

// Kind says how the engine treats an article of the Reglamento.
type Kind uint8

// The kinds. KindNone is only valid for a chapter entry whose articles carry
// their own kinds.
const (
	KindNone       Kind = iota // mixed chapter: see its articles
	KindEnforced               // the engine enforces it
	KindOption                 // enforced as an option, named by config keys
	KindImpossible             // impossible by construction in a digital game
	KindTournament             // tournament organisation
	KindVocabulary             // vocabulary that feeds enforced rules
	KindRunner                 // a time limit the referee (package runner) enforces, not the engine
	numKinds
)

// kindNames holds the machine values written in the catalog files.
var kindNames = [numKinds]string{
	KindNone:       "",
	KindEnforced:   "enforced",
	KindOption:     "option",
	KindImpossible: "impossible",
	KindTournament: "tournament",
	KindVocabulary: "vocabulary",
	KindRunner:     "runner",
}

// kindLabels holds the Spanish labels used in reports.
var kindLabels = [numKinds]string{
	KindNone:       "varios (véanse sus artículos)",
	KindEnforced:   "el motor la aplica",
	KindOption:     "aplicada como opción",
	KindImpossible: "imposible por construcción",
	KindTournament: "organización de torneo",
	KindVocabulary: "vocabulario que alimenta reglas",
	KindRunner:     "lo aplica el árbitro de la partida",
}

// String returns the machine value of the kind as written in the catalog
// files ("enforced", "option" …); KindNone is the empty string.
func (k Kind) String() string {
	if k < numKinds {
		return kindNames[k]
	}
	return fmt.Sprintf("Kind(%d)", uint8(k))
}

// Label returns the Spanish label of the kind, for reports.
func (k Kind) Label() string {
	if k < numKinds {
		return kindLabels[k]
	}
	return k.String()
}

// ParseKind returns the kind whose machine value is s. The empty string is
// KindNone.
func ParseKind(s string) (Kind, bool) {
	for k := KindNone; k < numKinds; k++ {
		if kindNames[k] == s {
			return k, true
		}
	}
	return KindNone, false
}

// Enforceable reports whether an article of this kind is a rule that
// musfem plays — the engine applies it, as a rule, as an option or as the
// vocabulary its rules use, or the runner's referee does — and so one that
// an engine must follow and that counts for coverage.
func (k Kind) Enforceable() bool {
	return k == KindEnforced || k == KindOption || k == KindVocabulary || k == KindRunner
}

// Kinds returns every kind except KindNone, in declaration order.
func Kinds() []Kind {
	out := make([]Kind, 0, numKinds-1)
	for k := KindNone + 1; k < numKinds; k++ {
		out = append(out, k)
	}
	return out
}

// Status says whether musfem implements a convention.
type Status uint8

// The statuses of a convention.
const (
	StatusNone           Status = iota
	StatusImplemented           // implemented, fixed: no config key
	StatusOption                // implemented as an option: one or more config keys
	StatusNotImplemented        // not implemented: a config naming it is refused
	numStatuses
)

var statusNames = [numStatuses]string{
	StatusNone:           "",
	StatusImplemented:    "implementada",
	StatusOption:         "implementada como opción",
	StatusNotImplemented: "no implementada",
}

// Implemented reports whether musfem implements a convention in this
// status, fixed or as an option: an engine can apply it.
func (s Status) Implemented() bool { return s == StatusImplemented || s == StatusOption }

// String returns the value of the status as written in the catalog files,
// which is also its Spanish label.
func (s Status) String() string {
	if s < numStatuses {
		return statusNames[s]
	}
	return fmt.Sprintf("Status(%d)", uint8(s))
}

// ParseStatus returns the status written s in the catalog files.
func ParseStatus(s string) (Status, bool) {
	for st := StatusNone + 1; st < numStatuses; st++ {
		if statusNames[st] == s {
			return st, true
		}
	}
	return StatusNone, false
}

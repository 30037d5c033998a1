// Package jerga keeps what a professor or a Mus player reads — the
// feature files, the catalog texts that the reports print, the reports
// themselves — in plain Spanish. Its checks find the three things such a
// reader cannot follow: the project's internal references (its design
// notes, their sections and decisions, its programs and their jargon),
// the English names of the engine's event catalog, and the identifiers of
// the configuration files written where a sentence should say the rule.
//
// The checks are used by tests (steps, reference, report); each returns
// the first offending text, or "" when there is none.
package jerga

import (
	"regexp"
	"strings"

	"github.com/musfem/musfem/engine"
)

// internal matches the project's own references: its design documents (the
// seeds, the rulings, the decisions and their sections), the notes it was
// built from, its programs (the Arena, the runner, the stacked deck) and
// their files. None of them means anything to a reader of the rules.
var internal = regexp.MustCompile(`(?i)` + strings.Join([]string{
	`\bseeds?\b`, `\bsemillas\b`, `\bsemilla 0\d`,
	`\brulings?\b`, `§`, `\bD-?\d{2}\b`, `\bissue \d`,
	`\bfem-outline\b`, `\bmusst\b`, `\bmusbot\b`,
	`\barena\b`, `\brunner\b`, `\bstacked\b`, `mazos? preparados?`, `barajado preparado`,
	`docs/decisions`, `decisions\.md`, `reference/data`, `\.go\b`, `desarrollador`,
}, "|"))

// Internal returns the first internal reference in s, or "".
func Internal(s string) string { return internal.FindString(s) }

// catalogNames matches the English names of the engine's catalog: event
// kinds, error codes, phases, action types and visibilities. "Mus" is a
// Spanish word too and is left out.
var catalogNames = func() *regexp.Regexp {
	var names []string
	for _, k := range engine.EventKindsV2() {
		names = append(names, k.String())
	}
	for _, c := range engine.CodesV2() {
		names = append(names, c.String())
	}
	for p := engine.Phase(0); !strings.HasPrefix(p.String(), "Phase("); p++ {
		names = append(names, p.String())
	}
	for _, a := range engine.ActionTypesV2() {
		if a.String() != "Mus" {
			names = append(names, a.String())
		}
	}
	names = append(names, "PUBLIC", "PRIVATE", "SYSTEM")
	for i, n := range names {
		names[i] = regexp.QuoteMeta(n)
	}
	return regexp.MustCompile(`\b(?:` + strings.Join(names, "|") + `)\b`)
}()

// CatalogName returns the first English name of the engine's catalog in s
// (BetRejected, NOT_YOUR_TURN, GRANDE, Signal…), or "".
func CatalogName(s string) string { return catalogNames.FindString(s) }

// setting matches what belongs in a configuration file, not in a sentence:
// a snake_case word (a key such as min_discard or on_timeout, a value such
// as corte_libre), an assignment "key = value" and the TOML booleans.
var setting = regexp.MustCompile(`\b[a-z][a-z0-9]*(?:_[a-z0-9]+)+\b|\b[a-z]+ = |\b(?:true|false)\b`)

// Setting returns the first piece of configuration syntax in s (a key, a
// snake_case value, "key = " or a TOML boolean), or "".
func Setting(s string) string { return setting.FindString(s) }

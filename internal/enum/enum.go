// Package enum holds what musfem's small enumerations (a uint8 type, a
// constant for each value and a table of their words) share: the String
// that reads the table and names a value outside it by its type.
package enum

import "fmt"

// Name returns the word of e in names (indexed by value), or, for a value
// past the end of names, typ and the number, e.g. "State(9)".
func Name[E ~uint8](e E, names []string, typ string) string {
	if int(e) < len(names) {
		return names[e]
	}
	return fmt.Sprintf("%s(%d)", typ, uint8(e))
}

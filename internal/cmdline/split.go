// Package cmdline splits a command line into arguments, the one way every
// musfem command that starts a program (certify --engine, partida
// --jugadores) reads it. It imports only the standard library, so that
// both protocol/ and runner/ can use it without importing each other.
package cmdline

import (
	"fmt"
	"strings"
)

// Split splits a command line on spaces and tabs; double quotes group
// words with spaces ("a b" is one argument) and \" is a literal quote
// inside them. An unclosed quote or an empty line is an error.
func Split(s string) ([]string, error) {
	var out []string
	var cur strings.Builder
	in, has := false, false
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case in && c == '\\' && i+1 < len(s) && s[i+1] == '"':
			cur.WriteByte('"')
			i++
		case c == '"':
			in, has = !in, true
		case !in && (c == ' ' || c == '\t'):
			if has {
				out = append(out, cur.String())
				cur.Reset()
				has = false
			}
		default:
			cur.WriteByte(c)
			has = true
		}
	}
	if in {
		return nil, fmt.Errorf("orden %q: comillas sin cerrar", s)
	}
	if has {
		out = append(out, cur.String())
	}
	if len(out) == 0 {
		return nil, fmt.Errorf("orden vacía")
	}
	return out, nil
}

// Quote writes a word so that Split reads it back: in double quotes, with
// \" for a quote, when it has a space, a tab or a quote, or is empty.
func Quote(w string) string {
	if w != "" && !strings.ContainsAny(w, " \t\"") {
		return w
	}
	return `"` + strings.ReplaceAll(w, `"`, `\"`) + `"`
}

// Join writes the words as one command line that Split reads back.
func Join(words []string) string {
	out := make([]string, len(words))
	for i, w := range words {
		out[i] = Quote(w)
	}
	return strings.Join(out, " ")
}

package protocol

import (
	"fmt"
	"strings"
)

// SplitCommand splits a command line on spaces; double quotes group words
// with spaces ("a b" is one argument) and \" is a literal quote inside
// them.
func SplitCommand(s string) ([]string, error) {
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

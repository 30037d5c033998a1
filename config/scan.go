package config

import (
	"bytes"
	"strconv"
)

// stmt is one top-level statement of a TOML file: a key/value pair or a
// table header.
type stmt struct {
	line   int      // 1-based line where the key or header starts
	end    int      // line where its value ends (multi-line strings and arrays)
	parts  []string // key parts, unquoted; a dotted key has more than one
	header bool     // a [table] or [[array of tables]] header
	array  bool     // an [[array of tables]] header
}

// scan finds the top-level statements of a TOML file and the line of each.
// BurntSushi/toml reports undecoded keys without positions, so
// the errors find their lines here. scan understands just enough TOML to
// skip values (strings of the four kinds, multi-line arrays and inline
// tables, comments); it never panics, and on malformed input it skips to the
// next line.
func scan(data []byte) []stmt {
	data = bytes.TrimPrefix(data, []byte("\ufeff"))
	sc := &scanner{s: data, line: 1}
	var out []stmt
	for {
		sc.skipSpaceAndComments()
		if sc.eof() {
			return out
		}
		line := sc.line
		if sc.s[sc.i] == '[' {
			sc.i++
			array := sc.peek(0) == '['
			if array {
				sc.i++
			}
			out = append(out, stmt{line: line, end: line, parts: sc.keyParts(), header: true, array: array})
			sc.skipLine()
			continue
		}
		parts := sc.keyParts()
		if len(parts) == 0 {
			sc.skipLine()
			continue
		}
		sc.skipBlank()
		if sc.peek(0) == '=' {
			sc.i++
			sc.skipBlank()
			sc.skipValue()
		}
		out = append(out, stmt{line: line, end: sc.line, parts: parts})
		sc.skipLine()
	}
}

// scanner is the state of scan.
type scanner struct {
	s    []byte
	i    int // next byte
	line int // line of s[i]
}

func (sc *scanner) eof() bool { return sc.i >= len(sc.s) }

// peek returns the byte k places ahead, or 0 past the end.
func (sc *scanner) peek(k int) byte {
	if sc.i+k < len(sc.s) {
		return sc.s[sc.i+k]
	}
	return 0
}

// adv moves past one byte, counting lines.
func (sc *scanner) adv() {
	if sc.eof() {
		return
	}
	if sc.s[sc.i] == '\n' {
		sc.line++
	}
	sc.i++
}

func (sc *scanner) hasPrefix(p string) bool {
	return bytes.HasPrefix(sc.s[sc.i:], []byte(p))
}

// skipBlank skips spaces and tabs.
func (sc *scanner) skipBlank() {
	for c := sc.peek(0); !sc.eof() && (c == ' ' || c == '\t'); c = sc.peek(0) {
		sc.i++
	}
}

// skipLine skips to the start of the next line.
func (sc *scanner) skipLine() {
	for !sc.eof() {
		c := sc.s[sc.i]
		sc.adv()
		if c == '\n' {
			return
		}
	}
}

// skipSpaceAndComments skips blank lines, whitespace and comments.
func (sc *scanner) skipSpaceAndComments() {
	for !sc.eof() {
		switch sc.s[sc.i] {
		case ' ', '\t', '\r', '\n':
			sc.adv()
		case '#':
			for !sc.eof() && sc.s[sc.i] != '\n' {
				sc.i++
			}
		default:
			return
		}
	}
}

func isBare(c byte) bool {
	return c >= 'A' && c <= 'Z' || c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '_' || c == '-'
}

// keyParts reads a possibly dotted, possibly quoted key.
func (sc *scanner) keyParts() []string {
	var parts []string
	for {
		sc.skipBlank()
		switch c := sc.peek(0); {
		case sc.eof():
			return parts
		case c == '"':
			start := sc.i
			sc.i++
			for !sc.eof() && sc.s[sc.i] != '"' && sc.s[sc.i] != '\n' {
				if sc.s[sc.i] == '\\' && sc.peek(1) != '\n' {
					sc.i++
				}
				sc.i++
			}
			if sc.peek(0) != '"' {
				return parts
			}
			sc.i++
			raw := string(sc.s[start:sc.i])
			if u, err := strconv.Unquote(raw); err == nil {
				parts = append(parts, u)
			} else {
				parts = append(parts, raw[1:len(raw)-1])
			}
		case c == '\'':
			start := sc.i + 1
			sc.i++
			for !sc.eof() && sc.s[sc.i] != '\'' && sc.s[sc.i] != '\n' {
				sc.i++
			}
			if sc.peek(0) != '\'' {
				return parts
			}
			parts = append(parts, string(sc.s[start:sc.i]))
			sc.i++
		case isBare(c):
			start := sc.i
			for !sc.eof() && isBare(sc.s[sc.i]) {
				sc.i++
			}
			parts = append(parts, string(sc.s[start:sc.i]))
		default:
			return parts
		}
		sc.skipBlank()
		if sc.peek(0) != '.' {
			return parts
		}
		sc.i++
	}
}

// skipValue skips one value: a string of any kind, an array or inline table
// (which may span lines), or a scalar up to the end of the line or a comment.
func (sc *scanner) skipValue() {
	switch {
	case sc.eof():
	case sc.hasPrefix(`"""`):
		sc.skipMultiline(`"""`, true)
	case sc.hasPrefix(`'''`):
		sc.skipMultiline(`'''`, false)
	case sc.s[sc.i] == '"' || sc.s[sc.i] == '\'':
		q := sc.s[sc.i]
		sc.i++
		for !sc.eof() && sc.s[sc.i] != '\n' {
			c := sc.s[sc.i]
			if q == '"' && c == '\\' && sc.peek(1) != '\n' {
				sc.i += 2
				continue
			}
			sc.i++
			if c == q {
				return
			}
		}
	case sc.s[sc.i] == '[' || sc.s[sc.i] == '{':
		depth := 0
		for !sc.eof() {
			switch sc.s[sc.i] {
			case '[', '{':
				depth++
				sc.i++
			case ']', '}':
				depth--
				sc.i++
				if depth <= 0 {
					return
				}
			case '"', '\'':
				sc.skipValue()
			case '#':
				for !sc.eof() && sc.s[sc.i] != '\n' {
					sc.i++
				}
			default:
				sc.adv()
			}
		}
	default:
		for !sc.eof() && sc.s[sc.i] != '\n' && sc.s[sc.i] != '#' {
			sc.i++
		}
	}
}

// skipMultiline skips a multi-line string opened by delim, three double
// or three single quotes.
func (sc *scanner) skipMultiline(delim string, escapes bool) {
	sc.i += len(delim)
	for !sc.eof() {
		if escapes && sc.s[sc.i] == '\\' {
			sc.adv()
			sc.adv()
			continue
		}
		if sc.hasPrefix(delim) {
			sc.i += len(delim)
			// Up to two quotes may sit right before the closing delimiter.
			for n := 0; n < 2 && sc.peek(0) == delim[0]; n++ {
				sc.i++
			}
			return
		}
		sc.adv()
	}
}

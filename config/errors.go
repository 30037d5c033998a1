package config

import (
	"errors"
	"sort"
	"strconv"
	"strings"

	"github.com/musfem/musfem/internal/errtext"
)

// Error is one problem found in a rules file. Its message is in Spanish and
// names the file, the line (when known) and the key:
//
//	rules.toml:12: target_points: debe estar entre 5 y 100
//
// A combination of keys the engine cannot honour together names every key
// and the line of each one the file sets:
//
//	perfil.toml:3,7: raise_mode, min_raise: con raise_mode = "doble" …
type Error struct {
	File  string // file name as given to Parse or Load
	Line  int    // 1-based line; 0 when the problem has no line (a default value, an unreadable file)
	Lines []int  // for a combination of keys: the lines of the keys the file sets, ascending (Line is the first)
	Key   string // config key, section or variant the problem is about, or the keys of a combination joined by ", "; may be empty
	Msg   string // Spanish description
}

// Error returns "file:line: key: msg", leaving out the line when it is 0 and
// the key when it is empty; a combination writes all its lines
// ("file:3,7: …").
func (e *Error) Error() string {
	var where strings.Builder
	where.WriteString(e.File)
	if len(e.Lines) > 1 {
		for i, l := range e.Lines {
			if i == 0 {
				where.WriteByte(':')
			} else {
				where.WriteByte(',')
			}
			where.WriteString(strconv.Itoa(l))
		}
	} else if e.Line > 0 {
		where.WriteByte(':')
		where.WriteString(strconv.Itoa(e.Line))
	}
	return errtext.Located(where.String(), e.Key, e.Msg)
}

// ErrorList is the list of problems found in one rules file, in the style of
// go/scanner.ErrorList. Parse and Load return it (through [ErrorList.Err])
// so that every unknown key, bad type or bad value is reported at once.
type ErrorList []*Error

// add appends an error.
func (l *ErrorList) add(file string, line int, key, msg string) {
	*l = append(*l, &Error{File: file, Line: line, Key: errtext.Clip(key, maxKeyText), Msg: msg})
}

// maxKeyText is the length of a key an error quotes at most: a key of a
// file may be as long as the file.
const maxKeyText = 60

// Sort orders the list by line, keeping the order of errors on the same
// line; errors without a line go last.
func (l ErrorList) Sort() {
	sort.SliceStable(l, func(i, j int) bool {
		a, b := l[i].Line, l[j].Line
		if a == 0 || b == 0 {
			return a != 0 && b == 0
		}
		return a < b
	})
}

// Error returns every error of the list, one per line.
func (l ErrorList) Error() string {
	if len(l) == 0 {
		return "sin errores"
	}
	return errors.Join(l.Unwrap()...).Error()
}

// Err returns nil for an empty list and the list itself otherwise.
func (l ErrorList) Err() error {
	if len(l) == 0 {
		return nil
	}
	return l
}

// Unwrap returns the errors of the list, so that errors.As finds an *Error.
func (l ErrorList) Unwrap() []error {
	out := make([]error, len(l))
	for i, e := range l {
		out[i] = e
	}
	return out
}

package reference

import (
	"cmp"
	"fmt"
	"slices"
	"strings"

	"github.com/musfem/musfem/internal/errtext"
)

// Problem is one thing wrong with the catalog: where it is, which entry, and
// what is wrong.
type Problem struct {
	Pos Pos    // file and line; the file is engine/rules_keys.go for problems found there
	ID  string // the entry concerned, if any
	Msg string // what is wrong, in English
}

// Error returns "file:line: id: message", leaving out the parts that are
// unknown.
func (p *Problem) Error() string { return errtext.Located(p.Pos.String(), p.ID, p.Msg) }

// ErrorList is every problem found while loading a catalog, sorted by file
// and line (problems with no file last).
type ErrorList []*Problem

// Error returns the problems, one per line, after a count.
func (l ErrorList) Error() string {
	switch len(l) {
	case 0:
		return "reference: no problems"
	case 1:
		return "reference: " + l[0].Error()
	}
	var b strings.Builder
	fmt.Fprintf(&b, "reference: %d problems in the catalog:", len(l))
	for _, p := range l {
		b.WriteString("\n\t")
		b.WriteString(p.Error())
	}
	return b.String()
}

// Err returns the list as an error, or nil if it is empty.
func (l ErrorList) Err() error {
	if len(l) == 0 {
		return nil
	}
	return l
}

// add appends a problem.
func (l *ErrorList) add(pos Pos, id, format string, args ...any) {
	*l = append(*l, &Problem{Pos: pos, ID: id, Msg: fmt.Sprintf(format, args...)})
}

// sort orders the list by file and line, keeping the order of discovery
// among equal positions; problems with no file go last.
func (l ErrorList) sort() {
	slices.SortStableFunc(l, func(a, b *Problem) int {
		if (a.Pos.File == "") != (b.Pos.File == "") {
			if a.Pos.File == "" {
				return +1
			}
			return -1
		}
		if c := cmp.Compare(a.Pos.File, b.Pos.File); c != 0 {
			return c
		}
		return cmp.Compare(a.Pos.Line, b.Pos.Line)
	})
}

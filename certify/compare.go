package certify

import (
	"bytes"
	"reflect"
	"unicode/utf8"

	"github.com/musfem/musfem/engine"
)

// same compares two values of the wire vocabulary. Equal Go values are the
// fast path; otherwise their canonical JSON decides (a nil slice and an
// empty one may encode alike), and the two texts are returned for the
// report.
func same(a, b any) (bool, string, string) {
	if reflect.DeepEqual(a, b) {
		return true, "", ""
	}
	ja, ea := engine.Canonical(a)
	jb, eb := engine.Canonical(b)
	if ea != nil || eb != nil {
		return false, errText(ea, ja), errText(eb, jb)
	}
	if bytes.Equal(ja, jb) {
		return true, "", ""
	}
	return false, string(ja), string(jb)
}

func errText(err error, b []byte) string {
	if err != nil {
		return "JSON imposible: " + err.Error()
	}
	return string(b)
}

// canonical returns the canonical JSON text of v, or a description of why
// it has none.
func canonical(v any) string {
	b, err := engine.Canonical(v)
	return errText(err, b)
}

// focus cuts two long answers around their first difference so that the
// report shows what differs, not a common prefix.
func focus(a, b string) (string, string) {
	const before, after = 120, 360
	i := 0
	for i < len(a) && i < len(b) && a[i] == b[i] {
		i++
	}
	cut := func(s string) string {
		start, end := i-before, i+after
		pre, post := "…", "…"
		if start <= 0 {
			start, pre = 0, ""
		}
		if end >= len(s) {
			end, post = len(s), ""
		}
		for start > 0 && start < len(s) && !utf8.RuneStart(s[start]) {
			start--
		}
		for end < len(s) && !utf8.RuneStart(s[end]) {
			end++
		}
		if start > len(s) {
			start = len(s)
		}
		return pre + s[start:end] + post
	}
	return cut(a), cut(b)
}

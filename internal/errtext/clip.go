package errtext

import (
	"fmt"
	"strconv"
	"strings"
	"unicode/utf8"
)

// MaxExcerpt is the number of characters of an input a message quotes at
// most.
const MaxExcerpt = 40

// Clip returns at most n characters of s, control characters and bytes
// that are not UTF-8 escaped (\n, \x01, \xff), and "…" at the end when
// it was cut.
func Clip(s string, n int) string {
	var b strings.Builder
	k := 0
	for i := 0; i < len(s); {
		if k == n {
			b.WriteString("…")
			break
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		switch {
		case r == utf8.RuneError && size <= 1:
			fmt.Fprintf(&b, `\x%02x`, s[i])
		case r < 0x20 || r == 0x7f:
			b.WriteString(strings.Trim(strconv.QuoteRune(r), "'"))
		default:
			b.WriteRune(r)
		}
		i += size
		k++
	}
	return b.String()
}

// Quote returns «s», clipped to MaxExcerpt characters.
func Quote(s string) string { return "«" + Clip(s, MaxExcerpt) + "»" }

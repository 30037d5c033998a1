package cartas

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// Run is a hand or a deck written in a text: its cards and where its codes
// start and end (byte offsets; End is past the last code).
type Run struct {
	Start, End int
	Cards      []Card
}

// listSeparators may stand between the codes of one list: "Ro 3c",
// "Ro, 3c", `["Ro","3c"]`.
const listSeparators = " \t,\"'"

// Find returns the hands and decks written in text, in order. A run is two
// or more card codes with only spaces, commas or quotes between them, or a
// single code alone between quotes ("Ro", «Ro») or alone in a table cell
// (| Ro |): so that a word such as «Se» or «Co» at the start of a
// sentence is never taken for a card. It does not depend on the words
// around the codes.
func Find(text string) []Run {
	var out []Run
	for i := 0; i < len(text); {
		if !tokenAt(text, i) {
			i++
			continue
		}
		r := Run{Start: i}
		j := i
		for {
			r.Cards = append(r.Cards, Card{Rank: text[j], Suit: text[j+1]})
			r.End = j + 2
			k := r.End
			for k < len(text) && strings.IndexByte(listSeparators, text[k]) >= 0 {
				k++
			}
			if k == r.End || !tokenAt(text, k) {
				break
			}
			j = k
		}
		if len(r.Cards) > 1 || alone(text, r.Start, r.End) {
			out = append(out, r)
		}
		i = r.End
	}
	return out
}

// tokenAt reports whether a card code starts at i, as a word of its own.
func tokenAt(text string, i int) bool {
	if i+2 > len(text) || !isRank(text[i]) || !isSuit(text[i+1]) {
		return false
	}
	before, _ := utf8.DecodeLastRuneInString(text[:i])
	after, _ := utf8.DecodeRuneInString(text[i+2:])
	return (i == 0 || !wordRune(before)) && (i+2 == len(text) || !wordRune(after))
}

// wordRune reports whether r may be part of a word: a letter (ñ, á…
// included), a digit or an underscore.
func wordRune(r rune) bool {
	return unicode.IsLetter(r) || unicode.IsDigit(r) || r == '_'
}

// alone reports whether the single code text[start:end] stands between
// quotes or guillemets, or alone in a table cell.
func alone(text string, start, end int) bool {
	if start > 0 && end < len(text) && (text[start-1] == '"' && text[end] == '"' || text[start-1] == '\'' && text[end] == '\'') {
		return true
	}
	if strings.HasSuffix(text[:start], "«") && strings.HasPrefix(text[end:], "»") {
		return true
	}
	before := strings.TrimRight(text[:start], " \t")
	after := strings.TrimLeft(text[end:], " \t")
	return strings.HasSuffix(before, "|") && strings.HasPrefix(after, "|")
}

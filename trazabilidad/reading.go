package trazabilidad

import (
	"strconv"
	"strings"
)

// reading says, for a professor, how musfem plays an article that an
// engine can apply: «musfem lo sigue», or «musfem lo aparta: …» naming
// the conventions that set it aside; "" for an article no engine applies.
func reading(a ArticleRow) string {
	switch {
	case !a.Applicable:
		return ""
	case len(a.SetAsideBy) > 0:
		return "musfem lo aparta: " + strings.Join(a.SetAsideBy, ", ")
	}
	return "musfem lo sigue"
}

// textCell is the Markdown cell «en el texto» of an article: its page,
// linked, and how musfem plays it.
func textCell(a ArticleRow) string {
	s := "[pág. " + strconv.Itoa(a.Page) + "](" + a.PageURL + ")"
	if r := reading(a); r != "" {
		s += "<br>" + r
	}
	return s
}

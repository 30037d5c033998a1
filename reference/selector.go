package reference

import (
	"fmt"
	"strings"
)

// Known reports whether the selector sel is, or contains, an entry of the
// catalog: an article or chapter, a convention, or an open question.
func (c *Catalog) Known(sel string) bool {
	for _, a := range c.articles {
		if Covers(sel, a.ID) {
			return true
		}
	}
	for _, v := range c.conventions {
		if Covers(sel, v.ID) {
			return true
		}
	}
	_, ok := c.LookupQuestion(sel)
	return ok
}

// CheckSelector returns an error, in Spanish, when sel selects nothing of
// the catalog. An id that catalog 1 had and catalog 2 has not (Moves) says
// where its rule went.
func (c *Catalog) CheckSelector(sel string) error {
	if m, ok := MoveOf(sel); ok && m.Removed() {
		return fmt.Errorf("%s ya no existe: el catálogo %d se ha leído en el texto del Reglamento, que no tiene ese artículo; lo que el catálogo 1 ponía ahí («%s») está ahora en %s (docs/catalogo-cambios.md)",
			sel, Version, m.Before, strings.Join(m.Dest, ", "))
	}
	if !c.Known(sel) {
		return fmt.Errorf("artículo desconocido: «%s» no es ni contiene ninguna entrada del catálogo (reference/)", sel)
	}
	return nil
}

// MovedNotice returns, in Spanish, what a reader who knew catalog 1 must
// know of the id sel: that it now means another rule, and where the old
// one went; "" when its meaning did not change.
func MovedNotice(sel string) string {
	m, ok := MoveOf(sel)
	if !ok || m.Removed() {
		return ""
	}
	s := fmt.Sprintf("%s cambió de sentido en el catálogo %d, leído en el texto del Reglamento: antes «%s», ahora «%s»", sel, Version, m.Before, m.Now)
	if dest := without(m.Dest, sel); len(dest) > 0 {
		s += "; lo que el catálogo 1 ponía ahí está ahora en " + strings.Join(dest, ", ")
	}
	return s + " (docs/catalogo-cambios.md)."
}

// without returns ids less id.
func without(ids []string, id string) []string {
	var out []string
	for _, x := range ids {
		if x != id {
			out = append(out, x)
		}
	}
	return out
}

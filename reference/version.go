package reference

import "strconv"

// Version is the version of the catalog's ids and kinds. It rises when an
// id is renamed or removed, when an id comes to mean another rule, or when
// a kind changes; reports and certificates record it. Version 1 was
// reconstructed from secondary sources; version 2 was read in the text of
// the Reglamento (Edition), and reference/cambios/v1-a-v2.toml lists every
// id whose meaning changed (docs/catalogo-cambios.md).
const Version = 2

// Edition names, in Spanish, the edition of the Reglamento de Juego that
// the catalog was read in: the one with per-chapter numbering that the
// design documents cite.
const Edition = "Reglamento de Juego de la FEM, edición de 13 páginas con numeración por capítulos (PDF de 2004, última modificación de 2008)"

// EditionURL is a public copy of that edition; a page of it is
// EditionURL + "#page=N".
const EditionURL = "https://www.mustembleque.es/downloads/ReglamentoFEM.9.pdf"

// EditionPages is the number of pages of that edition.
const EditionPages = 13

// PageURL returns the address of page n of the edition.
func PageURL(n int) string {
	return EditionURL + "#page=" + strconv.Itoa(n)
}

package trazabilidad

import (
	"fmt"
	"slices"
	"strings"

	"github.com/musfem/musfem/evidence"
	"github.com/musfem/musfem/reference"
)

// CatalogFigures describe the catalog rows of the report (the whole
// catalog, or the selection): what an engine can apply and why the others
// cannot, and how sure the ids and titles are. The headline says them.
type CatalogFigures struct {
	// Rows are the articles plus the chapters shown as a single row
	// because the catalog has none of their articles (ChapterRows).
	Rows        int      `json:"rows"`
	Articles    int      `json:"articles"`
	ChapterRows []string `json:"chapter_rows"`
	// Applicable rows are those an engine can apply (ArticleRow.Applicable),
	// by kind; the others, by kind, with "perfil" for option articles the
	// fixed profile switches off.
	Applicable       int         `json:"applicable"`
	ApplicableBy     []KindCount `json:"applicable_by_kind"`
	NotApplicable    int         `json:"not_applicable"`
	NotApplicableBy  []KindCount `json:"not_applicable_by_kind"`
	ApplicableFailed int         `json:"applicable_failing"`   // applicable rows with a failing scenario
	ApplicableBare   int         `json:"applicable_uncovered"` // applicable rows with no passing scenario
	// Edition is the edition of the Reglamento the catalog was read in,
	// and CatalogVersion the version of its ids (reference.Version).
	Edition        string `json:"edition"`
	CatalogVersion int    `json:"catalog_version"`
	// SetAside are the applicable rows whose rule musfem does not play as
	// the text says, each with the conventions that set it aside.
	SetAside []SetAside `json:"set_aside"`
}

// SetAside is an article musfem sets aside and the conventions it plays
// instead.
type SetAside struct {
	ID          string   `json:"id"`
	Conventions []string `json:"conventions"`
}

// KindCount is how many rows of one kind (reference.Kind names:
// "enforced", "impossible"…; "perfil" for switched-off options) there are,
// with what that kind means in the headline.
type KindCount struct {
	Kind    string `json:"kind"`
	Count   int    `json:"count"`
	Meaning string `json:"meaning"`
	Example string `json:"example"` // the title of the first row of the kind, "" when it says nothing
}

// switchedOffKind is the KindCount.Kind of the option articles a fixed
// profile switches off.
const switchedOffKind = "perfil"

// kindMeanings say, for the headline, what a kind means for an engine:
// the singular and the plural phrase after the count.
var kindMeanings = map[string][2]string{
	reference.KindEnforced.String():   {"directamente", "directamente"},
	reference.KindOption.String():     {"como opción de la configuración", "como opciones de la configuración"},
	reference.KindRunner.String():     {"como límite de tiempo que impone el árbitro de la partida (el programa que la dirige)", "como límites de tiempo que impone el árbitro de la partida (el programa que la dirige)"},
	reference.KindVocabulary.String(): {"como vocabulario que alimenta otras reglas", "como vocabulario que alimenta otras reglas"},
	reference.KindImpossible.String(): {"imposible por construcción en un juego digital", "imposibles por construcción en un juego digital"},
	reference.KindTournament.String(): {"de organización del torneo", "de organización del torneo"},
	switchedOffKind:                   {"opción que el perfil en vigor deja apagada", "opciones que el perfil en vigor deja apagadas"},
}

// kindOrder is the order of the kinds in the headline.
var kindOrder = []string{
	reference.KindEnforced.String(), reference.KindOption.String(), reference.KindRunner.String(), reference.KindVocabulary.String(),
	reference.KindImpossible.String(), reference.KindTournament.String(), switchedOffKind,
}

// figures counts the rows of the chapters for the headline.
func figures(chapters []Chapter) CatalogFigures {
	f := CatalogFigures{ChapterRows: []string{}, Edition: reference.Edition, CatalogVersion: reference.Version, SetAside: []SetAside{}}
	app, notApp := map[string]*KindCount{}, map[string]*KindCount{}
	count := func(m map[string]*KindCount, kind, title string) {
		k, ok := m[kind]
		if !ok {
			k = &KindCount{Kind: kind}
			if !strings.HasPrefix(title, "(") {
				k.Example = title
			}
			m[kind] = k
		}
		k.Count++
	}
	for _, ch := range chapters {
		for _, a := range ch.Articles {
			f.Rows++
			if a.ID == a.Chapter {
				f.ChapterRows = append(f.ChapterRows, a.ID)
			} else {
				f.Articles++
			}
			switch {
			case a.Applicable:
				f.Applicable++
				count(app, a.Kind, a.Title)
				if a.Status == evidence.Falla {
					f.ApplicableFailed++
				}
				if !anyPassed(a.Scenarios) {
					f.ApplicableBare++
				}
				if len(a.SetAsideBy) > 0 {
					f.SetAside = append(f.SetAside, SetAside{ID: a.ID, Conventions: a.SetAsideBy})
				}
			case a.Kind == reference.KindOption.String():
				f.NotApplicable++
				count(notApp, switchedOffKind, a.Title)
			default:
				f.NotApplicable++
				count(notApp, a.Kind, a.Title)
			}
		}
	}
	f.ApplicableBy, f.NotApplicableBy = ordered(app), ordered(notApp)
	return f
}

// ordered lists the counts by kind in kindOrder, a kind missing from it
// last by name, each with its meaning.
func ordered(m map[string]*KindCount) []KindCount {
	out := []KindCount{}
	for _, c := range m {
		if mm, ok := kindMeanings[c.Kind]; ok {
			c.Meaning = plural(c.Count, mm[0], mm[1])
		} else {
			c.Meaning = "de tipo «" + c.Kind + "»"
		}
		out = append(out, *c)
	}
	rank := func(k string) int {
		if i := slices.Index(kindOrder, k); i >= 0 {
			return i
		}
		return len(kindOrder)
	}
	slices.SortFunc(out, func(a, b KindCount) int {
		if d := rank(a.Kind) - rank(b.Kind); d != 0 {
			return d
		}
		return strings.Compare(a.Kind, b.Kind)
	})
	return out
}

// headline writes the first lines of the report in plain Spanish: what
// the catalog has, what an engine can apply and why not the rest, the
// coverage of what it can apply, how sure the ids and titles are, and the
// conventions.
func headline(sel string, f CatalogFigures, s Summary) []string {
	var out []string
	what := "El catálogo recoge"
	if sel != "" {
		what = "La selección " + sel + " recoge"
	}
	first := fmt.Sprintf("%s %s del Reglamento de Juego de la FEM", what, cuantos(f.Rows, "entrada", "entradas"))
	if sel == "" {
		first = fmt.Sprintf("El catálogo (versión %d) recoge %s del Reglamento de Juego de la FEM: la Introducción (A–F) y los artículos de los capítulos I a XII, una por fila", f.CatalogVersion, cuantos(f.Rows, "entrada", "entradas"))
	}
	if n := len(f.ChapterRows); n > 0 {
		first += fmt.Sprintf(": %s y %s sin artículos en el catálogo (%s), que %s", cuantos(f.Articles, "artículo", "artículos"),
			cuantos(n, "capítulo", "capítulos"), list(f.ChapterRows), plural(n, "cuenta como una fila", "cuentan como una fila cada uno"))
	}
	out = append(out, first+".")
	if f.Applicable > 0 {
		out = append(out, fmt.Sprintf("Un motor de juego puede aplicar %d de ellas: %s.", f.Applicable, kinds(f.ApplicableBy, false)))
	}
	switch {
	case f.NotApplicable > 0 && f.Applicable > 0:
		out = append(out, fmt.Sprintf("Las otras %d no las puede aplicar ningún motor y no cuentan en la cobertura: %s.", f.NotApplicable, kinds(f.NotApplicableBy, true)))
	case f.NotApplicable > 0:
		out = append(out, fmt.Sprintf("Ningún motor de juego puede aplicarlas: %s.", kinds(f.NotApplicableBy, true)))
	}
	if f.Applicable > 0 {
		cov := fmt.Sprintf("Cobertura: de las %d que un motor puede aplicar, %d %s al menos un escenario que pasa (%s)", f.Applicable,
			s.EnforceableCovered, plural(s.EnforceableCovered, "tiene", "tienen"), s.Coverage)
		var bad []string
		if f.ApplicableFailed > 0 {
			bad = append(bad, fmt.Sprintf("%d con algún escenario que falla", f.ApplicableFailed))
		}
		if f.ApplicableBare > 0 {
			bad = append(bad, fmt.Sprintf("%d sin ningún escenario que pase", f.ApplicableBare))
		}
		if len(bad) == 0 {
			cov += "; ningún escenario falla"
		} else {
			cov += "; " + strings.Join(bad, ", ")
		}
		out = append(out, cov+".")
	}
	if f.Applicable > 0 {
		follows := f.Applicable - len(f.SetAside)
		line := fmt.Sprintf("Fidelidad al texto: de las %d que un motor puede aplicar, musfem sigue el texto en %d", f.Applicable, follows)
		if len(f.SetAside) == 0 {
			line += " y no aparta ninguna"
		} else {
			var parts []string
			for _, a := range f.SetAside {
				parts = append(parts, a.ID+" ("+list(a.Conventions)+")")
			}
			line += fmt.Sprintf(" y %s por una convención con nombre que explica por qué: %s", plural(len(f.SetAside), "aparta una", fmt.Sprintf("aparta %d", len(f.SetAside))), strings.Join(parts, ", "))
		}
		out = append(out, line+".")
	}
	out = append(out, "Cada artículo se ha leído en el texto: "+f.Edition+"; cada fila enlaza su página.")
	if c := s.Conventions; c.Total > 0 {
		out = append(out, fmt.Sprintf("Además, %s (lo que el Reglamento deja a la mesa y musfem fija o hace configurable): %s, %s, %s y %s.",
			cuantos(c.Total, "convención", "convenciones"), rowCount(evidence.Pasa, c.Pasa), rowCount(evidence.Falla, c.Falla),
			rowCount(evidence.SinPruebas, c.SinPruebas), cuantos(c.NoAplica, "no implementada en musfem", "no implementadas en musfem")))
	}
	return out
}

// kinds says the counts by kind: "27 directamente, 14 como opciones de
// la configuración…"; with examples, the first title of each kind in
// brackets.
func kinds(ks []KindCount, examples bool) string {
	var parts []string
	for _, k := range ks {
		s := fmt.Sprintf("%d %s", k.Count, k.Meaning)
		if examples && k.Example != "" {
			s += fmt.Sprintf(" (como «%s»)", k.Example)
		}
		parts = append(parts, s)
	}
	return joinY(parts)
}

// list writes ids as "A", "A y B", "A, B y C".
func list(ids []string) string { return joinY(ids) }

// joinY joins Spanish list items with commas and a final "y".
func joinY(s []string) string {
	switch len(s) {
	case 0:
		return ""
	case 1:
		return s[0]
	}
	return strings.Join(s[:len(s)-1], ", ") + " y " + s[len(s)-1]
}

// plural picks the singular or the plural form for n.
func plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}

// capitalize upper-cases the first letter of an ASCII-initial sentence.
func capitalize(s string) string {
	if s == "" || s[0] < 'a' || s[0] > 'z' {
		return s
	}
	return string(s[0]-'a'+'A') + s[1:]
}

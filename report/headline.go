package report

import (
	"fmt"
	"github.com/musfem/musfem/evidence"
	"slices"
	"strings"

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
	// Confirmed ids were read in the Reglamento or agree in two sources;
	// reconstructed ones were not read in it (reference/, confidence).
	Confirmed     int `json:"confirmed"`
	Reconstructed int `json:"reconstructed"`
	// SupposedTitles are the rows whose title is a supposition («título
	// supuesto»); Unverified, those whose content could not be read
	// («contenido sin verificar»).
	SupposedTitles []string `json:"supposed_titles"`
	Unverified     []string `json:"unverified_content"`
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
	reference.KindTime.String():       {"límite de tiempo, y el motor no tiene reloj", "límites de tiempo, y el motor no tiene reloj"},
	reference.KindUnknown.String():    {"de contenido desconocido", "de contenido desconocido"},
	switchedOffKind:                   {"opción que el perfil en vigor deja apagada", "opciones que el perfil en vigor deja apagadas"},
}

// kindOrder is the order of the kinds in the headline.
var kindOrder = []string{
	reference.KindEnforced.String(), reference.KindOption.String(), reference.KindRunner.String(), reference.KindVocabulary.String(),
	reference.KindImpossible.String(), reference.KindTournament.String(), reference.KindTime.String(), reference.KindUnknown.String(), switchedOffKind,
}

// The marks of the catalog titles that are not sure.
const (
	supposedTitleMark = "título supuesto"
	unverifiedMark    = "contenido sin verificar"
)

// figures counts the rows of the chapters for the headline.
func figures(chapters []Chapter) CatalogFigures {
	f := CatalogFigures{ChapterRows: []string{}, SupposedTitles: []string{}, Unverified: []string{}}
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
				if a.Status == Falla {
					f.ApplicableFailed++
				}
				if !rowPassed(a.Scenarios) {
					f.ApplicableBare++
				}
			case a.Kind == reference.KindOption.String():
				f.NotApplicable++
				count(notApp, switchedOffKind, a.Title)
			default:
				f.NotApplicable++
				count(notApp, a.Kind, a.Title)
			}
			switch a.Confidence {
			case reference.Confirmed.String():
				f.Confirmed++
			case reference.Reconstructed.String():
				f.Reconstructed++
			}
			if strings.Contains(a.Title, supposedTitleMark) {
				f.SupposedTitles = append(f.SupposedTitles, a.ID)
			}
			if strings.Contains(a.Title, unverifiedMark) {
				f.Unverified = append(f.Unverified, a.ID)
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

// rowPassed reports whether a scenario of refs passed.
func rowPassed(refs []ScenarioRef) bool {
	for _, r := range refs {
		if r.Result == string(evidence.Pasa) {
			return true
		}
	}
	return false
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
	ids := fmt.Sprintf("Números de artículo: %d de %d %s", f.Confirmed, f.Rows,
		plural(f.Confirmed, "confirmado (se ha leído en el Reglamento, o dos fuentes coinciden)", "confirmados (se han leído en el Reglamento, o dos fuentes coinciden)"))
	if f.Reconstructed > 0 {
		ids += fmt.Sprintf(" y %d %s: no se han leído en el Reglamento, y el número puede no ser el suyo aunque el contenido sí lo sea",
			f.Reconstructed, plural(f.Reconstructed, "reconstruido", "reconstruidos"))
	}
	out = append(out, ids+".")
	var unsure []string
	if n := len(f.SupposedTitles); n > 0 {
		unsure = append(unsure, fmt.Sprintf("%s de %s %s", plural(n, "el título", "los títulos"), list(f.SupposedTitles), plural(n, "es supuesto", "son supuestos")))
	}
	if n := len(f.Unverified); n > 0 {
		unsure = append(unsure, fmt.Sprintf("el contenido de %s está sin verificar", list(f.Unverified)))
	}
	if len(unsure) > 0 {
		out = append(out, capitalize(strings.Join(unsure, ", y "))+": no se ha podido leer su texto en el Reglamento.")
	}
	if c := s.Conventions; c.Total > 0 {
		out = append(out, fmt.Sprintf("Además, %s (lo que el Reglamento deja a la mesa y musfem fija o hace configurable): %s, %s, %s y %s.",
			cuantos(c.Total, "convención", "convenciones"), cuantos(c.Pasa, "cubierta", "cubiertas"), cuantos(c.Falla, "falla", "fallan"),
			cuantos(c.SinPruebas, "sin cubrir", "sin cubrir"), cuantos(c.NoAplica, "no implementada en musfem", "no implementadas en musfem")))
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

package reference

import (
	"fmt"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/musfem/musfem/config"
)

// mustLoad loads the embedded catalog or stops the test.
func mustLoad(t *testing.T) *Catalog {
	t.Helper()
	c, err := Load()
	if err != nil {
		t.Fatalf("Load() of the embedded catalog failed:\n%v", err)
	}
	return c
}

func TestLoadEmbedded(t *testing.T) {
	c := mustLoad(t)
	if len(c.Articles()) == 0 || len(c.Conventions()) == 0 || len(c.Questions()) == 0 {
		t.Fatalf("empty catalog: %d articles, %d conventions, %d questions",
			len(c.Articles()), len(c.Conventions()), len(c.Questions()))
	}
}

func TestChaptersPresent(t *testing.T) {
	c := mustLoad(t)
	var got []string
	for _, ch := range c.Chapters() {
		got = append(got, ch.ID)
		if !ch.IsChapter() || ch.Chapter != ch.ID {
			t.Errorf("%s: chapter entry with chapter field %q", ch.ID, ch.Chapter)
		}
	}
	if diff := cmp.Diff(ChapterIDs(), got); diff != "" {
		t.Errorf("Chapters() mismatch (-want +got):\n%s", diff)
	}
}

// textArticles is the structure of the Reglamento's text, counted by hand
// in the edition the catalog was read in (Edition): the letters of the
// Introducción and the number of articles of each chapter.
var textArticles = []struct {
	chapter string
	n       int
}{{"I", 12}, {"II", 5}, {"III", 16}, {"IV", 7}, {"V", 4}, {"VI", 25}, {"VII", 12}, {"VIII", 8}, {"IX", 1}, {"X", 5}, {"XI", 4}, {"XII", 5}}

// textIDs returns the id of every numbered item of the text, in document
// order: Introducción A–F, then the articles of chapters I–XII.
func textIDs() []string {
	var ids []string
	for _, l := range "ABCDEF" {
		ids = append(ids, fmt.Sprintf("FEM-Intro.%c", l))
	}
	for _, c := range textArticles {
		for i := 1; i <= c.n; i++ {
			ids = append(ids, fmt.Sprintf("FEM-%s.%d", c.chapter, i))
		}
	}
	return ids
}

// TestCatalogIsTheText holds the catalog to the text's structure: one
// entry for every numbered item of the text, and no id the text lacks.
func TestCatalogIsTheText(t *testing.T) {
	c := mustLoad(t)
	var got []string
	for _, a := range c.Articles() {
		if !a.IsChapter() {
			got = append(got, a.ID)
		}
	}
	if diff := cmp.Diff(textIDs(), got); diff != "" {
		t.Errorf("the catalog's articles are not the text's (-text +catalog):\n%s", diff)
	}
	if n := len(textIDs()); n != 110 {
		t.Errorf("the text has 6 items in its Introducción and 104 articles; textIDs has %d", n)
	}
}

// chapterTitles are the titles of the chapters as the text gives them.
var chapterTitles = map[string]string{
	"FEM-Intro": "Introducción",
	"FEM-I":     "De los sorteos y las suplencias",
	"FEM-II":    "Al comenzar",
	"FEM-III":   "Al repartir",
	"FEM-IV":    "Para cortar el mus",
	"FEM-V":     "Del tiempo de juego",
	"FEM-VI":    "De los envites",
	"FEM-VII":   "Al tantearse",
	"FEM-VIII":  "El lenguaje del mus: las señas y algunos vocablos",
	"FEM-IX":    "Los errores y sus penalizaciones",
	"FEM-X":     "Al finalizar los juegos, partidas y campeonato",
	"FEM-XI":    "Sobre el juez-árbitro",
	"FEM-XII":   "Otras disposiciones",
}

func TestChapterTitlesAreTheText(t *testing.T) {
	c := mustLoad(t)
	for _, ch := range c.Chapters() {
		if want := chapterTitles[ch.ID]; !strings.EqualFold(ch.Title, want) {
			t.Errorf("%s: title %q, the text says %q", ch.ID, ch.Title, want)
		}
	}
}

// TestPagesFollowTheText checks the pages: within the edition, never going
// back in document order, and a chapter on the page of its first article.
func TestPagesFollowTheText(t *testing.T) {
	c := mustLoad(t)
	last := 0
	first := map[string]int{}
	for _, a := range c.Articles() {
		if a.Page < 1 || a.Page > EditionPages {
			t.Errorf("%s: page %d outside 1–%d", a.ID, a.Page, EditionPages)
		}
		if a.Page < last {
			t.Errorf("%s: page %d after an entry on page %d", a.ID, a.Page, last)
		}
		last = a.Page
		if !a.IsChapter() {
			if _, ok := first[a.Chapter]; !ok {
				first[a.Chapter] = a.Page
			}
		}
	}
	for _, ch := range c.Chapters() {
		if p, ok := first[ch.ID]; ok && p != ch.Page {
			t.Errorf("%s: page %d, its first article is on page %d", ch.ID, ch.Page, p)
		}
	}
}

func TestArticlesDocumentOrder(t *testing.T) {
	c := mustLoad(t)
	arts := c.Articles()
	if !slices.IsSortedFunc(arts, func(a, b Article) int { return CompareIDs(a.ID, b.ID) }) {
		t.Errorf("Articles() is not in document order")
	}
	pos := make(map[string]int)
	for i, a := range arts {
		pos[a.ID] = i
	}
	before := [][2]string{
		{"FEM-Intro", "FEM-Intro.A"},
		{"FEM-Intro.E", "FEM-I"},
		{"FEM-III.9", "FEM-III.10"},
		{"FEM-III.10", "FEM-III.11"},
		{"FEM-VI.9", "FEM-VI.10"},
		{"FEM-VI.25", "FEM-VII"},
		{"FEM-IX.1", "FEM-X"},
		{"FEM-XI", "FEM-XII"},
	}
	for _, b := range before {
		if pos[b[0]] >= pos[b[1]] {
			t.Errorf("%s (at %d) should come before %s (at %d)", b[0], pos[b[0]], b[1], pos[b[1]])
		}
	}
	if first, last := arts[0].ID, arts[len(arts)-1].ID; first != "FEM-Intro" || last != "FEM-XII.5" {
		t.Errorf("Articles() runs from %s to %s, want FEM-Intro to FEM-XII.5", first, last)
	}
}

// wantKinds is how musfem reads each entry of the text (issue 26: the
// catalog read in the Reglamento). A change here is a change of reading
// and needs a note in the entry.
var wantKinds = map[Kind][]string{
	KindEnforced: {
		"FEM-II.1", "FEM-II.2", "FEM-II.3",
		"FEM-III.1", "FEM-III.2", "FEM-III.11", "FEM-III.15",
		"FEM-IV.2", "FEM-IV.4", "FEM-IV.6",
		"FEM-VI.2", "FEM-VI.3", "FEM-VI.4", "FEM-VI.5", "FEM-VI.6", "FEM-VI.7", "FEM-VI.8", "FEM-VI.9", "FEM-VI.10",
		"FEM-VI.17", "FEM-VI.22", "FEM-VI.23",
		"FEM-VII.2", "FEM-VII.3", "FEM-VII.7", "FEM-VII.9", "FEM-VII.12",
	},
	KindRunner: {"FEM-IV.1", "FEM-VI.21"},
	KindOption: {
		"FEM-Intro.E", "FEM-III.16", "FEM-IV.7",
		"FEM-VI.11", "FEM-VI.12", "FEM-VI.24", "FEM-VII.1",
		"FEM-VIII.1", "FEM-VIII.2", "FEM-VIII.3", "FEM-VIII.4", "FEM-VIII.5", "FEM-VIII.6",
	},
	KindImpossible: {
		"FEM-II.4", "FEM-II.5",
		"FEM-III.3", "FEM-III.4", "FEM-III.5", "FEM-III.6", "FEM-III.7", "FEM-III.8", "FEM-III.9", "FEM-III.10",
		"FEM-III.12", "FEM-III.13", "FEM-III.14",
		"FEM-IV.3", "FEM-IV.5",
		"FEM-VI.1", "FEM-VI.13", "FEM-VI.14", "FEM-VI.15", "FEM-VI.16", "FEM-VI.18", "FEM-VI.19", "FEM-VI.20", "FEM-VI.25",
		"FEM-VII.4", "FEM-VII.5", "FEM-VII.6", "FEM-VII.8", "FEM-VII.10", "FEM-VII.11",
		"FEM-VIII.7",
		"FEM-IX", "FEM-IX.1",
	},
	KindTournament: {
		"FEM-Intro.A", "FEM-Intro.B", "FEM-Intro.C", "FEM-Intro.D", "FEM-Intro.F",
		"FEM-I", "FEM-I.1", "FEM-I.2", "FEM-I.3", "FEM-I.4", "FEM-I.5", "FEM-I.6", "FEM-I.7", "FEM-I.8", "FEM-I.9", "FEM-I.10", "FEM-I.11", "FEM-I.12",
		"FEM-V", "FEM-V.1", "FEM-V.2", "FEM-V.3", "FEM-V.4",
		"FEM-X", "FEM-X.1", "FEM-X.2", "FEM-X.3", "FEM-X.4", "FEM-X.5",
		"FEM-XI", "FEM-XI.1", "FEM-XI.2", "FEM-XI.3", "FEM-XI.4",
		"FEM-XII", "FEM-XII.1", "FEM-XII.2", "FEM-XII.3", "FEM-XII.4", "FEM-XII.5",
	},
	KindVocabulary: {"FEM-VIII.8"},
	KindNone:       {"FEM-Intro", "FEM-II", "FEM-III", "FEM-IV", "FEM-VI", "FEM-VII", "FEM-VIII"},
}

func TestKindsAreTheEngineReadings(t *testing.T) {
	c := mustLoad(t)
	want := make(map[string]Kind)
	for k, ids := range wantKinds {
		for _, id := range ids {
			if prev, dup := want[id]; dup {
				t.Fatalf("wantKinds lists %s twice (%q and %q)", id, prev, k)
			}
			want[id] = k
		}
	}
	for _, a := range c.Articles() {
		w, listed := want[a.ID]
		switch {
		case !listed:
			t.Errorf("%s: kind %q not listed in wantKinds", a.ID, a.Kind)
		case a.Kind != w:
			t.Errorf("%s: kind %q (%s), want %q (%s)", a.ID, a.Kind, a.Kind.Label(), w, w.Label())
		}
		delete(want, a.ID)
	}
	for id := range want {
		t.Errorf("wantKinds lists %s, which is not in the catalog", id)
	}
}

// sentenceEnd matches the end of a sentence: . ? or ! (possibly followed by
// a closing quote or bracket) before a space or the end of the text.
var sentenceEnd = regexp.MustCompile(`[.?!][»")]*(\s|$)`)

func TestTextsForProfessors(t *testing.T) {
	c := mustLoad(t)
	for _, a := range c.Articles() {
		if n := len(sentenceEnd.FindAllString(a.Summary, -1)); n < 1 || n > 3 {
			t.Errorf("%s: summary has %d sentences, want 1–3: %q", a.ID, n, a.Summary)
		}
		if a.Kind != KindEnforced && a.Kind != KindNone && a.Justification == "" {
			t.Errorf("%s: kind %q without justification", a.ID, a.Kind)
		}
		if a.Kind == KindVocabulary && !strings.Contains(a.Justification, "alimenta reglas") {
			t.Errorf("%s: a vocabulary entry must say it feeds enforced rules", a.ID)
		}
		for _, f := range []string{a.Title, a.Summary, a.Justification, a.Note} {
			if strings.TrimSpace(f) != f {
				t.Errorf("%s: text with leading or trailing space: %q", a.ID, f)
			}
		}
	}
}

func TestOptionArticlesNameTheirKeys(t *testing.T) {
	c := mustLoad(t)
	want := map[string][]string{
		"FEM-Intro.E": {"target_points", "games_to_win"},
		"FEM-III.16":  {"stock_size_public"},
		"FEM-IV.7":    {"falta_de_tanto", "falta_de_tanto_within"},
		"FEM-VI.11":   {"ordago_postre_penalties"},
		"FEM-VI.12":   {"ordago_postre_penalties"},
		"FEM-VI.24":   {"ordago_postre_penalties"},
		"FEM-VII.1":   {"deje"},
	}
	for id, keys := range want {
		a, _ := c.LookupArticle(id)
		if diff := cmp.Diff(keys, a.ConfigKeys); diff != "" {
			t.Errorf("%s config_keys mismatch (-want +got):\n%s", id, diff)
		}
	}
}

// requiredConventions are the ids the engine and engine/rules_keys.go already use.
var requiredConventions = []string{
	"CONVENCION-modalidad", "CONVENCION-orden-grande", "CONVENCION-orden-chica", "CONVENCION-valor-cartas",
	"CONVENCION-orden-pares", "CONVENCION-orden-juego", "CONVENCION-empates", "CONVENCION-objetivo",
	"CONVENCION-juegos-partida", "CONVENCION-primer-reparto", "CONVENCION-rotacion-mano", "CONVENCION-descarte",
	"CONVENCION-orden-servicio", "CONVENCION-rebarajar-descartes", "CONVENCION-mazo-visible",
	"CONVENCION-rondas-de-mus", "CONVENCION-envite-minimo", "CONVENCION-subida", "CONVENCION-tope-envite",
	"CONVENCION-negada", "CONVENCION-envite-rechazado", "CONVENCION-deje", "CONVENCION-valor-paso",
	"CONVENCION-valor-pares", "CONVENCION-valor-juego", "CONVENCION-valor-punto", "CONVENCION-lance-una-pareja",
	"CONVENCION-jugadas-tras-no-quiero", "CONVENCION-ordago-respuesta", "CONVENCION-fin-inmediato",
	"CONVENCION-fin-al-contar", "CONVENCION-estamos-dentro", "CONVENCION-falta-de-tanto", "CONVENCION-postre-33",
	"CONVENCION-turnos-secuenciales", "CONVENCION-senas", "CONVENCION-piedra-de-paso",
}

// notImplemented are the variants musfem refuses: no config key.
var notImplemented = []string{
	"CONVENCION-31-real", "CONVENCION-pedrete", "CONVENCION-baraja-36", "CONVENCION-mus-visto",
	"CONVENCION-mus-corrido", "CONVENCION-vacas", "CONVENCION-apertura-fuera-de-turno",
	"CONVENCION-quiero-mas-alto", "CONVENCION-servir-de-uno-en-uno",
	"CONVENCION-ordago-cuenta-previos", "CONVENCION-envite-falta-es-ordago", "CONVENCION-descarte-aparte",
}

func TestRequiredConventions(t *testing.T) {
	c := mustLoad(t)
	for _, id := range requiredConventions {
		v, ok := c.LookupConvention(id)
		if !ok {
			t.Errorf("required convention %s is missing", id)
			continue
		}
		if id != "CONVENCION-senas" && v.Status == StatusNotImplemented {
			t.Errorf("%s: status %q, but the engine implements it", id, v.Status)
		}
	}
	for _, id := range notImplemented {
		v, ok := c.LookupConvention(id)
		switch {
		case !ok:
			t.Errorf("not-implemented variant %s is missing", id)
		case v.Status != StatusNotImplemented:
			t.Errorf("%s: status %q, want %q", id, v.Status, StatusNotImplemented)
		case len(v.ConfigKeys) != 0:
			t.Errorf("%s: a not-implemented variant has config keys %q", id, v.ConfigKeys)
		}
	}
	for _, v := range c.Conventions() {
		if len(v.Articles) == 0 {
			t.Errorf("%s: no related FEM article", v.ID)
		}
		if len(v.Sources) == 0 {
			t.Errorf("%s: no sources", v.ID)
		}
	}
}

func TestEveryConfigKeyClaimedByItsConvention(t *testing.T) {
	c := mustLoad(t)
	for _, k := range config.Keys() {
		var claimants []string
		for _, v := range c.Conventions() {
			if slices.Contains(v.ConfigKeys, k.Name) {
				claimants = append(claimants, v.ID)
			}
		}
		if want := []string{k.Convention}; !slices.Equal(claimants, want) {
			t.Errorf("config key %s is claimed by %q, want exactly %q", k.Name, claimants, want)
		}
	}
}

// optionSettings renders the options of a question as "name: key=value …".
func optionSettings(q Question) []string {
	var out []string
	for _, o := range q.Options {
		var parts []string
		for _, s := range o.Settings {
			parts = append(parts, s.Key+"="+s.Value)
		}
		out = append(out, o.Name+": "+strings.Join(parts, " "))
	}
	return out
}

func TestQuestions(t *testing.T) {
	c := mustLoad(t)
	var ids []string
	for _, q := range c.Questions() {
		ids = append(ids, q.ID)
	}
	if diff := cmp.Diff([]string{"P4", "P5", "P6", "P7", "P8"}, ids); diff != "" {
		t.Fatalf("Questions() mismatch (-want +got):\n%s", diff)
	}
	want := map[string][]string{
		"P4": {
			"un-juego: games_to_win=1",
			"tres-juegos: games_to_win=3",
			"cuatro-juegos: games_to_win=4",
			"cinco-juegos: games_to_win=5",
		},
		"P6": {
			`turno: falta_de_tanto="turno" falta_de_tanto_within=4`,
			`corte-libre-4: falta_de_tanto="corte_libre" falta_de_tanto_within=4`,
			`corte-libre-5: falta_de_tanto="corte_libre" falta_de_tanto_within=5`,
		},
		"P7": {
			`mas: raise_mode="mas" min_raise=2`,
			`doble: raise_mode="doble"`,
		},
		"P8": {
			"en-el-acto: end_on_immediate_points=true",
			"al-contar: end_on_immediate_points=false",
		},
	}
	for id, w := range want {
		q, _ := c.LookupQuestion(id)
		if diff := cmp.Diff(w, optionSettings(q)); diff != "" {
			t.Errorf("%s options mismatch (-want +got):\n%s", id, diff)
		}
	}
	// P5 concerns every convention of the catalog.
	p5, _ := c.LookupQuestion("P5")
	for _, v := range c.Conventions() {
		if !slices.Contains(p5.Conventions, v.ID) {
			t.Errorf("P5 does not list %s", v.ID)
		}
	}
	for _, k := range config.Keys() {
		if k.Question == "P5" && !slices.Contains(p5.Keys, k.Name) {
			t.Errorf("P5 does not list key %s", k.Name)
		}
	}
}

func TestLookupReturnsCopies(t *testing.T) {
	c := mustLoad(t)
	a, _ := c.LookupArticle("FEM-IV.7")
	a.ConfigKeys[0] = "changed"
	a.Title = "changed"
	b, _ := c.LookupArticle("FEM-IV.7")
	if b.ConfigKeys[0] == "changed" || b.Title == "changed" {
		t.Errorf("LookupArticle returned the catalog's own data")
	}
	q := c.Questions()[0]
	q.Options[0].Settings[0].Value = "changed"
	if c.Questions()[0].Options[0].Settings[0].Value == "changed" {
		t.Errorf("Questions returned the catalog's own data")
	}
	e, ok := c.Lookup("CONVENCION-deje")
	if v, isConv := e.(Convention); !ok || !isConv || v.ID != "CONVENCION-deje" {
		t.Errorf("Lookup(CONVENCION-deje) = %#v, %v", e, ok)
	}
	if e, ok := c.Lookup("P8"); !ok || e.EntryID() != "P8" {
		t.Errorf("Lookup(P8) = %v, %v", e, ok)
	}
	if _, ok := c.Lookup("FEM-XIII"); ok {
		t.Errorf("Lookup(FEM-XIII) found an entry")
	}
	if _, ok := c.LookupArticle("CONVENCION-deje"); ok {
		t.Errorf("LookupArticle found a convention")
	}
}

func TestSelect(t *testing.T) {
	c := mustLoad(t)
	got := c.Select("FEM-VI")
	if len(got) != 26 || got[0] != "FEM-VI" || got[len(got)-1] != "FEM-VI.25" {
		t.Errorf("Select(FEM-VI) = %q, want FEM-VI, FEM-VI.1 … FEM-VI.25", got)
	}
	for _, id := range got {
		if strings.HasPrefix(id, "FEM-VII") {
			t.Errorf("Select(FEM-VI) includes %s", id)
		}
	}
	if got := c.Select("FEM-VI.1"); !slices.Equal(got, []string{"FEM-VI.1"}) {
		t.Errorf("Select(FEM-VI.1) = %q, want [FEM-VI.1]", got)
	}
	if got := c.Select("CONVENCION-deje"); !slices.Equal(got, []string{"CONVENCION-deje"}) {
		t.Errorf("Select(CONVENCION-deje) = %q", got)
	}
}

func TestEmbeddedPositions(t *testing.T) {
	c := mustLoad(t)
	a, _ := c.LookupArticle("FEM-VI.4")
	if a.Pos.File != "reference/data/fem-06-vi.toml" || a.Pos.Line <= 0 {
		t.Errorf("FEM-VI.4 at %v, want reference/data/fem-06-vi.toml with a line", a.Pos)
	}
	q, _ := c.LookupQuestion("P6")
	for _, o := range q.Options {
		if o.Pos.Line <= q.Pos.Line {
			t.Errorf("P6 option %s at %v, want a line after the question's %d", o.Name, o.Pos, q.Pos.Line)
		}
	}
}

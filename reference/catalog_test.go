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

// outlineRows lists one id per article of fem-outline.md §1, with the
// ranges (Intro C–D, III.4–III.10, …) expanded to one id per article and
// the chapter-level rows (V.x, X, XI, XII) as chapter ids.
func outlineRows() []string {
	var ids []string
	for _, l := range "ABCDE" {
		ids = append(ids, fmt.Sprintf("FEM-Intro.%c", l))
	}
	counts := []struct {
		chapter string
		n       int
	}{{"I", 6}, {"II", 4}, {"III", 16}, {"IV", 7}, {"V", 0}, {"VI", 25}, {"VII", 12}, {"VIII", 8}, {"IX", 5}, {"X", 0}, {"XI", 0}, {"XII", 0}}
	for _, c := range counts {
		if c.n == 0 {
			ids = append(ids, "FEM-"+c.chapter)
		}
		for i := 1; i <= c.n; i++ {
			ids = append(ids, fmt.Sprintf("FEM-%s.%d", c.chapter, i))
		}
	}
	return ids
}

func TestEveryOutlineRowHasAnEntry(t *testing.T) {
	c := mustLoad(t)
	for _, id := range outlineRows() {
		if _, ok := c.LookupArticle(id); !ok {
			t.Errorf("outline row %s has no catalog entry", id)
		}
	}
	// And nothing beyond the outline: an extra article needs a source first.
	rows := outlineRows()
	for _, a := range c.Articles() {
		if !a.IsChapter() && !slices.Contains(rows, a.ID) {
			t.Errorf("%s (%s) is not a row of fem-outline.md; add it to outlineRows with its source", a.ID, a.Pos)
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
		{"FEM-IX.5", "FEM-X"},
		{"FEM-XI", "FEM-XII"},
	}
	for _, b := range before {
		if pos[b[0]] >= pos[b[1]] {
			t.Errorf("%s (at %d) should come before %s (at %d)", b[0], pos[b[0]], b[1], pos[b[1]])
		}
	}
	if first, last := arts[0].ID, arts[len(arts)-1].ID; first != "FEM-Intro" || last != "FEM-XII" {
		t.Errorf("Articles() runs from %s to %s, want FEM-Intro to FEM-XII", first, last)
	}
}

// wantKinds is how the reference engine reads each article (rulings.md,
// seeds 000/001, issue 3). A change here is a change of reading and needs a
// note in the entry.
var wantKinds = map[Kind][]string{
	KindEnforced: {
		"FEM-II.1", "FEM-II.2", "FEM-II.3",
		"FEM-III.1", "FEM-III.2", "FEM-III.11", "FEM-III.15",
		"FEM-IV.2", "FEM-IV.4", "FEM-IV.6",
		"FEM-VI.2", "FEM-VI.4", "FEM-VI.5", "FEM-VI.6", "FEM-VI.7", "FEM-VI.8", "FEM-VI.9", "FEM-VI.10",
		"FEM-VI.16", "FEM-VI.17", "FEM-VI.20", "FEM-VI.22", "FEM-VI.23",
		"FEM-VII.2", "FEM-VII.7", "FEM-VII.9", "FEM-VII.12",
	},
	KindRunner: {
		"FEM-IV.1", "FEM-V", "FEM-VI.21", // the runner's time limit per decision (D19)
	},
	KindOption: {
		"FEM-Intro.E", "FEM-III.16", "FEM-IV.7",
		"FEM-VI.11", "FEM-VI.12", "FEM-VI.24", "FEM-VII.1",
		"FEM-VIII.1", "FEM-VIII.2", "FEM-VIII.3", "FEM-VIII.4", "FEM-VIII.5", "FEM-VIII.6", "FEM-VIII.7",
	},
	KindImpossible: {
		"FEM-II.4",
		"FEM-III.3", "FEM-III.4", "FEM-III.5", "FEM-III.6", "FEM-III.7", "FEM-III.8", "FEM-III.9", "FEM-III.10",
		"FEM-III.12", "FEM-III.13", "FEM-III.14",
		"FEM-IV.3", "FEM-IV.5",
		"FEM-VI.1", "FEM-VI.3", "FEM-VI.13", "FEM-VI.15", "FEM-VI.18", "FEM-VI.19", "FEM-VI.25",
		"FEM-VII.3", "FEM-VII.4", "FEM-VII.5", "FEM-VII.6", "FEM-VII.10", "FEM-VII.11",
		"FEM-IX", "FEM-IX.1", "FEM-IX.2", "FEM-IX.3", "FEM-IX.4", "FEM-IX.5",
	},
	KindTime:       {},
	KindTournament: {"FEM-Intro.A", "FEM-Intro.B", "FEM-Intro.C", "FEM-Intro.D", "FEM-I", "FEM-I.1", "FEM-I.2", "FEM-I.3", "FEM-I.4", "FEM-I.5", "FEM-I.6", "FEM-X", "FEM-XI", "FEM-XII"},
	KindVocabulary: {"FEM-VIII.8"},
	KindUnknown:    {"FEM-VI.14", "FEM-VII.8"},
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

func TestConfirmedIDsAreTheOutlineH(t *testing.T) {
	c := mustLoad(t)
	want := []string{
		"FEM-II.3", "FEM-III.1", "FEM-III.2", "FEM-III.3", "FEM-III.11", "FEM-III.15", "FEM-III.16",
		"FEM-IV.2", "FEM-IV.4", "FEM-IV.6", "FEM-IV.7",
		"FEM-VI.1", "FEM-VI.2", "FEM-VI.4", "FEM-VI.5", "FEM-VI.6", "FEM-VI.7", "FEM-VI.8", "FEM-VI.9",
		"FEM-VI.17", "FEM-VI.21", "FEM-VI.22",
		"FEM-VII.2", "FEM-VII.9", "FEM-VII.12",
		"FEM-VIII.1", "FEM-VIII.2", "FEM-VIII.8",
	}
	var got []string
	for _, a := range c.Articles() {
		if !a.IsChapter() && a.Confidence == Confirmed {
			got = append(got, a.ID)
		}
		if !a.IsChapter() && a.OutlineConfidence == "" {
			t.Errorf("%s: no outline_confidence", a.ID)
		}
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("confirmed article ids mismatch (-want +got):\n%s", diff)
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

func TestChapterLevelEntriesSaySo(t *testing.T) {
	c := mustLoad(t)
	for _, id := range []string{"FEM-V", "FEM-X", "FEM-XI", "FEM-XII"} {
		a, ok := c.LookupArticle(id)
		if !ok {
			t.Fatalf("%s missing", id)
		}
		if !strings.Contains(a.Note, "Solo entrada de capítulo") {
			t.Errorf("%s: the note must say it is kept as a chapter-level entry only; note: %q", id, a.Note)
		}
		if len(c.Select(id)) != 1 {
			t.Errorf("%s: has article entries %q, but its note says chapter-level only", id, c.Select(id))
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

// requiredConventions are the ids the engine and config/keys.go already use.
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
	"CONVENCION-turnos-secuenciales", "CONVENCION-senas",
}

// notImplemented are the variants musfem refuses: no config key.
var notImplemented = []string{
	"CONVENCION-31-real", "CONVENCION-pedrete", "CONVENCION-baraja-36", "CONVENCION-mus-visto",
	"CONVENCION-mus-corrido", "CONVENCION-vacas", "CONVENCION-apertura-fuera-de-turno",
	"CONVENCION-piedra-de-paso", "CONVENCION-quiero-mas-alto", "CONVENCION-servir-de-uno-en-uno",
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

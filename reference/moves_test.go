package reference

import (
	"os"
	"regexp"
	"slices"
	"strings"
	"testing"
)

// TestMoves holds the table of changed ids to the catalog: a removed id is
// not in catalog 2, an id that changed meaning is, and every destination
// exists.
func TestMoves(t *testing.T) {
	c := mustLoad(t)
	ms, err := Moves()
	if err != nil {
		t.Fatal(err)
	}
	if len(ms) == 0 {
		t.Fatal("no changes of meaning: the table is empty")
	}
	var seen []string
	for _, m := range ms {
		if _, ok := parseFEMID(m.ID); !ok {
			t.Errorf("%s: not a FEM id", m.ID)
		}
		if slices.Contains(seen, m.ID) {
			t.Errorf("%s: listed twice", m.ID)
		}
		seen = append(seen, m.ID)
		_, exists := c.LookupArticle(m.ID)
		switch {
		case m.Removed() && exists:
			t.Errorf("%s: «ahora» is empty (the id no longer exists), but catalog 2 has it", m.ID)
		case !m.Removed() && !exists:
			t.Errorf("%s: catalog 2 has no such id; leave «ahora» empty", m.ID)
		}
		if m.Before == "" {
			t.Errorf("%s: «antes» is empty", m.ID)
		}
		for _, d := range m.Dest {
			if _, ok := c.Lookup(d); !ok {
				t.Errorf("%s: destino %s is not in the catalog", m.ID, d)
			}
		}
		if m.Removed() && len(m.Dest) == 0 {
			t.Errorf("%s: a removed id must say where its rule went", m.ID)
		}
	}
	if m, ok := MoveOf("FEM-IX.3"); !ok || !m.Removed() || !slices.Equal(m.Dest, []string{"FEM-IX.1"}) {
		t.Errorf("MoveOf(FEM-IX.3) = %+v, %v; want removed, to FEM-IX.1", m, ok)
	}
	if _, ok := MoveOf("FEM-VI.4"); ok {
		t.Errorf("MoveOf(FEM-VI.4): VI.4 kept its meaning")
	}
}

// TestChangesDocIsTheTable checks that docs/catalogo-cambios.md shows the
// table of changed ids row for row.
func TestChangesDocIsTheTable(t *testing.T) {
	doc, err := os.ReadFile("../docs/catalogo-cambios.md")
	if err != nil {
		t.Fatal(err)
	}
	ms, err := Moves()
	if err != nil {
		t.Fatal(err)
	}
	var rows [][]string
	for _, l := range strings.Split(string(doc), "\n") {
		if !strings.HasPrefix(l, "| ") || strings.HasPrefix(l, "| id") || strings.HasPrefix(l, "|---") {
			continue
		}
		var cells []string
		inner := strings.TrimSuffix(strings.TrimPrefix(l, "| "), "|")
		for _, c := range strings.Split(inner, " | ") {
			cells = append(cells, strings.Trim(strings.TrimSpace(c), "`"))
		}
		rows = append(rows, cells)
	}
	if len(rows) != len(ms) {
		t.Fatalf("docs/catalogo-cambios.md has %d rows, the table %d", len(rows), len(ms))
	}
	for i, m := range ms {
		now := m.Now
		if m.Removed() {
			now = "ya no existe"
		}
		want := []string{m.ID, m.Before, now, strings.Join(m.Dest, ", ")}
		if !slices.Equal(rows[i], want) {
			t.Errorf("row %d of docs/catalogo-cambios.md:\n  %q\nwant\n  %q", i+1, rows[i], want)
		}
	}
}

// TestCatalogIsTheTextFile reads the Reglamento's text, where it is beside
// the repository (../shared/reglamento, as on the developers' machines and
// in CI), and checks that its items are the catalog's: the same check as
// TestCatalogIsTheText, from the text instead of a count made by hand.
func TestCatalogIsTheTextFile(t *testing.T) {
	src, err := os.ReadFile("../../shared/reglamento/reglamento-fem.txt")
	if err != nil {
		t.Skipf("el texto del Reglamento no está junto al repositorio: %v", err)
	}
	chapterRe := regexp.MustCompile(`^CAP[IÍ]TULO ([IVX]+)$`)
	articleRe := regexp.MustCompile(`^Art[ií]culo\.? ?(\d+)\.`)
	introRe := regexp.MustCompile(`^([A-F])\. `)
	var ids []string
	chapter := ""
	for _, l := range strings.Split(string(src), "\n") {
		switch {
		case strings.HasPrefix(l, "#"):
		case strings.HasPrefix(l, "INTRODUCCI"):
			chapter = "Intro"
		case chapterRe.MatchString(l):
			chapter = chapterRe.FindStringSubmatch(l)[1]
		case chapter == "Intro" && introRe.MatchString(l):
			ids = append(ids, "FEM-Intro."+introRe.FindStringSubmatch(l)[1])
		case chapter != "" && chapter != "Intro" && articleRe.MatchString(l):
			ids = append(ids, "FEM-"+chapter+"."+articleRe.FindStringSubmatch(l)[1])
		}
	}
	if !slices.Equal(ids, textIDs()) {
		t.Errorf("the text's items are not those counted by hand:\n text: %q\n hand: %q", ids, textIDs())
	}
}

func TestSelectorMessages(t *testing.T) {
	c := mustLoad(t)
	if got, want := MovedNotice("FEM-III.5"), "FEM-III.5 cambió de sentido en el catálogo 2, leído en el texto del Reglamento: antes «Mus visto», ahora «Cualquiera puede pedir barajar; baraja el último quien reparte»; lo que el catálogo 1 ponía ahí está ahora en FEM-III.7 (docs/catalogo-cambios.md)."; got != want {
		t.Errorf("MovedNotice(FEM-III.5) =\n  %s\nwant\n  %s", got, want)
	}
	if got := MovedNotice("FEM-VI.4"); got != "" {
		t.Errorf("MovedNotice(FEM-VI.4) = %q; VI.4 kept its meaning", got)
	}
	if got := MovedNotice("FEM-IX.2"); got != "" {
		t.Errorf("MovedNotice(FEM-IX.2) = %q; a removed id is an error, not a notice", got)
	}
	for sel, want := range map[string]string{
		"FEM-IX.2":  "FEM-IX.2 ya no existe",
		"FEM-XXI":   "artículo desconocido: «FEM-XXI»",
		"FEM-IX.10": "artículo desconocido",
	} {
		if err := c.CheckSelector(sel); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("CheckSelector(%s) = %v; want an error containing %q", sel, err, want)
		}
	}
	for _, sel := range []string{"FEM-IX", "FEM-IX.1", "FEM-III.5", "CONVENCION-deje", "P4", "FEM", "CONVENCION"} {
		if err := c.CheckSelector(sel); err != nil {
			t.Errorf("CheckSelector(%s) = %v; want nil", sel, err)
		}
	}
}

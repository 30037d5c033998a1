package preguntas

import (
	"os"
	"slices"
	"testing"

	"github.com/musfem/musfem/evidence"
	"github.com/musfem/musfem/reference"
)

// testdataFiles generates the report from preguntas/testdata/preguntas/
// with a few random games.
func testdataFiles(t *testing.T, games int) *Files {
	t.Helper()
	cat, err := reference.Load()
	if err != nil {
		t.Fatal(err)
	}
	f, err := Generate(Options{Catalog: cat, Games: games, Seed: 0, FS: os.DirFS("testdata"), Dirs: []string{"preguntas"}})
	if err != nil {
		t.Fatal(err)
	}
	return f
}

// TestOutlineRowsSideBySide runs the test outline of P8 (a negada that
// takes B to 40) under both options and checks what the report says of
// each row. The expected values come from the rule (CONVENCION-fin-inmediato):
// with "en-el-acto" the game ends at the negada, B wins with A 0 - B 40
// and no lance is resolved; with "al-contar" the round goes on, so after
// the same actions nobody has won yet and the chica is to be played.
func TestOutlineRowsSideBySide(t *testing.T) {
	f := testdataFiles(t, 0)
	var p8 *Question
	for i := range f.Report.Questions {
		if f.Report.Questions[i].ID == "P8" {
			p8 = &f.Report.Questions[i]
		}
	}
	if p8 == nil || len(p8.Scenarios) != 1 {
		t.Fatalf("P8 debería tener un grupo de escenarios: %+v", p8)
	}
	g := p8.Scenarios[0]
	if len(g.Rows) != 2 || g.Rows[0].Option != "en-el-acto" || g.Rows[1].Option != "al-contar" {
		t.Fatalf("filas: %+v", g.Rows)
	}
	if g.Compared != "en-el-acto" || !g.Differs {
		t.Errorf("comparado con %q, difiere %v; se esperaba en-el-acto y true", g.Compared, g.Differs)
	}
	acto, contar := g.Rows[0], g.Rows[1]
	for _, r := range g.Rows {
		if r.Result != evidence.Pasa {
			t.Errorf("%s: %s %s", r.Option, r.Result, r.Message)
		}
	}
	// cálculo: negada 1 para B: 39 + 1 = 40; en el acto termina ahí.
	if acto.Score != [2]int{0, 40} || acto.Winner != "B" || acto.End != "tantos" || len(acto.Lances) != 0 {
		t.Errorf("en-el-acto: marcador %v, ganador %q (%s), lances %v", acto.Score, acto.Winner, acto.End, acto.Lances)
	}
	if len(acto.Tantos) != 1 || acto.Tantos[0].Concept != "negada" || acto.Tantos[0].Team != "B" || acto.Tantos[0].Points != 1 {
		t.Errorf("en-el-acto: tantos %+v", acto.Tantos)
	}
	if len(acto.Differs) != 0 {
		t.Errorf("la fila de referencia no se compara consigo misma: %v", acto.Differs)
	}
	// cálculo: al-contar, the same negada takes B to 40 but the round goes
	// on (the chica is next): nobody has won yet and the grande is not
	// resolved until the count.
	if contar.Score != [2]int{0, 40} || contar.Winner != "" || contar.End != "" || len(contar.Lances) != 0 {
		t.Errorf("al-contar: marcador %v, ganador %q (%s), lances %v", contar.Score, contar.Winner, contar.End, contar.Lances)
	}
	for _, want := range []string{"ganador", "acciones", "observaciones"} {
		if !slices.Contains(contar.Differs, want) {
			t.Errorf("al-contar debería diferir en %s: %v", want, contar.Differs)
		}
	}
	if slices.Contains(contar.Differs, "tantos") || slices.Contains(contar.Differs, "lances") {
		t.Errorf("al-contar no debería diferir en tantos ni en lances: %v", contar.Differs)
	}
	if contar.FirstLegal == "" || contar.FirstObservation == "" {
		t.Errorf("al-contar: falta la primera diferencia de acciones u observaciones")
	}
	// The plain P7 scenario for one option is a group of one row.
	for _, q := range f.Report.Questions {
		if q.ID == "P7" && (len(q.Scenarios) != 1 || len(q.Scenarios[0].Rows) != 1 || q.Scenarios[0].Differs) {
			t.Errorf("P7: %+v", q.Scenarios)
		}
	}
}

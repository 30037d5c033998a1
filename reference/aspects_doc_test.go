package reference

import (
	"bytes"
	"flag"
	"fmt"
	"os"
	"strings"
	"testing"

	"github.com/musfem/musfem/evidence"
)

var updateAspectsDoc = flag.Bool("update", false, "reescribe la tabla de docs/aspects.md")

const (
	aspectsDoc   = "../docs/aspects.md"
	aspectsOpen  = "<!-- tabla-aspectos -->\n"
	aspectsClose = "<!-- /tabla-aspectos -->\n"
)

// aspectsTable renders the table of aspects for docs/aspects.md.
func aspectsTable(t *AspectTable) []byte {
	var b bytes.Buffer
	b.WriteString("| pattern | articles | what it is | depends on | alters | adapter |\n|---|---|---|---|---|---|\n")
	for _, r := range t.Rules() {
		fmt.Fprintf(&b, "| `%s` | %s | %s | %s | %s | %s |\n", strings.ReplaceAll(r.Pattern, "|", "\\|"), strings.Join(r.Articles, ", "), r.Text,
			strings.Join(r.Depends, ", "), strings.Join(r.Alters, ", "), r.Adapter)
	}
	return b.Bytes()
}

// TestAspectsDoc keeps the table of docs/aspects.md equal to the catalog's.
func TestAspectsDoc(t *testing.T) {
	cat, err := Load()
	if err != nil {
		t.Fatal(err)
	}
	doc, err := os.ReadFile(aspectsDoc)
	if err != nil {
		t.Fatal(err)
	}
	i := bytes.Index(doc, []byte(aspectsOpen))
	j := bytes.Index(doc, []byte(aspectsClose))
	if i < 0 || j < i {
		t.Fatalf("%s no tiene los marcadores de la tabla", aspectsDoc)
	}
	want := append(append(append([]byte{}, doc[:i+len(aspectsOpen)]...), aspectsTable(cat.Aspects())...), doc[j:]...)
	if *updateAspectsDoc {
		if err := os.WriteFile(aspectsDoc, want, 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	if !bytes.Equal(doc, want) {
		t.Errorf("la tabla de %s no es la del catálogo: go test ./reference -run AspectsDoc -update", aspectsDoc)
	}
}

// TestAspectRules checks the table against aspects an engine can differ in:
// every area ends with a rule for everything; examples land on the rule
// the documentation names.
func TestAspectRules(t *testing.T) {
	cat, err := Load()
	if err != nil {
		t.Fatal(err)
	}
	tb := cat.Aspects()
	for a, want := range map[evidence.Aspect]string{
		evidence.NewAspect("evento", "PointsAwarded", "negada", "points", ""):           "CONVENCION-negada",
		evidence.NewAspect("evento", "PointsAwarded", "negada", "score", ""):            "FEM-VII.2",
		evidence.NewAspect("evento", "PointsAwarded", "pares", "points", "clase"):       "CONVENCION-orden-pares",
		evidence.NewAspect("evento", "PointsAwarded", "pares", "points", ""):            "CONVENCION-valor-pares",
		evidence.NewAspect("evento", "LanceResolved", "grande", "winner", "empate"):     "CONVENCION-empates",
		evidence.NewAspect("evento", "LanceResolved", "chica", "winner", ""):            "CONVENCION-orden-chica",
		evidence.NewAspect("evento", "LanceResolved", "juego", "sobra", "fin"):          "CONVENCION-fin-al-contar",
		evidence.NewAspect("legales", "Bet", "GRANDE", "min", "apertura"):               "CONVENCION-envite-minimo",
		evidence.NewAspect("legales", "Bet", "PARES", "max", "apertura"):                "CONVENCION-tope-envite",
		evidence.NewAspect("legales", "Accept", "CHICA", "presencia", "respuesta"):      "FEM-VI.4",
		evidence.NewAspect("turno", "", "MUS_DECISION", "", ""):                         "FEM-IV.4",
		evidence.NewAspect("fuga", "hand", "asiento", "", ""):                           "FEM-VII.9",
		evidence.NewAspect("error", "Bet", "NOT_YOUR_TURN", "aceptada", ""):             ErrorArticle,
		evidence.NewAspect("rechazo", "Discard", "DISCARD", "TRANSITION", "rebarajado"): "FEM-III.15",
		evidence.NewAspect("observacion", "zzz", "espectador", "", ""):                  "FEM-II.2",
	} {
		r, ok := tb.Rule(a)
		if !ok || r.Articles[0] != want && !contains(r.Articles, want) {
			t.Errorf("%s → %v, se esperaba %s", a, r.Articles, want)
		}
	}
}

func contains(xs []string, x string) bool {
	for _, y := range xs {
		if y == x {
			return true
		}
	}
	return false
}

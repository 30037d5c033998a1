package certify

import (
	"fmt"
	"strings"
	"testing"

	"github.com/musfem/musfem/evidence"
)

// handReport is a hand-built certificate: an article and a convention
// that fail, each with its group of divergences, an article that fails
// with a time-out, rows that pass, and a diferencial pass beside a failing
// divergence of the games.
func handReport() *Report {
	g1 := Group{ID: "D1", Rule: "evento.PointsAwarded.negada", Articles: []string{"CONVENCION-negada"}, Text: "el tanto de la negada",
		Differs: "la negada no se cobra", Games: 94, Example: evidence.Divergence{Aspect: "evento.PointsAwarded.negada.falta.-",
			Reference: `{"round":1,"phase":"CHICA","actor":null,"type":"PointsAwarded","visibility":{"kind":"PUBLIC","seats":[]},"payload":{"team":"A","points":1,"concept":"negada","lance":"CHICA","seat":null,"score":[1,0]}}`}}
	g2 := Group{ID: "D2", Rule: "fuga", Articles: []string{"FEM-VII.9"}, Text: "una fuga", Differs: "Un asiento ve cartas que no debe ver",
		Games: 3, Example: evidence.Divergence{Aspect: "fuga.hand.asiento.-.-"}}
	groups := map[string]Group{"D1": g1, "D2": g2}
	games := Check{Kind: "diferencial", Name: "200 partidas aleatorias (semilla 1)", Result: evidence.Pasa}
	leak := Check{Kind: "fuga", Name: "200 partidas aleatorias (semilla 1)", Result: evidence.Pasa}
	div := func(g Group) Check {
		return Check{Kind: "divergencia", Name: g.Differs, Result: evidence.Falla, Group: g.ID}
	}
	r := &Report{Engine: "mano", Verdict: "RECHAZADO", Groups: []Group{g1, g2}}
	r.Chapters = []Chapter{{ID: "FEM-VII", Title: "Del tanteo", Rows: []Row{
		{ID: "FEM-VII.1", Title: "Tanteo", Enforceable: true, Status: evidence.Pasa, Checks: []Check{games}},
		{ID: "FEM-VII.9", Title: "Lo que se ve", Enforceable: true, Status: evidence.Falla, Checks: explainPasses([]Check{leak, div(g2)}, groups)},
		{ID: "FEM-VII.12", Title: "El órdago", Enforceable: false, Status: evidence.Tiempo,
			Checks: []Check{{Kind: "escenario", Name: "el órdago querido", Result: evidence.Tiempo, Message: "el motor no contestó en 10s"}}},
	}}}
	r.Conventions = []Row{
		{ID: "CONVENCION-negada", Title: "Negada", Status: evidence.Falla, Checks: explainPasses([]Check{games, div(g1)}, groups)},
		{ID: "CONVENCION-deje", Title: "Deje", Status: evidence.Pasa, Checks: []Check{games}},
	}
	for _, ch := range r.Chapters {
		for _, row := range ch.Rows {
			r.Summary.Articles.Add(row.Status)
			if row.Enforceable {
				r.Summary.Enforceable++
				if articleFails(row.Status) {
					r.Summary.EnforceableK++
				}
			}
		}
	}
	for _, row := range r.Conventions {
		r.Summary.Conventions.Add(row.Status)
	}
	return r
}

// TestHeadlineNamesEveryFailingRule: the certificate's first lines, above
// its summary, name every failing rule with its id, title and what the
// engine does instead, and their count is the rows'.
func TestHeadlineNamesEveryFailingRule(t *testing.T) {
	r := handReport()
	md := string(r.Markdown())
	top := md[:strings.Index(md, "## Resumen")]
	page, err := r.HTML()
	if err != nil {
		t.Fatal(err)
	}
	html := string(page)
	htop := html[:strings.Index(html, `id="resumen"`)]
	for _, want := range [][3]string{
		{"FEM-VII.9", "Lo que se ve", "Un asiento ve cartas que no debe ver (D2)"},
		{"FEM-VII.12", "El órdago", "el motor no contestó en 10s"},
		{"CONVENCION-negada", "Negada", "La negada no se cobra (D1)"},
	} {
		for _, w := range want {
			if !strings.Contains(top, w) {
				t.Errorf("the markdown's headline does not say %q:\n%s", w, top)
			}
			if !strings.Contains(htop, w) {
				t.Errorf("the page's headline does not say %q", w)
			}
		}
	}
	for _, passing := range []string{"FEM-VII.1 ", "CONVENCION-deje"} {
		if strings.Contains(top, passing) {
			t.Errorf("the headline names %s, which passes", passing)
		}
	}
	if want := "Fallan 3 reglas: 2 artículos y 1 convención."; !strings.Contains(top, want) {
		t.Errorf("the headline does not say %q:\n%s", want, top)
	}
}

// TestCountsAgreeWithRows: the summary's counts of failing rows are the
// rows': every failing article (enforceable or not) and convention.
func TestCountsAgreeWithRows(t *testing.T) {
	r := handReport()
	a, c := 0, 0
	for _, ch := range r.Chapters {
		for _, row := range ch.Rows {
			if row.Status.Failing() || row.Status == evidence.SinPruebas {
				a++
			}
		}
	}
	for _, row := range r.Conventions {
		if row.Status.Failing() {
			c++
		}
	}
	table := r.Summary.Articles.Of(evidence.Falla) + r.Summary.Articles.Of(evidence.Error) + r.Summary.Articles.Of(evidence.Tiempo) + r.Summary.Articles.Of(evidence.SinPruebas)
	if table != a || r.Summary.Conventions.Of(evidence.Falla)+r.Summary.Conventions.Of(evidence.Error)+r.Summary.Conventions.Of(evidence.Tiempo) != c {
		t.Fatalf("the hand-built summary does not match its rows")
	}
	want := fmt.Sprintf("Artículos: fallan, dan error o no tienen pruebas %d de %d (%d de los %d que un motor debe aplicar). Convenciones: fallan o dan error %d de %d.",
		a, len(r.Chapters[0].Rows), 1, 2, c, len(r.Conventions))
	if got := r.CountsLine(); got != want {
		t.Errorf("CountsLine() = %q\nwant %q", got, want)
	}
	if len(r.FailingRules()) != a+c {
		t.Errorf("the headline names %d rules; %d rows fail", len(r.FailingRules()), a+c)
	}
	md := string(r.Markdown())
	if !strings.Contains(md, want) {
		t.Errorf("the markdown does not carry the counts line")
	}
	page, _ := r.HTML()
	if !strings.Contains(string(page), want) {
		t.Errorf("the page does not carry the counts line")
	}
}

// TestPassBesideFailSaysWhy: a passing check of the random games beside a
// failing divergence of the same row says why, in both renderings.
func TestPassBesideFailSaysWhy(t *testing.T) {
	r := handReport()
	for _, row := range append(r.Chapters[0].Rows, r.Conventions...) {
		failing := false
		for _, c := range row.Checks {
			failing = failing || c.Result == evidence.Falla
		}
		for _, c := range row.Checks {
			if failing && c.Result == evidence.Pasa && c.Why == "" {
				t.Errorf("%s: %s PASA beside a failing check, without saying why", row.ID, c.Kind)
			}
		}
	}
	neg := r.Conventions[0].Checks[0]
	if !strings.Contains(neg.Why, "D1, en 94 partidas") {
		t.Errorf("the games' pass does not name the games that differ: %q", neg.Why)
	}
	if !strings.Contains(string(r.Markdown()), neg.Why) {
		t.Errorf("the markdown hides why the games pass")
	}
	page, _ := r.HTML()
	if !strings.Contains(string(page), neg.Why) {
		t.Errorf("the page hides why the games pass")
	}
	// A divergence that only scenarios show leaves the games' pass true:
	// it says so.
	only := explainPasses([]Check{{Kind: "diferencial", Result: evidence.Pasa}, {Kind: "divergencia", Result: evidence.Falla, Group: "D3"}},
		map[string]Group{"D3": {ID: "D3"}})
	if !strings.Contains(only[0].Why, "lo muestran escenarios o registros") {
		t.Errorf("why = %q", only[0].Why)
	}
	// With no failing divergence nothing is added.
	if cs := explainPasses([]Check{{Kind: "diferencial", Result: evidence.Pasa}}, nil); cs[0].Why != "" {
		t.Errorf("a lone pass got a why: %q", cs[0].Why)
	}
}

// TestGroupHeadedByWords: a group is headed by what differs in words, its
// aspect code under it, never as the heading.
func TestGroupHeadedByWords(t *testing.T) {
	r := handReport()
	md := string(r.Markdown())
	if !strings.Contains(md, "### D1 — la negada no se cobra\n") || !strings.Contains(md, "aspecto `evento.PointsAwarded.negada.falta.-`") {
		t.Errorf("D1 is not headed by words with its code under it:\n%s", md)
	}
	page, _ := r.HTML()
	if !strings.Contains(string(page), "<h3>D1 — la negada no se cobra</h3>") {
		t.Errorf("the page's D1 is not headed by words")
	}
	if strings.Contains(md, "### D1 — evento.") || strings.Contains(string(page), "<h3>D1 — evento.") {
		t.Errorf("a group is headed by its code")
	}
}

// TestMissingEventIsOneFinding: an event the engine does not give is one
// row, told in Spanish, not one row per field.
func TestMissingEventIsOneFinding(t *testing.T) {
	d := handReport().Groups[0].Example
	rows := diffRows(d)
	if len(rows) != 1 {
		t.Fatalf("a missing event gives %d rows: %+v", len(rows), rows)
	}
	if want := "+1 para la pareja A por negada"; !strings.Contains(rows[0].Reference, want) || rows[0].Engine != "nada" {
		t.Errorf("row = %+v; want the reference's event told (%q) and «nada» for the engine", rows[0], want)
	}
	page, _ := handReport().HTML()
	d1 := string(page)
	d1 = d1[strings.Index(d1, `<article class="grupo" id="D1">`):strings.Index(d1, `<article class="grupo" id="D2">`)]
	if n := strings.Count(d1, `class="dif"`); n != 1 {
		t.Errorf("the page shows %d differing rows for D1's missing event", n)
	}
}

// TestOneGroupIsSingular: with one group of divergences the summary says
// «1 grupo», not «1 grupos», in both renderings.
func TestOneGroupIsSingular(t *testing.T) {
	r := handReport()
	r.Summary.Groups = 1
	page, err := r.HTML()
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(page), "<b>1</b> grupo de divergencias") {
		t.Error("the page does not say «1 grupo de divergencias»")
	}
	if md := string(r.Markdown()); !strings.Contains(md, "Divergencias: 1 grupo (") {
		t.Error("the markdown does not say «Divergencias: 1 grupo»")
	}
}

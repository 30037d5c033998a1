package mutantes

import (
	"bytes"
	"regexp"
	"strings"
	"testing"
)

// handReport is a small report written by hand: seven mutants, two
// articles and the mutants of none, one survivor whose diff has text that
// HTML must escape, two equivalents with one reason and one out of the
// contract.
func handReport() Report {
	return Report{
		Title:       "Pruebas de mutación del motor de referencia",
		Command:     "make mutantes",
		Fingerprint: "abc123",
		// 7 mutants: 3 killed, 1 timed out, 1 survived (that the observer
		// tells apart), 2 equivalent.
		Summary:     Counts{Mutants: 7, Killed: 3, TimedOut: 1, Survived: 1, Equivalent: 2, Observed: 1},
		Score:       80, // (3 + 1) / (7 − 2) = 80 %
		NotCompiled: 4,
		Articles: []ArticleCount{
			// String order, as Campaign.Report writes them; the page puts
			// FEM-VI.9 before FEM-VI.10.
			{ID: "FEM-VI.10", Counts: Counts{Mutants: 2, Killed: 1, Equivalent: 1}, Score: 100},
			{ID: "FEM-VI.9", Counts: Counts{Mutants: 4, Killed: 2, TimedOut: 1, Survived: 1, Observed: 1}, Score: 75},
		},
		NoArticle: Counts{Mutants: 1, Equivalent: 1},
		Operators: []OperatorCount{{Operator: "comparacion-limite", Does: "`<` ↔ `<=`", Counts: Counts{Mutants: 7}}},
		Survivors: []MutantEntry{{ID: 41, Key: "k41", File: "engine/eval.go", Line: 120, Func: "Winner", Operator: "comparacion-limite",
			Articles: []string{"FEM-VI.9"}, Status: Survived, Observer: "línea 12 de la traza: el motor «ganador 1», el mutante «ganador 2»",
			Diff: "-     if a.Points < 31 && b.Name != \"<ninguno>\" {\n+     if a.Points <= 31 && b.Name != \"<ninguno>\" {\n"}},
		Equivalents: []MutantEntry{
			{ID: 7, File: "engine/round.go", Line: 10, Func: "deal", Operator: "constante", Articles: []string{"FEM-VI.10"}, Status: Equivalent,
				Diff: "-     n := 4\n+     n := 5\n", Reason: "La capacidad inicial de un slice no cambia lo que contiene."},
			{ID: 9, File: "engine/round.go", Line: 30, Func: "deal", Operator: "constante", Status: Equivalent,
				Diff: "-     m := 8\n+     m := 9\n", Reason: "La capacidad inicial de un slice no cambia lo que contiene."},
		},
		Outside: []OutsideGroup{{Func: "engine/json.go|*", Reason: "Solo lo usa el protocolo & los registros (seed 003 §1).", Mutants: []int{}}},
	}
}

// TestHTMLByHand: the page of a hand-made report has its totals, an
// anchor for each article and one for the mutants of none, the articles
// in the catalog's order, the survivor's place and diff escaped, the
// equivalents under their one reason, and nothing unescaped.
func TestHTMLByHand(t *testing.T) {
	page, err := HTML(handReport())
	if err != nil {
		t.Fatal(err)
	}
	s := string(page)
	for _, want := range []string{
		// the headline: 3 + 1 detected of 7 − 2
		"La especificación detecta 4 de los 5 cambios del motor de referencia que alteran lo que hace: 80,0 %.",
		// the six classes, which add up to the mutants, and the observer's part of the survivors apart
		"7 cambios en total: 3 muertos, 1 por tiempo, 1 vivos alcanzados, 0 vivos sin cobertura, 2 equivalentes observados y 0 fuera del contrato. De los vivos, el observador del motor distingue 1 del motor sin cambios.",
		`<td class="num" data-etiqueta="vivos alcanzados">1</td><td class="num" data-etiqueta="vivos sin cobertura">0</td>`,
		`<td class="num" data-etiqueta="vivos que distingue el observador">1</td>`,
		"El observador lo distingue: línea 12 de la traza: el motor «ganador 1», el mutante «ganador 2»",
		`<td class="num" data-etiqueta="mutantes">7</td>`,
		`<td class="num" data-etiqueta="puntuación">80,0 %</td>`,
		"Además 4 cambios no llegan",
		`<tr id="FEM-VI.9">`, `<tr id="FEM-VI.10">`, `<tr id="ninguno">`,
		`<a href="trazabilidad.html#FEM-VI.9"><strong>FEM-VI.9</strong></a>`,
		`vivos: <a href="#m41">#41</a>`,
		`<div class="mutante" id="m41">`,
		"#41 · engine/eval.go:120",
		`<span class="quita">-     if a.Points &lt; 31 &amp;&amp; b.Name != &#34;&lt;ninguno&gt;&#34; {</span>`,
		`<span class="pone">&#43;     if a.Points &lt;= 31 &amp;&amp; b.Name != &#34;&lt;ninguno&gt;&#34; {</span>`,
		"Solo lo usa el protocolo &amp; los registros.",
		"<code>`&lt;` ↔ `&lt;=`</code>",
	} {
		if !strings.Contains(s, want) {
			t.Errorf("la página no tiene %q", want)
		}
	}
	if i, j := strings.Index(s, `<tr id="FEM-VI.9">`), strings.Index(s, `<tr id="FEM-VI.10">`); i < 0 || j < i {
		t.Error("FEM-VI.9 debería ir antes que FEM-VI.10")
	}
	// FEM-VI.9's title comes from the catalog.
	if !regexp.MustCompile(`<tr id="FEM-VI.9">\n<td[^>]*><a[^>]*><strong>FEM-VI.9</strong></a><div class="just">[^<]+</div>`).MatchString(s) {
		t.Error("la fila de FEM-VI.9 no tiene el título del artículo")
	}
	// One reason, written once, with both its mutants after it.
	why := "La capacidad inicial de un slice no cambia lo que contiene."
	if n := strings.Count(s, why); n != 1 {
		t.Errorf("el motivo aparece %d veces, se esperaba 1", n)
	}
	r7, r9 := strings.Index(s, `id="m7"`), strings.Index(s, `id="m9"`)
	if w := strings.Index(s, why); r7 < w || r9 < r7 {
		t.Errorf("los equivalentes #7 y #9 deberían seguir a su motivo (motivo %d, #7 %d, #9 %d)", w, r7, r9)
	}
	if strings.Contains(s, `"<ninguno>"`) {
		t.Error("el diff no está escapado")
	}
	if strings.Contains(s, "seed") || strings.Contains(s, "§") {
		t.Error("la página cita un documento que no está en el repositorio")
	}
	if md := Markdown(handReport()); strings.Contains(md, "seed 003") {
		t.Error("el Markdown cita un documento que no está en el repositorio")
	}
	again, _ := HTML(handReport())
	if !bytes.Equal(page, again) {
		t.Error("dos páginas del mismo informe difieren")
	}
}

// TestHTMLNoSurvivors: with no survivors and no equivalents the page says
// so instead of showing empty sections.
func TestHTMLNoSurvivors(t *testing.T) {
	r := handReport()
	r.Survivors, r.Equivalents, r.Outside = nil, nil, nil
	page, err := HTML(r)
	if err != nil {
		t.Fatal(err)
	}
	s := string(page)
	if !strings.Contains(s, "Ninguno: la especificación mata todos los mutantes que no son equivalentes ni están fuera del contrato.") {
		t.Error("sin vivos, la página no lo dice")
	}
	if strings.Count(s, "<p>Ninguno.</p>") != 2 {
		t.Error("sin equivalentes ni funciones fuera del contrato, la página no lo dice")
	}
}

// TestHTMLForTheProfessor: each article's row says in words what its
// mutants mean for the rule; each survivor says which rule an engine with
// that error could play wrong, with the kind of change in words, and its
// Go diff is folded away under a summary for developers; the kinds of
// change are said in words too.
func TestHTMLForTheProfessor(t *testing.T) {
	page, err := HTML(handReport())
	if err != nil {
		t.Fatal(err)
	}
	s := string(page)
	for _, want := range []string{
		// FEM-VI.9: 2 killed + 1 timed out of 4, 1 survivor that the
		// observer tells apart.
		`<div class="dice">La especificación nota 3 de los 4 cambios que alteran cómo juega el motor esta regla. 1 pasa inadvertido: un motor con ese error podría jugar mal esta regla sin que ningún escenario lo note; hace falta un escenario más, o explicar por qué el cambio no altera el juego. El observador del motor distingue 1 de ellos del motor sin cambios (no pueden ser equivalentes); la especificación, no.</div>`,
		// FEM-VI.10: 1 killed, 1 equivalent.
		`<div class="dice">La especificación nota el único cambio que altera cómo juega el motor esta regla: un motor que se equivoque en esta regla de esa manera no la pasaría. Además, 1 cambio no cambia nada de lo que hace el motor (es equivalente: el observador del motor no ve ninguna diferencia): no dice nada de la regla, ni a favor ni en contra.</div>`,
		// the mutants of no article: 1 equivalent.
		"Ninguno de sus cambios altera cómo juega el motor",
		"Un motor con este error (un «menor que» pasa a «menor o igual que»",
		"podría jugar mal FEM-VI.9 («",
		`<details class="codigo"><summary class="para-programadores">El cambio en el código, para programadores: #41 · engine/eval.go:120`,
	} {
		if !strings.Contains(s, want) {
			t.Errorf("la página no tiene %q", want)
		}
	}
	// The diff is inside the fold.
	fold := strings.Index(s, `<details class="codigo">`)
	diff := strings.Index(s, `<pre class="diff">`)
	end := strings.Index(s[max(fold, 0):], "</details>")
	if fold < 0 || diff < fold || end < 0 || diff > fold+end {
		t.Error("el cambio en el código del vivo #41 no está plegado")
	}
	for _, o := range Operators {
		if operatorWords[o.Name] == "" {
			t.Errorf("el tipo de cambio %s no se dice en palabras", o.Name)
		}
	}
}

package mutantes

import (
	"fmt"
	"strings"

	"github.com/musfem/musfem/internal/reportfile"
)

// Counts are the totals of a set of mutants. Mutants excludes those that
// do not compile; Survived includes NoCoverage.
type Counts struct {
	Mutants       int `json:"mutants"`
	Killed        int `json:"killed"`
	Survived      int `json:"survived"`
	Equivalent    int `json:"equivalent"`
	TimedOut      int `json:"timed_out"`
	NoCoverage    int `json:"no_coverage"`
	OutOfContract int `json:"out_of_contract"`
	// Observed counts the survivors (vivos, sin cobertura included) that
	// the observer tells apart from the engine (observer.go): the
	// specification misses them, the engine's own observation does not.
	Observed int `json:"observed"`
}

// Score is the share of the mutants that are neither equivalent nor out of
// the contract that the specification detects (killed or timed out), in
// percent with one decimal; 100 when there are none.
func (c Counts) Score() float64 {
	n := c.Mutants - c.Equivalent - c.OutOfContract
	if n <= 0 {
		return 100
	}
	return float64(int(1000*float64(c.Killed+c.TimedOut)/float64(n)+0.5)) / 10
}

// Reached counts the survivors some scenario or fixture reaches: Survived
// without NoCoverage. Killed, TimedOut, Reached, NoCoverage, Equivalent
// and OutOfContract do not overlap and add up to Mutants; Observed is a
// part of the survivors (Reached and NoCoverage).
func (c Counts) Reached() int { return c.Survived - c.NoCoverage }

// addResult counts one result, and whether the observer told it apart.
func (c *Counts) addResult(r Result) {
	c.add(r.Status)
	if r.Observer != "" && (r.Status == Survived || r.Status == NoCoverage) {
		c.Observed++
	}
}

func (c *Counts) add(s Status) {
	if s == NotCompiled {
		return
	}
	c.Mutants++
	switch s {
	case Killed:
		c.Killed++
	case TimedOut:
		c.TimedOut++
	case Equivalent:
		c.Equivalent++
	case Outside:
		c.OutOfContract++
	case NoCoverage:
		c.NoCoverage++
		c.Survived++
	case Survived:
		c.Survived++
	}
}

// Report is reports/mutantes.json.
type Report struct {
	Title       string          `json:"title"`
	Command     string          `json:"command"`
	Fingerprint string          `json:"fingerprint"`
	Summary     Counts          `json:"summary"`
	Score       float64         `json:"score"`
	NotCompiled int             `json:"not_compiled"`
	Articles    []ArticleCount  `json:"articles"`
	NoArticle   Counts          `json:"no_article"`
	Operators   []OperatorCount `json:"operators"`
	Survivors   []MutantEntry   `json:"survivors"`
	Equivalents []MutantEntry   `json:"equivalents"`
	Outside     []OutsideGroup  `json:"out_of_contract"`
	Mutants     []MutantEntry   `json:"mutants"`
}

// ArticleCount is the totals of the mutants of one article.
type ArticleCount struct {
	ID string `json:"id"`
	Counts
	Score float64 `json:"score"`
}

// OperatorCount is the totals of one operator.
type OperatorCount struct {
	Operator string `json:"operator"`
	Does     string `json:"does"`
	Counts
}

// OutsideGroup is one [[fuera]] entry of the equivalents file with the
// mutants it puts out of the contract.
type OutsideGroup struct {
	Func    string `json:"func"`
	Reason  string `json:"reason"`
	Mutants []int  `json:"mutants"`
}

// MutantEntry is one mutant in the report.
type MutantEntry struct {
	ID       int      `json:"id"`
	Key      string   `json:"key"`
	File     string   `json:"file"`
	Line     int      `json:"line"`
	Func     string   `json:"func"`
	Operator string   `json:"operator"`
	Articles []string `json:"articles"`
	Status   Status   `json:"status"`
	By       string   `json:"by,omitempty"`
	Detail   string   `json:"detail,omitempty"`
	Diff     string   `json:"diff,omitempty"`     // survivors and equivalents
	Reason   string   `json:"reason,omitempty"`   // equivalents
	Observer string   `json:"observer,omitempty"` // survivors: where the observer told it apart
}

// Report builds the report of a whole campaign.
func (c *Campaign) Report() Report {
	r := Report{
		Title:       "Pruebas de mutación del motor de referencia",
		Command:     "make mutantes",
		Fingerprint: c.Fingerprint,
		Articles:    []ArticleCount{},
		Survivors:   []MutantEntry{},
		Equivalents: []MutantEntry{},
		Outside:     []OutsideGroup{},
	}
	for _, o := range c.Just.Outside {
		g := OutsideGroup{Func: o.Func, Reason: o.Reason, Mutants: []int{}}
		for _, m := range c.Gen.Mutants {
			if o.Matches(m) && c.Results[m.ID].Status == Outside {
				g.Mutants = append(g.Mutants, m.ID)
			}
		}
		r.Outside = append(r.Outside, g)
	}
	byArt := map[string]*Counts{}
	byOp := map[string]*Counts{}
	for _, m := range c.Gen.Mutants {
		res := c.Results[m.ID]
		if res.Status == NotCompiled {
			r.NotCompiled++
		}
		r.Summary.addResult(res)
		if byOp[m.Operator] == nil {
			byOp[m.Operator] = &Counts{}
		}
		byOp[m.Operator].addResult(res)
		arts := m.fn.arts
		if len(arts) == 0 {
			r.NoArticle.addResult(res)
		}
		for _, a := range arts {
			if byArt[a] == nil {
				byArt[a] = &Counts{}
			}
			byArt[a].addResult(res)
		}
		e := MutantEntry{ID: m.ID, Key: m.Key, File: m.File, Line: m.Line, Func: m.Func, Operator: m.Operator,
			Articles: append([]string{}, arts...), Status: res.Status, By: res.By, Detail: res.Detail, Observer: res.Observer}
		switch res.Status {
		case Survived, NoCoverage:
			e.Diff = c.Gen.Diff(m)
			r.Survivors = append(r.Survivors, e)
		case Equivalent:
			e.Diff = c.Gen.Diff(m)
			e.Reason = c.reasons[m.ID]
			r.Equivalents = append(r.Equivalents, e)
		}
		e.Diff, e.Reason = "", ""
		r.Mutants = append(r.Mutants, e)
	}
	r.Score = r.Summary.Score()
	for _, id := range sortedKeys(byArt) {
		r.Articles = append(r.Articles, ArticleCount{ID: id, Counts: *byArt[id], Score: byArt[id].Score()})
	}
	for _, op := range Operators {
		if n := byOp[op.Name]; n != nil {
			r.Operators = append(r.Operators, OperatorCount{Operator: op.Name, Does: op.Does, Counts: *n})
		}
	}
	return r
}

// Diff shows a mutant: the lines it changes, before ("-") and after ("+").
func (g *Generated) Diff(m *Mutant) string {
	src := m.fn.file.src
	from := m.start
	for from > 0 && src[from-1] != '\n' {
		from--
	}
	to := m.end
	for to < len(src) && src[to] != '\n' {
		to++
	}
	before := string(src[from:to])
	after := string(src[from:m.start]) + m.Mutated + string(src[m.end:to])
	var b strings.Builder
	for _, l := range strings.Split(before, "\n") {
		b.WriteString("- " + strings.TrimRight(strings.ReplaceAll(l, "\t", "    "), " ") + "\n")
	}
	if strings.TrimSpace(after) == "" {
		b.WriteString("+\n")
		return b.String()
	}
	for _, l := range strings.Split(after, "\n") {
		b.WriteString("+ " + strings.TrimRight(strings.ReplaceAll(l, "\t", "    "), " ") + "\n")
	}
	return b.String()
}

// SummaryLine tells the totals in one Spanish line.
func (c *Campaign) SummaryLine() string {
	var n Counts
	for _, m := range c.Gen.Mutants {
		if r, ok := c.Results[m.ID]; ok {
			n.addResult(r)
		}
	}
	s := fmt.Sprintf("%d mutantes: %d muertos, %d por tiempo, %d vivos alcanzados, %d vivos sin cobertura, %d equivalentes observados, %d fuera del contrato (de los %d vivos, el observador distingue %d); puntuación %.1f %%",
		n.Mutants, n.Killed, n.TimedOut, n.Reached(), n.NoCoverage, n.Equivalent, n.OutOfContract, n.Survived, n.Observed, n.Score())
	if c.Partial {
		s += " (campaña parcial: no se escribe el informe)"
	}
	return s
}

// Write writes reports/mutantes.{md,html,json} into dir.
func (c *Campaign) Write(dir string) error {
	if c.Partial {
		return fmt.Errorf("campaña parcial: no se escribe el informe")
	}
	r := c.Report()
	js, err := reportfile.JSON(r)
	if err != nil {
		return err
	}
	page, err := HTML(r)
	if err != nil {
		return err
	}
	return reportfile.Write(dir, reportfile.File{Name: "mutantes.json", Data: js},
		reportfile.File{Name: "mutantes.md", Data: []byte(Markdown(r))},
		reportfile.File{Name: "mutantes.html", Data: page})
}

// Markdown renders the report in Spanish.
func Markdown(r Report) string {
	var b strings.Builder
	p := func(format string, args ...any) { fmt.Fprintf(&b, format, args...) }
	p("# %s\n\n", r.Title)
	p("Generado con `%s` (docs/mutantes.md). Cada mutante es un cambio pequeño de `engine/`; la especificación\n", r.Command)
	p("(los escenarios de `features/` y las fixtures de `fixtures/seeds/`, nunca las pruebas unitarias del motor)\n")
	p("lo **mata** si algún escenario o fixture falla con él. Un mutante **vivo** es un hueco de la especificación,\n")
	p("salvo que el observador del motor (`mutantes/observador`: partidas, rechazos, observaciones y el resto de la\n")
	p("API pública comparados con el motor real) no lo distinga y `mutantes/equivalentes/` diga por qué no cambia\n")
	p("nada (**equivalente**): un equivalente está observado, no solo argumentado.\n\n")
	p("La misma página para leer en el navegador, con qué significa cada término: mutantes.html.\n\n")
	p("Huella de las entradas: `%s`\n\n", r.Fingerprint)

	p("## Resumen\n\n")
	p("| mutantes | muertos | por tiempo | vivos alcanzados | vivos sin cobertura | equivalentes observados | fuera del contrato | puntuación |\n|---|---|---|---|---|---|---|---|\n")
	s := r.Summary
	p("| %d | %d | %d | %d | %d | %d | %d | %.1f %% |\n\n", s.Mutants, s.Killed, s.TimedOut, s.Reached(), s.NoCoverage, s.Equivalent, s.OutOfContract, r.Score)
	p("Las seis clases no se solapan y suman los mutantes. La puntuación es (muertos + por tiempo) / (mutantes −\n")
	p("equivalentes observados − fuera del contrato). Los **vivos** son %d: %d **alcanzados**, a los que llega algún\n", s.Survived, s.Reached())
	p("escenario sin notarlos, y %d **sin cobertura**, a los que no llega ninguno (un hueco de cobertura, no una\n", s.NoCoverage)
	p("equivalencia); todos cuentan como no detectados. De esos %d vivos, el observador del motor distingue %d del\n", s.Survived, s.Observed)
	p("motor real (su primera diferencia va con cada uno): por eso no pueden ser equivalentes. «Fuera del contrato»\n")
	p("son mutantes de funciones que el contrato de la especificación con un motor no incluye (docs/mutantes.md,\n")
	p("«El contrato»): la especificación no puede verlos (lista al final). Además %d mutantes no compilan y no\n", r.NotCompiled)
	p("cuentan.\n\n")

	p("## Por artículo\n\n")
	p("Un mutante es de los artículos y convenciones que nombra su función (comentarios, errores de regla y sus\n")
	p("códigos); puede ser de varios o de ninguno.\n\n")
	p("| artículo | mutantes | muertos | por tiempo | vivos alcanzados | vivos sin cobertura | equivalentes observados | fuera del contrato | puntuación | vivos que distingue el observador |\n|---|---|---|---|---|---|---|---|---|---|\n")
	for _, a := range r.Articles {
		p("| <a id=\"%s\"></a>%s | %d | %d | %d | %d | %d | %d | %d | %.1f %% | %d |\n", a.ID, a.ID, a.Mutants, a.Killed, a.TimedOut, a.Reached(), a.NoCoverage, a.Equivalent, a.OutOfContract, a.Score, a.Observed)
	}
	n := r.NoArticle
	p("| <a id=\"ninguno\"></a>*ninguno* | %d | %d | %d | %d | %d | %d | %d | %.1f %% | %d |\n\n", n.Mutants, n.Killed, n.TimedOut, n.Reached(), n.NoCoverage, n.Equivalent, n.OutOfContract, n.Score(), n.Observed)

	p("## Por operador\n\n| operador | qué cambia | mutantes | muertos | por tiempo | vivos | equivalentes | fuera del contrato |\n|---|---|---|---|---|---|---|---|\n")
	for _, o := range r.Operators {
		p("| %s | %s | %d | %d | %d | %d | %d | %d |\n", o.Operator, strings.ReplaceAll(o.Does, "|", "\\|"), o.Mutants, o.Killed, o.TimedOut, o.Survived, o.Equivalent, o.OutOfContract)
	}

	p("\n## Supervivientes\n\n")
	if len(r.Survivors) == 0 {
		p("Ninguno: la especificación mata todos los mutantes que no son equivalentes ni están fuera del contrato.\n")
	}
	for _, m := range r.Survivors {
		arts := "ningún artículo"
		if len(m.Articles) > 0 {
			arts = strings.Join(m.Articles, ", ")
		}
		cov := ""
		if m.Status == NoCoverage {
			cov = ", sin cobertura"
		}
		p("### #%d %s:%d (%s)\n\n%s, %s%s. Clave `%s`\n\n```diff\n%s```\n\n", m.ID, m.File, m.Line, m.Func, m.Operator, arts, cov, m.Key, m.Diff)
		if m.Observer != "" {
			p("El observador lo distingue: %s\n\n", m.Observer)
		}
	}

	p("\n## Equivalentes\n\n")
	if len(r.Equivalents) == 0 {
		p("Ninguno.\n")
	}
	// One reason for the mutants it covers, in the order of the first.
	var reasons []string
	byReason := map[string][]MutantEntry{}
	for _, m := range r.Equivalents {
		m.Reason = withoutOutsideRefs(m.Reason)
		if _, seen := byReason[m.Reason]; !seen {
			reasons = append(reasons, m.Reason)
		}
		byReason[m.Reason] = append(byReason[m.Reason], m)
	}
	for _, why := range reasons {
		p("- %s\n", strings.Join(strings.Fields(why), " "))
		for _, m := range byReason[why] {
			p("  - #%d %s:%d (%s), %s: `%s`\n", m.ID, m.File, m.Line, m.Func, m.Operator, diffLine(m.Diff))
		}
	}

	p("\n## Fuera del contrato\n\n")
	if len(r.Outside) == 0 {
		p("Ninguno.\n")
	}
	for _, g := range r.Outside {
		p("- `%s` (%d mutantes): %s\n", g.Func, len(g.Mutants), strings.Join(strings.Fields(withoutOutsideRefs(g.Reason)), " "))
	}
	return b.String()
}

// diffLine sums a diff up in one line: the changed text after the change.
func diffLine(diff string) string {
	var after []string
	for _, l := range strings.Split(diff, "\n") {
		if strings.HasPrefix(l, "+") {
			after = append(after, strings.TrimSpace(strings.TrimPrefix(l, "+")))
		}
	}
	s := strings.TrimSpace(strings.Join(after, " "))
	if s == "" {
		s = "(quitado)"
	}
	return strings.ReplaceAll(short(s), "`", "'")
}

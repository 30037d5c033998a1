package mutantes

import (
	"fmt"
	"strings"

	"github.com/musfem/musfem/internal/reportfile"
)

// Counts are the totals of a set of mutants. Mutants excludes those that
// do not compile; Survived includes NoCoverage.
type Counts struct {
	Mutants    int `json:"mutants"`
	Killed     int `json:"killed"`
	Survived   int `json:"survived"`
	Equivalent int `json:"equivalent"`
	TimedOut   int `json:"timed_out"`
	NoCoverage int `json:"no_coverage"`
}

// Score is the share of the mutants that are not equivalent that the
// specification detects (killed or timed out), in percent with one
// decimal; 100 when there are none.
func (c Counts) Score() float64 {
	n := c.Mutants - c.Equivalent
	if n <= 0 {
		return 100
	}
	return float64(int(1000*float64(c.Killed+c.TimedOut)/float64(n)+0.5)) / 10
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
	Diff     string   `json:"diff,omitempty"`   // survivors and equivalents
	Reason   string   `json:"reason,omitempty"` // equivalents
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
	}
	reasons := map[string]string{}
	for _, e := range c.Equivalents {
		reasons[e.Key] = e.Reason
	}
	byArt := map[string]*Counts{}
	byOp := map[string]*Counts{}
	for _, m := range c.Gen.Mutants {
		res := c.Results[m.ID]
		if res.Status == NotCompiled {
			r.NotCompiled++
		}
		r.Summary.add(res.Status)
		if byOp[m.Operator] == nil {
			byOp[m.Operator] = &Counts{}
		}
		byOp[m.Operator].add(res.Status)
		arts := m.fn.arts
		if len(arts) == 0 {
			r.NoArticle.add(res.Status)
		}
		for _, a := range arts {
			if byArt[a] == nil {
				byArt[a] = &Counts{}
			}
			byArt[a].add(res.Status)
		}
		e := MutantEntry{ID: m.ID, Key: m.Key, File: m.File, Line: m.Line, Func: m.Func, Operator: m.Operator,
			Articles: append([]string{}, arts...), Status: res.Status, By: res.By, Detail: res.Detail}
		switch res.Status {
		case Survived, NoCoverage:
			e.Diff = c.Gen.Diff(m)
			r.Survivors = append(r.Survivors, e)
		case Equivalent:
			e.Diff = c.Gen.Diff(m)
			e.Reason = reasons[m.Key]
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
	for _, l := range strings.Split(after, "\n") {
		if strings.TrimSpace(l) == "" && after != "" && strings.TrimSpace(after) == "" {
			b.WriteString("+\n")
			break
		}
		b.WriteString("+ " + strings.TrimRight(strings.ReplaceAll(l, "\t", "    "), " ") + "\n")
	}
	return b.String()
}

// SummaryLine tells the totals in one Spanish line.
func (c *Campaign) SummaryLine() string {
	var n Counts
	for _, m := range c.Gen.Mutants {
		if r, ok := c.Results[m.ID]; ok {
			n.add(r.Status)
		}
	}
	s := fmt.Sprintf("%d mutantes: %d muertos, %d vivos (%d sin cobertura), %d equivalentes, %d por tiempo; puntuación %.1f %%",
		n.Mutants, n.Killed, n.Survived, n.NoCoverage, n.Equivalent, n.TimedOut, n.Score())
	if c.Partial {
		s += " (campaña parcial: no se escribe el informe)"
	}
	return s
}

// Write writes reports/mutantes.{md,json} into dir.
func (c *Campaign) Write(dir string) error {
	if c.Partial {
		return fmt.Errorf("campaña parcial: no se escribe el informe")
	}
	r := c.Report()
	js, err := reportfile.JSON(r)
	if err != nil {
		return err
	}
	return reportfile.Write(dir, reportfile.File{Name: "mutantes.json", Data: js},
		reportfile.File{Name: "mutantes.md", Data: []byte(Markdown(r))})
}

// Markdown renders the report in Spanish.
func Markdown(r Report) string {
	var b strings.Builder
	p := func(format string, args ...any) { fmt.Fprintf(&b, format, args...) }
	p("# %s\n\n", r.Title)
	p("Generado con `%s` (docs/mutantes.md). Cada mutante es un cambio pequeño de `engine/`; la especificación\n", r.Command)
	p("(los escenarios de `features/` y las fixtures de `fixtures/seeds/`, nunca las pruebas unitarias del motor)\n")
	p("lo **mata** si algún escenario o fixture falla con él. Un mutante **vivo** es un hueco de la especificación\n")
	p("o un cambio que no cambia nada, y entonces `mutantes/equivalentes.toml` explica por qué (**equivalente**).\n\n")
	p("Huella de las entradas: `%s`\n\n", r.Fingerprint)
	p("## Resumen\n\n")
	p("| mutantes | muertos | vivos | sin cobertura | equivalentes | por tiempo | puntuación |\n|---|---|---|---|---|---|---|\n")
	s := r.Summary
	p("| %d | %d | %d | %d | %d | %d | %.1f %% |\n\n", s.Mutants, s.Killed, s.Survived, s.NoCoverage, s.Equivalent, s.TimedOut, r.Score)
	p("La puntuación es (muertos + por tiempo) / (mutantes − equivalentes). «Sin cobertura» son vivos que ningún\n")
	p("escenario alcanza. Además %d mutantes no compilan y no cuentan.\n\n", r.NotCompiled)
	p("## Por artículo\n\n")
	p("Un mutante es de los artículos y convenciones que nombra su función (comentarios, errores de regla y sus\n")
	p("códigos); puede ser de varios o de ninguno.\n\n")
	p("| artículo | mutantes | muertos | vivos | equivalentes | por tiempo | puntuación |\n|---|---|---|---|---|---|---|\n")
	for _, a := range r.Articles {
		p("| %s | %d | %d | %d | %d | %d | %.1f %% |\n", a.ID, a.Mutants, a.Killed, a.Survived, a.Equivalent, a.TimedOut, a.Score)
	}
	n := r.NoArticle
	p("| *ninguno* | %d | %d | %d | %d | %d | %.1f %% |\n\n", n.Mutants, n.Killed, n.Survived, n.Equivalent, n.TimedOut, n.Score())
	p("## Por operador\n\n| operador | qué cambia | mutantes | muertos | vivos | equivalentes | por tiempo |\n|---|---|---|---|---|---|---|\n")
	for _, o := range r.Operators {
		p("| %s | %s | %d | %d | %d | %d | %d |\n", o.Operator, strings.ReplaceAll(o.Does, "|", "\\|"), o.Mutants, o.Killed, o.Survived, o.Equivalent, o.TimedOut)
	}
	p("\n## Supervivientes\n\n")
	if len(r.Survivors) == 0 {
		p("Ninguno: la especificación mata todos los mutantes que no son equivalentes.\n")
	}
	for _, m := range r.Survivors {
		entry(&b, m)
	}
	p("\n## Equivalentes\n\n")
	if len(r.Equivalents) == 0 {
		p("Ninguno.\n")
	}
	for _, m := range r.Equivalents {
		entry(&b, m)
		p("Motivo: %s\n\n", strings.TrimSpace(m.Reason))
	}
	return b.String()
}

func entry(b *strings.Builder, m MutantEntry) {
	arts := "ningún artículo"
	if len(m.Articles) > 0 {
		arts = strings.Join(m.Articles, ", ")
	}
	cov := ""
	if m.Status == NoCoverage {
		cov = ", sin cobertura"
	}
	fmt.Fprintf(b, "### #%d %s:%d (%s)\n\n%s, %s%s. Clave `%s`\n\n```diff\n%s```\n\n", m.ID, m.File, m.Line, m.Func, m.Operator, arts, cov, m.Key, m.Diff)
}

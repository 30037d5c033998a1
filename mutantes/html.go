package mutantes

import (
	"bytes"
	_ "embed"
	"fmt"
	"html/template"
	"slices"
	"strings"

	"github.com/musfem/musfem/internal/reportfile"
	"github.com/musfem/musfem/reference"
)

//go:embed pagina.html.tmpl
var pageTemplate string

var page = reportfile.Template("mutantes", pageTemplate, template.FuncMap{
	"pct":   func(f float64) string { return Percent(f) },
	"words": func(op string) string { return operatorWords[op] },
})

// Percent writes a score the Spanish way, with a decimal comma: "62,6 %".
func Percent(f float64) string {
	return strings.Replace(fmt.Sprintf("%.1f %%", f), ".", ",", 1)
}

// htmlPage is what the page template shows: the report, the articles in
// the catalog's order with their titles and the survivors of each, the
// survivors' diffs cut into lines and the equivalents by reason.
type htmlPage struct {
	Report
	Detected  int // killed + timed out
	Judged    int // mutants − equivalent − out of the contract
	Rows      []htmlArticle
	NoArticle htmlArticle
	Survivors []htmlMutant
	Reasons   []htmlReason
}

// htmlArticle is one row of the table by article.
type htmlArticle struct {
	ID, Title string
	Counts
	Score     float64
	Survivors []int // the ids of its survivors, in the report's order
	// Says is what its mutants mean for the rule, in words (articleSays).
	Says string
}

// htmlMutant is a survivor or an equivalent with its diff in lines.
type htmlMutant struct {
	MutantEntry
	Does  string // what its operator changes, in Go
	Means string // for a survivor, what it means for its rules (survivorMeans)
	Short string // the changed text after the change, in one line
	Lines []diffRow
}

// diffRow is one line of a diff: Class is "quita" for a line before the
// change ("- "), "pone" for one after ("+ ").
type diffRow struct {
	Class, Text string
}

// htmlReason is one reason of the equivalents file with the mutants it
// justifies, in the order of the first.
type htmlReason struct {
	Reason  string
	Mutants []htmlMutant
}

// HTML renders the report as one self-contained Spanish page
// (reports/mutantes.html) for a reader who is not a programmer: what a
// mutant is and what each outcome means, the totals, a table by article
// with the article's id as anchor (mutantes.html#FEM-VI.9; «ninguno» for
// the mutants of no article), every survivor with its place and diff
// (anchor m<id>), the equivalents grouped by reason and the functions out
// of the contract. The article titles come from the catalog. Nothing in it
// depends on the clock or on map order.
func HTML(r Report) ([]byte, error) {
	cat, err := reference.Load()
	if err != nil {
		return nil, err
	}
	does := map[string]string{}
	for _, o := range Operators {
		does[o.Name] = o.Does
	}
	s := r.Summary
	p := htmlPage{Report: r, Detected: s.Killed + s.TimedOut, Judged: s.Mutants - s.Equivalent - s.OutOfContract}
	titles := map[string]string{}
	for _, a := range r.Articles {
		if e, ok := cat.Lookup(a.ID); ok {
			switch e := e.(type) {
			case reference.Article:
				titles[a.ID] = e.Title
			case reference.Convention:
				titles[a.ID] = e.Title
			}
		}
	}
	survivorsOf := map[string][]int{}
	for _, m := range r.Survivors {
		if len(m.Articles) == 0 {
			p.NoArticle.Survivors = append(p.NoArticle.Survivors, m.ID)
		}
		for _, a := range m.Articles {
			survivorsOf[a] = append(survivorsOf[a], m.ID)
		}
		p.Survivors = append(p.Survivors, htmlMutant{MutantEntry: m, Does: does[m.Operator], Means: survivorMeans(m, titles), Short: diffLine(m.Diff), Lines: diffLines(m.Diff)})
	}
	for _, a := range r.Articles {
		p.Rows = append(p.Rows, htmlArticle{ID: a.ID, Title: titles[a.ID], Counts: a.Counts, Score: a.Score, Survivors: survivorsOf[a.ID], Says: articleSays(a.Counts, false)})
	}
	slices.SortStableFunc(p.Rows, func(a, b htmlArticle) int { return reference.CompareIDs(a.ID, b.ID) })
	p.NoArticle.ID, p.NoArticle.Counts, p.NoArticle.Score = "ninguno", r.NoArticle, r.NoArticle.Score()
	p.NoArticle.Says = articleSays(r.NoArticle, true)
	for _, m := range r.Equivalents {
		m.Reason = withoutOutsideRefs(m.Reason)
		i := slices.IndexFunc(p.Reasons, func(g htmlReason) bool { return g.Reason == m.Reason })
		if i < 0 {
			p.Reasons = append(p.Reasons, htmlReason{Reason: m.Reason})
			i = len(p.Reasons) - 1
		}
		p.Reasons[i].Mutants = append(p.Reasons[i].Mutants, htmlMutant{MutantEntry: m, Does: does[m.Operator], Short: diffLine(m.Diff), Lines: diffLines(m.Diff)})
	}
	p.Outside = nil
	for _, g := range r.Outside {
		g.Reason = withoutOutsideRefs(g.Reason)
		p.Outside = append(p.Outside, g)
	}
	var b bytes.Buffer
	if err := page.Execute(&b, p); err != nil {
		return nil, err
	}
	return b.Bytes(), nil
}

// diffLines cuts a diff of Generated.Diff into its lines.
func diffLines(diff string) []diffRow {
	var out []diffRow
	for _, l := range strings.Split(strings.TrimSuffix(diff, "\n"), "\n") {
		c := ""
		switch {
		case strings.HasPrefix(l, "-"):
			c = "quita"
		case strings.HasPrefix(l, "+"):
			c = "pone"
		}
		out = append(out, diffRow{Class: c, Text: l})
	}
	return out
}

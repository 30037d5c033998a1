package escenarios

import (
	"sort"
	"strings"

	messages "github.com/cucumber/messages/go/v34"
)

// node is what the report needs of one scenario (or one Examples row of an
// outline): where it is and its text.
type node struct {
	file    string
	line    int    // the scenario's line, or the Examples row's line
	row     int    // 0 for a plain scenario; the row number (from 1) of an outline
	name    string // scenario name
	rule    string // the Regla it belongs to, if any
	gherkin string // background + scenario text, as written
}

// index maps the AST ids of a Gherkin document to scenario nodes; a
// pickle's AstNodeIds are [scenario id] or [scenario id, row id].
type index map[string]node

// stepEnd returns the last source line of a step (its table or doc string
// included).
func stepEnd(st *messages.Step) int64 {
	end := st.Location.Line
	if st.DataTable != nil && len(st.DataTable.Rows) > 0 {
		end = st.DataTable.Rows[len(st.DataTable.Rows)-1].Location.Line
	}
	if st.DocString != nil {
		end = st.DocString.Location.Line + int64(strings.Count(st.DocString.Content, "\n")) + 2
	}
	return end
}

// lines returns source lines [from, to] (1-based, inclusive), unindented by
// the first line's indentation.
func lines(src []string, from, to int64) string {
	if from < 1 || from > int64(len(src)) {
		return ""
	}
	if to > int64(len(src)) {
		to = int64(len(src))
	}
	first := src[from-1]
	indent := len(first) - len(strings.TrimLeft(first, " \t"))
	var b strings.Builder
	for i := from; i <= to; i++ {
		l := src[i-1]
		if len(l) >= indent && strings.TrimSpace(l[:indent]) == "" {
			l = l[indent:]
		}
		b.WriteString(strings.TrimRight(l, " \t"))
		b.WriteByte('\n')
	}
	return b.String()
}

// blockText returns the text of a background or scenario: its keyword line
// and its steps, with the comments between them.
func blockText(src []string, start int64, steps []*messages.Step, extra int64) string {
	end := start
	for _, st := range steps {
		if e := stepEnd(st); e > end {
			end = e
		}
	}
	if extra > end {
		end = extra
	}
	return lines(src, start, end)
}

// indexDocument walks a Gherkin document.
func indexDocument(file string, doc *messages.GherkinDocument, source []byte) index {
	idx := index{}
	if doc == nil || doc.Feature == nil {
		return idx
	}
	src := strings.Split(string(source), "\n")
	add := func(sc *messages.Scenario, bg *messages.Background, rule string) {
		var bgText string
		if bg != nil {
			bgText = blockText(src, bg.Location.Line, bg.Steps, 0)
		}
		var lastRow int64
		for _, ex := range sc.Examples {
			for _, r := range ex.TableBody {
				if r.Location.Line > lastRow {
					lastRow = r.Location.Line
				}
			}
		}
		text := blockText(src, sc.Location.Line, sc.Steps, lastRow)
		if bgText != "" {
			text = bgText + "\n" + text
		}
		idx[sc.Id] = node{file: file, line: int(sc.Location.Line), name: sc.Name, rule: rule, gherkin: text}
		n := 0
		for _, ex := range sc.Examples {
			for _, r := range ex.TableBody {
				n++
				idx[sc.Id+"|"+r.Id] = node{file: file, line: int(r.Location.Line), row: n, name: sc.Name, rule: rule, gherkin: text}
			}
		}
	}
	var featureBg *messages.Background
	for _, ch := range doc.Feature.Children {
		switch {
		case ch.Background != nil:
			featureBg = ch.Background
		case ch.Scenario != nil:
			add(ch.Scenario, featureBg, "")
		case ch.Rule != nil:
			bg := featureBg
			for _, rc := range ch.Rule.Children {
				switch {
				case rc.Background != nil:
					bg = rc.Background
				case rc.Scenario != nil:
					add(rc.Scenario, bg, ch.Rule.Name)
				}
			}
		}
	}
	return idx
}

// lookup finds the node of a pickle.
func (idx index) lookup(astIDs []string) (node, bool) {
	if len(astIDs) >= 2 {
		if n, ok := idx[astIDs[0]+"|"+astIDs[1]]; ok {
			return n, true
		}
	}
	if len(astIDs) >= 1 {
		n, ok := idx[astIDs[0]]
		return n, ok
	}
	return node{}, false
}

// sortScenarios orders results by file, line and row.
func sortScenarios(s []Scenario) {
	sort.SliceStable(s, func(i, j int) bool {
		if s[i].File != s[j].File {
			return s[i].File < s[j].File
		}
		if s[i].Line != s[j].Line {
			return s[i].Line < s[j].Line
		}
		return s[i].Row < s[j].Row
	})
}

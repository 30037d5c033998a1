package trazabilidad

import (
	"fmt"
	"html/template"
	"regexp"
	"strings"

	"github.com/musfem/musfem/internal/cartas"
)

// This file turns the text of a scenario, as the feature file writes it,
// into what the report shows a professor: an outline (Esquema del
// escenario) once per example row with the row's values in place of its
// «<name>» placeholders, and the steps that set a rule of the game said in
// words (Phrase).

// outlineKeywords are the Spanish keywords of a scenario outline and of
// its examples.
var (
	outlineKeywords  = []string{"Esquema del escenario:", "Plantilla del escenario:"}
	examplesKeywords = []string{"Ejemplos:", "Escenarios:"}
)

func hasKeyword(line string, kws []string) (string, bool) {
	t := strings.TrimSpace(line)
	for _, k := range kws {
		if strings.HasPrefix(t, k) {
			return k, true
		}
	}
	return "", false
}

// tableCells returns the cells of a table row «| a | b |», trimmed, with
// «\|» read as a bar inside a cell.
func tableCells(line string) []string {
	t := strings.TrimSpace(line)
	t = strings.TrimPrefix(t, "|")
	t = strings.TrimSuffix(t, "|")
	t = strings.ReplaceAll(t, `\|`, "\x00")
	cells := strings.Split(t, "|")
	for i, c := range cells {
		cells[i] = strings.ReplaceAll(strings.TrimSpace(c), "\x00", "|")
	}
	return cells
}

// fillOutline returns the text of example row (counted from 1 across all
// the Examples blocks, as the report's scenarios count it) of an outline:
// its lines up to the first Examples block, with each «<name>» replaced by
// the row's value, the keyword said as a plain scenario's and, under it, a
// comment naming the example. A text that is not an outline, or has no
// such row, is returned as it is.
func fillOutline(text string, row int) string {
	if row <= 0 {
		return text
	}
	lines := strings.Split(text, "\n")
	start := -1
	for i, l := range lines {
		if _, ok := hasKeyword(l, outlineKeywords); ok {
			start = i
			break
		}
	}
	if start < 0 {
		return text
	}
	firstExamples, n, total := -1, 0, 0
	var header, values []string
	var name string
	for i := start + 1; i < len(lines); i++ {
		kw, ok := hasKeyword(lines[i], examplesKeywords)
		if !ok {
			continue
		}
		if firstExamples < 0 {
			firstExamples = i
		}
		exName := strings.TrimSpace(strings.TrimPrefix(strings.TrimSpace(lines[i]), kw))
		var head []string
		for j := i + 1; j < len(lines); j++ {
			t := strings.TrimSpace(lines[j])
			if strings.HasPrefix(t, "#") {
				continue
			}
			if !strings.HasPrefix(t, "|") {
				break
			}
			if head == nil {
				head = tableCells(t)
				continue
			}
			n++
			total++
			if n == row {
				header, values, name = head, tableCells(t), exName
			}
		}
	}
	if values == nil || len(values) != len(header) {
		return text
	}
	// The kept lines end before the Examples block's tags and the blank
	// lines above it.
	end := firstExamples
	for end > start+1 {
		t := strings.TrimSpace(lines[end-1])
		if t != "" && !strings.HasPrefix(t, "@") {
			break
		}
		end--
	}
	pairs := make([]string, 0, 2*len(header))
	for i, h := range header {
		pairs = append(pairs, "<"+h+">", values[i])
	}
	fill := strings.NewReplacer(pairs...)
	var out []string
	out = append(out, lines[:start]...)
	title := fill.Replace(lines[start])
	kw, _ := hasKeyword(title, outlineKeywords)
	indent := title[:len(title)-len(strings.TrimLeft(title, " \t"))]
	out = append(out, indent+"Escenario:"+strings.TrimPrefix(strings.TrimSpace(title), kw))
	note := fmt.Sprintf("# ejemplo %d de %d", row, total)
	if name != "" {
		note += ": " + name
	}
	out = append(out, indent+"  "+note)
	for _, l := range lines[start+1 : end] {
		out = append(out, fill.Replace(l))
	}
	return strings.Join(out, "\n") + "\n"
}

// ruleStep matches a step that sets a rule of the game, and ruleRefused
// one that says a value of a rule is refused.
var (
	ruleStep    = regexp.MustCompile(`^(\s*)(Dado|Dada|Dados|Dadas|Y|E|Cuando|Entonces|Pero|\*) la regla "([a-z0-9_]+)" vale (.+?)\s*$`)
	ruleRefused = regexp.MustCompile(`^(\s*)(Dado|Dada|Dados|Dadas|Y|E|Cuando|Entonces|Pero|\*) la regla "([a-z0-9_]+)" no admite el valor (.+?)(?: por ((?:FEM|CONVENCION)-[A-Za-z0-9.\-]+))?\s*$`)
)

// readableLine says a step that sets or refuses a rule of the game in
// words, and returns it with the step as written (for a tooltip); any
// other line is returned as it is, with no tooltip.
func readableLine(line string) (text, title string) {
	if m := ruleRefused.FindStringSubmatch(line); m != nil {
		s := m[1] + m[2] + " no se puede acordar «" + innerQuotes(Phrase(m[3], m[4])) + "»"
		if m[5] != "" {
			s += ": " + m[5] + " no lo permite"
		}
		return s, m[3] + " = " + m[4]
	}
	if m := ruleStep.FindStringSubmatch(line); m != nil {
		kw := m[2]
		if strings.HasPrefix(kw, "Dad") {
			kw += " que"
		}
		return m[1] + kw + " " + Phrase(m[3], m[4]), m[3] + " = " + m[4]
	}
	return line, ""
}

// ReadableScenario returns the text of a scenario as the report shows it:
// an outline's example filled in (fillOutline) and the rules of the game
// said in words; titles[i] is the step as written for line i that was
// said in words, "" for the others.
func ReadableScenario(s ScenarioRef) (text string, titles []string) {
	lines := strings.Split(strings.TrimRight(fillOutline(s.Gherkin, s.Row), "\n"), "\n")
	titles = make([]string, len(lines))
	any := false
	for i, l := range lines {
		lines[i], titles[i] = readableLine(l)
		any = any || titles[i] != ""
	}
	if !any {
		titles = nil
	}
	return strings.Join(lines, "\n") + "\n", titles
}

// scenarioHTML is the text of a scenario on the page: ReadableScenario,
// with the cards drawn and each rule step's key and value in its tooltip.
func scenarioHTML(s ScenarioRef) template.HTML {
	text, titles := ReadableScenario(s)
	return cartas.LinesTitled(text, titles)
}

// innerQuotes writes the «» of a text that goes between «» as “”.
func innerQuotes(s string) string {
	return strings.NewReplacer("«", "“", "»", "”").Replace(s)
}

package cartas

import (
	"html/template"
	"strings"
)

// legendExample is the hand the legend draws and spells out.
const legendExample = "Ro 3c 7e 1b"

// modalidadNote says how the treses and doses count a ocho reyes.
const modalidadNote = "A ocho reyes (la modalidad por defecto) los treses cuentan como reyes y los doses como ases."

// ranksText lists the rank letters with their names: "1 as, 2 dos, …".
func ranksText() string {
	var out []string
	for i := 0; i < len(Ranks); i++ {
		out = append(out, string(Ranks[i])+" "+rankNames[Ranks[i]])
	}
	return strings.Join(out, ", ")
}

// Legend returns the HTML legend of the card codes: the ranks, the four
// suits drawn, an example hand and the note on the ocho reyes. It draws
// cards, so the page needs CSS.
func Legend() template.HTML {
	ex, _ := ParseList(legendExample)
	var b strings.Builder
	b.WriteString(`<div class="leyenda-naipes"><p><strong>Cómo se leen las cartas.</strong> Cada carta se escribe con dos signos: `)
	b.WriteString(`su número o figura (` + template.HTMLEscapeString(ranksText()) + `) y su palo: `)
	for i := 0; i < len(Suits); i++ {
		s := Suits[i]
		if i > 0 {
			b.WriteString(", ")
		}
		b.WriteString(`<span style="white-space:nowrap"><code>` + string(s) + `</code> ` + suitNames[s] + ` `)
		draw(&b, []Card{{Rank: '1', Suit: s}}, true)
		b.WriteString(`</span>`)
	}
	b.WriteString(`. Por ejemplo, <code>` + legendExample + `</code> `)
	draw(&b, ex, true)
	b.WriteString(` es ` + Names(ex) + `. ` + modalidadNote + `</p></div>`)
	return template.HTML(b.String())
}

// LegendMarkdown returns the legend of the card codes as one Markdown
// paragraph (Markdown cannot draw the cards).
func LegendMarkdown() string {
	ex, _ := ParseList(legendExample)
	var suits []string
	for i := 0; i < len(Suits); i++ {
		suits = append(suits, "`"+string(Suits[i])+"` "+suitNames[Suits[i]])
	}
	return "**Cómo se leen las cartas.** Cada carta se escribe con dos signos: su número o figura (" + ranksText() +
		") y su palo (" + strings.Join(suits, ", ") + "). Por ejemplo, `" + legendExample + "` es " + Names(ex) + ". " + modalidadNote
}

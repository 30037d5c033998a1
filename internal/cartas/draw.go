package cartas

import (
	"html/template"
	"strconv"
	"strings"
)

// The colours of the suits, as on the Spanish deck: oros gold, copas red,
// espadas blue, bastos green. Colour never carries the suit alone: each
// suit has its own emblem, and every list of cards their names in a
// tooltip and for screen readers.
var suitColours = map[byte]string{'o': "#a86a00", 'c': "#c0262d", 'e': "#1f57a6", 'b': "#2f7a32"}

// emblems are the SVG shapes of the suits, drawn in the lower part of a
// 40×60 card.
var emblems = map[byte]string{
	// A coin: a gold disc with a ring and a centre.
	'o': `<circle cx="20" cy="41" r="11" fill="#f2c230" stroke="#a86a00" stroke-width="1.6"/>` +
		`<circle cx="20" cy="41" r="6.5" fill="none" stroke="#a86a00" stroke-width="1.3"/>` +
		`<circle cx="20" cy="41" r="2" fill="#a86a00"/>`,
	// A goblet: bowl, stem and foot.
	'c': `<path d="M9.5 30.5H30.5Q30.5 43.5 20 44.5Q9.5 43.5 9.5 30.5Z" fill="#c0262d"/>` +
		`<rect x="18.4" y="44" width="3.2" height="5.5" fill="#c0262d"/>` +
		`<ellipse cx="20" cy="51.3" rx="7" ry="2.3" fill="#c0262d"/>` +
		`<path d="M11.5 32.5H28.5" stroke="#f5c6c8" stroke-width="1.2"/>`,
	// A sword, point up: blade, guard, grip and pommel.
	'e': `<path d="M20 27.5L22.4 31.5V45.5H17.6V31.5Z" fill="#1f57a6"/>` +
		`<rect x="11.5" y="45.3" width="17" height="2.8" rx="1.2" fill="#1f57a6"/>` +
		`<rect x="18.6" y="48" width="2.8" height="4.2" fill="#1f57a6"/>` +
		`<circle cx="20" cy="53.6" r="1.9" fill="#1f57a6"/>`,
	// A knotty club, leaning right: thick head, thin handle, knots.
	'b': `<g transform="rotate(22 20 41)">` +
		`<path d="M18.2 54L16 33.5Q16.5 28.2 20 28Q23.5 28.2 24 33.5L21.8 54Z" fill="#2f7a32"/>` +
		`<circle cx="15.9" cy="38.5" r="1.8" fill="#2f7a32"/><circle cx="24.1" cy="35.5" r="1.8" fill="#2f7a32"/>` +
		`<circle cx="23.4" cy="44" r="1.5" fill="#2f7a32"/><circle cx="16.6" cy="47.5" r="1.4" fill="#2f7a32"/>` +
		`<path d="M18.2 31Q20 30 21.8 31" stroke="#c8e6c9" stroke-width="1" fill="none"/></g>`,
}

// emblemViewBox frames the emblems, drawn in the lower part of a 40×60
// card, as pictures of their own.
const emblemViewBox = "7 26.5 26 29.5"

// dataURI returns an emblem as an SVG picture written in a CSS url(): no
// external file.
func dataURI(shapes string) string {
	svg := `<svg xmlns="http://www.w3.org/2000/svg" viewBox="` + emblemViewBox + `">` + shapes + `</svg>`
	return "url(\"data:image/svg+xml," + strings.NewReplacer(`"`, "'", "#", "%23", "<", "%3C", ">", "%3E").Replace(svg) + "\")"
}

// css is the style of the cards: a card is a small white box with rounded
// corners, its rank on top in the colour of its suit and the emblem of
// its suit below. Its sizes are in em of the card's own font, so a page
// can make cards bigger by setting .naipe's font-size.
var css = func() string {
	var b strings.Builder
	b.WriteString(`.naipes{white-space:normal;user-select:none;-webkit-user-select:none}`)
	b.WriteString(`.naipe{display:inline-block;box-sizing:border-box;width:1.85em;height:2.85em;margin:1px;vertical-align:middle;` +
		`border:1px solid #6b6b6b;border-radius:.3em;background:#fffdf7 no-repeat 50% 92%/1.3em 1.48em;` +
		`font:normal 700 13px/1 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;text-align:center;padding-top:.12em;letter-spacing:0}`)
	for i := 0; i < len(Suits); i++ {
		s := Suits[i]
		b.WriteString(`.naipe.` + string(s) + `{color:` + suitColours[s] + `;background-image:` + dataURI(emblems[s]) + `}`)
	}
	return b.String()
}()

// CSS returns the style the cards need; a page that draws cards puts it
// in its <style>.
func CSS() template.CSS { return template.CSS(css + linesCSS) }

// card draws one card: a box of the class of its suit with its rank.
func card(b *strings.Builder, c Card) {
	b.WriteString(`<i class="naipe ` + string(c.Suit) + `">` + string(c.Rank) + `</i>`)
}

// Draw returns the drawing of a list of cards: one small card each, in
// order, inside a span that says their names (as a tooltip, and to screen
// readers as the name of the picture).
func Draw(cs []Card) template.HTML {
	if len(cs) == 0 {
		return ""
	}
	var b strings.Builder
	draw(&b, cs, true)
	return template.HTML(b.String())
}

// draw writes the cards; named says their names as the picture's name,
// else the picture is hidden from screen readers (the codes are written
// right before it).
func draw(b *strings.Builder, cs []Card, named bool) {
	if named {
		label := template.HTMLEscapeString(Names(cs))
		b.WriteString(`<span class="naipes" role="img" aria-label="` + label + `" title="` + label + `">`)
	} else {
		b.WriteString(`<span class="naipes" aria-hidden="true">`)
	}
	for _, c := range cs {
		card(b, c)
	}
	b.WriteString(`</span>`)
}

// Annotate escapes text for HTML and draws, right after every hand or
// deck that Find finds in it (and after its closing quote or bracket),
// its cards. The text itself is kept: the codes stay readable and
// searchable, and screen readers read them rather than the drawing.
func Annotate(text string) template.HTML {
	var b strings.Builder
	last := 0
	for _, r := range Find(text) {
		end := r.End
		for end < len(text) && (text[end] == '"' || text[end] == '\'' || text[end] == ']') {
			end++
		}
		if strings.HasPrefix(text[end:], "»") {
			end += len("»")
		}
		b.WriteString(template.HTMLEscapeString(text[last:end]))
		b.WriteString(" ")
		draw(&b, r.Cards, false)
		last = end
	}
	b.WriteString(template.HTMLEscapeString(text[last:]))
	return template.HTML(b.String())
}

// maxIndent bounds the indentation classes of Lines.
const maxIndent = 16

// linesCSS lays out the text of Lines: monospace, one block per line
// indented as written, and a line too long for the width goes on indented
// two more characters, so that a scenario stays readable on a phone.
var linesCSS = func() string {
	var b strings.Builder
	b.WriteString(`.texto-naipes{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;font-size:.85rem;overflow-wrap:anywhere}`)
	b.WriteString(`.texto-naipes>div{white-space:pre-wrap;text-indent:-2ch;padding-left:2ch}`)
	for n := 1; n <= maxIndent; n++ {
		b.WriteString(`.texto-naipes>.s` + strconv.Itoa(n) + `{padding-left:` + strconv.Itoa(n+2) + `ch}`)
	}
	return b.String()
}()

// Lines renders a text of several lines (the text of a scenario) as a
// block per line that keeps the line's indentation and indents the rest of
// a line that wraps, with the cards drawn (Annotate). In a table row
// (a line that starts with «|») runs of spaces are written as one: the
// drawings already break the alignment of the columns, and the row wraps
// less on a narrow screen. The page needs CSS.
func Lines(text string) template.HTML { return LinesTitled(text, nil) }

// LinesTitled is Lines with a tooltip on some lines: titles[i], when it is
// there and not "", is the title of line i (the step as the feature file
// writes it, under a step the report says in words).
func LinesTitled(text string, titles []string) template.HTML {
	var b strings.Builder
	b.WriteString(`<div class="texto-naipes">`)
	for i, line := range strings.Split(strings.TrimRight(text, "\n"), "\n") {
		rest := strings.TrimLeft(line, " \t")
		n := 0
		for _, c := range line[:len(line)-len(rest)] {
			if c == '\t' {
				n += 2
			} else {
				n++
			}
		}
		if strings.HasPrefix(rest, "|") {
			rest = strings.Join(strings.Fields(rest), " ")
		}
		b.WriteString(`<div`)
		if n = min(n, maxIndent); n > 0 {
			b.WriteString(` class="s` + strconv.Itoa(n) + `"`)
		}
		if i < len(titles) && titles[i] != "" {
			b.WriteString(` title="` + template.HTMLEscapeString(titles[i]) + `"`)
		}
		b.WriteString(`>`)
		b.WriteString(string(Annotate(rest)))
		b.WriteString("</div>\n")
	}
	b.WriteString(`</div>`)
	return template.HTML(b.String())
}

package cartas

import (
	"html/template"
	"strings"
)

// The colours of the suits, as on the Spanish deck: oros gold, copas red,
// espadas blue, bastos green. Colour never carries the suit alone: each
// suit has its own emblem, and every card its code in a tooltip and its
// name for screen readers.
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

// symbolID is the id of a suit's card symbol in Defs.
func symbolID(suit byte) string { return "musfem-naipe-" + string(suit) }

// Defs returns the hidden SVG that holds the four card faces (body and
// emblem of each suit). A page writes it once, before its first card.
func Defs() template.HTML {
	var b strings.Builder
	b.WriteString(`<svg width="0" height="0" style="position:absolute" aria-hidden="true" focusable="false"><defs>`)
	for i := 0; i < len(Suits); i++ {
		s := Suits[i]
		b.WriteString(`<symbol id="` + symbolID(s) + `" viewBox="0 0 40 60">`)
		b.WriteString(`<rect x="1" y="1" width="38" height="58" rx="4.5" fill="#fffdf7" stroke="#6b6b6b" stroke-width="1.4"/>`)
		b.WriteString(`<g transform="translate(20 41.5) scale(1.25) translate(-20 -41)">` + emblems[s] + `</g>`)
		b.WriteString(`</symbol>`)
	}
	b.WriteString(`</defs></svg>`)
	return template.HTML(b.String())
}

// card draws one card: the face of its suit and its rank on top.
func card(b *strings.Builder, c Card) {
	b.WriteString(`<svg class="naipe" width="24" height="36" viewBox="0 0 40 60" style="vertical-align:middle;margin:1px" role="img" aria-label="`)
	b.WriteString(c.Name())
	b.WriteString(`"><title>`)
	b.WriteString(c.Code() + ": " + c.Name())
	b.WriteString(`</title><use href="#` + symbolID(c.Suit) + `"/>`)
	b.WriteString(`<text x="20" y="19.5" text-anchor="middle" font-family="system-ui,sans-serif" font-weight="700" font-size="19" fill="`)
	b.WriteString(suitColours[c.Suit])
	b.WriteString(`">` + string(c.Rank) + `</text></svg>`)
}

// Draw returns the drawing of a list of cards: one small card each, in
// order, inside a span that says their names.
func Draw(cs []Card) template.HTML {
	if len(cs) == 0 {
		return ""
	}
	var b strings.Builder
	draw(&b, cs)
	return template.HTML(b.String())
}

func draw(b *strings.Builder, cs []Card) {
	b.WriteString(`<span class="naipes" style="white-space:normal" title="`)
	b.WriteString(template.HTMLEscapeString(Codes(cs) + ": " + Names(cs)))
	b.WriteString(`">`)
	for _, c := range cs {
		card(b, c)
	}
	b.WriteString(`</span>`)
}

// Annotate escapes text for HTML and draws, right after every hand or
// deck that Find finds in it (and after its closing quote or bracket),
// its cards. The text itself is kept: the codes stay readable and
// searchable.
func Annotate(text string) template.HTML {
	var b strings.Builder
	last := 0
	for _, r := range Find(text) {
		end := r.End
		for end < len(text) && (text[end] == '"' || text[end] == '\'' || text[end] == ']') {
			end++
		}
		b.WriteString(template.HTMLEscapeString(text[last:end]))
		b.WriteString(" ")
		draw(&b, r.Cards)
		last = end
	}
	b.WriteString(template.HTMLEscapeString(text[last:]))
	return template.HTML(b.String())
}

package cartas

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestParse(t *testing.T) {
	for code, name := range map[string]string{"Ro": "rey de oros", "1b": "as de bastos", "Sc": "sota de copas", "Ce": "caballo de espadas", "7o": "siete de oros"} {
		c, err := Parse(code)
		if err != nil {
			t.Fatalf("Parse(%q): %v", code, err)
		}
		if c.Code() != code || c.Name() != name {
			t.Errorf("Parse(%q) = %s, %s; se esperaba %s, %s", code, c.Code(), c.Name(), code, name)
		}
	}
	for _, bad := range []string{"", "R", "Rox", "8o", "9c", "ro", "RO", "Rx", "10o"} {
		if _, err := Parse(bad); err == nil || !strings.Contains(err.Error(), "no es una carta") {
			t.Errorf("Parse(%q): error %v, se esperaba «no es una carta»", bad, err)
		}
	}
	cs, err := ParseList(" Ro 3c  7e 1b ")
	if err != nil || Codes(cs) != "Ro 3c 7e 1b" {
		t.Fatalf("ParseList: %v, %v", cs, err)
	}
	if got, want := Names(cs), "rey de oros, tres de copas, siete de espadas y as de bastos"; got != want {
		t.Errorf("Names = %q, se esperaba %q", got, want)
	}
	if _, err := ParseList("Ro Xx"); err == nil {
		t.Error("ParseList(\"Ro Xx\") no da error")
	}
}

// TestFind checks, on texts written the ways the scenarios write cards,
// which hands are found: the expected runs are worked out by hand.
func TestFind(t *testing.T) {
	cases := []struct {
		text string
		want []string // the codes of each run
	}{
		{`        | 0       | Ro Rc 4e 5b |`, []string{"Ro Rc 4e 5b"}},
		{`Y el mazo sigue con "Ro Rc 3o 2o 1c"`, []string{"Ro Rc 3o 2o 1c"}},
		{`order=["Rc","So","1c"], x`, []string{"Rc So 1c"}},
		{`Y el asiento 3 se descarta de "1c"`, []string{"1c"}},
		{`| Ro |`, []string{"Ro"}},
		{`cut_card='3e'`, []string{"3e"}},
		{`sus cartas: «Ro» (con «x»: «Ro Rc»)`, []string{"Ro", "Ro Rc"}},
		// A single code that is a word of the sentence is not a card.
		{`Se emite el evento y Co no es nada; el 1o tampoco`, nil},
		{`Se rechaza`, nil},
		// Codes inside words or numbers are not cards.
		{`Rojo 12Ro So2 seed 2024 5ex`, nil},
		// Two lists on one line, and a list after a word.
		{`con "1o 2o" y después "Sb Cb"`, []string{"1o 2o", "Sb Cb"}},
		{`manos Ro, Rc, 4e`, []string{"Ro Rc 4e"}},
		// A list stops at a word.
		{`Ro y Rc`, nil},
		{`ñRo Rc`, nil},
	}
	for _, c := range cases {
		var got []string
		for _, r := range Find(c.text) {
			got = append(got, Codes(r.Cards))
			if !strings.HasPrefix(c.text[r.Start:], r.Cards[0].Code()) || !strings.HasSuffix(c.text[:r.End], r.Cards[len(r.Cards)-1].Code()) {
				t.Errorf("Find(%q): la serie %d–%d no va de su primera a su última carta", c.text, r.Start, r.End)
			}
		}
		if diff := cmp.Diff(c.want, got); diff != "" {
			t.Errorf("Find(%q) (-esperado +obtenido):\n%s", c.text, diff)
		}
	}
}

func TestAnnotate(t *testing.T) {
	got := string(Annotate(`Dado "Ro 3c" & <b> y "Se"`))
	// The text is escaped and kept; the drawing goes after the closing quote.
	if !strings.HasPrefix(got, `Dado &#34;Ro 3c&#34; <span class="naipes"`) {
		t.Errorf("Annotate no conserva el texto o no dibuja tras la comilla: %s", got)
	}
	if !strings.Contains(got, `&amp; &lt;b&gt;`) {
		t.Errorf("Annotate no escapa el texto: %s", got)
	}
	if n := strings.Count(got, `<i class="naipe `); n != 3 {
		t.Errorf("Annotate dibuja %d cartas, se esperaban 3 (Ro, 3c, Se): %s", n, got)
	}
	for _, want := range []string{`&#34;Ro 3c&#34; <span class="naipes" aria-hidden="true"><i class="naipe o">R</i><i class="naipe c">3</i></span>`, `&#34;Se&#34; <span class="naipes" aria-hidden="true"><i class="naipe e">S</i></span>`} {
		if !strings.Contains(got, want) {
			t.Errorf("Annotate: falta %s en %s", want, got)
		}
	}
	if got := string(Annotate("«Sb».")); !strings.HasPrefix(got, "«Sb» <span") || !strings.HasSuffix(got, `<i class="naipe b">S</i></span>.`) {
		t.Errorf("Annotate(«Sb».) = %s; se esperaba el dibujo de la sota de bastos tras «»", got)
	}
	if plain := string(Annotate("sin cartas: Se va")); plain != "sin cartas: Se va" {
		t.Errorf("Annotate de un texto sin cartas = %q", plain)
	}
}

func TestCSSAndLegend(t *testing.T) {
	css := string(CSS())
	for i := 0; i < len(Suits); i++ {
		if !strings.Contains(css, `.naipe.`+string(Suits[i])+`{color:`) {
			t.Errorf("CSS no dibuja el palo %c", Suits[i])
		}
	}
	// Self-contained: the emblems are written in the style, no file is fetched.
	if strings.Contains(css, "http://") && strings.Count(css, "http://www.w3.org/2000/svg") != strings.Count(css, "http://") || strings.Contains(css, "https://") {
		t.Errorf("el estilo de las cartas apunta fuera de la página: %s", css)
	}
	if strings.Contains(css, `"data`) && strings.Count(css, "data:image/svg+xml,") != 4 {
		t.Errorf("el estilo tiene %d emblemas, se esperaban 4", strings.Count(css, "data:image/svg+xml,"))
	}
	leg := string(Legend())
	for _, want := range []string{"oros", "copas", "espadas", "bastos", "S sota", "C caballo", "R rey", "1 as", "Ro 3c 7e 1b", "rey de oros, tres de copas, siete de espadas y as de bastos"} {
		if !strings.Contains(leg, want) {
			t.Errorf("la leyenda no dice %q", want)
		}
	}
	if n := strings.Count(leg, `<i class="naipe `); n != 8 {
		t.Errorf("la leyenda dibuja %d cartas, se esperaban 8 (un as de cada palo y la mano de ejemplo)", n)
	}
	md := LegendMarkdown()
	if !strings.Contains(md, "`o` oros, `c` copas, `e` espadas, `b` bastos") || strings.Contains(md, "<svg") {
		t.Errorf("leyenda en Markdown: %s", md)
	}
	if got, want := string(Draw([]Card{{'C', 'b'}, {'7', 'o'}})), `<span class="naipes" role="img" aria-label="caballo de bastos y siete de oros" title="caballo de bastos y siete de oros"><i class="naipe b">C</i><i class="naipe o">7</i></span>`; got != want {
		t.Errorf("Draw = %s\nse esperaba %s", got, want)
	}
	if Draw(nil) != "" {
		t.Error("Draw(nil) no está vacío")
	}
}

func TestLines(t *testing.T) {
	got := string(Lines("Escenario: x\n  Dado las manos:\n    | 0       | Ro Rc |\n\tY <b>\n"))
	want := `<div class="texto-naipes"><div>Escenario: x</div>` + "\n" +
		`<div class="s2">Dado las manos:</div>` + "\n" +
		`<div class="s4">| 0 | Ro Rc <span class="naipes" aria-hidden="true"><i class="naipe o">R</i><i class="naipe c">R</i></span> |</div>` + "\n" +
		`<div class="s2">Y &lt;b&gt;</div>` + "\n</div>"
	if got != want {
		t.Errorf("Lines =\n%s\nse esperaba\n%s", got, want)
	}
}

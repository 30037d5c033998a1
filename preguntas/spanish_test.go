package preguntas

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// TestSpanishActions checks, on actions and templates in the catalog's
// JSON, the words a Mus player reads instead.
func TestSpanishActions(t *testing.T) {
	for js, want := range map[string]string{
		`{"type":"Reject"}`:                       "el asiento 3 no quiere",
		`{"type":"Pass"}`:                         "el asiento 3 pasa",
		`{"type":"Mus"}`:                          "el asiento 3 da mus",
		`{"type":"CutMus"}`:                       "el asiento 3 corta el mus",
		`{"type":"Bet","amount":2}`:               "el asiento 3 envida",
		`{"type":"Bet","amount":5}`:               "el asiento 3 envida 5",
		`{"type":"Raise","amount":2}`:             "el asiento 3 sube 2",
		`{"type":"Accept"}`:                       "el asiento 3 quiere",
		`{"type":"AcceptNoLose"}`:                 "el asiento 3 dice «quiero y no pierdo»",
		`{"type":"Ordago"}`:                       "el asiento 3 echa órdago",
		`{"type":"Discard","cards":["Ro","5c"]}`:  "el asiento 3 se descarta de «Ro 5c»",
		`{"type":"Discard","cards":[]}`:           "el asiento 3 se queda servido",
		`{"type":"Nada"}`:                         "el asiento 3 hace una jugada que no se entiende",
		`{"type":"Signal","signal":"duples"}`:     "el asiento 3 hace la seña de duples",
		`{"type":"Look","target":1}`:              "el asiento 3 mira al asiento 1",
		`{"type":"Tick"}`:                         "el asiento 3 deja pasar un instante",
		`{"type":"Discard","cards":["Ro","Ro9"]}`: "el asiento 3 hace una jugada que no se entiende",
	} {
		if got := actionText(3, js); got != want {
			t.Errorf("actionText(%s) = %q, se esperaba %q", js, got, want)
		}
	}
	for js, want := range map[string]string{
		`[]`:                                 "no puede hacer nada",
		`null`:                               "no puede hacer nada",
		`[{"type":"Mus"},{"type":"CutMus"}]`: "puede dar mus o cortar el mus",
		`[{"type":"Pass"},{"type":"Bet","min":2,"max":99},{"type":"Ordago"}]`:                    "puede pasar, envidar de 2 a 99 o echar órdago",
		`[{"type":"Accept"},{"type":"Reject"},{"type":"Raise","min":2,"max":2}]`:                 "puede querer, no querer o subir 2",
		`[{"type":"Discard","min":1,"max":4}]`:                                                   "puede descartarse de 1 a 4 cartas",
		`[{"type":"Discard","min":1,"max":1}]`:                                                   "puede descartarse de 1 carta",
		`[{"type":"AcceptNoLose"},{"type":"Accept"}]`:                                            "puede decir «quiero y no pierdo» o querer",
		`[{"type":"Discard","min":0,"max":4},{"type":"Pass"},{"type":"Bet","min":4,"max":4}]`:    "puede descartarse de 0 a 4 cartas, pasar o envidar 4",
		`[{"type":"Discard","min":0,"max":4},{"type":"Pass"},{"type":"Bet","min":4,"max":4}, 1]`: "no puede hacer nada",
	} {
		if got := templatesText(js); got != want {
			t.Errorf("templatesText(%s) = %q, se esperaba %q", js, got, want)
		}
	}
}

// TestSpanishObservations checks how a difference between two
// observations is said: the fields in Spanish, their values as a player
// says them, cards between «» (the HTML draws them).
func TestSpanishObservations(t *testing.T) {
	a := `{"viewer":{"kind":"seat","seat":0},"hand":["1o","4c","6e","1c"],"score":[4,0],"pares":["si",null,"no",null],"stock_size":-1,"turn":1,"bet":null}`
	b := `{"viewer":{"kind":"seat","seat":0},"hand":["1o","4c","6e","Ro"],"score":[5,0],"pares":[null,null,null,null],"stock_size":24,"turn":1,"bet":{"lance":"GRANDE","bettor":1,"accepted":false,"total":2,"ordago":false,"responder":2}}`
	want := "el envite en curso: nada (con «x»: 2 a grande, del asiento 1, contesta el asiento 2); " +
		"sus cartas: «1o 4c 6e 1c» (con «x»: «1o 4c 6e Ro»); " +
		"quién tiene pares: el 0 dice sí y el 2 dice no (con «x»: nadie lo ha dicho todavía); …"
	if got := fieldDiff(a, b, "x"); got != want {
		t.Errorf("fieldDiff =\n  %s\nse esperaba\n  %s", got, want)
	}
	c := `{"score":[4,0],"stock_size":-1,"legal":[{"type":"Pass"}],"lance_mano":0,"phase":"DISCARD","games":[1,0]}`
	d := `{"score":[4,0],"stock_size":24,"legal":null,"lance_mano":null,"phase":"GRANDE","games":[0,0]}`
	want = "los juegos ganados: A 1 - B 0 (con «y»: A 0 - B 0); el mano del lance: el asiento 0 (con «y»: nada); lo que puede hacer: pasar (con «y»: nada); …"
	if got := fieldDiff(c, d, "y"); got != want {
		t.Errorf("fieldDiff =\n  %s\nse esperaba\n  %s", got, want)
	}
	for k, w := range map[string]string{"phase": "el descarte", "stock_size": "no se sabe (el mazo no se ve)"} {
		var v string
		switch k {
		case "phase":
			v = `"DISCARD"`
		case "stock_size":
			v = `-1`
		}
		if got := sayField(k, []byte(v)); got != w {
			t.Errorf("sayField(%s, %s) = %q, se esperaba %q", k, v, got, w)
		}
	}
	if got := fieldName("gaze_target"); got != "otro dato (gaze target)" {
		t.Errorf("un campo desconocido se llama %q", got)
	}
}

// forbidden are what a professor must not find in the preguntas report:
// raw JSON, Go names and code paths, the English names of the actions,
// an outline's placeholders left unfilled.
var forbidden = regexp.MustCompile(`\{"|&lt;[a-záéíóúñ_ ]+&gt;|<[a-záéíóúñ_ ]+>|\w\.go\b|\bplay\.|\bengine\.|\b(CutMus|AcceptNoLose|Discard|Raise|Reject|Accept|Pass|Bet|null|Ordaguero|Simple|BotRand)\b`)

// TestCommittedReportSpeaksSpanish reads the committed report (the fresh
// test keeps it current): outside the scenarios' own text, which the HTML
// shows as written, nothing of the forbidden list is left.
func TestCommittedReportSpeaksSpanish(t *testing.T) {
	for _, name := range []string{"preguntas.md", "preguntas.html"} {
		data, err := os.ReadFile(filepath.Join("..", "reports", name))
		if err != nil {
			t.Fatal(err)
		}
		text := string(data)
		if name == "preguntas.html" {
			text = htmlText(text)
		} else {
			text = strings.ReplaceAll(text, "<br>", "\n")
			text = regexp.MustCompile(`<a id="P\d+"></a>`).ReplaceAllString(text, "")
		}
		for i, line := range strings.Split(text, "\n") {
			if m := forbidden.FindString(line); m != "" {
				t.Errorf("reports/%s, línea %d: «%s» en %q", name, i+1, m, clipTo(line, 160))
			}
		}
	}
}

// htmlText keeps the text of a page a reader sees outside the scenarios'
// own text: no style, no script, no tags.
func htmlText(page string) string {
	for _, re := range []string{`(?s)<style>.*?</style>`, `(?s)<script>.*?</script>`, `(?s)<div class="texto-naipes">.*?\n</div>`, `<[^>]+>`} {
		page = regexp.MustCompile(re).ReplaceAllString(page, " ")
	}
	return page
}

func clipTo(s string, n int) string {
	if r := []rune(s); len(r) > n {
		return string(r[:n]) + "…"
	}
	return s
}

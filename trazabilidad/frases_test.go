package trazabilidad

import (
	"strconv"
	"strings"
	"testing"

	"github.com/musfem/musfem/config"
	"github.com/musfem/musfem/internal/jerga"
)

// validValues returns the values a key lists as valid («"a" | "b"»,
// «true | false»), or nil for a range.
func validValues(k config.Key) []string {
	if !strings.Contains(k.Valid, "|") {
		return nil
	}
	var out []string
	for _, v := range strings.Split(k.Valid, "|") {
		out = append(out, strings.TrimSpace(v))
	}
	return out
}

// plainSpanish fails when a phrase is empty, shows configuration syntax
// (a key, a snake_case value, true or false) or an internal reference, or
// falls back to naming the setting.
func plainSpanish(t *testing.T, key, value, got string) {
	t.Helper()
	p := phrasings[key]
	switch {
	case got == "":
		t.Errorf("%s = %s: sin frase", key, value)
	case jerga.Setting(got) != "":
		t.Errorf("%s = %s: «%s» dice %q, que es del fichero de reglas", key, value, got, jerga.Setting(got))
	case jerga.Internal(got) != "":
		t.Errorf("%s = %s: «%s» tiene una referencia interna", key, value, got)
	case p.fallback == nil && strings.HasPrefix(got, p.name+": «"):
		t.Errorf("%s = %s: sin frase propia, solo «%s»", key, value, got)
	}
}

// TestEveryKeyHasItsPhrasing: every key of config.Keys() is said in
// words — its default, each value it lists as valid, and for a number any
// number, negative ones included — and different values are said
// differently; no phrase shows the key or TOML syntax.
func TestEveryKeyHasItsPhrasing(t *testing.T) {
	for _, k := range config.Keys() {
		p, ok := phrasings[k.Name]
		if !ok || p.name == "" {
			t.Errorf("la clave %s no tiene frase (trazabilidad/frases.go)", k.Name)
			continue
		}
		if jerga.Setting(p.name) != "" {
			t.Errorf("%s: el nombre «%s» no es castellano", k.Name, p.name)
		}
		plainSpanish(t, k.Name, k.Default, Phrase(k.Name, k.Default))
		seen := map[string]string{}
		values := validValues(k)
		if k.Type == "int" {
			for _, n := range []int{-1, 0, 1, 2, 3, 7, 10, 11, 40, 99, 1000} {
				values = append(values, strconv.Itoa(n))
			}
		}
		if k.Type == "int list" {
			values = append(values, "[2, 1, 1]", "[0, 0, 1]", "[101, 1, 1]")
		}
		if len(values) < 2 {
			t.Errorf("%s: no sé qué valores probar (tipo %s, válidos %s)", k.Name, k.Type, k.Valid)
		}
		for _, v := range values {
			got := Phrase(k.Name, v)
			plainSpanish(t, k.Name, v, got)
			if other, dup := seen[got]; dup {
				t.Errorf("%s: %s y %s se dicen igual: «%s»", k.Name, other, v, got)
			}
			seen[got] = v
		}
	}
	for name := range phrasings {
		if _, ok := config.LookupKey(name); !ok {
			t.Errorf("trazabilidad/frases.go dice la clave %s, que no existe", name)
		}
	}
}

// TestPhraseByHand: phrases a player would say, and a value the key does
// not take.
func TestPhraseByHand(t *testing.T) {
	for _, c := range []struct{ key, value, want string }{
		{"signals_enabled", "true", "se juega con señas"},
		{"signals_enabled", "false", "se juega sin señas"},
		{"deje", "false", "se juega sin deje"},
		{"negada_points", "2", "la negada vale dos tantos"},
		{"negada_points", "1", "la negada vale un tanto"},
		{"raise_mode", `"doble"`, "el reenvido dobla"},
		{"deck_mode", `"cuatro_reyes"`, "se juega a cuatro reyes"},
		{"target_points", "40", "el juego es a 40 tantos"},
		{"games_to_win", "1", "la partida es a un juego"},
		{"min_discard", "2", "hay que descartarse al menos de dos cartas"},
		{"announce_within", "1", "se avisa «estamos dentro» cuando a una pareja le falta un tanto o menos"},
		{"first_dealer", `"2"`, "reparte primero el asiento 2"},
		{"deck_mode", `"treinta_y_seis"`, "la modalidad de baraja: «treinta_y_seis»"},
	} {
		if got := Phrase(c.key, c.value); got != c.want {
			t.Errorf("%s = %s: «%s», se esperaba «%s»", c.key, c.value, got, c.want)
		}
	}
}

// TestReadableLine: a step that sets a rule is said in words, with the
// step as written for the tooltip; one that refuses a value says so, with
// the convention that refuses it; any other line is left alone.
func TestReadableLine(t *testing.T) {
	for _, c := range []struct{ line, want, title string }{
		{`  Dado la regla "signals_enabled" vale true`, "  Dado que se juega con señas", "signals_enabled = true"},
		{`  Y la regla "raise_mode" vale "doble"`, "  Y el reenvido dobla", `raise_mode = "doble"`},
		{`  Entonces la regla "min_raise" no admite el valor 4 por CONVENCION-subida`,
			"  Entonces no se puede acordar «se sube como poco cuatro más»: CONVENCION-subida no lo permite", "min_raise = 4"},
		{`  Y la regla "announce_within" no admite el valor 21`,
			"  Y no se puede acordar «se avisa “estamos dentro” cuando a una pareja le faltan 21 tantos o menos»", "announce_within = 21"},
		{`  Y reparte el asiento 3`, "  Y reparte el asiento 3", ""},
	} {
		got, title := readableLine(c.line)
		if got != c.want || title != c.title {
			t.Errorf("%q:\n  «%s» (%q)\n  se esperaba «%s» (%q)", c.line, got, title, c.want, c.title)
		}
	}
}

const handOutline = `Antecedentes:
  Dado reparte el asiento 3

Esquema del escenario: con <juegos> juegos, <no vale> se rechaza
  Dado la regla "games_to_win" vale <juegos>
  Y las manos son:
    | asiento | cartas |
    | 0       | <mano> |
  Entonces <resultado>

  @opcion:uno
  Ejemplos: «uno»: un juego
    | juegos | no vale | mano        | resultado |
    | 1      | nada    | Ro Rc 5e 4b | termina   |
    # a comment inside a table
    | 2      | algo    | 1o 1c 4e 5c | sigue     |

  @opcion:otro
  Ejemplos: «otro»
    | resultado | juegos | no vale | mano        |
    | empieza   | 5      | todo    | So 7c 6b 5o |
`

// TestFillOutline: an example row of an outline, counted across its
// Examples blocks, is the outline with the row's values in place of its
// placeholders (names with spaces too), its keyword a scenario's, a
// comment naming the example and no Examples tables; a row that is not
// there leaves the text alone.
func TestFillOutline(t *testing.T) {
	want := `Antecedentes:
  Dado reparte el asiento 3

Escenario: con 5 juegos, todo se rechaza
  # ejemplo 3 de 3: «otro»
  Dado la regla "games_to_win" vale 5
  Y las manos son:
    | asiento | cartas |
    | 0       | So 7c 6b 5o |
  Entonces empieza
`
	if got := fillOutline(handOutline, 3); got != want {
		t.Errorf("fila 3:\n%s\nse esperaba:\n%s", got, want)
	}
	if got := fillOutline(handOutline, 2); !strings.Contains(got, "# ejemplo 2 de 3: «uno»: un juego\n") || !strings.Contains(got, "Entonces sigue\n") {
		t.Errorf("fila 2:\n%s", got)
	}
	for _, row := range []int{0, 4} {
		if got := fillOutline(handOutline, row); got != handOutline {
			t.Errorf("la fila %d cambia el texto:\n%s", row, got)
		}
	}
	text, titles := ReadableScenario(ScenarioRef{Gherkin: handOutline, Row: 1})
	if !strings.Contains(text, "  Dado que la partida es a un juego\n") || strings.Contains(text, "<") || strings.Contains(text, "Ejemplos") {
		t.Errorf("fila 1 en palabras:\n%s", text)
	}
	if !slicesContain(titles, "games_to_win = 1") {
		t.Errorf("sin la regla escrita para la ayuda: %q", titles)
	}
}

func slicesContain(s []string, x string) bool {
	for _, y := range s {
		if y == x {
			return true
		}
	}
	return false
}

package errtext

import (
	"strings"
	"testing"

	"github.com/BurntSushi/toml"
)

// English holds phrases of the libraries' English messages; no message of
// musfem may contain one.
var English = []string{"expected", "unexpected", "invalid", "Invalid", "cannot", "Key '", "TOML files",
	"out of range", "no such file", "permission denied", "is a directory", "EOF", "toml:", "json:", "incompatible"}

// TestTOML checks the Spanish message and the line of bad TOML texts,
// one of each family of the library's errors.
func TestTOML(t *testing.T) {
	for _, tt := range []struct {
		in   string
		line int
		want string
	}{
		{"a = 1\na = 2\n", 2, "la clave «a» ya está definida antes"},
		{"a = \"\xff\"\n", 1, "el byte 0xff no es UTF-8"},
		{"a = \"x\x01\"\n", 1, "carácter de control 0x01"},
		{"\x00\x00a = 1\n", 1, "bytes nulos"},
		{"x = 1\na = 92233720368547758070\n", 2, "el número «92233720368547758070» es demasiado grande"},
		{"a = \"abc\n", 1, "una cadena no se cierra en su línea"},
		{"a = 1 2\n", 1, "sobra «2» tras el valor"},
		{"a b = 1\n", 1, "tras la clave se esperaba «=» y hay «b»"},
		{"a = @\n", 1, "se esperaba un valor"},
		{"= 1\n", 1, "falta el nombre de la clave"},
		{"a = [1 2]\n", 1, "en la lista se esperaba «,» o «]»"},
		{"a = {b = 1\n", 1, "tabla en línea"},
		{"a = \"\\q\"\n", 1, "secuencia de escape no válida"},
		{"a = 01\n", 1, "no puede empezar por 0"},
		{"a = 1__0\n", 1, "cada «_» debe estar entre dos cifras"},
		{"a = \"\"\"abc\n", 1, "cadena de varias líneas"},
		{"[a\n", 1, "nombre de sección"},
		{"a = \n", 1, "se esperaba un valor"},
		{"a", 1, "falta «= valor»"},
		{"a = 1979-13-45\n", 1, "fecha u hora no válida"},
	} {
		var m map[string]any
		_, err := toml.Decode(tt.in, &m)
		if err == nil {
			t.Errorf("%q: sin error", tt.in)
			continue
		}
		line, msg := TOML(err)
		if line != tt.line || !strings.Contains(msg, tt.want) {
			t.Errorf("%q: línea %d %q, se esperaba línea %d y %q (la biblioteca dice %v)", tt.in, line, msg, tt.line, tt.want, err)
		}
		for _, en := range English {
			if strings.Contains(msg, en) {
				t.Errorf("%q: mensaje con %q: %s", tt.in, en, msg)
			}
		}
	}
}

// TestClip checks the excerpt of a huge, binary or control-filled input.
func TestClip(t *testing.T) {
	for _, tt := range []struct{ in, want string }{
		{"corto", "corto"},
		{strings.Repeat("x", 50_000_000), strings.Repeat("x", 10) + "…"},
		{"a\x01b\xffc\n", `a\x01b\xffc\n`},
		{"ñandú", "ñandú"},
	} {
		if got := Clip(tt.in, 10); got != tt.want {
			t.Errorf("Clip(%.20q): %q, se esperaba %q", tt.in, got, tt.want)
		}
	}
}

package errtext

import (
	"errors"
	"regexp"
	"strings"

	"github.com/BurntSushi/toml"
)

// TOML says in Spanish what is wrong in a TOML text, from an error of
// github.com/BurntSushi/toml: the 1-based line (0 when unknown) and the
// message, which quotes at most a short excerpt and never the library's
// English.
func TOML(err error) (line int, msg string) {
	var pe toml.ParseError
	if !errors.As(err, &pe) {
		return 0, "sintaxis TOML no válida"
	}
	line = pe.Position.Line
	if strings.Contains(pe.Message, `got '\n'`) && line > 1 {
		line-- // the line that is missing something, not the next one
	}
	return line, tomlText(pe.Message)
}

// tomlRule translates the messages of BurntSushi/toml that match re.
type tomlRule struct {
	re *regexp.Regexp
	es func(m []string) string
}

func rule(re string, es func(m []string) string) tomlRule {
	return tomlRule{regexp.MustCompile(re), es}
}

func fixed(s string) func([]string) string { return func([]string) string { return s } }

// found quotes what the library says it found instead ("'x'", "\"x\"",
// "EOF"…).
func found(s string) string {
	s = strings.TrimSpace(s)
	if s == "EOF" || s == "" {
		return "el fin del fichero"
	}
	if len(s) >= 2 && (s[0] == '\'' || s[0] == '"') && s[len(s)-1] == s[0] {
		s = s[1 : len(s)-1]
	}
	switch s {
	case `\n`, "\n":
		return "el fin de la línea"
	case `\r`, "\r":
		return "un retorno de carro"
	case `\t`, "\t":
		return "un tabulador"
	}
	return Quote(s)
}

// tomlRules hold every message of BurntSushi/toml v1.6 (lex.go, parse.go,
// error.go) that a user can meet.
var tomlRules = []tomlRule{
	rule(`^Key '(.*)' has already been defined\.$`, func(m []string) string {
		return "la clave " + Quote(m[1]) + " ya está definida antes: cada clave se da una sola vez"
	}),
	rule(`^Key '(.*)' was already created`, func(m []string) string {
		return "la clave " + Quote(m[1]) + " ya está definida antes con otro tipo"
	}),
	rule(`^(.*) is not a table$`, func(m []string) string {
		return Quote(strings.Trim(m[1], `"`)) + " no es una sección"
	}),
	rule(`^invalid UTF-8 byte: 0x(..)$`, func(m []string) string {
		return "el byte 0x" + m[1] + " no es UTF-8: el fichero debe estar en UTF-8"
	}),
	rule(`^TOML files cannot contain control characters: '0x(..)'$`, func(m []string) string {
		return "carácter de control 0x" + m[1] + ": un fichero TOML no puede contenerlo (escríbalo escapado dentro de una cadena: \\u00" + m[1] + ")"
	}),
	rule(`NULL bytes`, fixed("el fichero contiene bytes nulos: ¿está en UTF-16? Debe estar en UTF-8")),
	rule(`^(.*) is out of range for (u?int\d*)$`, func(m []string) string {
		return "el número " + Quote(m[1]) + " es demasiado grande: no cabe en un entero de 64 bits"
	}),
	rule(`^(.*) is out of the safe`, func(m []string) string {
		return "el número " + Quote(m[1]) + " no se puede representar con exactitud"
	}),
	rule(`^unexpected EOF; expected '"""'$`, fixed("una cadena de varias líneas (\"\"\") no se cierra")),
	rule(`^unexpected EOF; expected "'''"$`, fixed("una cadena de varias líneas (''') no se cierra")),
	rule(`^unexpected EOF; expected '"'$`, fixed("una cadena no se cierra: falta la comilla \" final")),
	rule(`^unexpected EOF; expected "'"$`, fixed("una cadena no se cierra: falta la comilla ' final")),
	rule(`^unexpected EOF; expected key separator '='$`, fixed("el fichero se acaba tras una clave: falta «= valor»")),
	rule(`^unexpected EOF; expected value$`, fixed("el fichero se acaba donde falta un valor")),
	rule(`^unexpected EOF`, fixed("el fichero se acaba antes de tiempo")),
	rule(`^strings cannot contain newlines$`, fixed("una cadena no se cierra en su línea: falta la comilla final")),
	rule(`^newlines not allowed within inline tables$`, fixed("una tabla en línea { … } debe ocupar una sola línea")),
	rule(`^expected a top-level item to end with a newline, comment, or EOF, but got (.*) instead$`, func(m []string) string {
		return "sobra " + found(m[1]) + " tras el valor: cada línea es «clave = valor»"
	}),
	rule(`^expected '\.' or '=', but got (.*) instead$`, func(m []string) string {
		return "tras la clave se esperaba «=» y hay " + found(m[1])
	}),
	rule(`^expected value but found (.*) instead$`, func(m []string) string {
		return "se esperaba un valor (un número, true o false, una cadena entre comillas o una lista) y hay " + found(m[1])
	}),
	rule(`^unexpected '=': key name appears blank$`, fixed("falta el nombre de la clave antes de «=»")),
	rule(`^unexpected '\.': keys cannot start with a '\.'$`, fixed("una clave no puede empezar por «.»")),
	rule(`^unexpected '='$`, fixed("«=» de más")),
	rule(`^unexpected '\.'$`, fixed("«.» fuera de lugar en una clave")),
	rule(`^unexpected comma$`, fixed("coma de más")),
	rule(`^expected a comma \(','\) or array terminator \(']'\), but got (.*)$`, func(m []string) string {
		return "en la lista se esperaba «,» o «]» y hay " + found(m[1])
	}),
	rule(`^expected a comma or an inline table terminator '\}', but got (.*?)( instead)?$`, func(m []string) string {
		return "en la tabla en línea se esperaba «,» o «}» y hay " + found(m[1])
	}),
	rule(`table name|table array name`, fixed("nombre de sección mal escrito entre corchetes")),
	rule(`^unexpected '""""""'$|^unexpected "''''''"$`, fixed("demasiadas comillas al cerrar una cadena de varias líneas")),
	rule(`^expected (two|four|eight) hexadecimal digits after '\\(.)'`, func(m []string) string {
		n := map[string]string{"two": "dos", "four": "cuatro", "eight": "ocho"}[m[1]]
		return "el escape \\" + m[2] + " necesita " + n + " cifras hexadecimales"
	}),
	rule(`^invalid escape`, fixed("secuencia de escape no válida en una cadena (se admiten \\\\, \\\", \\n, \\t, \\uXXXX…)")),
	rule(`^Escaped character '\\u(.*)' is not valid UTF-8\.$`, func(m []string) string {
		return "el escape \\u" + Clip(m[1], 8) + " no es un carácter válido"
	}),
	rule(`^Invalid integer .*underscores`, fixed("número mal escrito: cada «_» debe estar entre dos cifras")),
	rule(`^Invalid integer .*leading zeroes`, fixed("número mal escrito: no puede empezar por 0")),
	rule(`^Invalid float`, fixed("número con decimales mal escrito")),
	rule(`^invalid float`, fixed("número con decimales mal escrito")),
	rule(`^floats must start with a digit`, fixed("número con decimales mal escrito: debe empezar por una cifra")),
	rule(`^cannot use sign with non-decimal numbers`, fixed("número mal escrito: un número hexadecimal, octal o binario no lleva signo")),
	rule(`^not a binary number`, fixed("número binario mal escrito")),
	rule(`^not an octal number`, fixed("número octal mal escrito")),
	rule(`^not a hexadecimal number`, fixed("número hexadecimal mal escrito")),
	rule(`^expected a digit but got (.*)$`, func(m []string) string {
		return "se esperaba una cifra y hay " + found(m[1])
	}),
	rule(`^invalid datetime`, fixed("fecha u hora no válida")),
	rule(`^invalid duration`, fixed("duración no válida")),
}

// tomlText translates one message of BurntSushi/toml.
func tomlText(msg string) string {
	for _, r := range tomlRules {
		if m := r.re.FindStringSubmatch(msg); m != nil {
			return r.es(m)
		}
	}
	return "sintaxis TOML no válida"
}

package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// englishPhrases are pieces of the English messages of Go, its standard
// library and the libraries musfem uses. No message of musfem may carry
// one: each must have been said in Spanish.
var englishPhrases = []string{
	"unexpected", "invalid", "expected", "cannot ", "no such file", "is a directory", "not a directory",
	"permission denied", "EOF", "toml: line", "json: cannot", "json: unknown", "Key '", "already been defined", "out of range",
	"control characters", "fork/exec", "exec:", "file already closed", "Go struct", "(default", "flag provided",
	"looking for", "max depth", "incompatible", "parse error", "goroutine", "error interno", "%!", "<nil>",
}

// maxMessage is the most a bad input may write to standard error.
const maxMessage = 1024

// huge is the size of the huge value of the "enorme" inputs: far more than
// any message may quote.
const huge = 4 << 20

// badCase is one bad command line and what it must get.
type badCase struct {
	name   string
	args   []string
	status int
	want   string // a piece of the message
}

// checkBad runs the cases: each gets its exit status and a Spanish
// message on standard error that says what was wrong, with no English
// library text, bounded in size, and nothing on standard output.
func checkBad(t *testing.T, cases []badCase) {
	t.Helper()
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			st, out, errs := runCmd(c.args...)
			if st != c.status {
				t.Errorf("estado %d, se esperaba %d; salida de error:\n%.2000s", st, c.status, errs)
			}
			if !strings.Contains(errs, c.want) {
				t.Errorf("el mensaje no dice %q:\n%.2000s", c.want, errs)
			}
			if len(errs) > maxMessage {
				t.Errorf("%d bytes en la salida de error (como mucho %d):\n%.2000s", len(errs), maxMessage, errs)
			}
			for _, en := range englishPhrases {
				if strings.Contains(errs, en) {
					t.Errorf("el mensaje dice %q:\n%.2000s", en, errs)
				}
			}
			if c.status == 2 && out != "" {
				t.Errorf("salida estándar con un error de uso:\n%.500s", out)
			}
		})
	}
}

// tomlKind is one kind of TOML file the commands read, with a key of
// each type to spoil.
type tomlKind struct {
	intKey, strKey string
	wrongType      string // a key with a value of the wrong type
	head           string // text before the keys ("[[esperado]]\n")
}

// badTOML writes the families of bad TOML files of a kind into dir and
// returns each family's path and a piece of its expected message.
func badTOML(t *testing.T, dir string, k tomlKind) []struct{ family, path, want string } {
	t.Helper()
	files := []struct{ family, text, want string }{
		{"truncado", k.head + k.strKey + " = \"sin cerrar", "una cadena no se cierra"},
		{"basura", "\x00\x00 esto no es TOML", "bytes nulos"},
		{"enorme", k.head + k.strKey + " = \"" + strings.Repeat("x", huge) + "\"\n", "…"},
		{"anidado", k.head + k.strKey + " = " + strings.Repeat("[", 100_000) + "\n", ":"},
		{"tipo", k.head + k.wrongType + "\n", strings.Fields(k.wrongType)[0]},
		{"repetida", k.head + k.intKey + " = 1\n" + k.intKey + " = 2\n", "ya est"},
		{"utf8", k.head + k.strKey + " = \"\xff\"\n", "no es UTF-8"},
		{"control", k.head + k.strKey + " = \"a\x01\"\n", "carácter de control 0x01"},
		{"desbordado", k.head + k.intKey + " = 99999999999999999999\n", "demasiado grande"},
		{"grande", k.head + k.intKey + " = 9223372036854775807\n", k.intKey},
	}
	var out []struct{ family, path, want string }
	for _, f := range files {
		p := filepath.Join(dir, f.family+".toml")
		if err := os.WriteFile(p, []byte(f.text), 0o644); err != nil {
			t.Fatal(err)
		}
		out = append(out, struct{ family, path, want string }{f.family, p, f.want})
	}
	out = append(out,
		struct{ family, path, want string }{"no existe", filepath.Join(dir, "no-existe.toml"), "no existe el fichero"},
		struct{ family, path, want string }{"carpeta", dir, "es una carpeta, no un fichero"})
	return out
}

// TestBadOptions walks bad option values and bad paths of every order.
func TestBadOptions(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "fichero")
	os.WriteFile(file, []byte("x"), 0o644)
	long := strings.Repeat("9", 10_000)
	checkBad(t, []badCase{
		{"orden", []string{"baila"}, 2, "orden desconocida «baila»"},
		{"help orden", []string{"help", "baila"}, 2, "orden desconocida «baila»"},
		{"opción", []string{"play", "--semila", "3"}, 2, "opción desconocida «--semila» (¿quería decir --semilla?)"},
		{"sin valor", []string{"play", "--semilla"}, 2, "falta el valor de la opción --semilla"},
		{"bool con valor", []string{"play", "--semilla", "1", "--json=quizá"}, 2, "--json «quizá»"},
		{"guión", []string{"play", "---semilla", "1"}, 2, "opción mal escrita"},
		{"semilla larga", []string{"play", "--semilla", long}, 2, "--semilla «9999"},
		{"semilla negativa", []string{"play", "--seed", "-1"}, 2, "--seed «-1»"},
		{"bots", []string{"play", "--semilla", "1", "--jugadores", "uno,dos"}, 2, "hacen falta 1 o 4 bots"},
		{"bot", []string{"play", "--semilla", "1", "--bots", "listo"}, 2, "bot \"listo\" desconocido"},
		{"argumento", []string{"play", "--semilla", "1", "sobra"}, 2, "argumento de más «sobra»"},
		{"replay sin fichero", []string{"replay"}, 2, "hace falta un fichero de registro"},
		{"report partidas", []string{"report", "--partidas", long}, 2, "--partidas «9999"},
		{"report salida", []string{"report", "--salida", file}, 2, "no es una carpeta: es un fichero"},
		{"report junit", []string{"report", "--junit", dir}, 2, "es una carpeta, no un fichero"},
		{"report cucumber", []string{"report", "--cucumber-json", filepath.Join(dir, "no", "x.json")}, 2, "no existe la carpeta"},
		{"preguntas partidas", []string{"preguntas", "--partidas", "-1"}, 2, "--partidas -1: debe estar entre 0 y 1000000"},
		{"preguntas salida", []string{"preguntas", "--salida", filepath.Join(file, "x")}, 2, "una parte de la ruta no es una carpeta"},
		{"serve protocolo", []string{"serve", "--protocolo", "5"}, 2, "--protocolo 5: debe estar entre 1 y 4"},
		{"serve defecto", []string{"serve", "--defecto", "ninguno"}, 2, "ninguno"},
		{"certify partidas", []string{"certify", "--motor", "x", "--partidas", "1000000000000"}, 2, "debe estar entre 0 y 1000000"},
		{"certify tiempo", []string{"certify", "--motor", "x", "--tiempo", "mucho"}, 2, "--tiempo «mucho»: debe ser una duración"},
		{"certify articulo", []string{"certify", "--motor", "x", "--articulo", "FEM-ZZ"}, 2, "artículo desconocido: «FEM-ZZ»"},
		{"certify motor", []string{"certify", "--motor", `python3 "x.py`}, 2, "comillas sin cerrar"},
		{"certify motor carpeta", []string{"certify", "--motor", dir, "--salida", dir}, 2, "es una carpeta"},
		{"partida juegos", []string{"partida", "--jugadores", "simple", "--juegos", long}, 2, "--juegos «9999"},
		{"partida tiempo", []string{"partida", "--jugadores", "simple", "--tiempo", "9999999h"}, 2, "entre 0 y 24h"},
		{"partida guardar", []string{"partida", "--jugadores", "simple", "--guardar", "/no/existe/x.json"}, 2, "no existe la carpeta /no/existe"},
		{"partida guardar carpeta", []string{"partida", "--jugadores", "simple", "--json", dir}, 2, "es una carpeta, no un fichero"},
		{"partida programa", []string{"partida", "--jugadores", "simple,/no/existe/bot,simple,simple"}, 2, "asiento 1: no se puede ejecutar «/no/existe/bot»: no existe"},
		{"partida registro-bots", []string{"partida", "--jugadores", "simple", "--registro-bots", file}, 2, "no es una carpeta"},
	})
}

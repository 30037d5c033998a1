package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestPreguntasBadFlags checks that bad flags of `musfem preguntas` get a
// clear Spanish message and exit status 2, never a panic.
func TestPreguntasBadFlags(t *testing.T) {
	file := filepath.Join(t.TempDir(), "fichero")
	os.WriteFile(file, []byte("x"), 0o644)
	tests := []struct {
		args []string
		want string
	}{
		{[]string{"preguntas", "--bogus"}, "opción desconocida «--bogus»"},
		{[]string{"preguntas", "--partidas", "-1"}, "--partidas -1: debe estar entre 0 y 1000000"},
		{[]string{"preguntas", "--partidas", "muchas"}, `--partidas «muchas» no es un número entero`},
		{[]string{"preguntas", "--partidas", "2000000"}, "--partidas 2000000"},
		{[]string{"preguntas", "--seed", "siete"}, `--seed «siete»: debe ser un entero decimal entre 0 y 18446744073709551615`},
		{[]string{"preguntas", "--seed", "-4"}, `--seed «-4»`},
		{[]string{"preguntas", "--seed", "18446744073709551615", "--partidas", "1"}, "se sale de 64 bits"},
		{[]string{"preguntas", "sobra"}, `argumento de más «sobra»`},
		{[]string{"preguntas", "--partidas", "0", "-q", "--salida", filepath.Join(file, "dentro")}, "una parte de la ruta no es una carpeta"},
	}
	for _, tt := range tests {
		st, _, stderr := runCmd(tt.args...)
		if st != 2 {
			t.Errorf("musfem %s: estado %d, se esperaba 2 (stderr: %s)", strings.Join(tt.args, " "), st, stderr)
		}
		if !strings.Contains(stderr, tt.want) {
			t.Errorf("musfem %s: el mensaje no dice %q:\n%s", strings.Join(tt.args, " "), tt.want, stderr)
		}
		if strings.Contains(stderr, "error interno") {
			t.Errorf("musfem %s: pánico: %s", strings.Join(tt.args, " "), stderr)
		}
	}
}

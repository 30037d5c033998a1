package certify

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/musfem/musfem/reference"
)

// TestLoadExpectationsErrors walks bad expectations files: each error
// names the file, the line of the entry and what is wrong, in Spanish,
// bounded, with no text of the TOML library.
func TestLoadExpectationsErrors(t *testing.T) {
	cat, err := reference.Load()
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	for _, tt := range []struct {
		name, text, want string
	}{
		{"tipo", "[[esperado]]\narticulo = 3\nmotivo = \"x\"\n", "e.toml:1: entrada 1: articulo debe ser un texto entre comillas"},
		{"desconocido", "[[esperado]]\narticulo = \"NO-EXISTE\"\nmotivo = \"x\"\n", "e.toml:1: entrada 1: articulo «NO-EXISTE» no está en el catálogo"},
		{"pregunta", "[[esperado]]\narticulo = \"P5\"\nmotivo = \"x\"\n", "es una pregunta abierta"},
		{"segunda entrada", "[[esperado]]\narticulo = \"FEM-VI.4\"\nmotivo = \"x\"\n\n[[esperado]]\narticulo = \"FEM-VI.4\"\nmotivo = \"y\"\n", "e.toml:5: entrada 2: «FEM-VI.4» ya está en la entrada 1"},
		{"sin motivo", "[[esperado]]\narticulo = \"FEM-VI.4\"\n", "e.toml:1: entrada 1 («FEM-VI.4»): falta motivo"},
		{"sin articulo", "[[esperado]]\nmotivo = \"x\"\n", "falta articulo"},
		{"clave de más", "[[esperado]]\narticulo = \"FEM-VI.4\"\nmotivo = \"x\"\notra = 1\n", "clave «otra» desconocida"},
		{"raíz", "esperados = 1\n", "clave «esperados» desconocida"},
		{"no es lista", "esperado = \"FEM-VI.4\"\n", "esperado debe ser una lista de entradas [[esperado]]"},
		{"sintaxis", "[[esperado]]\narticulo = \"FEM-VI.4\nmotivo = \"x\"\n", "e.toml:2: sintaxis TOML no válida: una cadena no se cierra"},
		{"repetida", "[[esperado]]\narticulo = \"FEM-VI.4\"\narticulo = \"FEM-VI.5\"\n", "e.toml:3: sintaxis TOML no válida: la clave «esperado.articulo» ya está definida antes"},
		{"utf8", "[[esperado]]\narticulo = \"\xff\"\n", "e.toml:2: sintaxis TOML no válida: el byte 0xff no es UTF-8"},
		{"control", "[[esperado]]\narticulo = \"a\x02\"\n", "carácter de control 0x02"},
		{"enorme", "[[esperado]]\narticulo = \"" + strings.Repeat("x", 10<<20) + "\"\nmotivo = \"x\"\n", "no está en el catálogo"},
		{"motivo enorme", "[[esperado]]\narticulo = \"FEM-VI.4\"\nmotivo = \"" + strings.Repeat("x", 501) + "\"\n", "más de 500 caracteres"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			p := filepath.Join(dir, "e.toml")
			if err := os.WriteFile(p, []byte(tt.text), 0o644); err != nil {
				t.Fatal(err)
			}
			_, err := LoadExpectations(p, cat)
			if err == nil {
				t.Fatal("se acepta")
			}
			msg := strings.TrimPrefix(err.Error(), dir+string(filepath.Separator))
			if !strings.Contains(msg, tt.want) {
				t.Errorf("mensaje %q, se esperaba %q", msg, tt.want)
			}
			if len(msg) > 400 {
				t.Errorf("mensaje de %d bytes", len(msg))
			}
			for _, en := range []string{"toml: line", "incompatible", "expected", "invalid", "Key '"} {
				if strings.Contains(msg, en) {
					t.Errorf("mensaje con %q: %s", en, msg)
				}
			}
		})
	}
	for _, p := range []string{filepath.Join(dir, "no.toml"), dir} {
		_, err := LoadExpectations(p, cat)
		if err == nil || !strings.Contains(err.Error(), "no se puede leer el fichero de fallos esperados: ") ||
			strings.Contains(err.Error(), "such") || strings.Contains(err.Error(), "directory") {
			t.Errorf("%s: %v", p, err)
		}
	}
	good := filepath.Join(dir, "bien.toml")
	os.WriteFile(good, []byte("[[esperado]]\narticulo = \"FEM-VI.4\"\nmotivo = \"x\"\n[[esperado]]\narticulo = \"CONVENCION-deje\"\nmotivo = \"y\"\n"), 0o644)
	if e, err := LoadExpectations(good, cat); err != nil || len(e) != 2 || e[1].Articulo != "CONVENCION-deje" {
		t.Errorf("%+v %v", e, err)
	}
}

package certify

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/musfem/musfem/internal/reportfile"
)

// TestLoadPartKey: MUSFEM_CLAVE_LOTES is the key when set (and refused when
// shorter than 16 bytes); else the user's key file, made once with 64
// hexadecimal digits readable only by its owner and read back the same
// afterwards; --unir (create false) without either says what to do.
func TestLoadPartKey(t *testing.T) {
	cfg := t.TempDir()
	t.Setenv("XDG_CONFIG_HOME", cfg)
	t.Setenv("HOME", cfg)

	t.Setenv(KeyEnv, "corta")
	if _, err := LoadPartKey(true); err == nil || !strings.Contains(err.Error(), "demasiado corta") || !strings.Contains(err.Error(), KeyEnv) {
		t.Errorf("clave corta: %v", err)
	}
	t.Setenv(KeyEnv, "  una clave compartida de prueba \n")
	k, err := LoadPartKey(true)
	if err != nil || string(k.secret) != "una clave compartida de prueba" || !strings.Contains(k.Source, KeyEnv) {
		t.Fatalf("clave de la variable: %q %q %v", k.secret, k.Source, err)
	}
	if _, err := os.Stat(filepath.Join(cfg, "musfem")); err == nil {
		t.Error("con la variable definida no se escribe ningún fichero de clave")
	}

	os.Unsetenv(KeyEnv)
	if _, err := LoadPartKey(false); err == nil || !strings.Contains(err.Error(), "no hay clave de los lotes") || !strings.Contains(err.Error(), KeyEnv) {
		t.Errorf("sin clave al unir: %v", err)
	}
	first, err := LoadPartKey(true)
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(cfg, "musfem", "clave-lotes")
	st, err := os.Stat(path)
	if err != nil {
		t.Fatal(err)
	}
	if st.Mode().Perm() != 0o600 {
		t.Errorf("el fichero de la clave tiene permisos %v, no 0600", st.Mode().Perm())
	}
	if len(first.secret) != 64 || strings.Trim(string(first.secret), "0123456789abcdef") != "" {
		t.Errorf("la clave hecha no son 64 cifras hexadecimales: %q", first.secret)
	}
	again, err := LoadPartKey(false)
	if err != nil || string(again.secret) != string(first.secret) || !strings.Contains(again.Source, path) {
		t.Errorf("la clave leída otra vez no es la misma: %q %v", again.Source, err)
	}
	left, _ := filepath.Glob(filepath.Join(cfg, "musfem", ".clave-lotes-*"))
	if len(left) > 0 {
		t.Errorf("quedan ficheros temporales: %v", left)
	}
}

// TestSealNeedsTheKey: the same results sealed under two keys carry two
// different seals, each accepted under its own key only.
func TestSealNeedsTheKey(t *testing.T) {
	a, b := mustKey("primera clave de dieciséis", "a"), mustKey("segunda clave de dieciséis", "b")
	r := &Results{Head: reportfile.Head{Schema: ResultsSchema, SchemaVersion: ResultsVersion}, Engine: "x"}
	if err := r.Seal(a); err != nil {
		t.Fatal(err)
	}
	sa := r.Digest
	if err := r.Seal(b); err != nil {
		t.Fatal(err)
	}
	if sa == r.Digest || !strings.HasPrefix(sa, sealPrefix) {
		t.Fatalf("sellos %q y %q", sa, r.Digest)
	}
	if s, _ := r.seal(b); s != r.Digest {
		t.Error("el sello no se reproduce con su clave")
	}
	if s, _ := r.seal(a); s == r.Digest {
		t.Error("otra clave da el mismo sello")
	}
}

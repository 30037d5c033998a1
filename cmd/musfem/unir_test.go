package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestUnirRefusesAnEditedPart: the parts of a run join into a certificate;
// the same parts with one of them edited by hand (a count of games
// inflated) are refused, exit 2, naming the file, and no certificate is
// written. (certify's TestForgedPartsAreRefused tries every forgery.)
func TestUnirRefusesAnEditedPart(t *testing.T) {
	dir := t.TempDir()
	lotes := filepath.Join(dir, "lotes")
	for _, k := range []string{"1/2", "2/2"} {
		if st, _, errs := certifyCmd("--motor", selfEngine(""), "--nombre", "ref", "--partidas", "2", "--articulo", "FEM-VI.4",
			"--comparaciones", "ninguna", "--lote", k, "--salida", lotes); st != 0 {
			t.Fatalf("lote %s: estado %d\n%s", k, st, errs)
		}
	}
	if st, _, errs := certifyCmd("--salida", filepath.Join(dir, "bien"), "--unir", lotes); st != 0 {
		t.Fatalf("--unir de los lotes intactos: estado %d\n%s", st, errs)
	}
	part := filepath.Join(lotes, "certificacion-ref.lote-2-de-2.json")
	b, err := os.ReadFile(part)
	if err != nil {
		t.Fatal(err)
	}
	var m map[string]any
	if err := json.Unmarshal(b, &m); err != nil {
		t.Fatal(err)
	}
	m["played"] = 2000000
	b, _ = json.MarshalIndent(m, "", " ")
	if err := os.WriteFile(part, b, 0o644); err != nil {
		t.Fatal(err)
	}
	out := filepath.Join(dir, "mal")
	st, _, errs := certifyCmd("--salida", out, "--unir", lotes)
	if st != 2 || !strings.Contains(errs, part) || !strings.Contains(errs, "huella") {
		t.Errorf("--unir con un lote editado: estado %d, %q", st, errs)
	}
	if _, err := os.Stat(out); err == nil {
		t.Errorf("--unir con un lote editado escribe algo: %d %s", st, errs)
	}
}

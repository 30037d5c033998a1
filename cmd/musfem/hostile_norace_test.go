//go:build unix && !race

package main

import (
	"encoding/json"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// The certifications of these tests take seconds under -race: they run
// without it (make test's second pass).

// TestCertificateWrittenAllOrNothing: a certification whose certificate
// cannot be written whole (here the system's limit on the size of a file,
// as a full disk) leaves the previous certificate's three files as they
// were, none of them replaced and nothing half-written beside them, and
// says which file and why, in Spanish.
func TestCertificateWrittenAllOrNothing(t *testing.T) {
	dir := t.TempDir()
	args := []string{"--motor", selfEngine(""), "--nombre", "lleno", "--articulo", "FEM-VI.4", "--comparaciones", "ninguna", "--salida", dir}
	if st, _, errs := certifyCmd(append(args, "--partidas", "2")...); st != 0 {
		t.Fatalf("primera certificación: estado %d\n%s", st, errs)
	}
	before := map[string][]byte{}
	smallest := int64(1 << 40)
	for _, ext := range []string{"md", "html", "json"} {
		p := filepath.Join(dir, "certificacion-lleno."+ext)
		b, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		before[p] = b
		smallest = min(smallest, int64(len(b)))
	}
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	// sh counts the limit in blocks of 512 bytes: the smallest file fits,
	// the largest does not.
	blocks := smallest/512 + 1
	cmd := exec.Command("sh", append([]string{"-c", `ulimit -f ` + strconv.FormatInt(blocks, 10) + ` && exec "$0" "$@"`, exe, "certify"}, append(args, "--partidas", "3")...)...)
	cmd.Env = append(os.Environ(), "MUSFEM_TEST_MUSFEM=1", "GORACE=atexit_sleep_ms=0")
	out, err := cmd.CombinedOutput()
	var ee *exec.ExitError
	if !errors.As(err, &ee) || ee.ExitCode() != 1 {
		t.Fatalf("estado %v\n%s", err, out)
	}
	msg := string(out)
	if !strings.Contains(msg, "no se puede escribir "+filepath.Join(dir, "certificacion-lleno.")) || !strings.Contains(msg, "el fichero es demasiado grande") ||
		strings.Contains(msg, "error del sistema") {
		t.Errorf("el mensaje no dice qué fichero ni por qué:\n%s", msg)
	}
	for p, b := range before {
		if now, _ := os.ReadFile(p); string(now) != string(b) {
			t.Errorf("%s ha cambiado", p)
		}
	}
	ents, _ := os.ReadDir(dir)
	for _, e := range ents {
		if !strings.HasPrefix(e.Name(), "certificacion-lleno.") {
			t.Errorf("queda %s en la carpeta", e.Name())
		}
	}
}

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
	if st != 2 || !strings.Contains(errs, part) || !strings.Contains(errs, "sello") {
		t.Errorf("--unir con un lote editado: estado %d, %q", st, errs)
	}
	if _, err := os.Stat(out); err == nil {
		t.Errorf("--unir con un lote editado escribe algo: %d %s", st, errs)
	}
}

package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
	"time"

	"github.com/musfem/musfem/certify"
)

// The test binary doubles as the engine: with MUSFEM_CERTIFY_SERVE set it
// runs `musfem serve` (with --fault MUSFEM_CERTIFY_FAULT, --protocolo
// MUSFEM_CERTIFY_PROTOCOL and --ofrece MUSFEM_CERTIFY_OFFER, if set)
// instead of the tests.
func init() {
	if os.Getenv("MUSFEM_CERTIFY_SERVE") == "" {
		return
	}
	args := []string{}
	if f := os.Getenv("MUSFEM_CERTIFY_FAULT"); f != "" {
		args = append(args, "--fault", f)
	}
	if p := os.Getenv("MUSFEM_CERTIFY_PROTOCOL"); p != "" {
		args = append(args, "--protocolo", p)
	}
	if o := os.Getenv("MUSFEM_CERTIFY_OFFER"); o != "" {
		args = append(args, "--ofrece", o)
	}
	var in io.Reader = os.Stdin
	if os.Getenv("MUSFEM_CERTIFY_SERVE") == "cuelga" {
		// Answer the handshake, then never again.
		line, _ := bufio.NewReader(os.Stdin).ReadString('\n')
		in = io.MultiReader(strings.NewReader(line), blocked{})
	}
	if kind, ok := strings.CutPrefix(os.Getenv("MUSFEM_CERTIFY_SERVE"), "tropieza-"); ok {
		in = stumble(kind)
	}
	os.Exit(cmdServe(args, in, os.Stdout, os.Stderr))
}

// stumble forwards the requests to the server, but every fifth start of
// the process misbehaves instead: it crashes, prints garbage or floods a
// line longer than the client accepts.
func stumble(kind string) io.Reader {
	pr, pw := io.Pipe()
	go func() {
		r := bufio.NewReaderSize(os.Stdin, 1<<20)
		starts := 0
		for {
			line, err := r.ReadString('\n')
			if err != nil {
				pw.Close()
				return
			}
			if strings.Contains(line, `"op":"start"`) {
				starts++
				if starts%5 == 0 {
					fmt.Fprintln(os.Stderr, "tropiezo:", kind)
					switch kind {
					case "caida":
						os.Exit(3)
					case "basura":
						fmt.Fprintln(os.Stdout, "esto no es JSON")
					case "desbordamiento":
						os.Stdout.WriteString(`{"id":1,"ok":true,"events":["` + strings.Repeat("x", 17<<20) + "\"]}\n")
					}
					continue
				}
			}
			if _, err := pw.Write([]byte(line)); err != nil {
				return
			}
		}
	}()
	return pr
}

// blocked is a reader that never returns.
type blocked struct{}

func (blocked) Read([]byte) (int, error) { select {} }

// selfEngine is the --engine command that serves the reference (fault "")
// or a faulty engine from the test binary.
func selfEngine(fault string) string {
	return `env MUSFEM_CERTIFY_SERVE=1 MUSFEM_CERTIFY_FAULT=` + fault + ` "` + os.Args[0] + `"`
}

func certifyCmd(args ...string) (int, string, string) {
	var out, errb bytes.Buffer
	st := cmdCertify(args, &out, &errb)
	return st, out.String(), errb.String()
}

func TestCertifyBadFlags(t *testing.T) {
	dir := t.TempDir()
	bad := filepath.Join(dir, "esperados.toml")
	if err := os.WriteFile(bad, []byte("[[esperado]]\narticulo = \"FEM-VI.4\"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	unknown := filepath.Join(dir, "desconocido.toml")
	if err := os.WriteFile(unknown, []byte("[[esperado]]\narticulo = \"FEM-ZZ\"\nmotivo = \"x\"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	file := filepath.Join(dir, "fichero")
	os.WriteFile(file, []byte("x"), 0o644)
	for _, tc := range []struct {
		args []string
		want string
	}{
		{nil, "falta --motor"},
		{[]string{"--engine", "x", "--seed", "-3"}, "--seed «-3»"},
		{[]string{"--engine", "x", "--games", "-1"}, "--games -1: debe estar entre 0 y 1000000"},
		{[]string{"--engine", "x", "--games", "1000000000000"}, "--games 1000000000000: debe estar entre 0 y 1000000"},
		{[]string{"--engine", "x", "--paralelo", "0"}, "--paralelo 0: debe estar entre 1 y 64"},
		{[]string{"--engine", "x", "--timeout", "0"}, "--tiempo 0"},
		{[]string{"--engine", "x", "--articulo", "NO-EXISTE"}, "artículo desconocido: «NO-EXISTE»"},
		{[]string{"--engine", "x", "--articulo", "FEM-ZZ"}, "artículo desconocido"},
		{[]string{"--engine", "x", "--articulo", "FEM-IX.5"}, "--articulo: FEM-IX.5 ya no existe: el catálogo 2 se ha leído en el texto del Reglamento, que no tiene ese artículo; lo que el catálogo 1 ponía ahí («Regla general y otros errores») está ahora en FEM-IX.1"},
		{[]string{"--engine", "x", "--expect", bad}, "falta motivo"},
		{[]string{"--engine", "x", "--expect", unknown}, "desconocido.toml:1: entrada 1: articulo «FEM-ZZ» no está en el catálogo"},
		{[]string{"--engine", "x", "--expect", bad + ".no"}, "no existe el fichero"},
		{[]string{"--engine", "x", "--expect", dir}, "es una carpeta"},
		{[]string{"--engine", "x", "--salida", file}, "no es una carpeta: es un fichero"},
		{[]string{"--engine", "x", "--salida", filepath.Join(file, "dentro")}, "una parte de la ruta no es una carpeta"},
	} {
		st, _, errs := certifyCmd(tc.args...)
		if st != 2 || !strings.Contains(errs, tc.want) {
			t.Errorf("%v: estado %d, %q; se esperaba 2 y %q", tc.args, st, errs, tc.want)
		}
	}
}

// TestCertifyEngineThatDoesNotStart: an engine that cannot be parsed,
// started or greeted is a usage error (exit 2) told in Spanish before
// anything runs: no certificate is written, and it takes no time.
func TestCertifyEngineThatDoesNotStart(t *testing.T) {
	dir := t.TempDir()
	plain := filepath.Join(dir, "no-ejecutable")
	os.WriteFile(plain, []byte("#!/bin/sh\n"), 0o644)
	for _, tc := range []struct{ engine, want string }{
		{filepath.Join(dir, "no-existe"), "no se puede arrancar el motor: no se puede ejecutar «"},
		{`python3 "x.py`, "tiene unas comillas sin cerrar"},
		{"", "falta --motor"},
		{dir, "es una carpeta"},
		{"no-existe-en-el-path-musfem", "no se encuentra el programa"},
		{`sh -c "echo ya me voy >&2; exit 3"`, "su salida de error termina con:\n  ya me voy"},
		{`sh -c "echo hola; cat"`, "el motor no arranca o no saluda"},
	} {
		// The engine's time limit is long: none of these waits for it.
		const limit = 10 * time.Minute
		begin := time.Now()
		out := filepath.Join(dir, "salida")
		st, _, errs := certifyCmd("--engine", tc.engine, "--games", "3", "--salida", out, "--name", "fantasma", "--timeout", limit.String())
		if st != 2 || !strings.Contains(errs, tc.want) {
			t.Errorf("--engine %q: estado %d, salida de error %q; se esperaba 2 y %q", tc.engine, st, errs, tc.want)
		}
		if _, err := os.Stat(filepath.Join(out, "certificacion-fantasma.md")); err == nil {
			t.Errorf("--engine %q: se ha escrito un certificado", tc.engine)
		}
		if d := time.Since(begin); d >= limit {
			t.Errorf("--engine %q: tarda %v, espera al límite de tiempo del motor", tc.engine, d)
		}
		if _, err := os.Stat(out); err == nil {
			t.Errorf("--engine %q: deja la carpeta %s, vacía", tc.engine, out)
		}
		for _, en := range []string{"fork/exec", "no such file", "permission denied", "executable file not found"} {
			if strings.Contains(errs, en) {
				t.Errorf("--engine %q: el mensaje dice %q: %s", tc.engine, en, errs)
			}
		}
	}
	if runtime.GOOS != "windows" && os.Getuid() != 0 {
		st, _, errs := certifyCmd("--engine", plain, "--salida", dir)
		if st != 2 || !strings.Contains(errs, "sin permiso") {
			t.Errorf("motor sin permiso de ejecución: estado %d, %q", st, errs)
		}
	}
}

// readCertificate reads a certificate's JSON.
func readCertificate(t *testing.T, path string) certify.Report {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var r certify.Report
	if err := json.Unmarshal(b, &r); err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	return r
}

// TestCertifyOmite leaves the scenarios and the fixtures out with --omite:
// the certificate counts none of them and says why in a note (the articles
// only they check have no evidence: the engine is not approved); a part
// that cannot be left out is refused before the engine starts.
func TestCertifyOmite(t *testing.T) {
	dir := t.TempDir()
	st, _, errs := certifyCmd("--motor", selfEngine(""), "--partidas", "2", "--comparaciones", "ninguna", "--omite", "escenarios, registros", "--salida", dir)
	if st != 1 {
		t.Fatalf("estado %d\n%s", st, errs)
	}
	rep := readCertificate(t, filepath.Join(dir, "certificacion-musfem-referencia.json"))
	if rep.Summary.Scenarios.Total != 0 || rep.Summary.Fixtures.Total != 0 || rep.Summary.GamesPlayed != 2 {
		t.Errorf("escenarios %d, registros %d, partidas %d", rep.Summary.Scenarios.Total, rep.Summary.Fixtures.Total, rep.Summary.GamesPlayed)
	}
	notes := strings.Join(rep.Notes, "\n")
	for _, want := range []string{"Por --omite escenarios no se han ejecutado", "Por --omite registros no se han repetido"} {
		if !strings.Contains(notes, want) {
			t.Errorf("las notas no dicen %q:\n%s", want, notes)
		}
	}
	st, _, errs = certifyCmd("--motor", selfEngine(""), "--omite", "partidas", "--salida", t.TempDir())
	if st != 2 || !strings.Contains(errs, "«partidas» no es una parte que se pueda omitir") || !strings.Contains(errs, "--partidas 0") {
		t.Errorf("--omite partidas: estado %d, error %q", st, errs)
	}
}

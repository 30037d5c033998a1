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
	"github.com/musfem/musfem/faults"
)

// The test binary doubles as the engine: with MUSFEM_CERTIFY_SERVE set it
// runs `musfem serve` (with --fault MUSFEM_CERTIFY_FAULT, if set) instead
// of the tests.
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

// TestCertifyServePasses certifies musfem serve: the whole specification,
// the fixtures and 20 differential games (2,000 with MUSFEM_LONG=1, and
// the default sample of the comparison of hands, which TestCertifyComparisons
// plays in part in make test).
func TestCertifyServePasses(t *testing.T) {
	dir := t.TempDir()
	games, compare := "20", "ninguna"
	if os.Getenv("MUSFEM_LONG") != "" {
		games, compare = "2000", "muestra"
	}
	args := []string{"--engine", selfEngine(""), "--games", games, "--salida", dir, "--comparaciones", compare}
	st, out, errs := certifyCmd(args...)
	if st != 0 {
		t.Fatalf("estado %d\n%s", st, errs)
	}
	for _, ext := range []string{"md", "html", "json"} {
		p := filepath.Join(dir, "certificacion-musfem-referencia."+ext)
		if !strings.Contains(out, p) {
			t.Errorf("no se anuncia %s: %q", p, out)
		}
		if _, err := os.Stat(p); err != nil {
			t.Error(err)
		}
	}
	md, _ := os.ReadFile(filepath.Join(dir, "certificacion-musfem-referencia.md"))
	if !strings.Contains(string(md), "Veredicto: **APROBADO**") {
		t.Error("el informe no dice APROBADO")
	}
	rep := readCertificate(t, filepath.Join(dir, "certificacion-musfem-referencia.json"))
	if rep.Summary.Articles.Falla+rep.Summary.Conventions.Falla != 0 || len(rep.Groups) != 0 || fmt.Sprint(rep.Summary.GamesPlayed) != games {
		t.Errorf("fallos %d, grupos %d, partidas %d", rep.Summary.Articles.Falla+rep.Summary.Conventions.Falla, len(rep.Groups), rep.Summary.GamesPlayed)
	}
	// Every scenario passes, except those that never talk to the engine
	// (musfem's own rules loader): NO APLICA.
	if s := rep.Summary.Scenarios; s.Total < 300 || s.Pasa+s.NoAplica != s.Total || s.NoAplica > 20 {
		t.Errorf("escenarios: %+v", s)
	}
	if !strings.Contains(errs, "escenarios:") || !strings.Contains(errs, "APROBADO") {
		t.Errorf("sin progreso en la salida de error: %q", errs)
	}
}

func TestCertifyFaultRejected(t *testing.T) {
	var f faults.Fault
	for _, x := range faults.List() {
		if x.Name == "negada-no-cuenta" {
			f = x
		}
	}
	if f.Name == "" {
		t.Skip("el defecto negada-no-cuenta no existe")
	}
	read := func(dir string) ([]byte, []byte) {
		md, err := os.ReadFile(filepath.Join(dir, "certificacion-defecto.md"))
		if err != nil {
			t.Fatal(err)
		}
		js, err := os.ReadFile(filepath.Join(dir, "certificacion-defecto.json"))
		if err != nil {
			t.Fatal(err)
		}
		return md, js
	}
	var runs [2][2][]byte
	for i := range runs {
		dir := t.TempDir()
		st, _, errs := certifyCmd("--engine", selfEngine(f.Name), "--name", "defecto", "--games", "30", "--seed", "9",
			"--articulo", f.Articles[0], "--salida", dir)
		if st != 1 {
			t.Fatalf("estado %d con un motor defectuoso\n%s", st, errs)
		}
		runs[i][0], runs[i][1] = read(dir)
	}
	if !bytes.Equal(runs[0][0], runs[1][0]) || !bytes.Equal(runs[0][1], runs[1][1]) {
		t.Error("dos certificaciones iguales dan informes distintos")
	}
	var rep struct {
		Verdict     string
		Chapters    []struct{ Rows []struct{ ID, Status string } }
		Conventions []struct{ ID, Status string }
	}
	if err := json.Unmarshal(runs[0][1], &rep); err != nil {
		t.Fatal(err)
	}
	status := map[string]string{}
	for _, c := range rep.Chapters {
		for _, r := range c.Rows {
			status[r.ID] = r.Status
		}
	}
	for _, r := range rep.Conventions {
		status[r.ID] = r.Status
	}
	named := false
	for _, a := range f.Articles {
		if status[a] == "FALLA" {
			named = true
		}
	}
	if rep.Verdict != "RECHAZADO" || !named {
		t.Fatalf("veredicto %s; ninguno de %v falla: %v", rep.Verdict, f.Articles, status)
	}
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

// TestCertifyHungEngine certifies an engine that answers the handshake and
// then nothing: the run ends soon, TIEMPO, with a report and exit 1.
func TestCertifyHungEngine(t *testing.T) {
	dir := t.TempDir()
	eng := `env MUSFEM_CERTIFY_SERVE=cuelga "` + os.Args[0] + `"`
	begin := time.Now()
	st, _, errs := certifyCmd("--engine", eng, "--name", "cuelga", "--timeout", "200ms", "--games", "5",
		"--articulo", "FEM-VI", "--salida", dir)
	if st != 1 {
		t.Fatalf("estado %d\n%s", st, errs)
	}
	if d := time.Since(begin); d > time.Minute {
		t.Errorf("un motor colgado tarda %v", d)
	}
	md, err := os.ReadFile(filepath.Join(dir, "certificacion-cuelga.md"))
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(md), "| FEM-VI.4 | Vale el quiero | el motor la aplica | ⚠ TIEMPO |") {
		t.Errorf("FEM-VI.4 no está en TIEMPO:\n%s", md)
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
		begin := time.Now()
		out := filepath.Join(dir, "salida")
		st, _, errs := certifyCmd("--engine", tc.engine, "--games", "3", "--salida", out, "--name", "fantasma", "--timeout", "2s")
		if st != 2 || !strings.Contains(errs, tc.want) {
			t.Errorf("--engine %q: estado %d, salida de error %q; se esperaba 2 y %q", tc.engine, st, errs, tc.want)
		}
		if _, err := os.Stat(filepath.Join(out, "certificacion-fantasma.md")); err == nil {
			t.Errorf("--engine %q: se ha escrito un certificado", tc.engine)
		}
		if d := time.Since(begin); d > 10*time.Second {
			t.Errorf("--engine %q: tarda %v", tc.engine, d)
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

// TestCertifyStumblingEngines certifies engines that crash, print garbage
// or flood their output at every fifth game: those cases are ERROR, the
// engine is restarted, and the run goes on to the end with exit 1.
func TestCertifyStumblingEngines(t *testing.T) {
	for _, kind := range []string{"caida", "basura", "desbordamiento"} {
		t.Run(kind, func(t *testing.T) {
			dir := t.TempDir()
			eng := `env MUSFEM_CERTIFY_SERVE=tropieza-` + kind + ` "` + os.Args[0] + `"`
			begin := time.Now()
			// A long time limit: on a loaded machine a flood can take
			// seconds to read, and time-outs close together stop the run
			// (certify/breaker.go).
			st, _, errs := certifyCmd("--engine", eng, "--name", kind, "--games", "10", "--timeout", "60s",
				"--articulo", "FEM-VI", "--salida", dir)
			if st != 1 {
				t.Fatalf("estado %d\n%s", st, errs)
			}
			if d := time.Since(begin); d > 2*time.Minute {
				t.Errorf("tarda %v", d)
			}
			md, err := os.ReadFile(filepath.Join(dir, "certificacion-"+kind+".md"))
			if err != nil {
				t.Fatal(err)
			}
			s := readCertificate(t, filepath.Join(dir, "certificacion-"+kind+".json")).Summary.Scenarios
			n, pass, fail, errd := s.Total, s.Pasa, s.Falla, s.Error
			// Every fifth start misbehaves; the others are played by
			// a restarted, correct engine.
			if errd == 0 || pass < n/2 || fail != 0 {
				t.Errorf("escenarios: %d, %d pasan, %d fallan, %d con error", n, pass, fail, errd)
			}
			if !strings.Contains(string(md), "tropiezo: "+kind) {
				t.Error("la salida de error del motor no está en el informe")
			}
		})
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

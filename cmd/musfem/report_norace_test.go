//go:build !race

// musfem report and musfem preguntas run in this process: they start no
// goroutine of this package, only the games of the preguntas report, which
// preguntas' tests play under -race (TestPlayAllMatchesSequential). Built
// without the race detector only, about five times faster; make test runs
// them in its pass without it (internal/racepkgs).

package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestReportWithoutProfileLinksQuestions checks the default run: no fixed
// profile, and every open question linked to its section of the
// preguntas report in the three files.
func TestReportWithoutProfileLinksQuestions(t *testing.T) {
	dir := t.TempDir()
	if st, out, errb := runCmd("report", "--salida", dir, "--partidas", "0", "-q", "--articulo", "FEM-Intro.E"); st != 0 {
		t.Fatalf("musfem report: estado %d:\n%s%s", st, out, errb)
	}
	r, md, html := leerInforme(t, dir)
	if r.Profile.Fixed || r.Profile.Description != "" || strings.Contains(md, "Perfil fijo") {
		t.Errorf("sin --config el perfil no es fijo: %+v", r.Profile)
	}
	if len(r.Questions) < 5 {
		t.Fatalf("%d preguntas, se esperaban P4–P8", len(r.Questions))
	}
	for _, q := range r.Questions {
		if q.Links.MD != "preguntas.md#"+q.ID || q.Links.HTML != "preguntas.html#"+q.ID {
			t.Errorf("%s: enlaces %+v", q.ID, q.Links)
		}
		if !strings.Contains(md, "](preguntas.md#"+q.ID+")") {
			t.Errorf("trazabilidad.md no enlaza %s con preguntas.md#%s", q.ID, q.ID)
		}
		if !strings.Contains(html, `<a href="preguntas.html#`+q.ID+`">`) {
			t.Errorf("trazabilidad.html no enlaza %s con preguntas.html#%s", q.ID, q.ID)
		}
	}
}

// TestReportReadsMutants: a mutantes.json in the output folder gives the
// articles their line on the mutation testing, linked to mutantes.html;
// one that is not a mutation report stops the order with exit 2 naming it.
func TestReportReadsMutants(t *testing.T) {
	dir := t.TempDir()
	data, err := os.ReadFile(filepath.Join("..", "..", "trazabilidad", "testdata", "mutantes", "mutantes.json"))
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "mutantes.json"), data, 0o644); err != nil {
		t.Fatal(err)
	}
	if st, out, errb := runCmd("report", "--salida", dir, "--partidas", "0", "-q", "--articulo", "FEM-VI.9"); st != 0 {
		t.Fatalf("musfem report: estado %d:\n%s%s", st, out, errb)
	}
	_, md, html := leerInforme(t, dir)
	// testdata: FEM-VI.9 has 5 mutants, 3 killed, 1 timed out, 1 equivalent.
	line := "Pruebas de mutación: 5 cambios del motor en el código de este artículo; la especificación detecta 4"
	if !strings.Contains(md, line) || !strings.Contains(md, "[Ver los cambios](mutantes.md#FEM-VI.9)") {
		t.Errorf("trazabilidad.md no dice lo de los mutantes de FEM-VI.9 con su enlace")
	}
	if !strings.Contains(html, line) || !strings.Contains(html, `<a href="mutantes.html#FEM-VI.9">Ver los cambios</a>`) {
		t.Errorf("trazabilidad.html no dice lo de los mutantes de FEM-VI.9 con su enlace")
	}

	if err := os.WriteFile(filepath.Join(dir, "mutantes.json"), []byte("{\"summary\": 3}\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	st, _, errb := runCmd("report", "--salida", dir, "--partidas", "0", "-q", "--articulo", "FEM-VI.9")
	if st != 2 || !strings.Contains(errb, "mutantes.json no es un informe de las pruebas de mutación") {
		t.Errorf("con un mutantes.json roto: estado %d, salida de error %q", st, errb)
	}
}

// TestPreguntasWritesTheReport runs `musfem preguntas` with a few games
// into a temporary folder and checks the three files and the summary.
func TestPreguntasWritesTheReport(t *testing.T) {
	dir := t.TempDir()
	st, stdout, stderr := runCmd("preguntas", "--partidas", "10", "--seed", "5", "--salida", dir, "-q")
	if st != 0 {
		t.Fatalf("estado %d\nsalida: %s\nerrores: %s", st, stdout, stderr)
	}
	for _, name := range []string{"preguntas.json", "preguntas.md", "preguntas.html"} {
		if _, err := os.Stat(filepath.Join(dir, name)); err != nil {
			t.Error(err)
		}
	}
	for _, want := range []string{"P4:", "P8:", "Informe en " + dir} {
		if !strings.Contains(stdout, want) {
			t.Errorf("la salida no dice %q:\n%s", want, stdout)
		}
	}
	js, _ := os.ReadFile(filepath.Join(dir, "preguntas.json"))
	if !strings.Contains(string(js), `"seed": "5"`) || !strings.Contains(string(js), `"games": 10`) {
		t.Errorf("el JSON no recoge --seed 5 --partidas 10")
	}
}

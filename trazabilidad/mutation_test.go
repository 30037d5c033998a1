package trazabilidad

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/musfem/musfem/engine"
	"github.com/musfem/musfem/internal/jerga"
	"github.com/musfem/musfem/reference"
)

// The lines of testdata/mutantes/mutantes.json, worked out by hand from
// its counts.
const (
	// FEM-VI.9: 5 mutants, 3 killed + 1 timed out, 1 equivalent.
	lineVI9 = "Pruebas de mutación: 5 cambios del motor en el código de este artículo; la especificación detecta 4 (1 porque con él el motor no termina a tiempo), 1 no cambia nada (equivalente)."
	// FEM-VI as a whole: 2 mutants, both killed.
	lineVI = "Pruebas de mutación: 2 cambios del motor en el código de este capítulo en su conjunto; la especificación los detecta todos."
	// FEM-X as a whole (its articles are tournament rules): 1 mutant, killed.
	lineX = "Pruebas de mutación: 1 cambio del motor en el código de este capítulo en su conjunto; la especificación lo detecta."
	// CONVENCION-descarte: 3 mutants, 1 killed, 1 survived, 1 out of the contract.
	lineDescarte = "Pruebas de mutación: 3 cambios del motor en el código de esta convención; la especificación detecta 1, 1 pasa inadvertido, 1 está en código que un motor no usa para jugar (fuera del contrato)."
	// The whole engine: 10 mutants, 6 killed + 1 timed out of 10 − 1 − 1 = 8, 87,5 %.
	lineSummary = "Pruebas de mutación del motor: la especificación detecta 7 de los 8 cambios pequeños hechos a propósito en el motor de referencia que alteran lo que hace (87,5 %), 1 pasa inadvertido. Aparte, 1 no cambia nada (equivalente) y 1 está en código que un motor no usa para jugar (fuera del contrato). Cada artículo dice cuántos de esos cambios tocan su código y cuántos detecta la especificación."
)

// fixtureReport is the report of the catalog, with no scenarios, and the
// mutation report of testdata/mutantes.
func fixtureReport(t *testing.T) *Report {
	t.Helper()
	cat, err := reference.Load()
	if err != nil {
		t.Fatal(err)
	}
	m, err := LoadMutants(filepath.Join("testdata", "mutantes"), "")
	if err != nil || m == nil {
		t.Fatalf("LoadMutants: %v, %v", m, err)
	}
	return Build(Input{Catalog: cat, Rules: engine.DefaultRules(), Engine: "referencia", Mutants: m})
}

// TestMutationLines: every row with mutants says how they fared, with a
// link to its row of the mutation report, in the JSON, the Markdown and
// the HTML; a row with none (FEM-VI.4 has 0, FEM-VI.2 is not in the file)
// says nothing; the summary gives the totals.
func TestMutationLines(t *testing.T) {
	r := fixtureReport(t)
	rows := map[string]*Mutation{}
	for _, ch := range r.Chapters {
		rows["capítulo "+ch.ID] = ch.Mutation
		for _, a := range ch.Articles {
			rows[a.ID] = a.Mutation
		}
	}
	for _, c := range r.Conventions {
		rows[c.ID] = c.Mutation
	}
	for id, want := range map[string]string{"FEM-VI.9": lineVI9, "capítulo FEM-VI": lineVI, "capítulo FEM-X": lineX, "CONVENCION-descarte": lineDescarte} {
		m := rows[id]
		if m == nil {
			t.Errorf("%s no dice nada de las pruebas de mutación", id)
			continue
		}
		if m.Text != want {
			t.Errorf("%s:\n  dice     %q\n  se esperaba %q", id, m.Text, want)
		}
		anchor := strings.TrimPrefix(id, "capítulo ")
		if m.Links != (Links{Markdown: "mutantes.md#" + anchor, HTML: "mutantes.html#" + anchor}) {
			t.Errorf("%s: enlaces %+v", id, m.Links)
		}
	}
	for _, id := range []string{"FEM-VI.4", "FEM-VI.2", "CONVENCION-deje", "capítulo FEM-VII"} {
		if rows[id] != nil {
			t.Errorf("%s no tiene mutantes y dice %q", id, rows[id].Text)
		}
	}
	if got := r.Summary.Mutation; !got.Available || got.Text != lineSummary || got.Score != "87,5 %" || got.Links.HTML != "mutantes.html" {
		t.Errorf("resumen %+v\nse esperaba %q", got, lineSummary)
	}

	md := string(r.Markdown())
	page, err := r.HTML()
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{
		"<br>" + lineVI9 + " [Ver los cambios](mutantes.md#FEM-VI.9).",
		"\n" + lineVI + " [Ver los cambios](mutantes.md#FEM-VI).\n",
		"- " + lineSummary + " Informe: [mutantes.md](mutantes.md).\n",
	} {
		if !strings.Contains(md, want) {
			t.Errorf("el Markdown no tiene %q", want)
		}
	}
	for _, want := range []string{
		`<div class="just mutacion">` + lineVI9 + ` <a href="mutantes.html#FEM-VI.9">Ver los cambios</a>.</div>`,
		`<div class="just mutacion">` + lineDescarte + ` <a href="mutantes.html#CONVENCION-descarte">Ver los cambios</a>.</div>`,
		`<p class="meta mutacion">` + lineVI + ` <a href="mutantes.html#FEM-VI">Ver los cambios</a>.</p>`,
		`<li id="mutacion">` + lineSummary + ` <a href="mutantes.html">Ver el informe de las pruebas de mutación</a>.</li>`,
	} {
		if !strings.Contains(string(page), want) {
			t.Errorf("el HTML no tiene %q", want)
		}
	}
	for i, l := range strings.Split(md, "\n") {
		if m := jerga.Internal(l); m != "" {
			t.Errorf("trazabilidad.md:%d: «%s» es una referencia interna", i+1, m)
		}
	}
}

// TestMutationMissing: without mutantes.json no row says anything of the
// mutation testing and the summary says the report is missing.
func TestMutationMissing(t *testing.T) {
	m, err := LoadMutants(t.TempDir(), "")
	if m != nil || err != nil {
		t.Fatalf("LoadMutants de una carpeta vacía = %v, %v", m, err)
	}
	cat, err := reference.Load()
	if err != nil {
		t.Fatal(err)
	}
	r := Build(Input{Catalog: cat, Rules: engine.DefaultRules(), Engine: "referencia"})
	if r.Summary.Mutation.Available || !strings.Contains(r.Summary.Mutation.Text, "falta su informe (mutantes.json)") {
		t.Errorf("resumen %+v", r.Summary.Mutation)
	}
	for _, ch := range r.Chapters {
		for _, a := range ch.Articles {
			if a.Mutation != nil {
				t.Errorf("%s habla de mutantes sin informe", a.ID)
			}
		}
	}
	if strings.Contains(string(r.Markdown()), "Ver los cambios") {
		t.Error("el Markdown enlaza cambios sin informe")
	}
}

// TestLoadMutantsBad: a mutantes.json that is not a mutation report is a
// clear error naming the file.
func TestLoadMutantsBad(t *testing.T) {
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, MutantsFile), []byte(`{"schema": "musfem-trazabilidad"}`), 0o644); err != nil {
		t.Fatal(err)
	}
	_, err := LoadMutants(dir, "")
	if err == nil || !strings.Contains(err.Error(), "mutantes.json no es un informe de las pruebas de mutación") {
		t.Errorf("error %v", err)
	}
}

// TestMutantsLinksRelative: a mutation report in another folder is linked
// by its path from the traceability report's.
func TestMutantsLinksRelative(t *testing.T) {
	m, err := LoadMutants(filepath.Join("testdata", "mutantes"), "../../reports")
	if err != nil {
		t.Fatal(err)
	}
	if got := m.row("FEM-VI.9", "este artículo").Links; got != (Links{Markdown: "../../reports/mutantes.md#FEM-VI.9", HTML: "../../reports/mutantes.html#FEM-VI.9"}) {
		t.Errorf("enlaces %+v", got)
	}
}

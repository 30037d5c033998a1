package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// informe is the part of trazabilidad.json these tests read.
type informe struct {
	Profile struct {
		Name        string `json:"name"`
		Description string `json:"description"`
		Fixed       bool   `json:"fixed"`
	} `json:"profile"`
	Summary struct {
		Scenarios struct {
			Pasa, Falla, Error int
			NoAplica           int `json:"no_aplica"`
			Total              int
		} `json:"scenarios"`
		Enforceable        int `json:"enforceable"`
		EnforceableCovered int `json:"enforceable_covered"`
	} `json:"summary"`
	Chapters []struct {
		Articles []fila `json:"articles"`
	} `json:"chapters"`
	Conventions []fila `json:"conventions"`
	Questions   []struct {
		ID    string `json:"id"`
		Links struct {
			MD   string `json:"md"`
			HTML string `json:"html"`
		} `json:"links"`
	} `json:"questions"`
}

type fila struct {
	ID            string `json:"id"`
	Status        string `json:"status"`
	Justification string `json:"justification"`
	Scenarios     []struct {
		File    string `json:"file"`
		Line    int    `json:"line"`
		Result  string `json:"result"`
		Message string `json:"message"`
	} `json:"scenarios"`
}

func leerInforme(t *testing.T, dir string) (informe, string, string) {
	t.Helper()
	var r informe
	js, err := os.ReadFile(filepath.Join(dir, "trazabilidad.json"))
	if err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(js, &r); err != nil {
		t.Fatal(err)
	}
	md, _ := os.ReadFile(filepath.Join(dir, "trazabilidad.md"))
	html, _ := os.ReadFile(filepath.Join(dir, "trazabilidad.html"))
	return r, string(md), string(html)
}

// TestReportWithProfile runs `musfem report --config` with the FEM-literal
// profile: the report names the profile and its description, counts the
// scenarios that ask for another value as NO APLICA (never as passing),
// and no article is covered by NO APLICA scenarios alone.
func TestReportWithProfile(t *testing.T) {
	perfil := filepath.Join("..", "..", "config", "perfiles", "fem-literal.toml")
	dir := t.TempDir()
	st, out, errb := runCmd("report", "--config", perfil, "--salida", dir, "--partidas", "0", "-q")
	if st != 0 {
		t.Errorf("musfem report --config %s: estado %d, se esperaba 0 (todo lo que aplica pasa):\n%s%s", perfil, st, out, errb)
	}
	const desc = "Lectura literal del Reglamento de Juego de la FEM"
	if !strings.Contains(out, "Perfil fijo: "+perfil+" — "+desc) {
		t.Errorf("la salida no nombra el perfil y su descripción:\n%s", out)
	}
	r, md, html := leerInforme(t, dir)
	if r.Profile.Name != perfil || !strings.HasPrefix(r.Profile.Description, desc) || !r.Profile.Fixed {
		t.Errorf("profile = %+v; se esperaba %s, «%s…», fixed", r.Profile, perfil, desc)
	}
	sc := r.Summary.Scenarios
	if sc.NoAplica == 0 || sc.NoAplica >= sc.Total || sc.Pasa+sc.Falla+sc.Error+sc.NoAplica != sc.Total {
		t.Errorf("recuento de escenarios %+v: hacen falta escenarios que no aplican, no todos, y que las cuentas cuadren", sc)
	}
	// raise_mode = "doble" in the profile: a scenario pinning "mas" is NO APLICA.
	pinned := false
	filas := r.Conventions
	for _, ch := range r.Chapters {
		filas = append(filas, ch.Articles...)
	}
	for _, f := range filas {
		applied := false
		for _, s := range f.Scenarios {
			if s.Result == "NO APLICA" {
				if !strings.HasPrefix(s.Message, "requiere ") || !strings.Contains(s.Message, "; el perfil fija ") {
					t.Errorf("%s:%d no aplica sin decir por qué: %q", s.File, s.Line, s.Message)
				}
				if s.Message == `requiere raise_mode = "mas"; el perfil fija raise_mode = "doble"` {
					pinned = true
				}
			} else {
				applied = true
			}
		}
		if f.Status == "PASA" && !applied {
			t.Errorf("%s está cubierto solo por escenarios que no aplican", f.ID)
		}
	}
	if !pinned {
		t.Error(`ningún escenario que pide raise_mode = "mas" sale como no aplica`)
	}
	// Every article that applies under the profile has a scenario that
	// runs under it: the profile's values are specified too, not only the
	// defaults (rows it switches off are NO APLICA, not holes).
	for _, f := range filas {
		if f.Status == "SIN PRUEBAS" {
			t.Errorf("%s sin cubrir con el perfil: %s", f.ID, f.Justification)
		}
	}
	if s := r.Summary; s.EnforceableCovered != s.Enforceable {
		t.Errorf("artículos aplicables cubiertos: %d de %d con el perfil", s.EnforceableCovered, s.Enforceable)
	}
	for _, want := range []string{perfil + " (7 valores distintos de los por defecto) — " + desc, "Perfil fijo " + perfil, "no aplican."} {
		if !strings.Contains(md, want) {
			t.Errorf("trazabilidad.md no dice %q", want)
		}
		if !strings.Contains(html, want) {
			t.Errorf("trazabilidad.html no dice %q", want)
		}
	}
}

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

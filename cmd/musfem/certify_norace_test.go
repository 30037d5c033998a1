//go:build !race

// The heavy tests of musfem certify and musfem report: whole
// certifications of musfem serve, of faulty and misbehaving engines, and
// the report under a profile. They are built without the race detector
// only, and make test runs them in its pass without it
// (internal/racepkgs): their goroutines are the certifier's (certify/)
// and the runner's, which the tests of those packages run under -race;
// musfem's own (musfem partida, the signals) run under -race in the other
// tests of this package.

package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/musfem/musfem/certify"
	"github.com/musfem/musfem/evidence"
	"github.com/musfem/musfem/faults"
)

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
	// (musfem's own rules loader, such as the range of every numeric rule):
	// NO APLICA.
	if s := rep.Summary.Scenarios; s.Total < 300 || s.Pasa+s.NoAplica != s.Total || s.NoAplica > 40 {
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
		// The commands it prints name the case files by their absolute
		// path, in a folder of each run.
		runs[i][0] = bytes.ReplaceAll(runs[i][0], []byte(dir), []byte("CARPETA"))
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

// TestCertifyHungEngine certifies an engine that answers the handshake and
// then nothing: TIEMPO, with a report and exit 1, and the run stops
// waiting for it after a few time-outs (certify/breaker.go) — which the
// certificate says — rather than one per scenario and game.
func TestCertifyHungEngine(t *testing.T) {
	dir := t.TempDir()
	eng := `env MUSFEM_CERTIFY_SERVE=cuelga "` + os.Args[0] + `"`
	st, _, errs := certifyCmd("--engine", eng, "--name", "cuelga", "--timeout", "200ms", "--games", "5",
		"--articulo", "FEM-VI", "--salida", dir)
	if st != 1 {
		t.Fatalf("estado %d\n%s", st, errs)
	}
	md, err := os.ReadFile(filepath.Join(dir, "certificacion-cuelga.md"))
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(md), "| FEM-VI.4 | Vale el quiero; y el plural, sobre el singular | el motor la aplica | ⚠ TIEMPO |") {
		t.Errorf("FEM-VI.4 no está en TIEMPO:\n%s", md)
	}
	if !strings.Contains(string(md), "no se espera más: el motor no ha respondido a tiempo") {
		t.Errorf("el certificado no dice que se deja de esperar al motor:\n%s", md)
	}
}

// TestCertifyStumblingEngines certifies engines that crash, print garbage
// or flood their output at every fifth game: those cases are ERROR, the
// engine is restarted, and the run goes on to the end with exit 1. Make
// test certifies chapter II (13 scenarios, two of them stumble), make long
// chapter VI (66 scenarios, 13 stumble): each flood writes 17 MiB, which
// the client reads to its limit.
func TestCertifyStumblingEngines(t *testing.T) {
	chapter := "FEM-II"
	if os.Getenv("MUSFEM_LONG") != "" {
		chapter = "FEM-VI"
	}
	for _, kind := range []string{"caida", "basura", "desbordamiento"} {
		t.Run(kind, func(t *testing.T) {
			dir := t.TempDir()
			eng := `env MUSFEM_CERTIFY_SERVE=tropieza-` + kind + ` "` + os.Args[0] + `"`
			// A long time limit: on a loaded machine a flood can take
			// seconds to read, and time-outs close together stop the run
			// (certify/breaker.go). Nothing may wait for it: every
			// stumble is an ERROR, seen at once, never a TIEMPO.
			st, _, errs := certifyCmd("--engine", eng, "--name", kind, "--games", "10", "--timeout", "10m",
				"--articulo", chapter, "--salida", dir)
			if st != 1 {
				t.Fatalf("estado %d\n%s", st, errs)
			}
			md, err := os.ReadFile(filepath.Join(dir, "certificacion-"+kind+".md"))
			if err != nil {
				t.Fatal(err)
			}
			s := readCertificate(t, filepath.Join(dir, "certificacion-"+kind+".json")).Summary.Scenarios
			n, pass, fail, errd, late := s.Total, s.Pasa, s.Falla, s.Error, s.Tiempo
			// Every fifth start misbehaves; the others are played by
			// a restarted, correct engine.
			if errd == 0 || pass < n/2 || fail != 0 || late != 0 {
				t.Errorf("escenarios: %d, %d pasan, %d fallan, %d con error, %d sin respuesta a tiempo", n, pass, fail, errd, late)
			}
			if !strings.Contains(string(md), "tropiezo: "+kind) {
				t.Error("la salida de error del motor no está en el informe")
			}
		})
	}
}

// TestCertifySenasProtocol2: musfem serve speaks protocol 2 and claims
// señas, so certifying chapter VIII runs its scenarios (features/fem/
// 08-senas.feature), fixture set v2 and differential games with señas,
// and every article of the chapter passes.
func TestCertifySenasProtocol2(t *testing.T) {
	st, rep, errs := certifyReport(t, selfEngine(""), "protocolo-2", "--articulo", "FEM-VIII", "--games", "20")
	if st != 0 || rep.Verdict != "APROBADO" {
		t.Fatalf("estado %d, veredicto %s\n%s", st, rep.Verdict, errs)
	}
	for i := 1; i <= 8; i++ {
		id := "FEM-VIII." + string(rune('0'+i))
		row, ok := rowOf(rep, id)
		if !ok {
			t.Errorf("sin fila %s", id)
			continue
		}
		// VIII.7 (nobody must confirm a seña to a rival) cannot happen in
		// a digital game: NO APLICA, whatever shows it.
		if i == 7 {
			if row.Status != evidence.NoAplica {
				t.Errorf("%s: %s %s, se esperaba NO APLICA", id, row.Status, row.Reason)
			}
			continue
		}
		if row.Status != evidence.Pasa {
			t.Errorf("%s: %s %s", id, row.Status, row.Reason)
		}
	}
	s := rep.Summary
	// Nine scenarios of chapter VIII (08-lenguaje.feature: a mirada cannot
	// last at least longer than at most; the five limits of the gaze rules;
	// with señas off, none of the three gaze rules may be set) check that
	// musfem's rules loader refuses a value and that the engine, started
	// with it, refuses to start: an engine of protocol 2, which takes the
	// gaze rules, is asked, so none of them is NO APLICA.
	if s.Scenarios.NoAplica != 0 || s.Scenarios.Pasa != s.Scenarios.Total || s.Scenarios.Total < 20 {
		t.Errorf("escenarios: %+v", s.Scenarios)
	}
	if s.Fixtures.Pasa < 2 || s.Fixtures.NoAplica != 0 {
		t.Errorf("registros: %+v (el juego v2 se reproduce)", s.Fixtures)
	}
}

// TestCertifySenasProtocol1: the same engine speaking protocol 1 only
// (musfem serve --protocolo 1) offers no señas: the scenarios that need
// them, fixture set v2 and the articles nothing else reaches are NO APLICA,
// and the verdict is still APROBADO.
func TestCertifySenasProtocol1(t *testing.T) {
	engine := `env MUSFEM_CERTIFY_SERVE=1 MUSFEM_CERTIFY_PROTOCOL=1 "` + os.Args[0] + `"`
	st, rep, errs := certifyReport(t, engine, "protocolo-1", "--articulo", "FEM-VIII", "--games", "20")
	if st != 0 || rep.Verdict != "APROBADO" {
		t.Fatalf("estado %d, veredicto %s\n%s", st, rep.Verdict, errs)
	}
	if !strings.Contains(strings.Join(rep.Notes, " "), "El motor habla el protocolo 1") {
		t.Errorf("el informe no dice que el motor habla el protocolo 1: %q", rep.Notes)
	}
	row, _ := rowOf(rep, "FEM-VIII.2")
	if row.Status != evidence.NoAplica || !strings.Contains(row.Reason, "el motor no ofrece signals_enabled = true") {
		t.Errorf("FEM-VIII.2: %s %q", row.Status, row.Reason)
	}
	s := rep.Summary
	if s.Scenarios.NoAplica < 10 || s.Scenarios.Falla+s.Scenarios.Error+s.Scenarios.Tiempo != 0 {
		t.Errorf("escenarios: %+v", s.Scenarios)
	}
	if s.Fixtures.NoAplica < 2 || s.Fixtures.Falla+s.Fixtures.Error != 0 {
		t.Errorf("registros: %+v", s.Fixtures)
	}
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
	for _, want := range []string{perfil + " (9 valores distintos de los por defecto) — " + desc, "Perfil fijo " + perfil, "no aplican."} {
		if !strings.Contains(md, want) {
			t.Errorf("trazabilidad.md no dice %q", want)
		}
		if !strings.Contains(html, want) {
			t.Errorf("trazabilidad.html no dice %q", want)
		}
	}
}

// certifyReport certifies an engine command with the given flags and
// reads its JSON report.
func certifyReport(t *testing.T, engine, name string, args ...string) (int, *certify.Report, string) {
	t.Helper()
	dir := t.TempDir()
	st, _, errs := certifyCmd(append([]string{"--engine", engine, "--name", name, "--salida", dir}, args...)...)
	raw, err := os.ReadFile(filepath.Join(dir, "certificacion-"+name+".json"))
	if err != nil {
		t.Fatalf("estado %d, sin informe: %v\n%s", st, err, errs)
	}
	var rep certify.Report
	if err := json.Unmarshal(raw, &rep); err != nil {
		t.Fatal(err)
	}
	return st, &rep, errs
}

// rowOf returns the row of a catalog id.
func rowOf(r *certify.Report, id string) (certify.Row, bool) {
	for _, c := range r.Chapters {
		for _, row := range c.Rows {
			if row.ID == id {
				return row, true
			}
		}
	}
	for _, row := range r.Conventions {
		if row.ID == id {
			return row, true
		}
	}
	return certify.Row{}, false
}

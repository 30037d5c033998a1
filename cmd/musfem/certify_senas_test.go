package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/musfem/musfem/certify"
)

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
		// VIII.5 and VIII.7 may have no scenario of their own.
		if row.Status != certify.Pasa && !(row.Status == certify.NoAplica && len(row.Checks) == 0 && (i == 5 || i == 7)) {
			t.Errorf("%s: %s %s", id, row.Status, row.Reason)
		}
	}
	s := rep.Summary
	// One scenario of chapter VIII (08-lenguaje.feature: a mirada cannot
	// last at least longer than at most) only checks musfem's rules loader
	// and never talks to the engine, so it is NO APLICA for any engine.
	if s.Scenarios.NoAplica != 1 || s.Scenarios.Pasa < 20 {
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
	if row.Status != certify.NoAplica || !strings.Contains(row.Reason, "el motor no ofrece signals_enabled = true") {
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

//go:build !race

package main

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestCertifyComparisons plays rounds of the comparison of hands over the
// protocol (--comparaciones): the reference passes the first forty rounds
// of the ocho reyes design; an engine that gives the chica's ties to the
// seat farther from the mano is rejected by round 424 (two hands of four
// ases, 2o 1o 2c 1c for the mano and 2e 1e 2b 1b for the second: at ocho
// reyes the 2 is an as, so they tie and the mano wins), charged to
// CONVENCION-empates, with the two hands and the command that replays the
// round; a wrong --comparaciones is a usage error.
func TestCertifyComparisons(t *testing.T) {
	var rounds []string
	for i := 1; i <= 40; i++ {
		rounds = append(rounds, fmt.Sprint(i))
	}
	st, rep, errs := certifyReport(t, selfEngine(""), "referencia", "--articulo", "CONVENCION-empates", "--games", "0",
		"--comparaciones", "ocho_reyes:"+strings.Join(rounds, ","))
	if st != 0 || rep.Summary.CompareRounds != 40 || rep.Summary.CompareWrong != 0 {
		t.Fatalf("referencia: estado %d, %d rondas, %d mal\n%s", st, rep.Summary.CompareRounds, rep.Summary.CompareWrong, errs)
	}
	row, _ := rowOf(rep, "CONVENCION-empates")
	found := false
	for _, c := range row.Checks {
		found = found || c.Kind == "comparación" && c.Result == "PASA" && strings.Contains(c.Name, "40 rondas de 35654")
	}
	if !found {
		t.Errorf("la fila de CONVENCION-empates no tiene la comparación de manos: %+v", row.Checks)
	}

	dir := t.TempDir()
	st, _, errs = certifyCmd("--engine", selfEngine("empate-contra-mano-chica"), "--name", "defecto", "--salida", dir,
		"--articulo", "CONVENCION-empates", "--games", "0", "--comparaciones", "ocho_reyes:424")
	if st != 1 {
		t.Fatalf("defecto: estado %d\n%s", st, errs)
	}
	md, err := os.ReadFile(filepath.Join(dir, "certificacion-defecto.md"))
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{
		"#### CONVENCION-empates — 1 comparación distinta",
		"| 424 | chica | `2o 1o 2c 1c` (asiento 0) | `2e 1e 2b 1b` (asiento 1) |",
		"--articulo CONVENCION-empates --partidas 0 --comparaciones ocho_reyes:424\n",
	} {
		if !strings.Contains(string(md), want) {
			t.Errorf("el certificado no dice %q", want)
		}
	}

	for _, bad := range []string{"casi", "ocho_reyes:0", "diez_reyes:3"} {
		st, _, errs := certifyCmd("--engine", "x", "--comparaciones", bad)
		if st != 2 || !strings.Contains(errs, "--comparaciones «"+bad+"»") {
			t.Errorf("--comparaciones %s: estado %d, %q", bad, st, errs)
		}
	}
}

package certify

import (
	"bytes"
	"flag"
	"fmt"
	"os"
	"sort"
	"strings"
	"testing"

	"github.com/musfem/musfem/evidence"
	"github.com/musfem/musfem/faults"
)

// updateTabla rewrites faults/TABLA.md and the README's table with what
// TestEveryFaultFailsExactlyItsArticles measured.
var updateTabla = flag.Bool("update-tabla", false, "reescribe faults/TABLA.md y la tabla del README con lo medido por TestEveryFaultFailsExactlyItsArticles")

// tablaPath is the table of faults and the groups they show.
const tablaPath = "../faults/TABLA.md"

// faultGames and faultSeed are those of `musfem certify` with its default
// options; quickGames is what TestFaultCombinations plays in make test.
const (
	faultGames = 200
	faultSeed  = 1
	quickGames = 20
)

// long reports whether the long tests run (make long: MUSFEM_LONG=1), or
// the table is being rewritten.
func long() bool { return os.Getenv("MUSFEM_LONG") != "" || *updateTabla }

// failing returns the ids of the rows that reject the engine, sorted,
// each with its status when it is not FALLA.
func failing(r *Report) []string {
	var out []string
	add := func(row Row) {
		switch {
		case row.Status == evidence.Falla:
			out = append(out, row.ID)
		case row.Status.Failing() || row.Status == evidence.SinPruebas:
			out = append(out, row.ID+" ("+string(row.Status)+")")
		}
	}
	for _, c := range r.Chapters {
		for _, row := range c.Rows {
			add(row)
		}
	}
	for _, row := range r.Conventions {
		add(row)
	}
	sort.Strings(out)
	return out
}

// certifyFaults certifies the engine with the named faults (commas) as
// `musfem certify --engine "musfem serve --fault NAMES"` does with its
// default options.
func certifyFaults(t *testing.T, names string, games int) *Report {
	t.Helper()
	rep, err := Run(shortCompare(Options{Target: faultTarget(t, names), Games: games, Seed: faultSeed, Workers: 1}))
	if err != nil {
		t.Fatal(err)
	}
	return rep
}

// hasFailingScenario reports whether a row has a failing scenario check.
func hasFailingScenario(row Row) bool {
	for _, c := range row.Checks {
		if c.Kind == "escenario" && c.Result == evidence.Falla {
			return true
		}
	}
	return false
}

// tablaRow renders a fault's row of faults/TABLA.md: its groups with their
// signatures and where they show.
func tablaRow(f faults.Fault, r *Report) string {
	var gs []string
	for _, g := range r.Groups {
		var where []string
		if g.Games > 0 {
			where = append(where, plural(g.Games, "partida", "partidas"))
		}
		if g.Checks > 0 {
			where = append(where, plural(g.Checks, "escenario o registro", "escenarios o registros"))
		}
		gs = append(gs, fmt.Sprintf("`%s` → %s (%s)", strings.ReplaceAll(g.Rule, "|", `\|`), strings.Join(g.Articles, ", "), strings.Join(where, ", ")))
	}
	arts := append([]string(nil), f.Articles...)
	sort.Strings(arts)
	return fmt.Sprintf("| %s | %s | %s | %s |", f.Name, f.Area, strings.Join(arts, ", "), strings.Join(gs, "<br>"))
}

// tablaDeclares checks that the rows of faults/TABLA.md name the faults
// fs, in order, each with its area and its declared articles (sorted), as
// tablaRow writes them; the groups they show are checked in make long.
func tablaDeclares(t *testing.T, fs []faults.Fault) {
	t.Helper()
	b, err := os.ReadFile(tablaPath)
	if err != nil {
		t.Fatal(err)
	}
	var rows []string
	for _, l := range strings.Split(string(b), "\n") {
		if strings.HasPrefix(l, "| ") && !strings.HasPrefix(l, "| defecto |") {
			rows = append(rows, l)
		}
	}
	if len(rows) != len(fs) {
		t.Errorf("%s tiene %d filas y hay %d defectos; reescríbela con -update-tabla", tablaPath, len(rows), len(fs))
	}
	for i, f := range fs {
		arts := append([]string(nil), f.Articles...)
		sort.Strings(arts)
		want := fmt.Sprintf("| %s | %s | %s | ", f.Name, f.Area, strings.Join(arts, ", "))
		if i >= len(rows) || !strings.HasPrefix(rows[i], want) {
			t.Errorf("%s: falta la fila que empieza por %q; reescríbela con -update-tabla", tablaPath, want)
		}
	}
}

// tablaText is faults/TABLA.md with the measured rows.
func tablaText(rows []string) []byte {
	var b bytes.Buffer
	b.WriteString("# Defectos y las divergencias que muestran\n\n")
	b.WriteString("Cada motor defectuoso de `faults/` certificado entero con `certify.Run` (en proceso,\n")
	b.WriteString("como `musfem certify --engine \"musfem serve --fault NOMBRE\"` con sus opciones por\n")
	fmt.Fprintf(&b, "defecto: todos los escenarios, todos los registros de referencia y %d partidas\n", faultGames)
	fmt.Fprintf(&b, "aleatorias a la par con la referencia, semilla %d). Las filas en FALLA del\n", faultSeed)
	b.WriteString("certificado son exactamente los artículos que declara el defecto. La última\n")
	b.WriteString("columna da cada grupo de divergencias: su firma (la regla de la tabla de aspectos,\n")
	b.WriteString("`reference/data/aspectos/aspectos.toml`, y los artículos a los que se imputa) y\n")
	b.WriteString("dónde sale.\n\n")
	b.WriteString("La comprueba `make long` (`MUSFEM_LONG=1 go test -run TestEveryFaultFailsExactlyItsArticles ./certify/`);\n")
	b.WriteString("tras cambiar un defecto, la especificación o el certificador, se reescribe con\n")
	b.WriteString("`go test -run TestEveryFaultFailsExactlyItsArticles ./certify/ -update-tabla`.\n\n")
	b.Write(tablaTable(rows))
	return b.Bytes()
}

// tablaTable is the table alone, as README.md shows it too.
func tablaTable(rows []string) []byte {
	var b bytes.Buffer
	b.WriteString("| defecto | área | artículos que declara | grupos de divergencias (firma → artículos, dónde) |\n|---|---|---|---|\n")
	for _, r := range rows {
		b.WriteString(r + "\n")
	}
	return b.Bytes()
}

// The README shows the table between these markers.
const (
	readmePath  = "../README.md"
	readmeOpen  = "<!-- tabla-defectos -->\n"
	readmeClose = "<!-- /tabla-defectos -->\n"
)

// readmeWith returns the README with the table between its markers.
func readmeWith(t *testing.T, table []byte) (got, want []byte) {
	t.Helper()
	got, err := os.ReadFile(readmePath)
	if err != nil {
		t.Fatal(err)
	}
	i := bytes.Index(got, []byte(readmeOpen))
	j := bytes.Index(got, []byte(readmeClose))
	if i < 0 || j < i {
		t.Fatalf("%s no tiene los marcadores %q y %q", readmePath, readmeOpen, readmeClose)
	}
	want = append(append(append([]byte{}, got[:i+len(readmeOpen)]...), table...), got[j:]...)
	return got, want
}

// checkTabla compares faults/TABLA.md and the README's table with the
// measured rows, or rewrites them with -update-tabla.
func checkTabla(t *testing.T, rows []string) {
	t.Helper()
	want := tablaText(rows)
	readme, readmeWant := readmeWith(t, tablaTable(rows))
	if *updateTabla {
		if err := os.WriteFile(tablaPath, want, 0o644); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(readmePath, readmeWant, 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	if !bytes.Equal(readme, readmeWant) {
		t.Errorf("la tabla de defectos de %s no coincide con lo medido; reescríbela con -update-tabla", readmePath)
	}
	got, err := os.ReadFile(tablaPath)
	if err != nil {
		t.Fatalf("%v (se crea con -update-tabla)", err)
	}
	if !bytes.Equal(got, want) {
		t.Errorf("%s no coincide con lo medido; reescríbela con -update-tabla", tablaPath)
	}
}

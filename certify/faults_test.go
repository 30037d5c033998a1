package certify

import (
	"bytes"
	"flag"
	"fmt"
	"os"
	"sort"
	"strings"
	"testing"

	"github.com/musfem/musfem/faults"
	"github.com/musfem/musfem/protocol"
)

// updateTabla rewrites faults/TABLA.md with what TestEveryFaultIsRejected
// measured.
var updateTabla = flag.Bool("update-tabla", false, "reescribe faults/TABLA.md con lo medido por TestEveryFaultIsRejected")

// tablaPath is the table of faults and the checks that catch them.
const tablaPath = "../faults/TABLA.md"

// faultGames and faultSeed are the differential games each fault plays.
const (
	faultGames = 20
	faultSeed  = 1
)

// checkWord names a kind of check in the table.
var checkWord = map[string]string{"escenario": "escenario", "fijo": "grabada", "diferencial": "aleatoria", "fuga": "fuga"}

// checkOrder is the order of the kinds in the table.
var checkOrder = []string{"escenario", "fijo", "diferencial", "fuga"}

// faultTarget is the in-process engine with the named fault as a target;
// it claims what `musfem serve --fault NAME` claims in its hello under
// protocol 2 (the reference engine's capabilities, señas included).
func faultTarget(t *testing.T, f faults.Fault) Target {
	t.Helper()
	nf, err := faults.New(f.Name)
	if err != nil {
		t.Fatal(err)
	}
	h := protocol.Hello{Protocol: protocol.Protocol2, Capabilities: protocol.ReferenceCapabilitiesV2()}
	return Target{Name: "musfem-defecto-" + f.Name, Version: "1.0.0", NewEngine: nf,
		Claims: h.Claims, ClaimsValue: h.ClaimsValue, OnlyDefault: h.OnlyDefault,
		SeededRNG: h.Capabilities.SeededRNG, StackedDecks: h.Capabilities.StackedDecks}
}

// caught gathers, by kind of check, the catalog ids whose row has a
// failing check of that kind.
type caught map[string]map[string]bool

func (c caught) addReport(r *Report) {
	rows := append([]Row{}, r.Conventions...)
	for _, ch := range r.Chapters {
		rows = append(rows, ch.Rows...)
	}
	for _, row := range rows {
		for _, k := range row.Checks {
			if k.Result == Pasa {
				continue
			}
			if c[k.Kind] == nil {
				c[k.Kind] = map[string]bool{}
			}
			c[k.Kind][row.ID] = true
		}
	}
}

// tablaRow renders a fault's row of faults/TABLA.md.
func tablaRow(f faults.Fault, c caught) string {
	all := map[string]bool{}
	var how []string
	for _, k := range checkOrder {
		if len(c[k]) == 0 {
			continue
		}
		ids := sortedKeys(c[k])
		for _, id := range ids {
			all[id] = true
		}
		how = append(how, fmt.Sprintf("%s (%s)", checkWord[k], strings.Join(ids, ", ")))
	}
	return fmt.Sprintf("| %s | %s | %s | %s |", f.Name, f.Area, strings.Join(sortedKeys(all), ", "), strings.Join(how, "; "))
}

func sortedKeys(m map[string]bool) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}

// TestEveryFaultIsRejected certifies every faulty engine of package
// faults in process: the scenarios and golden fixtures of each of its
// articles (one run per article, selected like `--articulo`) and
// faultGames differential games with the leak check (one run over every
// article). Each must be rejected (by one of its article runs or, when
// none of its articles is enforceable, by the whole certification), with at least one SCENARIO tagged with
// one of its articles failing and the report naming that article with
// FALLA. What caught each fault, and by which kind of check, must match
// faults/TABLA.md (-update-tabla rewrites it).
func TestEveryFaultIsRejected(t *testing.T) {
	fs := faults.List()
	if len(fs) < 15 {
		t.Fatalf("solo hay %d defectos; el catálogo pide al menos 15", len(fs))
	}
	rows := make([]string, len(fs))
	for i, f := range fs {
		i, f := i, f
		t.Run(f.Name, func(t *testing.T) {
			tg := faultTarget(t, f)
			c := caught{}
			byScenario, rejected := false, false
			for _, art := range f.Articles {
				rep, err := Run(Options{Target: tg, Selector: art})
				if err != nil {
					t.Fatalf("%s: %v", art, err)
				}
				rejected = rejected || rep.Failed()
				c.addReport(rep)
				row, ok := findRow(rep, art)
				if !ok {
					t.Errorf("%s: el informe no tiene fila para el artículo", art)
					continue
				}
				if row.Status != Falla || !hasFailingScenario(row) {
					continue
				}
				byScenario = true
				md := string(rep.Markdown())
				if !strings.Contains(md, "| "+art+" |") || !reportLineFails(md, art) {
					t.Errorf("%s: el informe no nombra el artículo con FALLA", art)
				}
				if rep.Failed() && !strings.Contains(md, "**RECHAZADO**") {
					t.Errorf("%s: el informe no dice RECHAZADO", art)
				}
			}
			if !rejected {
				t.Errorf("%s: la certificación de sus artículos %v lo aprueba", f.Name, f.Articles)
			}
			if !byScenario {
				t.Errorf("ningún escenario etiquetado con %v falla en la certificación de %s: hay un hueco en la especificación", f.Articles, f.Name)
			}
			rep, err := Run(Options{Target: tg, Games: faultGames, Seed: faultSeed, NoScenarios: true, NoFixtures: true})
			if err != nil {
				t.Fatal(err)
			}
			c.addReport(rep)
			rows[i] = tablaRow(f, c)
			t.Log(rows[i])
		})
	}
	if t.Failed() {
		return
	}
	checkTabla(t, rows)
}

// hasFailingScenario reports whether a row has a failing scenario check.
func hasFailingScenario(row Row) bool {
	for _, c := range row.Checks {
		if c.Kind == "escenario" && c.Result == Falla {
			return true
		}
	}
	return false
}

// reportLineFails reports whether the markdown row of id says FALLA.
func reportLineFails(md, id string) bool {
	for _, l := range strings.Split(md, "\n") {
		if strings.HasPrefix(l, "| "+id+" |") && strings.Contains(l, "| ✗ "+Falla) {
			return true
		}
	}
	return false
}

// tablaText is faults/TABLA.md with the measured rows.
func tablaText(rows []string) []byte {
	var b bytes.Buffer
	b.WriteString("# Defectos y comprobaciones que los cazan\n\n")
	b.WriteString("Cada motor defectuoso de `faults/` certificado con `certify.Run` (en proceso,\n")
	b.WriteString("como `musfem certify --engine \"musfem serve --fault NOMBRE\"`): los escenarios y\n")
	b.WriteString("las partidas grabadas de cada artículo del defecto (`--articulo`), y " + fmt.Sprint(faultGames) + "\n")
	b.WriteString("partidas aleatorias jugadas a la par con la referencia (semilla " + fmt.Sprint(faultSeed) + ") con la\n")
	b.WriteString("comprobación de fugas. La columna «por qué comprobación» dice, por tipo, qué\n")
	b.WriteString("artículos dieron FALLA: escenario (features/), grabada (fixtures/seeds/),\n")
	b.WriteString("aleatoria (diferencial, que culpa al artículo de la primera divergencia, a\n")
	b.WriteString("veces otro que el del defecto, como FEM-VII.2 para el tanteo) o fuga.\n\n")
	b.WriteString("La comprueba `go test -run TestEveryFaultIsRejected ./certify/`; tras cambiar un\n")
	b.WriteString("defecto, la especificación o el certificador, se reescribe con\n")
	b.WriteString("`go test -run TestEveryFaultIsRejected ./certify/ -update-tabla`.\n\n")
	b.Write(tablaTable(rows))
	return b.Bytes()
}

// tablaTable is the table alone, as README.md shows it too.
func tablaTable(rows []string) []byte {
	var b bytes.Buffer
	b.WriteString("| defecto | área | artículos que lo cazan | por qué comprobación |\n|---|---|---|---|\n")
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

// checkTabla compares faults/TABLA.md with the measured rows, or
// rewrites it with -update-tabla.
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
	if bytes.Equal(got, want) {
		return
	}
	have := map[string]bool{}
	for _, l := range strings.Split(string(got), "\n") {
		have[l] = true
	}
	wantSet := map[string]bool{}
	var diff []string
	for _, l := range strings.Split(string(want), "\n") {
		wantSet[l] = true
		if !have[l] {
			diff = append(diff, "+ "+l)
		}
	}
	for _, l := range strings.Split(string(got), "\n") {
		if !wantSet[l] {
			diff = append(diff, "- "+l)
		}
	}
	t.Errorf("%s no coincide con lo medido (- en el fichero, + medido); reescríbela con -update-tabla:\n%s", tablaPath, strings.Join(diff, "\n"))
}

package main

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"

	"github.com/musfem/musfem/config"
	"github.com/musfem/musfem/internal/errtext"
	"github.com/musfem/musfem/reference"
	"github.com/musfem/musfem/trazabilidad"
)

// reportCommand is the help of musfem report.
var reportCommand = command{
	name:     "report",
	summary:  "ejecuta la especificación sobre el motor de referencia y escribe el informe de trazabilidad",
	synopsis: []string{"report [--articulo ID] [--salida CARPETA] [--reglas FICHERO] [--junit FICHERO] [--cucumber-json FICHERO] [--fecha] [--partidas N] [-q]"},
	about: `Ejecuta los escenarios de features/ sobre el motor de referencia y escribe
CARPETA/trazabilidad.{md,html,json}: por cada artículo de la FEM y cada
convención, los escenarios que lo cubren, su resultado y su estado. Si
encuentra el informe de las pruebas de mutación (mutantes.json, de «make
mutantes») en CARPETA o en reports/ del repositorio, cada artículo dice
también cuántos cambios del motor en su código detecta la especificación.
Estado de salida: 0 todo pasa, 1 algún escenario falla o está pendiente,
2 uso o datos incorrectos.`,
	examples: []string{
		"report",
		"report --articulo FEM-VI --salida /tmp/informe",
		"report --reglas config/perfiles/fem-literal.toml --salida /tmp/fem-literal",
	},
}

func cmdReport(args []string, stdout, stderr io.Writer) int {
	fs := newFlags(reportCommand)
	var articulo, salida, cfg, junit, cucumber string
	var fecha, quiet bool
	var partidas int
	fs.str(&articulo, "articulo", "ID", "", "ejecuta solo este artículo o capítulo y lo que cuelga de él (FEM-VI: FEM-VI y FEM-VI.*, no FEM-VII; FEM: todos los artículos; CONVENCION: todas las convenciones)")
	fs.str(&salida, "salida", "CARPETA", "reports", "carpeta donde escribir trazabilidad.{md,html,json}")
	fs.str(&cfg, "reglas,config", "FICHERO", "", "ejecuta toda la especificación con este perfil fijo (config/perfiles/*.toml u otro fichero de reglas): los escenarios que piden otro valor no aplican")
	fs.str(&junit, "junit", "FICHERO", "", "escribe también un informe JUnit XML en este fichero")
	fs.str(&cucumber, "cucumber-json", "FICHERO", "", "escribe también un informe Cucumber JSON en este fichero")
	fs.boolean(&fecha, "fecha", "anota la fecha de generación (el informe deja de ser reproducible byte a byte)")
	fs.integer(&partidas, "partidas", "N", trazabilidad.DefaultRandomGames, 0, maxPartidas, "partidas aleatorias para medir las transiciones de fases")
	fs.boolean(&quiet, "sin-progreso,q", "sin progreso en la salida de error")
	if st := fs.parse(args, stdout, stderr, false); st >= 0 {
		return st
	}
	rules, profile, err := loadRules(cfg)
	if err != nil {
		fmt.Fprintf(stderr, "musfem report: %v\n", err)
		return 2
	}
	if err := checkOutputs(salida, junit, cucumber); err != nil {
		fmt.Fprintf(stderr, "musfem report: %v\n", err)
		return 2
	}
	cat, err := reference.Load()
	if err != nil {
		fmt.Fprintf(stderr, "musfem report: catálogo: %v\n", err)
		return 2
	}
	mut, err := mutantsFor(salida)
	if err != nil {
		fmt.Fprintf(stderr, "musfem report: %v\n", err)
		return 2
	}
	opts := trazabilidad.Options{Catalog: cat, Rules: rules, Profile: profile, Selector: articulo,
		JUnit: junit, Cucumber: cucumber, Games: partidas, Date: fecha, Progress: progress(quiet, stderr), Mutants: mut}
	if cfg != "" {
		// A profile file fixes the rules: scenarios asking for another value
		// are NO APLICA, never a pass.
		opts.Fixed = true
		if data, err := os.ReadFile(cfg); err == nil {
			opts.Description = config.Description(data)
		}
	}
	if n := reference.MovedNotice(strings.TrimPrefix(strings.TrimSpace(articulo), "@")); n != "" {
		fmt.Fprintf(stderr, "musfem report: aviso: %s\n", n)
	}
	res, err := trazabilidad.Generate(opts)
	if err != nil {
		fmt.Fprintf(stderr, "musfem report: %v\n", err)
		return 2
	}
	if err := res.Write(salida); err != nil {
		fmt.Fprintf(stderr, "musfem report: no se puede escribir el informe en %s: %s\n", salida, errtext.File(err))
		return 2
	}
	s := res.Report.Summary
	if opts.Fixed {
		fmt.Fprintf(stdout, "Perfil fijo: %s", profile)
		if opts.Description != "" {
			fmt.Fprintf(stdout, " — %s", opts.Description)
		}
		fmt.Fprintf(stdout, "\n")
	}
	fmt.Fprintf(stdout, "Escenarios: %d (%s). Artículos aplicables cubiertos: %d de %d (%s).\nInforme en %s\n",
		s.Scenarios.Total, trazabilidad.ScenarioCountsText(s.Scenarios),
		s.EnforceableCovered, s.Enforceable, s.Coverage, filepath.Join(salida, "trazabilidad.{md,html,json}"))
	if s.Scenarios.Falla > 0 || s.Scenarios.Error > 0 {
		return 1
	}
	return 0
}

// mutantsFor finds the mutation testing report (mutantes.json, written
// by `make mutantes`) for a traceability report written into dir: the one
// in dir, or else the one in reports/ of the musfem repository holding the
// current folder, linked by its path relative to dir. It returns nil when
// there is none.
func mutantsFor(dir string) (*trazabilidad.Mutants, error) {
	if m, err := trazabilidad.LoadMutants(dir, ""); m != nil || err != nil {
		return m, err
	}
	root, ok := repoRoot()
	if !ok {
		return nil, nil
	}
	reports := filepath.Join(root, "reports")
	out, err := filepath.Abs(dir)
	if err != nil || out == reports {
		return nil, nil
	}
	rel, err := filepath.Rel(out, reports)
	if err != nil {
		rel = reports
	}
	return trazabilidad.LoadMutants(reports, rel)
}

// repoRoot returns the musfem repository that holds the current folder:
// the nearest folder up with the go.mod of module github.com/musfem/musfem.
func repoRoot() (string, bool) {
	dir, err := os.Getwd()
	if err != nil {
		return "", false
	}
	for {
		if data, err := os.ReadFile(filepath.Join(dir, "go.mod")); err == nil {
			first, _, _ := strings.Cut(string(data), "\n")
			return dir, strings.TrimSpace(first) == "module github.com/musfem/musfem"
		}
		up := filepath.Dir(dir)
		if up == dir {
			return "", false
		}
		dir = up
	}
}

// checkOutputs checks, before the run, the folder of a report and the
// extra files asked for ("" for none).
func checkOutputs(dir string, files ...string) error {
	if err := checkOutDir(dir); err != nil {
		return err
	}
	for _, f := range files {
		if f == "" {
			continue
		}
		if err := checkOutFile(f); err != nil {
			return err
		}
	}
	return nil
}

func progress(quiet bool, stderr io.Writer) io.Writer {
	if quiet {
		return nil
	}
	return stderr
}

package main

import (
	"fmt"
	"io"
	"os"
	"path/filepath"

	"github.com/musfem/musfem/config"
	"github.com/musfem/musfem/reference"
	"github.com/musfem/musfem/report"
)

func cmdReport(args []string, stdout, stderr io.Writer) int {
	fs := newFlags("report", "report [opciones]")
	articulo := fs.String("articulo", "", "ejecuta solo este artículo o capítulo y lo que cuelga de él (FEM-VI: FEM-VI y FEM-VI.*, no FEM-VII)")
	salida := fs.String("salida", "reports", "carpeta donde escribir trazabilidad.{md,html,json}")
	cfg := fs.String("config", "", "ejecuta toda la especificación con este perfil fijo (config/perfiles/*.toml u otro fichero de reglas): los escenarios que piden otro valor no aplican")
	junit := fs.String("junit", "", "escribe también un informe JUnit XML en este fichero")
	cucumber := fs.String("cucumber-json", "", "escribe también un informe Cucumber JSON en este fichero")
	fecha := fs.Bool("fecha", false, "anota la fecha de generación (el informe deja de ser reproducible byte a byte)")
	partidas := fs.Int("partidas", report.DefaultRandomGames, "partidas aleatorias para medir las transiciones de fases")
	quiet := fs.Bool("q", false, "sin progreso en la salida de error")
	if st := fs.parse(args, stderr, false); st >= 0 {
		return st
	}
	if *partidas < 0 {
		fmt.Fprintf(stderr, "musfem report: --partidas %d: debe ser 0 o más\n", *partidas)
		return 2
	}
	rules, profile, err := loadRules(*cfg)
	if err != nil {
		fmt.Fprintf(stderr, "musfem report: %v\n", err)
		return 2
	}
	cat, err := reference.Load()
	if err != nil {
		fmt.Fprintf(stderr, "musfem report: catálogo: %v\n", err)
		return 2
	}
	opts := report.Options{Catalog: cat, Rules: rules, Profile: profile, Selector: *articulo,
		JUnit: *junit, Cucumber: *cucumber, Games: *partidas, Date: *fecha, Progress: progress(*quiet, stderr)}
	if *cfg != "" {
		// A profile file fixes the rules: scenarios asking for another value
		// are NO APLICA, never a pass.
		opts.Fixed = true
		if data, err := os.ReadFile(*cfg); err == nil {
			opts.Description = config.Description(data)
		}
	}
	res, err := report.Generate(opts)
	if err != nil {
		fmt.Fprintf(stderr, "musfem report: %v\n", err)
		return 2
	}
	if err := res.Write(*salida); err != nil {
		fmt.Fprintf(stderr, "musfem report: %v\n", err)
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
		s.Scenarios.Total, s.Scenarios,
		s.EnforceableCovered, s.Enforceable, s.Coverage, filepath.Join(*salida, "trazabilidad.{md,html,json}"))
	if s.Scenarios.Falla > 0 || s.Scenarios.Pendiente > 0 {
		return 1
	}
	return 0
}

func progress(quiet bool, stderr io.Writer) io.Writer {
	if quiet {
		return nil
	}
	return stderr
}

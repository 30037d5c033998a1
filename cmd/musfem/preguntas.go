package main

import (
	"fmt"
	"io"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/musfem/musfem/preguntas"
	"github.com/musfem/musfem/reference"
)

// maxPartidas bounds --partidas: more games than this per option would
// take hours and say nothing new.
const maxPartidas = 1_000_000

func cmdPreguntas(args []string, stdout, stderr io.Writer) int {
	fs := newFlags("preguntas", "preguntas [--partidas N] [--seed S] [--salida DIR]")
	partidas := fs.Int("partidas", preguntas.DefaultGames, "partidas aleatorias por opción de cada pregunta (las mismas con cada opción)")
	seed := fs.String("seed", "0", "semilla S: las partidas usan las semillas S+1 … S+N (entero sin signo de 64 bits)")
	salida := fs.String("salida", "reports", "carpeta donde escribir preguntas.{md,html,json}")
	quiet := fs.Bool("q", false, "sin progreso en la salida de error")
	if st := fs.parse(args, stderr, false); st >= 0 {
		return st
	}
	if *partidas < 0 || *partidas > maxPartidas {
		fmt.Fprintf(stderr, "musfem preguntas: --partidas %d: debe estar entre 0 y %d\n", *partidas, maxPartidas)
		return 2
	}
	s, err := strconv.ParseUint(strings.TrimSpace(*seed), 10, 64)
	if err != nil {
		fmt.Fprintf(stderr, "musfem preguntas: --seed %q: debe ser un entero sin signo de 64 bits\n", *seed)
		return 2
	}
	if s > ^uint64(0)-uint64(*partidas) {
		fmt.Fprintf(stderr, "musfem preguntas: --seed %d: con %d partidas la última semilla se sale de 64 bits\n", s, *partidas)
		return 2
	}
	cat, err := reference.Load()
	if err != nil {
		fmt.Fprintf(stderr, "musfem preguntas: catálogo: %v\n", err)
		return 2
	}
	res, err := preguntas.Generate(preguntas.Options{Catalog: cat, Games: *partidas, Seed: s, Progress: progress(*quiet, stderr)})
	if err != nil {
		fmt.Fprintf(stderr, "musfem preguntas: %v\n", err)
		return 2
	}
	if err := res.Write(*salida); err != nil {
		fmt.Fprintf(stderr, "musfem preguntas: no se puede escribir el informe en %s: %v\n", *salida, err)
		return 2
	}
	failed := 0
	for _, v := range res.Report.Summary {
		games := "las partidas aleatorias no cambian el resultado"
		if v.GamesDiffer {
			games = "las partidas aleatorias cambian; el ganador cambia como mucho en el " + v.MaxWinnerChanged
		}
		fmt.Fprintf(stdout, "%s: %d escenarios, %d con diferencias entre opciones; %s.\n", v.ID, v.Scenarios, v.ScenariosDiffering, games)
	}
	for _, q := range res.Report.Questions {
		for _, g := range q.Scenarios {
			for _, r := range g.Rows {
				if r.Result == "falla" || r.Result == "pendiente" {
					failed++
					fmt.Fprintf(stderr, "musfem preguntas: %s:%d (%s, opción %s): %s %s\n", g.File, r.Line, g.Name, r.Option, r.Result, r.Message)
				}
			}
		}
	}
	fmt.Fprintf(stdout, "Informe en %s\n", filepath.Join(*salida, "preguntas.{md,html,json}"))
	if failed > 0 {
		return 1
	}
	return 0
}

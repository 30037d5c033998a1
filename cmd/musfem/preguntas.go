package main

import (
	"fmt"
	"github.com/musfem/musfem/evidence"
	"io"
	"path/filepath"

	"github.com/musfem/musfem/internal/errtext"
	"github.com/musfem/musfem/preguntas"
	"github.com/musfem/musfem/reference"
)

// maxPartidas bounds --partidas: more games than this per option would
// take hours and say nothing new.
const maxPartidas = 1_000_000

// preguntasCommand is the help of musfem preguntas.
var preguntasCommand = command{
	name:     "preguntas",
	summary:  "mide qué cambia cada opción de las preguntas abiertas P4–P8 y escribe su informe",
	synopsis: []string{"preguntas [--partidas N] [--semilla S] [--salida CARPETA] [-q]"},
	about: `Juega los escenarios de features/preguntas/ con cada opción de las
preguntas abiertas P4–P8, lado a lado, y N partidas aleatorias con los mismos
repartos y bots bajo cada opción, y escribe CARPETA/preguntas.{md,html,json}
(docs/preguntas.md). El informe es reproducible byte a byte.`,
	examples: []string{"preguntas", "preguntas --partidas 500 --salida /tmp/preguntas"},
}

func cmdPreguntas(args []string, stdout, stderr io.Writer) int {
	fs := newFlags(preguntasCommand)
	var partidas int
	var s uint64
	var salida string
	var quiet bool
	fs.integer(&partidas, "partidas,games", "N", preguntas.DefaultGames, 0, maxPartidas, "partidas aleatorias por opción de cada pregunta (las mismas con cada opción)")
	fs.unsigned(&s, nil, "semilla,seed", "S", "0", "semilla: las partidas usan las semillas S+1 … S+N")
	fs.str(&salida, "salida", "CARPETA", "reports", "carpeta donde escribir preguntas.{md,html,json}")
	fs.boolean(&quiet, "sin-progreso,q", "sin progreso en la salida de error")
	if st := fs.parse(args, stdout, stderr, false); st >= 0 {
		return st
	}
	if s > ^uint64(0)-uint64(partidas) {
		fmt.Fprintf(stderr, "musfem preguntas: --semilla %d: con %d partidas la última semilla se sale de 64 bits\n", s, partidas)
		return 2
	}
	if err := checkOutDir(salida); err != nil {
		fmt.Fprintf(stderr, "musfem preguntas: %v\n", err)
		return 2
	}
	cat, err := reference.Load()
	if err != nil {
		fmt.Fprintf(stderr, "musfem preguntas: catálogo: %v\n", err)
		return 2
	}
	res, err := preguntas.Generate(preguntas.Options{Catalog: cat, Games: partidas, Seed: s, Progress: progress(quiet, stderr)})
	if err != nil {
		fmt.Fprintf(stderr, "musfem preguntas: %v\n", err)
		return 2
	}
	if err := res.Write(salida); err != nil {
		fmt.Fprintf(stderr, "musfem preguntas: no se puede escribir el informe en %s: %s\n", salida, errtext.File(err))
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
				if r.Result == evidence.Falla || r.Result == evidence.Error {
					failed++
					fmt.Fprintf(stderr, "musfem preguntas: %s:%d (%s, opción %s): %s %s\n", g.File, r.Line, g.Name, r.Option, r.Result, r.Message)
				}
			}
		}
	}
	fmt.Fprintf(stdout, "Informe en %s\n", filepath.Join(salida, "preguntas.{md,html,json}"))
	if failed > 0 {
		return 1
	}
	return 0
}

// Command musfem runs the musfem specification and its tools:
//
//	musfem report [--articulo ID] [--salida DIR] [--config FILE] [--junit FILE] [--cucumber-json FILE]
//	musfem play --seed N [--config FILE] [--bots random,simple,...] [--json]
//	musfem replay FILE
//	musfem serve [--fault NAME] [--list-faults] [--protocolo 1]
//	musfem certify --engine "COMMAND ARGS" [--name NAME] [--games N] [--seed S] [--expect FILE] [--articulo ID]
//	musfem preguntas [--partidas N] [--seed S] [--salida DIR]
//	musfem partida --jugadores "random,simple,python3 mibot.py,simple" [--tiempo 2s] [--seed S] [--juegos N] [--json FILE] [--reanudar FILE]
//
// Messages are in Spanish; bad input gets a clear message and a non-zero
// exit status, never a panic.
package main

import (
	"fmt"
	"io"
	"os"
)

const usage = `uso: musfem <orden> [opciones]

órdenes:
  report   ejecuta la especificación sobre el motor de referencia y escribe
           reports/trazabilidad.{md,html,json}
  play     juega una partida entera con bots y la cuenta en castellano
  replay   repite un registro guardado y comprueba sus eventos
  serve    sirve el motor de referencia (o uno defectuoso) por el protocolo
           de certificación (docs/protocol.md) en la entrada y salida estándar
  certify  certifica otro motor por el protocolo: escenarios, partidas
           grabadas y partidas aleatorias comparadas con el de referencia
  preguntas
           juega los escenarios y miles de partidas con cada opción de las
           preguntas abiertas P4–P8 y escribe reports/preguntas.{md,html,json}
  partida  juega una partida entre cuatro jugadores (bots internos o
           programas que hablan el protocolo de bots, docs/bots.md) con
           límite de tiempo por decisión (FEM V), y la cuenta en castellano

"musfem <orden> -h" explica las opciones de cada orden.
`

func main() { os.Exit(run(os.Args[1:], os.Stdout, os.Stderr)) }

// run executes a command line and returns the exit status: 0 ok, 1 the
// specification fails or a replay differs, 2 bad usage or bad input.
func run(args []string, stdout, stderr io.Writer) (status int) {
	defer func() {
		if r := recover(); r != nil {
			fmt.Fprintf(stderr, "musfem: error interno: %v\n", r)
			status = 3
		}
	}()
	if len(args) == 0 {
		fmt.Fprint(stderr, usage)
		return 2
	}
	switch args[0] {
	case "report":
		return cmdReport(args[1:], stdout, stderr)
	case "play":
		return cmdPlay(args[1:], stdout, stderr)
	case "replay":
		return cmdReplay(args[1:], stdout, stderr)
	case "serve":
		return cmdServe(args[1:], os.Stdin, stdout, stderr)
	case "certify":
		return cmdCertify(args[1:], stdout, stderr)
	case "preguntas":
		return cmdPreguntas(args[1:], stdout, stderr)
	case "partida":
		return cmdPartida(args[1:], stdout, stderr)
	case "-h", "--help", "help":
		fmt.Fprint(stdout, usage)
		return 0
	}
	fmt.Fprintf(stderr, "musfem: orden desconocida %q\n\n%s", args[0], usage)
	return 2
}

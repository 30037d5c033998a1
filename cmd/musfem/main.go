// Command musfem runs the musfem specification and its tools. Every order
// explains itself in Spanish with «musfem help ORDEN» (or -h, --help):
//
//	musfem report [--articulo ID] [--salida CARPETA] [--reglas FICHERO] …
//	musfem play --semilla S [--reglas FICHERO] [--jugadores J0,J1,J2,J3] [--json]
//	musfem replay FICHERO
//	musfem serve [--defecto NOMBRE] [--lista-defectos] [--protocolo 1|2]
//	musfem certify --motor "ORDEN ARGUMENTOS" [--nombre N] [--partidas N] …
//	musfem preguntas [--partidas N] [--semilla S] [--salida CARPETA]
//	musfem partida --jugadores "J0,J1,J2,J3" [--tiempo 2s] [--guardar FICHERO] …
//	musfem --version
//
// The options have Spanish names; the English names of earlier versions
// (--seed, --engine, --games, --name, --config…) are kept as aliases.
// Messages are in Spanish; bad input gets a clear message and a non-zero
// exit status, never a panic.
package main

import (
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/musfem/musfem/internal/errtext"
)

// order is one order of musfem.
type order struct {
	name    string
	summary string
	run     func(args []string, stdout, stderr io.Writer) int
}

// orders lists the orders in the order of the help.
var orders = []order{
	{"report", reportCommand.summary, cmdReport},
	{"play", playCommand.summary, cmdPlay},
	{"replay", replayCommand.summary, cmdReplay},
	{"partida", partidaCommand.summary, cmdPartida},
	{"serve", serveCommand.summary, func(args []string, stdout, stderr io.Writer) int {
		return cmdServe(args, os.Stdin, stdout, stderr)
	}},
	{"certify", certifyCommand.summary, cmdCertify},
	{"preguntas", preguntasCommand.summary, cmdPreguntas},
}

func main() { os.Exit(run(os.Args[1:], os.Stdout, os.Stderr)) }

// usage writes musfem's own help.
func usage(w io.Writer) {
	fmt.Fprint(w, `musfem — la especificación del Reglamento de Juego de la FEM para el mus,
su motor de referencia y sus herramientas

Uso:
  musfem ORDEN [opciones]
  musfem help ORDEN      explica una orden, sus opciones y ejemplos
  musfem --version       la versión de musfem, sus catálogos y protocolos

Órdenes:
`)
	for _, o := range orders {
		fmt.Fprintf(w, "  %-10s %s\n", o.name, o.summary)
	}
	fmt.Fprint(w, `
Las opciones tienen nombre en castellano; los nombres en inglés de versiones
anteriores (--seed, --engine, --games, --name, --config…) siguen valiendo.
Estado de salida: 0 bien, 1 la especificación o la certificación fallan (o
una partida se detiene), 2 uso o datos incorrectos, 3 error interno.

Ejemplos:
  musfem play --semilla 7
  musfem partida --jugadores "simple,random,python3 mibot.py,random" --guardar partida.json
  musfem certify --motor "python3 mi_motor.py" --salida informes
`)
}

// run executes a command line and returns the exit status: 0 ok, 1 the
// specification fails or a replay differs, 2 bad usage or bad input, 3
// an internal error.
func run(args []string, stdout, stderr io.Writer) (status int) {
	defer func() {
		if r := recover(); r != nil {
			fmt.Fprintf(stderr, "musfem: error interno: %v\n", r)
			status = 3
		}
	}()
	if len(args) == 0 {
		usage(stderr)
		return 2
	}
	switch args[0] {
	case "-h", "--help", "-help", "help":
		if args[0] == "help" && len(args) > 1 && args[1] != "help" {
			if o, ok := lookupOrder(args[1]); ok {
				return o.run([]string{"--help"}, stdout, stderr)
			}
			return unknownOrder(args[1], stderr)
		}
		usage(stdout)
		return 0
	case "--version", "-version", "version":
		versionText(stdout)
		return 0
	}
	if o, ok := lookupOrder(args[0]); ok {
		return o.run(args[1:], stdout, stderr)
	}
	return unknownOrder(args[0], stderr)
}

func lookupOrder(name string) (order, bool) {
	for _, o := range orders {
		if o.name == name {
			return o, true
		}
	}
	return order{}, false
}

// unknownOrder reports an order musfem does not have.
func unknownOrder(name string, stderr io.Writer) int {
	names := make([]string, len(orders))
	for i, o := range orders {
		names[i] = o.name
	}
	fmt.Fprintf(stderr, "musfem: orden desconocida %s (las órdenes son: %s)\nLa ayuda: musfem help\n", errtext.Quote(name), strings.Join(names, ", "))
	return 2
}

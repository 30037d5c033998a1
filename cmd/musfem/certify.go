package main

import (
	"fmt"
	"io"
	"regexp"
	"strconv"
	"time"

	"github.com/musfem/musfem/certify"
	"github.com/musfem/musfem/protocol"
)

// cmdCertify certifies another engine over the protocol (docs/protocol.md)
// and writes reports/certificacion-NAME.{md,html,json}.
func cmdCertify(args []string, stdout, stderr io.Writer) int {
	fs := newFlags("certify", `certify --engine "ORDEN ARGUMENTOS" [--name NOMBRE] [--games N] [--seed S] [--expect FICHERO] [--articulo ID] [--salida CARPETA]`)
	command := fs.String("engine", "", "orden que arranca el motor que habla el protocolo")
	name := fs.String("name", "", "nombre del motor en el informe (el de su saludo si se omite)")
	games := fs.Int("games", 200, "número de partidas diferenciales")
	seed := fs.String("seed", "1", "semilla (entero decimal) de las partidas diferenciales")
	expect := fs.String("expect", "", "fichero TOML de fallos esperados ([[esperado]] articulo, motivo)")
	articulo := fs.String("articulo", "", "limita la certificación a un id del catálogo y lo que cuelga de él")
	salida := fs.String("salida", "reports", "carpeta del informe")
	timeout := fs.Duration("timeout", 10*time.Second, "tiempo máximo de cada petición")
	workers := fs.Int("paralelo", 2, "procesos del motor para las partidas diferenciales (el informe no depende de ello)")
	if st := fs.parse(args, stderr, false); st >= 0 {
		return st
	}
	if *command == "" {
		fmt.Fprintln(stderr, "musfem certify: falta --engine \"ORDEN ARGUMENTOS\"")
		return 2
	}
	if *workers < 1 {
		fmt.Fprintln(stderr, "musfem certify: --paralelo debe ser al menos 1")
		return 2
	}
	if *games < 0 {
		fmt.Fprintln(stderr, "musfem certify: --games no puede ser negativo")
		return 2
	}
	s, err := strconv.ParseUint(*seed, 10, 64)
	if err != nil {
		fmt.Fprintf(stderr, "musfem certify: la semilla %q no es un entero decimal sin signo\n", *seed)
		return 2
	}
	var exp []certify.Expectation
	if *expect != "" {
		if exp, err = certify.LoadExpectations(*expect); err != nil {
			fmt.Fprintf(stderr, "musfem certify: %v\n", err)
			return 2
		}
	}
	popts := protocol.Options{Command: *command, Timeout: *timeout}
	client, err := protocol.Launch(popts)
	if err != nil {
		fmt.Fprintf(stderr, "musfem certify: no se puede arrancar el motor: %v\n", err)
		return 1
	}
	defer client.Close()
	t := target(client)
	t.Fork = func() (certify.Target, error) {
		c, err := protocol.Launch(popts)
		if err != nil {
			return certify.Target{}, err
		}
		f := target(c)
		f.Close = c.Close
		return f, nil
	}
	if *name != "" {
		t.Name = *name
	}
	if t.Name == "" {
		t.Name = "motor"
	}
	rep, err := certify.Run(certify.Options{Target: t, Games: *games, Seed: s, Selector: *articulo, Expect: exp,
		Progress: stderr, Workers: *workers})
	if err != nil {
		fmt.Fprintf(stderr, "musfem certify: %v\n", err)
		return 1
	}
	paths, err := rep.Write(*salida, fileName(t.Name))
	if err != nil {
		fmt.Fprintf(stderr, "musfem certify: %v\n", err)
		return 1
	}
	for _, p := range paths {
		fmt.Fprintln(stdout, p)
	}
	fmt.Fprintf(stderr, "musfem certify: %s — %s\n", t.Name, rep.Verdict)
	if rep.Failed() {
		return 1
	}
	return 0
}

// target describes a launched engine for the certifier.
func target(c *protocol.Client) certify.Target {
	h := c.Hello()
	return certify.Target{Name: h.Name, Version: h.Version, NewEngine: c.NewEngine, Stderr: c.Stderr,
		SeededRNG: h.Capabilities.SeededRNG, StackedDecks: h.Capabilities.StackedDecks,
		Claims: func(k string) bool { _, ok := h.Capabilities.Config.Lookup(k); return ok }}
}

var unsafeName = regexp.MustCompile(`[^A-Za-z0-9._-]+`)

// fileName makes an engine name safe as part of a file name.
func fileName(n string) string {
	n = unsafeName.ReplaceAllString(n, "-")
	if n == "" || n == "." || n == ".." {
		return "motor"
	}
	return n
}

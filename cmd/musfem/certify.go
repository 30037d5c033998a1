package main

import (
	"fmt"
	"io"
	"regexp"
	"strconv"
	"time"

	"github.com/musfem/musfem/certify"
	"github.com/musfem/musfem/driver"
	"github.com/musfem/musfem/protocol"
	"github.com/musfem/musfem/reference"
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
		cat, cerr := reference.Load()
		if cerr != nil {
			fmt.Fprintf(stderr, "musfem certify: catálogo: %v\n", cerr)
			return 2
		}
		if exp, err = certify.LoadExpectations(*expect, cat); err != nil {
			fmt.Fprintf(stderr, "musfem certify: %v\n", err)
			return 2
		}
	}
	popts := protocol.Options{Command: *command, Timeout: *timeout}
	var t certify.Target
	client, err := protocol.Launch(popts)
	if err != nil {
		// An engine that does not even answer hello is still judged:
		// every check is an ERROR (or TIEMPO), and the report says why.
		fmt.Fprintf(stderr, "musfem certify: no se puede arrancar el motor: %v\n", err)
		t = deadTarget(err)
	} else {
		defer client.Close()
		t = launched(client, popts)
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
	if client != nil && client.Hello().Protocol < protocol.Protocol2 {
		rep.Notes = append(rep.Notes, "El motor habla el protocolo 1 (docs/protocol.md), sin señas ni miradas: lo que las necesita (escenarios, registros de referencia v2, artículos de tipo opción del capítulo VIII que nada más comprueba) no aplica (docs/protocol-v2.md).")
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

// launched describes a launched engine for the certifier, with more
// processes of it for the parallel differential games.
func launched(c *protocol.Client, popts protocol.Options) certify.Target {
	t := target(c)
	t.Fork = func() (certify.Target, error) {
		c, err := protocol.Launch(popts)
		if err != nil {
			return certify.Target{}, err
		}
		f := target(c)
		f.Close = c.Close
		return f, nil
	}
	return t
}

// deadTarget is an engine that could not be started: every game handle
// answers with the launch error. What it offers is unknown, so no option
// is taken as not offered: every enforceable article is ERROR.
func deadTarget(err error) certify.Target {
	return certify.Target{Version: "?", NewEngine: func() driver.Engine { return deadEngine{err} },
		OnlyDefault: func(string) bool { return false },
		Stderr:      func() string { return "musfem certify: no se puede arrancar el motor: " + err.Error() }}
}

// deadEngine answers every request with the error that kept the engine
// from starting.
type deadEngine struct{ err error }

func (d deadEngine) Name() string                                             { return "motor" }
func (d deadEngine) Start(driver.Setup) ([]driver.Event, error)               { return nil, d.err }
func (d deadEngine) Apply(driver.Seat, driver.Action) ([]driver.Event, error) { return nil, d.err }
func (d deadEngine) Observe(driver.Viewer) (driver.Observation, error) {
	return driver.Observation{}, d.err
}
func (d deadEngine) Legal(driver.Seat) ([]driver.Template, error) { return nil, d.err }
func (d deadEngine) Close() error                                 { return nil }

// target describes a launched engine for the certifier: what it claims
// in its hello, under the protocol it speaks (protocol 1 carries no señas,
// docs/protocol-v2.md).
func target(c *protocol.Client) certify.Target {
	h := c.Hello()
	return certify.Target{Name: h.Name, Version: h.Version, NewEngine: c.NewEngine, Stderr: c.Stderr,
		SeededRNG: h.Capabilities.SeededRNG, StackedDecks: h.Capabilities.StackedDecks,
		Claims: h.Claims, ClaimsValue: h.ClaimsValue, OnlyDefault: h.OnlyDefault}
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

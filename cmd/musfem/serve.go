package main

import (
	"fmt"
	"io"

	"github.com/musfem/musfem/driver"
	"github.com/musfem/musfem/faults"
	"github.com/musfem/musfem/protocol"
)

// cmdServe serves the reference engine, or a faulty one, over the
// certification protocol on stdin and stdout: protocols 1
// (docs/protocol.md), 2 (docs/protocol-v2.md, señas y miradas) and 3
// (docs/protocol-v3.md), or no more than --protocolo N.
func cmdServe(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := newFlags("serve", "serve [--fault NOMBRE] [--list-faults] [--protocolo 1|2]")
	fault := fs.String("fault", "", "sirve el motor defectuoso `NOMBRE`, o varios a la vez separados por comas (véase --list-faults)")
	list := fs.Bool("list-faults", false, "escribe los nombres de los motores defectuosos, uno por línea")
	max := fs.Int("protocolo", protocol.Version, "versión más alta del protocolo que se habla (1: sin señas; 3: con la declaración de lo que calcula el adaptador)")
	if st := fs.parse(args, stderr, false); st >= 0 {
		return st
	}
	if *list {
		for _, f := range faults.List() {
			fmt.Fprintln(stdout, f.Name)
		}
		return 0
	}
	if *max < protocol.Protocol1 || *max > protocol.Protocol3 {
		fmt.Fprintf(stderr, "musfem serve: --protocolo %d: este motor habla los protocolos 1, 2 y 3\n", *max)
		return 2
	}
	name, newEngine := "musfem-referencia", driver.Reference
	if *fault != "" {
		nf, err := faults.New(*fault)
		if err != nil {
			fmt.Fprintf(stderr, "musfem serve: %v\n", err)
			return 2
		}
		name, newEngine = "musfem-defecto-"+*fault, nf
	}
	srv := protocol.Server{Name: name, Version: "1.0.0", Capabilities: protocol.ReferenceCapabilities(), NewEngine: newEngine}
	if *max >= protocol.Protocol2 {
		v2 := protocol.ReferenceCapabilitiesV2()
		srv.CapabilitiesV2 = &v2
	}
	if *max >= protocol.Protocol3 {
		v3 := protocol.ReferenceCapabilitiesV3()
		srv.CapabilitiesV3 = &v3
	}
	if err := srv.Serve(stdin, stdout); err != nil {
		fmt.Fprintf(stderr, "musfem serve: %v\n", err)
		return 1
	}
	return 0
}

package main

import (
	"fmt"
	"io"

	"github.com/musfem/musfem/driver"
	"github.com/musfem/musfem/faults"
	"github.com/musfem/musfem/protocol"
)

// cmdServe serves the reference engine, or a faulty one, over the
// certification protocol (docs/protocol.md) on stdin and stdout.
func cmdServe(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := newFlags("serve", "serve [--fault NOMBRE] [--list-faults]")
	fault := fs.String("fault", "", "sirve el motor defectuoso `NOMBRE` (véase --list-faults)")
	list := fs.Bool("list-faults", false, "escribe los nombres de los motores defectuosos, uno por línea")
	if st := fs.parse(args, stderr, false); st >= 0 {
		return st
	}
	if *list {
		for _, f := range faults.List() {
			fmt.Fprintln(stdout, f.Name)
		}
		return 0
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
	if err := protocol.Serve(stdin, stdout, name, "1.0.0", newEngine); err != nil {
		fmt.Fprintf(stderr, "musfem serve: %v\n", err)
		return 1
	}
	return 0
}

package main

import (
	"fmt"
	"github.com/musfem/musfem/internal/busygc"
	"io"

	"github.com/musfem/musfem/driver"
	"github.com/musfem/musfem/faults"
	"github.com/musfem/musfem/internal/errtext"
	"github.com/musfem/musfem/internal/version"
	"github.com/musfem/musfem/protocol"
)

// serveCommand is the help of musfem serve.
var serveCommand = command{
	name:     "serve",
	summary:  "sirve el motor de referencia (o uno defectuoso) por el protocolo de certificación",
	synopsis: []string{"serve [--defecto NOMBRE[,NOMBRE…]] [--lista-defectos] [--protocolo 1|2|3]"},
	about: `Habla el protocolo de certificación (docs/protocol.md, protocolo 1;
docs/protocol-v2.md, protocolo 2 con señas y miradas) por la entrada y la
salida estándar: es el motor que musfem certify compara y el ejemplo de un
motor que lo supera. Con --defecto sirve uno de los motores deliberadamente
erróneos de faults/, cada uno con una regla cambiada.`,
	examples: []string{
		"serve",
		"certify --motor \"musfem serve --defecto negada-no-cuenta\"",
		"serve --lista-defectos",
	},
}

// cmdServe serves the reference engine, or a faulty one, over the
// certification protocol on stdin and stdout: protocols 1
// (docs/protocol.md), 2 (docs/protocol-v2.md, señas y miradas) and 3
// (docs/protocol-v3.md), or no more than --protocolo N.
func cmdServe(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	busygc.Tune()
	fs := newFlags(serveCommand)
	var fault string
	var list bool
	var maxp int
	fs.str(&fault, "defecto,fault", "NOMBRE", "", "sirve el motor defectuoso NOMBRE, o varios a la vez separados por comas (véase --lista-defectos)")
	fs.boolean(&list, "lista-defectos,list-faults", "escribe los nombres de los motores defectuosos, uno por línea")
	fs.integer(&maxp, "protocolo", "1|2|3", protocol.Version, protocol.Protocol1, protocol.Protocol3, "versión más alta del protocolo que se habla (1: sin señas; 3: con lo que calcula el adaptador)")
	if st := fs.parse(args, stdout, stderr, false); st >= 0 {
		return st
	}
	if list {
		for _, f := range faults.List() {
			fmt.Fprintln(stdout, f.Name)
		}
		return 0
	}
	name, newEngine := "musfem-referencia", driver.Reference
	if fault != "" {
		nf, err := faults.New(fault)
		if err != nil {
			fmt.Fprintf(stderr, "musfem serve: %v\n", err)
			return 2
		}
		name, newEngine = "musfem-defecto-"+fault, nf
	}
	srv := protocol.Server{Name: name, Version: version.Musfem, Capabilities: protocol.ReferenceCapabilities(), NewEngine: newEngine}
	if maxp >= protocol.Protocol2 {
		v2 := protocol.ReferenceCapabilitiesV2()
		srv.CapabilitiesV2 = &v2
	}
	if maxp >= protocol.Protocol3 {
		v3 := protocol.ReferenceCapabilitiesV3()
		srv.CapabilitiesV3 = &v3
	}
	if err := srv.Serve(stdin, stdout); err != nil {
		// Only reading the input or writing the output fails here.
		fmt.Fprintf(stderr, "musfem serve: se corta la conversación por la entrada o la salida estándar: %s\n", errtext.File(err))
		return 1
	}
	return 0
}

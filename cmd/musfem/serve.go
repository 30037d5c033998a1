package main

import (
	"errors"
	"fmt"
	"io"
	"os/exec"
	"strconv"

	"github.com/musfem/musfem/internal/gctune"

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
	synopsis: []string{"serve [--defecto NOMBRE[,NOMBRE…]] [--lista-defectos] [--protocolo 1|2|3|4] [--ofrece CLAVE=VALOR[,CLAVE=VALOR…]]"},
	about: `Habla el protocolo de certificación (docs/protocol.md, protocolo 1;
docs/protocol-v2.md, protocolo 2 con señas y miradas; docs/protocol-v3.md y
docs/protocol-v4.md, protocolos 3 y 4 con lo que calcula el adaptador) por
la entrada y la salida estándar: es el motor que musfem certify compara y el ejemplo de un
motor que lo supera. Con --defecto sirve uno de los motores deliberadamente
erróneos de faults/, cada uno con una regla cambiada: el motor de referencia
con un parche, que la herramienta go compila a partir de las fuentes de
musfem la primera vez (se guarda en ~/.cache/musfem/defectos/). Con
--ofrece el motor solo ofrece, de las claves que nombra, esos valores, y
responde UNSUPPORTED a cualquier otro, el de por defecto incluido: es un
motor con reglas de la casa, que musfem certify certifica con ellas (el
certificado empieza por «Cómo juega este motor»). Una clave repetida ofrece
varios valores; las claves que no nombra se ofrecen todas.`,
	examples: []string{
		"serve",
		"certify --motor \"musfem serve --defecto negada-no-cuenta\"",
		"serve --lista-defectos",
		"certify --motor \"musfem serve --ofrece discard_order=mano_primero,deje=false\"",
	},
}

// cmdServe serves the reference engine, or a faulty one, over the
// certification protocol on stdin and stdout: protocols 1
// (docs/protocol.md), 2 (docs/protocol-v2.md, señas y miradas), 3
// (docs/protocol-v3.md) and 4 (docs/protocol-v4.md), or no more than
// --protocolo N.
func cmdServe(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	gctune.Tune()
	fs := newFlags(serveCommand)
	var fault string
	var list bool
	var maxp int
	var ofrece string
	fs.str(&fault, "defecto,fault", "NOMBRE", "", "sirve el motor defectuoso NOMBRE, o varios a la vez separados por comas (véase --lista-defectos)")
	fs.boolean(&list, "lista-defectos,list-faults", "escribe los nombres de los motores defectuosos, uno por línea")
	fs.integer(&maxp, "protocolo", "1|2|3|4", protocol.Version, protocol.Protocol1, protocol.Protocol4, "versión más alta del protocolo que se habla (1: sin señas; 3 y 4: con lo que calcula el adaptador)")
	fs.str(&ofrece, "ofrece", "CLAVE=VALOR[,…]", "", "ofrece solo esos valores de esas claves de configuración y responde UNSUPPORTED a los demás, el de por defecto incluido (una clave repetida ofrece varios valores)")
	if st := fs.parse(args, stdout, stderr, false); st >= 0 {
		return st
	}
	var offer protocol.ConfigCap
	if ofrece != "" {
		var err error
		if offer, err = protocol.ParseOffer(ofrece); err != nil {
			fmt.Fprintf(stderr, "musfem serve: %v\n", err)
			return 2
		}
	}
	if list {
		for _, f := range faults.List() {
			fmt.Fprintln(stdout, f.Name)
		}
		return 0
	}
	if fault != "" {
		return serveFaulty(fault, maxp, ofrece, stdin, stdout, stderr)
	}
	srv := protocol.ReferenceServer("musfem-referencia", version.Musfem, maxp, driver.Reference)
	if offer != nil {
		srv.Restrict(offer)
	}
	if err := srv.Serve(stdin, stdout); err != nil {
		// Only reading the input or writing the output fails here.
		fmt.Fprintf(stderr, "musfem serve: se corta la conversación por la entrada o la salida estándar: %s\n", errtext.File(err))
		return 1
	}
	return 0
}

// serveFaulty serves the faulty engine with the named faults: the faulty
// server that faults.Build compiles from the sources (the reference engine
// with the faults' patches), run with this command's input and output.
func serveFaulty(names string, maxp int, ofrece string, stdin io.Reader, stdout, stderr io.Writer) int {
	argv, err := faults.Command(names)
	if err != nil {
		fmt.Fprintf(stderr, "musfem serve: %v\n", err)
		return 2
	}
	argv = append(argv, "--protocolo", strconv.Itoa(maxp))
	if ofrece != "" {
		argv = append(argv, "--ofrece", ofrece)
	}
	cmd := exec.Command(argv[0], argv[1:]...)
	cmd.Stdin, cmd.Stdout, cmd.Stderr = stdin, stdout, stderr
	if err := cmd.Run(); err != nil {
		var exit *exec.ExitError
		if errors.As(err, &exit) && exit.ExitCode() > 0 {
			return exit.ExitCode()
		}
		fmt.Fprintf(stderr, "musfem serve: el motor defectuoso no ha terminado bien: %s\n", errtext.File(err))
		return 1
	}
	return 0
}

// Command servidor is the faulty engine: the reference engine with the
// patches of faults/patches.go, served over the certification protocol as
// musfem serve serves the reference. It is built only by faults.Build,
// which gives the compiler the patched copy of engine/; built alone it
// refuses to run.
//
//	servidor --defecto NOMBRE[,NOMBRE…] [--protocolo 1|2|3|4] [--ofrece CLAVE=VALOR[,…]]
package main

import (
	"flag"
	"fmt"
	"io"
	"os"

	"github.com/musfem/musfem/faults"
	"github.com/musfem/musfem/internal/errtext"
	"github.com/musfem/musfem/internal/gctune"
	"github.com/musfem/musfem/internal/version"
	"github.com/musfem/musfem/protocol"
)

func main() {
	os.Exit(run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}

// run serves the faults named by --defecto on in and out.
func run(args []string, in io.Reader, out, errOut io.Writer) int {
	gctune.Tune()
	fs := flag.NewFlagSet("musfem serve --defecto", flag.ContinueOnError)
	fs.SetOutput(errOut)
	names := fs.String("defecto", "", "los defectos que se sirven, separados por comas")
	maxp := fs.Int("protocolo", protocol.Version, "versión más alta del protocolo que se habla")
	ofrece := fs.String("ofrece", "", "ofrece solo esos valores de esas claves (musfem serve --ofrece)")
	if err := fs.Parse(args); err != nil {
		return 2
	}
	if *names == "" || fs.NArg() > 0 {
		fmt.Fprintln(errOut, "musfem serve: uso: servidor --defecto NOMBRE[,NOMBRE…] [--protocolo 1|2|3|4]")
		return 2
	}
	if *maxp < protocol.Protocol1 || *maxp > protocol.Protocol4 {
		fmt.Fprintf(errOut, "musfem serve: --protocolo %d: debe ser 1, 2, 3 o 4\n", *maxp)
		return 2
	}
	newEngine, err := faults.Served(*names)
	if err != nil {
		fmt.Fprintf(errOut, "musfem serve: %v\n", err)
		return 2
	}
	srv := protocol.ReferenceServer("musfem-defecto-"+*names, version.Musfem, *maxp, newEngine)
	if *ofrece != "" {
		offer, err := protocol.ParseOffer(*ofrece)
		if err != nil {
			fmt.Fprintf(errOut, "musfem serve: %v\n", err)
			return 2
		}
		srv.Restrict(offer)
	}
	if err := srv.Serve(in, out); err != nil {
		fmt.Fprintf(errOut, "musfem serve: se corta la conversación por la entrada o la salida estándar: %s\n", errtext.File(err))
		return 1
	}
	return 0
}

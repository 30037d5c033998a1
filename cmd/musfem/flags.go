package main

import (
	"flag"
	"fmt"
	"io"
	"strings"

	"github.com/musfem/musfem/config"
	"github.com/musfem/musfem/engine"
)

// flagSet is a flag set that reports errors and usage in Spanish and never
// exits the process.
type flagSet struct {
	*flag.FlagSet
	help string
}

func newFlags(name, help string) *flagSet {
	fs := flag.NewFlagSet(name, flag.ContinueOnError)
	fs.SetOutput(io.Discard) // errors and usage are written by parse
	fs.Usage = func() {}
	return &flagSet{FlagSet: fs, help: help}
}

func (fs *flagSet) usage(w io.Writer) {
	fmt.Fprintf(w, "uso: musfem %s\n\nopciones:\n", fs.help)
	fs.SetOutput(w)
	fs.PrintDefaults()
	fs.SetOutput(io.Discard)
}

// spanish translates the errors of the flag package.
func spanish(err error) string {
	msg := err.Error()
	for _, t := range []struct{ en, es string }{
		{"flag provided but not defined: ", "opción desconocida "},
		{"flag needs an argument: ", "falta el valor de la opción "},
		{"invalid boolean value ", "valor no válido "},
		{"invalid value ", "valor no válido "},
	} {
		if strings.HasPrefix(msg, t.en) {
			msg = t.es + strings.TrimPrefix(msg, t.en)
			break
		}
	}
	msg = strings.Replace(msg, " for flag ", " para la opción ", 1)
	msg = strings.Replace(msg, " for -", " para la opción -", 1)
	return strings.TrimSuffix(msg, ": parse error")
}

// parse parses args; it returns -1 to go on, or an exit status.
func (fs *flagSet) parse(args []string, stderr io.Writer, extraArgs bool) int {
	if err := fs.Parse(args); err != nil {
		if err == flag.ErrHelp {
			fs.usage(stderr)
			return 0
		}
		fmt.Fprintf(stderr, "musfem %s: %s\n\n", fs.Name(), spanish(err))
		fs.usage(stderr)
		return 2
	}
	if fs.NArg() > 0 && !extraArgs {
		fmt.Fprintf(stderr, "musfem %s: argumento de más %q\n", fs.Name(), fs.Arg(0))
		return 2
	}
	return -1
}

// loadRules reads a config file, or the defaults when path is empty.
func loadRules(path string) (engine.Rules, string, error) {
	if path == "" {
		return config.Default(), config.DefaultFileName, nil
	}
	r, err := config.Load(path)
	return r, path, err
}

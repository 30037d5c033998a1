package main

import (
	"flag"
	"fmt"
	"io"

	"github.com/musfem/musfem/config"
	"github.com/musfem/musfem/engine"
)

// newFlags returns a flag set that reports errors in Spanish and never
// exits the process.
func newFlags(name, help string, stderr io.Writer) *flag.FlagSet {
	fs := flag.NewFlagSet(name, flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.Usage = func() {
		fmt.Fprintf(stderr, "uso: musfem %s\n\nopciones:\n", help)
		fs.PrintDefaults()
	}
	return fs
}

// parseFlags parses args; it returns -1 to go on, or an exit status.
func parseFlags(fs *flag.FlagSet, args []string, stderr io.Writer) int {
	if err := fs.Parse(args); err != nil {
		if err == flag.ErrHelp {
			return 0
		}
		return 2
	}
	if fs.NArg() > 0 && fs.Name() != "replay" {
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

package main

import (
	"fmt"
	"os/exec"
	"strings"

	"github.com/musfem/musfem/internal/cmdline"
	"github.com/musfem/musfem/internal/errtext"
)

// checkProgram checks, before anything runs, that a command line (an
// engine for certify, a bot for partida) can be split into arguments and
// that its program exists and can be run. The error says why in Spanish.
func checkProgram(command string) error {
	argv, err := cmdline.Split(command)
	if err != nil {
		if strings.TrimSpace(command) == "" {
			return fmt.Errorf("la orden está vacía")
		}
		return fmt.Errorf("la orden %s tiene unas comillas sin cerrar", errtext.Quote(command))
	}
	if _, err := exec.LookPath(argv[0]); err != nil {
		return fmt.Errorf("no se puede ejecutar %s: %s", errtext.Quote(argv[0]), errtext.File(err))
	}
	return nil
}

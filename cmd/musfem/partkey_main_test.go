package main

import (
	"os"
	"testing"

	"github.com/musfem/musfem/certify"
)

// TestMain seals the parts the tests make under a key of their own
// (certify.KeyEnv), passed on to the processes they start, so that no
// test reads or writes the key file of the user who runs them.
func TestMain(m *testing.M) {
	os.Setenv(certify.KeyEnv, "clave de los lotes de las pruebas de musfem")
	os.Exit(m.Run())
}

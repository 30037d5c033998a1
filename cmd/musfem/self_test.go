package main

import "os"

// The test binary doubles as musfem: with MUSFEM_TEST_MUSFEM=1 it runs the
// command line it was given (TestPartidaSurvivesKill and TestCertifySignal
// run it as a process so that they can kill it or signal it).
func init() {
	if os.Getenv("MUSFEM_TEST_MUSFEM") == "1" {
		os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
	}
}

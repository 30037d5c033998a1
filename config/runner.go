package config

import (
	"bytes"
	_ "embed" // for the default runner file
)

// RunnerFileName is the name the embedded default runner file has in
// errors.
const RunnerFileName = "config/runner.default.toml"

//go:embed runner.default.toml
var runnerFile []byte

// RunnerFile returns a copy of the text of config/runner.default.toml, the
// runner's settings with their defaults (read by package runner).
func RunnerFile() []byte {
	return bytes.Clone(runnerFile)
}

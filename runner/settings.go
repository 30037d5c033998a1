package runner

import (
	"errors"
	"io/fs"
	"os"
	"sync"

	"github.com/musfem/musfem/config"
	"github.com/musfem/musfem/internal/errtext"
	"github.com/musfem/musfem/tiempo"
)

// defaultSettings are those of the embedded config/runner.default.toml.
var defaultSettings = sync.OnceValues(func() (tiempo.Settings, error) {
	return tiempo.ParseDefaults(config.RunnerFileName, config.RunnerFile())
})

// DefaultSettings returns the settings of config/runner.default.toml (the
// limits of FEM IV.1 and CONVENCION-tiempo-decision; docs/runner.md).
func DefaultSettings() tiempo.Settings {
	s, err := defaultSettings()
	if err != nil {
		// Unreachable: a test parses the embedded file.
		panic(err)
	}
	return s
}

// LoadSettings reads a runner settings file over the defaults of
// config/runner.default.toml (the keys it does not set keep them); see
// [tiempo.ParseSettings]. Every error is a *tiempo.SettingsError.
func LoadSettings(path string) (tiempo.Settings, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		msg := "no se puede leer el fichero: " + errtext.File(err)
		if errors.Is(err, fs.ErrNotExist) {
			msg = "no existe el fichero"
		}
		return tiempo.Settings{}, &tiempo.SettingsError{File: path, Msg: msg}
	}
	return tiempo.ParseSettings(DefaultSettings(), path, data)
}

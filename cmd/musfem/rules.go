package main

import (
	"github.com/musfem/musfem/config"
	"github.com/musfem/musfem/engine"
)

// loadRules reads a rules file, or the defaults when path is empty.
func loadRules(path string) (engine.Rules, string, error) {
	if path == "" {
		return config.Default(), config.DefaultFileName, nil
	}
	r, err := config.Load(path)
	return r, path, err
}

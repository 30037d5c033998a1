package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"testing"
)

// informe is the part of trazabilidad.json these tests read.
type informe struct {
	Profile struct {
		Name        string `json:"name"`
		Description string `json:"description"`
		Fixed       bool   `json:"fixed"`
	} `json:"profile"`
	Summary struct {
		Scenarios struct {
			Pasa, Falla, Error int
			NoAplica           int `json:"no_aplica"`
			Total              int
		} `json:"scenarios"`
		Enforceable        int `json:"enforceable"`
		EnforceableCovered int `json:"enforceable_covered"`
	} `json:"summary"`
	Chapters []struct {
		Articles []fila `json:"articles"`
	} `json:"chapters"`
	Conventions []fila `json:"conventions"`
	Questions   []struct {
		ID    string `json:"id"`
		Links struct {
			MD   string `json:"md"`
			HTML string `json:"html"`
		} `json:"links"`
	} `json:"questions"`
}

type fila struct {
	ID            string `json:"id"`
	Status        string `json:"status"`
	Justification string `json:"justification"`
	Scenarios     []struct {
		File    string `json:"file"`
		Line    int    `json:"line"`
		Result  string `json:"result"`
		Message string `json:"message"`
	} `json:"scenarios"`
}

func leerInforme(t *testing.T, dir string) (informe, string, string) {
	t.Helper()
	var r informe
	js, err := os.ReadFile(filepath.Join(dir, "trazabilidad.json"))
	if err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(js, &r); err != nil {
		t.Fatal(err)
	}
	md, _ := os.ReadFile(filepath.Join(dir, "trazabilidad.md"))
	html, _ := os.ReadFile(filepath.Join(dir, "trazabilidad.html"))
	return r, string(md), string(html)
}

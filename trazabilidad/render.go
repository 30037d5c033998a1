package trazabilidad

import (
	"fmt"
	"strings"

	"github.com/musfem/musfem/evidence"
	"github.com/musfem/musfem/internal/reportfile"
)

// Decode reads a report written by JSON.
func Decode(data []byte) (*Report, error) {
	return reportfile.DecodeAs[Report]("informe", data, SchemaName, SchemaVersion)
}

// rowStatuses are the statuses a row of the report can have
// (evidence.Traceability), in the order the report counts them.
var rowStatuses = []evidence.Status{evidence.Pasa, evidence.Falla, evidence.SinPruebas, evidence.NoAplica}

// justified reports whether a row in status s shows its justification:
// a row that is NO APLICA or SIN PRUEBAS says why.
func justified(s evidence.Status) bool { return s == evidence.NoAplica || s == evidence.SinPruebas }

// SelfRow reports whether the chapter has no articles and is its own row.
func (c Chapter) SelfRow() bool { return len(c.Articles) == 1 && c.Articles[0].ID == c.ID }

func scenarioLabel(s ScenarioRef) string {
	if s.Row > 0 {
		return fmt.Sprintf("%s (ejemplo %d)", s.Name, s.Row)
	}
	return s.Name
}

// fileName returns the last element of a path.
func fileName(p string) string {
	if i := strings.LastIndexByte(p, '/'); i >= 0 {
		return p[i+1:]
	}
	return p
}

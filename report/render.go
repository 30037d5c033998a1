package report

import (
	"encoding/json"
	"fmt"
	"github.com/musfem/musfem/evidence"
	"strings"

	"github.com/musfem/musfem/internal/reportfile"
)

// JSON encodes the report: fields in declaration order, two-space
// indentation, no HTML escaping, a final newline.
func (r *Report) JSON() ([]byte, error) {
	return reportfile.JSON(r)
}

// Decode reads a report written by JSON.
func Decode(data []byte) (*Report, error) {
	var r Report
	if err := json.Unmarshal(data, &r); err != nil {
		return nil, fmt.Errorf("informe: %v", err)
	}
	if r.Schema != SchemaName || r.SchemaVersion != SchemaVersion {
		return nil, fmt.Errorf("informe: esquema %s/%d, se esperaba %s/%d", r.Schema, r.SchemaVersion, SchemaName, SchemaVersion)
	}
	return &r, nil
}

// statusMark is the symbol shown next to a status word: colour and shape
// never carry the status alone.
func statusMark(s string) string {
	switch s {
	case Cubierto:
		return "✓"
	case Falla:
		return "✗"
	case SinCubrir:
		return "⚠"
	case NoAplica:
		return "–"
	}
	return ""
}

// resultMark is the symbol of a scenario result.
func resultMark(s string) string {
	switch evidence.Status(s) {
	case evidence.Pasa:
		return "✓"
	case evidence.Falla:
		return "✗"
	case evidence.Error:
		return "…"
	case evidence.NoAplica:
		return "–"
	}
	return ""
}

// countOf returns how many rows of c are in a status.
func countOf(c Counts, status string) int { return c.Of(evidence.Status(status)) }

// Statuses lists the statuses in report order.
var Statuses = []string{Cubierto, Falla, SinCubrir, NoAplica}

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

package trazabilidad

import (
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/musfem/musfem/engine"
	"github.com/musfem/musfem/internal/jerga"
	"github.com/musfem/musfem/internal/reportfile"
	"github.com/musfem/musfem/reference"
)

// machineFields are the JSON fields whose values are for programs, not
// for a reader: the kind of an article as the catalog files write it
// ("runner" among them), next to its Spanish label kind_label.
var machineFields = []string{"kind"}

// internalStrings walks a decoded JSON value and returns "path: «what»"
// for every string with an internal reference (internal/jerga), skipping
// the machine fields.
func internalStrings(path string, v any) []string {
	var out []string
	switch v := v.(type) {
	case map[string]any:
		for k, x := range v {
			if slices.Contains(machineFields, k) {
				continue
			}
			out = append(out, internalStrings(path+"."+k, x)...)
		}
	case []any:
		for i, x := range v {
			out = append(out, internalStrings(fmt.Sprintf("%s[%d]", path, i), x)...)
		}
	case string:
		if m := jerga.Internal(v); m != "" {
			out = append(out, path+": «"+m+"»")
		}
	}
	return out
}

// catalogReport is the report of the real catalog with no scenarios: every
// text the report takes from the catalog, its labels and its headline.
func catalogReport(t *testing.T, cat *reference.Catalog) any {
	t.Helper()
	r := Build(Input{Catalog: cat, Rules: engine.DefaultRules(), Engine: "referencia"})
	data, err := reportfile.JSON(r)
	if err != nil {
		t.Fatal(err)
	}
	var v any
	if err := json.Unmarshal(data, &v); err != nil {
		t.Fatal(err)
	}
	return v
}

// TestReportSpeaksToTheProfessor: nothing the traceability report prints —
// the catalog's titles, summaries, justifications, conventions and
// questions, the labels of kinds and statuses, the headline, the phase
// table — carries an internal reference of the project (issue 18). The
// Markdown, whose text a professor reads as it is, is checked line by
// line too.
func TestReportSpeaksToTheProfessor(t *testing.T) {
	cat, err := reference.Load()
	if err != nil {
		t.Fatal(err)
	}
	found := internalStrings("informe", catalogReport(t, cat))
	slices.Sort(found)
	for _, s := range found {
		t.Errorf("%s: referencia interna en el informe", s)
	}
	md := Build(Input{Catalog: cat, Rules: engine.DefaultRules(), Engine: "referencia"}).Markdown()
	phases := false
	for i, l := range strings.Split(string(md), "\n") {
		if m := jerga.Internal(l); m != "" {
			t.Errorf("trazabilidad.md:%d: «%s» es una referencia interna", i+1, m)
		}
		if strings.HasPrefix(l, "## ") {
			phases = l == "## Máquina de fases"
		}
		// The phase table speaks of the game, not of the catalog nor of
		// the configuration file.
		if phases {
			for _, m := range []string{jerga.CatalogName(l), jerga.Setting(l)} {
				if m != "" {
					t.Errorf("trazabilidad.md:%d: «%s» en la tabla de fases", i+1, m)
				}
			}
		}
	}
}

// TestInternalStringsCanFail: a planted internal reference is found at its
// path, and a machine field is not looked at.
func TestInternalStringsCanFail(t *testing.T) {
	v := map[string]any{
		"kind": "runner",
		"chapters": []any{map[string]any{
			"title":    "Del tiempo de juego",
			"articles": []any{map[string]any{"kind": "runner", "justification": "Lo aplica el runner (seed 000 §1.4)."}},
		}},
	}
	got := internalStrings("informe", v)
	want := []string{"informe.chapters[0].articles[0].justification: «runner»"}
	if !slices.Equal(got, want) {
		t.Errorf("internalStrings = %v, want %v", got, want)
	}
}

package certify

import (
	"fmt"
	"strings"
	"testing"
)

// TestMarkdownSourcesBounded: a group shown by many scenarios lists three
// of them in the Markdown, one a line, and links the rest (the group's
// section of the HTML certificate beside it, and the JSON); a group with
// three or fewer lists them all and links nothing.
func TestMarkdownSourcesBounded(t *testing.T) {
	many := make([]string, 10)
	for i := range many {
		many[i] = fmt.Sprintf("escenario %d (features/x.feature:%d)", i+1, 10*(i+1))
	}
	r := &Report{Groups: []Group{
		{ID: "D1", Articles: []string{"CONVENCION-negada"}, Sources: many},
		{ID: "D2", Articles: []string{"CONVENCION-deje"}, Sources: many[:2]},
	}}
	r.outName = "mi-motor"
	md := string(r.Markdown())
	for i, want := range []bool{true, true, true, false, false, false, false, false, false, false} {
		line := "  - " + many[i] + "\n"
		if got := strings.Count(md, line); (got > 0) != want || got > 2 {
			t.Errorf("%q aparece %d veces en su línea", many[i], got)
		}
	}
	if !strings.Contains(md, "- Escenarios y registros que lo muestran: 10; por ejemplo:\n") ||
		!strings.Contains(md, "  - y 7 otros más: la lista entera está en [certificacion-mi-motor.html#D1](certificacion-mi-motor.html#D1) y en certificacion-mi-motor.json (`sources`).\n") {
		t.Errorf("D1 no dice cuántos hay ni dónde está el resto:\n%s", md)
	}
	if strings.Count(md, "más: la lista entera") != 1 {
		t.Errorf("D2 (2 escenarios) no debe remitir a otra lista:\n%s", md)
	}
	for _, l := range strings.Split(md, "\n") {
		if strings.Count(l, "features/x.feature") > 1 {
			t.Errorf("varios escenarios en una línea: %s", l)
		}
	}
	r.outName = ""
	if md := string(r.Markdown()); !strings.Contains(md, "en el certificado HTML (sección D1) y en el JSON (`sources`)") {
		t.Errorf("sin nombre de fichero, el resto no se remite al HTML:\n%s", md)
	}
}

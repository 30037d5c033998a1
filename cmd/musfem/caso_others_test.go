package main

import (
	"strings"
	"testing"

	"github.com/musfem/musfem/diferencial"
	"github.com/musfem/musfem/evidence"
)

// TestCasoNamesOtherGroups: the differences of other groups that a case's
// game shows are named after the case's own, in words with their
// articles, and say that they do not decide the case; with none, nothing
// is written.
func TestCasoNamesOtherGroups(t *testing.T) {
	var b strings.Builder
	othersText(&b, diferencial.CaseResult{Name: "D2"})
	if b.Len() != 0 {
		t.Errorf("sin otras diferencias escribe %q", b.String())
	}
	othersText(&b, diferencial.CaseResult{Name: "D2", Others: []evidence.Divergence{{
		Aspect: evidence.NewAspect("evento", "PointsAwarded", "negada", "falta", "-"), Rule: "evento.PointsAwarded.negada",
		Articles: []string{"CONVENCION-negada"}, Text: "el tanto de la negada"}}})
	got := b.String()
	for _, want := range []string{"que no decide este caso", "- la negada no se cobra (CONVENCION-negada).\n"} {
		if !strings.Contains(got, want) {
			t.Errorf("falta %q en:\n%s", want, got)
		}
	}
}

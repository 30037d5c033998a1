package main

import (
	"bytes"
	"context"
	"strings"
	"testing"

	"github.com/musfem/musfem/certify"
	"github.com/musfem/musfem/faults"
)

// TestCasoTellsInSpanish: --caso says each difference in Spanish — what
// differs in words, the reference's event told as a game is told, «nada»
// for a missing one — and never prints an event as raw JSON.
func TestCasoTellsInSpanish(t *testing.T) {
	newEngine, err := faults.New("negada-no-cuenta")
	if err != nil {
		t.Fatal(err)
	}
	target := certify.Reference()
	target.Greeting.Name, target.Engines = "negada", newEngine
	c, err := certify.LoadCase("../../fixtures/seeds/v1/fin-por-negada.json")
	if err != nil {
		t.Fatal(err)
	}
	var out, errs bytes.Buffer
	if st := runCase(context.Background(), target, c, &out, &errs); st != 1 {
		t.Fatalf("exit status %d, want 1\n%s%s", st, out.String(), errs.String())
	}
	got := out.String()
	for _, want := range []string{"en 1 aspecto", "- la negada no se cobra (CONVENCION-negada).", "La referencia: +1 para la pareja", "El motor: nada"} {
		if !strings.Contains(got, want) {
			t.Errorf("--caso does not say %q:\n%s", want, got)
		}
	}
	if strings.Contains(got, `{"round"`) || strings.Contains(got, "1 aspectos") {
		t.Errorf("--caso prints raw JSON or bad Spanish:\n%s", got)
	}
}

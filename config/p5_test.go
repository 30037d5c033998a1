package config

import (
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/musfem/musfem/engine"
)

// TestP5Keys reads the keys added for P5 (docs/decisions.md D15) and
// refuses their bad values naming file, line and key.
func TestP5Keys(t *testing.T) {
	got, err := Parse("p5.toml", []byte("discard_order = \"mano_primero\"\njugadas_tras_no_quiero = \"mejor_jugada\"\nmin_discard = 0\n"))
	if err != nil {
		t.Fatal(err)
	}
	want := engine.DefaultRules()
	want.DiscardOrder, want.JugadasTrasNoQuiero, want.MinDiscard = engine.DiscardManoPrimero, engine.JugadasMejorJugada, 0
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("Parse mismatch (-want +got):\n%s", diff)
	}
	_, err = Parse("p5.toml", []byte("discard_order = \"postre\"\njugadas_tras_no_quiero = 1\nmin_discard = -1\n"))
	wantErrs := []string{
		`p5.toml:1: discard_order: valor "postre" no válido: debe ser "repartidor_primero" | "mano_primero"`,
		`p5.toml:2: jugadas_tras_no_quiero: se esperaba una cadena, no un entero: "ganador_del_lance" | "mejor_jugada"`,
		`p5.toml:3: min_discard: debe estar entre 0 y 4`,
	}
	if diff := cmp.Diff(wantErrs, errorTexts(t, err)); diff != "" {
		t.Errorf("errors mismatch (-want +got):\n%s", diff)
	}
}

package config

import (
	"strings"
	"testing"

	"github.com/musfem/musfem/engine"
)

func TestJSONRoundTrip(t *testing.T) {
	r := Default()
	r.DeckMode = engine.CuatroReyes
	r.TargetPoints = 30
	r.Deje = false
	got, err := ParseJSON("prueba", JSON(r))
	if err != nil {
		t.Fatal(err)
	}
	if got != r {
		t.Errorf("ida y vuelta: %+v, quería %+v", got, r)
	}
	if !strings.HasPrefix(string(JSON(r)), `{"deck_mode":"cuatro_reyes","target_points":30,`) {
		t.Errorf("orden de claves: %s", JSON(r))
	}
}

func TestParseJSONErrors(t *testing.T) {
	for raw, want := range map[string]string{
		`{"target_pints":40}`:    "target_pints",
		`{"deck_mode":"siete"}`:  "deck_mode",
		`[1,2]`:                  "objeto",
		`{"target_points":"40"}`: "target_points",
	} {
		_, err := ParseJSON("f.json", []byte(raw))
		if err == nil || !strings.Contains(err.Error(), want) || !strings.Contains(err.Error(), "f.json") {
			t.Errorf("%s: error %v, quería que nombrase %q y el fichero", raw, err, want)
		}
	}
	if r, err := ParseJSON("f.json", nil); err != nil || r != Default() {
		t.Errorf("vacío: %v %v", r, err)
	}
}

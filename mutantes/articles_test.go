package mutantes

import (
	"slices"
	"testing"
)

func TestIdsIn(t *testing.T) {
	cases := []struct {
		text string
		want []string
	}{
		{"an órdago a juego (FEM VI.9).", []string{"FEM-VI.9"}},
		{"quiero (FEM VI.2–VI.4, VI.9–VI.10).", []string{"FEM-VI.2", "FEM-VI.3", "FEM-VI.4", "FEM-VI.9", "FEM-VI.10"}},
		{"(FEM VI, VIII.8)", []string{"FEM-VI", "FEM-VIII.8"}},
		{`ruleErr(ErrWrongPhase, "FEM-IV.4", seat`, []string{"FEM-IV.4"}},
		{"VI.9/VI.11/VI.12 FEM VI.9/VI.11/VI.12: void", []string{"FEM-VI.9", "FEM-VI.11", "FEM-VI.12"}},
		{"(FEM Intro.E) y CONVENCION-fin-al-contar, rulings §4", []string{"FEM-Intro.E", "CONVENCION-fin-al-contar"}},
		{"FEM III.11 y VI.2", []string{"FEM-III.11", "FEM-VI.2"}},
		{"the FEM names the lances", nil},
	}
	for _, c := range cases {
		if got := idsIn(c.text); !slices.Equal(got, c.want) {
			t.Errorf("idsIn(%q) = %v, se esperaba %v", c.text, got, c.want)
		}
	}
}

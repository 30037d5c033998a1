package config

import (
	"encoding/json"
	"errors"
	"os"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/musfem/musfem/engine"
)

// comboCases are the combinations of docs/config.md «Combinaciones que se
// rechazan»: each file sets both keys (on the lines given) and is refused
// with a message naming the file, both keys and both lines.
var comboCases = []struct {
	name  string
	file  string // file text; the keys sit on lines 3 and 7
	keys  string // "k1, k2" as the error names them
	lines string // "3,7"
	why   string // a piece of the reason
}{
	{"descarte", "# perfil\n\nmin_discard = 3\n\n\n\nmax_discard = 2\n", "min_discard, max_discard", "3,7", "nadie podría descartarse"},
	{"envite", "# perfil\n\nmin_bet = 6\n\n\n\nmax_bet = 5\n", "min_bet, max_bet", "3,7", "no se podría envidar"},
	{"reenvido", "# perfil\n\nraise_mode = \"doble\"\n\n\n\nmin_raise = 3\n", "raise_mode, min_raise", "3,7",
		`con raise_mode = "doble" el reenvido dobla y min_raise no se usa (CONVENCION-subida); quite min_raise o use raise_mode = "mas"`},
	{"subida imposible", "# perfil\n\nmin_raise = 5\n\n\n\nmax_bet = 6\n", "min_raise, max_bet", "3,7", "min_raise no se podría usar nunca"},
	{"falta sin margen", "# perfil\n\nfalta_de_tanto = \"corte_libre\"\n\n\n\nfalta_de_tanto_within = 0\n", "falta_de_tanto, falta_de_tanto_within", "3,7", "nunca se está «a falta de tanto»"},
}

// TestComboErrors: every combination is refused naming the file and both
// keys with their lines, and with the reason.
func TestComboErrors(t *testing.T) {
	for _, tt := range comboCases {
		t.Run(tt.name, func(t *testing.T) {
			got, err := Parse("perfil.toml", []byte(tt.file))
			if err == nil {
				t.Fatalf("Parse accepted %q: %+v", tt.file, got)
			}
			msg := err.Error()
			prefix := "perfil.toml:" + tt.lines + ": " + tt.keys + ": "
			if !strings.HasPrefix(msg, prefix) || !strings.Contains(msg, tt.why) || strings.Contains(msg, "\n") {
				t.Errorf("error %q, want one line starting %q and containing %q", msg, prefix, tt.why)
			}
			var e *Error
			if !errors.As(err, &e) || e.Line != 3 || !cmp.Equal(e.Lines, []int{3, 7}) || e.Key != tt.keys {
				t.Errorf("errors.As(*Error) = %+v", e)
			}
		})
	}
}

// TestComboErrorText checks the example of docs/config.md by hand.
func TestComboErrorText(t *testing.T) {
	_, err := Parse("perfil.toml", []byte("# P7\n\nraise_mode = \"doble\"\n\n\n\nmin_raise = 3\n"))
	want := `perfil.toml:3,7: raise_mode, min_raise: con raise_mode = "doble" el reenvido dobla y min_raise no se usa (CONVENCION-subida); quite min_raise o use raise_mode = "mas"`
	if err == nil || err.Error() != want {
		t.Errorf("error\n%v\nwant\n%s", err, want)
	}
}

// TestComboErrorOneKeyInFile: when only one key of the combination is in
// the file, the message gives its line and says the other is a default.
func TestComboErrorOneKeyInFile(t *testing.T) {
	base := engine.DefaultRules()
	base.RaiseMode = engine.RaiseDoble
	_, errs := parse(base, "perfil.toml", []byte("deje = false\nmin_raise = 4\n"))
	want := []string{`perfil.toml:2: raise_mode, min_raise: con raise_mode = "doble" el reenvido dobla y min_raise no se usa (CONVENCION-subida); quite min_raise o use raise_mode = "mas" (raise_mode = "doble" no está en el fichero: es el valor por defecto)`}
	if diff := cmp.Diff(want, errorTexts(t, errs)); diff != "" {
		t.Errorf("errors mismatch (-want +got):\n%s", diff)
	}
}

// TestComboErrorsAllReported: a combination does not hide the other
// problems of the file.
func TestComboErrorsAllReported(t *testing.T) {
	_, err := Parse("perfil.toml", []byte("min_bet = 6\nmax_bet = 5\ntarget_points = 1\nraise_mode = \"doble\"\nmin_raise = 3\n"))
	want := []string{
		`perfil.toml:1,2: min_bet, max_bet: el envite mínimo (6) es mayor que el máximo (5): no se podría envidar (CONVENCION-envite-minimo, CONVENCION-tope-envite); baje min_bet o suba max_bet`,
		`perfil.toml:3: target_points: debe estar entre 5 y 100`,
		`perfil.toml:4,5: raise_mode, min_raise: con raise_mode = "doble" el reenvido dobla y min_raise no se usa (CONVENCION-subida); quite min_raise o use raise_mode = "mas"`,
	}
	if diff := cmp.Diff(want, errorTexts(t, err)); diff != "" {
		t.Errorf("errors mismatch (-want +got):\n%s", diff)
	}
}

// TestComboAccepted: combinations that look odd but the engine honours.
func TestComboAccepted(t *testing.T) {
	for _, f := range []string{
		"raise_mode = \"doble\"\nmin_raise = 2\n",
		"max_bet = 2\n", // min_raise by default: no raises at all
		"discard_order = \"mano_primero\"\nserve_order = \"reparto\"\n",
		"min_discard = 0\nmax_discard = 1\n",
		"falta_de_tanto = \"corte_libre\"\nfalta_de_tanto_within = 1\n",
		"jugadas_tras_no_quiero = \"mejor_jugada\"\ndeje = false\n",
	} {
		if _, err := Parse("perfil.toml", []byte(f)); err != nil {
			t.Errorf("Parse(%q): %v", f, err)
		}
	}
	_, err := Parse("perfil.toml", []byte("falta_de_tanto = \"corte_libre\"\ntarget_points = 10\nfalta_de_tanto_within = 10\n"))
	if err == nil || !strings.HasPrefix(err.Error(), "perfil.toml:1,2,3: target_points, falta_de_tanto, falta_de_tanto_within: ") {
		t.Errorf("corte libre from the first deal: %v", err)
	}
}

// TestComboErrorsJSON: the rules object of the protocol, fixtures and
// saved games is refused with the same message, under its name.
func TestComboErrorsJSON(t *testing.T) {
	_, err := ParseJSON("rules", json.RawMessage(`{"min_raise":3,"raise_mode":"doble"}`))
	if err == nil {
		t.Fatal("ParseJSON accepted raise_mode doble with min_raise 3")
	}
	msg := err.Error()
	for _, w := range []string{"rules:", "raise_mode", "min_raise", "CONVENCION-subida"} {
		if !strings.Contains(msg, w) {
			t.Errorf("ParseJSON error %q does not name %q", msg, w)
		}
	}
	var ce *engine.ComboError
	if err := (engine.Rules{}).Validate(); err == nil {
		t.Error("zero Rules validate")
	}
	r := engine.DefaultRules()
	r.FaltaDeTanto, r.FaltaDeTantoWithin = engine.FaltaCorteLibre, 0
	if err := r.Validate(); !errors.As(err, &ce) || !cmp.Equal(ce.Keys, []string{"falta_de_tanto", "falta_de_tanto_within"}) ||
		!cmp.Equal(ce.Values, []string{`"corte_libre"`, "0"}) {
		t.Errorf("Validate() = %v (%+v)", err, ce)
	}
}

// TestDocsListEveryCombo: docs/config.md, «Combinaciones que se
// rechazan», has a row naming the keys of every combination refused.
func TestDocsListEveryCombo(t *testing.T) {
	doc, err := os.ReadFile("../docs/config.md")
	if err != nil {
		t.Fatal(err)
	}
	_, sec, ok := strings.Cut(string(doc), "### Combinaciones que se rechazan")
	if !ok {
		t.Fatal("docs/config.md: falta la sección «Combinaciones que se rechazan»")
	}
	sec, _, _ = strings.Cut(sec, "\n## ")
	for _, tt := range comboCases {
		row := "| `" + strings.ReplaceAll(tt.keys, ", ", "`, `") + "` |"
		if !strings.Contains(sec, row) {
			t.Errorf("docs/config.md: no row %s for the combination %q", row, tt.name)
		}
	}
}

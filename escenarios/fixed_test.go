package escenarios

import (
	"github.com/musfem/musfem/evidence"
	"slices"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/musfem/musfem/config"
)

// TestEveryProfileRunsTheSpecification runs the whole specification in
// fixed mode under every profile of config/perfiles/ on the reference
// engine: every scenario that applies must pass, some must apply, and a
// NO APLICA names the key, the value asked for and the profile's.
func TestEveryProfileRunsTheSpecification(t *testing.T) {
	ps, err := config.Profiles()
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range ps {
		t.Run(p.Name, func(t *testing.T) {
			rules := p.Rules
			got, err := Run(Options{Base: &rules, Fixed: true})
			if err != nil {
				t.Fatal(err)
			}
			na := 0
			for _, s := range got {
				switch s.Result {
				case evidence.Pasa:
				case evidence.NoAplica:
					na++
					if !strings.HasPrefix(s.Message, "requiere ") || !strings.Contains(s.Message, "; el perfil fija ") {
						t.Errorf("%s (%s): NO APLICA sin decir qué clave pide: %q", s.Ref(), s.Name, s.Message)
					}
				default:
					t.Errorf("%s (%s) %s bajo %s: %s", s.Ref(), s.Name, s.Result, p.File, s.Message)
				}
			}
			t.Logf("%s: %d escenarios, %d no aplican", p.File, len(got), na)
			if na >= len(got) {
				t.Errorf("%s: no aplica ninguno de los %d escenarios", p.File, len(got))
			}
		})
	}
}

// planted is a feature whose first scenario asks for another deje than the
// profile's (and would pass if it ran), whose second asks for the
// profile's own value, and whose third sets the dealer (table setup).
const planted = `# language: es
@CONVENCION-deje
Característica: plantada

  Escenario: pide deje = false
    Dado la regla "deje" vale false
    Y la regla "target_points" vale 40
    Entonces la partida está en el mus

  Escenario: pide deje = true
    Dado la regla "deje" vale true
    Entonces la partida está en el mus

  Escenario: solo reparte el asiento 2
    Dado reparte el asiento 2
    Entonces habla el asiento 3

  Escenario: pide deje = false y el resto falla
    Dado la regla "max_bet" vale 99
    Y la regla "deje" vale false
    Entonces el marcador es A 99 - B 99
`

// TestFixedModeSkipsOtherValues checks that a scenario asking for another
// value is NO APLICA, never a pass, even when the rest of it would pass or
// fail; that the profile's own value runs; and that without Fixed the
// same scenario overrides the profile and passes.
func TestFixedModeSkipsOtherValues(t *testing.T) {
	fsys := fstest.MapFS{"p/plantada.feature": {Data: []byte(planted)}}
	rules := config.Default() // deje = true
	run := func(fixed bool) []Scenario {
		got, err := Run(Options{Base: &rules, Fixed: fixed, FS: fsys, Dirs: []string{"p"}})
		if err != nil {
			t.Fatal(err)
		}
		if len(got) != 4 {
			t.Fatalf("%d escenarios, se esperaban 4", len(got))
		}
		return got
	}
	got := run(true)
	want := []struct {
		result evidence.Status
		msg    string
	}{
		{evidence.NoAplica, "requiere deje = false; el perfil fija deje = true"},
		{evidence.Pasa, ""},
		{evidence.Pasa, ""},
		{evidence.NoAplica, "requiere deje = false; el perfil fija deje = true"},
	}
	for i, w := range want {
		if got[i].Result != w.result || got[i].Message != w.msg {
			t.Errorf("fijo, %s: %s %q, se esperaba %s %q", got[i].Name, got[i].Result, got[i].Message, w.result, w.msg)
		}
	}
	free := run(false)
	if free[0].Result != evidence.Pasa || free[3].Result != evidence.Falla {
		t.Errorf("sin Fixed «la regla» cambia el perfil: %s y %s, se esperaba pasa y falla", free[0].Result, free[3].Result)
	}
}

// TestOnlyAndStopOnFailure runs the planted feature with Only (the first
// and the last scenario) and Each and then with StopOnFailure: the left-out
// scenarios are NO APLICA, and nothing runs after the first failure.
func TestOnlyAndStopOnFailure(t *testing.T) {
	fsys := fstest.MapFS{"p/plantada.feature": {Data: []byte(planted)}}
	var each []int
	got, err := Run(Options{FS: fsys, Dirs: []string{"p"}, Only: func(file string, line int) bool {
		return line == 5 || line == 18
	}, Each: func(s Scenario) { each = append(each, s.Line) }})
	if err != nil {
		t.Fatal(err)
	}
	var res []evidence.Status
	for _, s := range got {
		res = append(res, s.Result)
	}
	if want := []evidence.Status{evidence.Pasa, evidence.NoAplica, evidence.NoAplica, evidence.Falla}; !slices.Equal(res, want) {
		t.Errorf("con Only: %v, se esperaba %v", res, want)
	}
	if want := []int{5, 10, 14, 18}; !slices.Equal(each, want) {
		t.Errorf("Each vio las líneas %v, se esperaban %v", each, want)
	}
	// A second feature after the failing scenario: it runs without
	// StopOnFailure and not with it.
	fsys["p/zz.feature"] = &fstest.MapFile{Data: []byte("# language: es\n@CONVENCION-deje\nCaracterística: después\n\n  Escenario: pasa\n    Entonces la fase es MUS_DECISION\n")}
	for _, stop := range []bool{false, true} {
		got, err = Run(Options{FS: fsys, Dirs: []string{"p"}, StopOnFailure: stop, Only: func(file string, line int) bool {
			return line != 5
		}})
		if err != nil {
			t.Fatal(err)
		}
		want := 5
		if stop {
			want = 4
		}
		if len(got) != want || got[3].Result != evidence.Falla {
			t.Errorf("StopOnFailure %v: %d escenarios, se esperaban %d con el cuarto fallando", stop, len(got), want)
		}
	}
}

package certify

import (
	"strings"
	"testing"
)

// protocol1Target is the reference engine as an engine of protocol 1 sees
// it: every config value but the señas (signals_enabled only at false, the
// gaze keys at their defaults).
func protocol1Target() Target {
	t := ReferenceTarget()
	t.Name, t.AllConfig = "protocolo-1", false
	signal := func(k string) bool {
		return k == "signals_enabled" || k == "gaze_weights" || k == "gaze_min_ticks" || k == "gaze_max_ticks"
	}
	t.Claims = func(string) bool { return true }
	t.ClaimsValue = func(k, v string) bool {
		if !signal(k) {
			return true
		}
		return map[string]string{"signals_enabled": "false", "gaze_weights": "[2, 1, 1]", "gaze_min_ticks": "2", "gaze_max_ticks": "6"}[k] == v
	}
	t.OnlyDefault = signal
	return t
}

// TestOptionNotOfferedIsNotApplicable: an engine that plays señas only
// off gets the articles of chapter VIII of kind option that nothing else
// reaches as NO APLICA, with the reason naming the key and the value it
// does not offer, and its verdict does not change; the fixtures of set v2
// are NO APLICA too (counted, named in the notes, never evidence).
// Artículo: FEM-VIII.2
func TestOptionNotOfferedIsNotApplicable(t *testing.T) {
	rep, err := Run(Options{Target: protocol1Target(), Selector: "FEM-VIII"})
	if err != nil {
		t.Fatal(err)
	}
	if rep.Failed() {
		t.Errorf("veredicto %s: las señas que el motor no ofrece no deben rechazarlo", rep.Verdict)
	}
	// An article some check reaches with señas off (08-lenguaje.feature)
	// is judged by it; the others are NO APLICA, naming the key.
	na := 0
	for i := 1; i <= 7; i++ {
		id := "FEM-VIII." + string(rune('0'+i))
		row, ok := findRow(rep, id)
		if !ok {
			t.Fatalf("sin fila %s", id)
		}
		switch {
		case len(row.Checks) > 0 && row.Status == Pasa:
		case len(row.Checks) == 0 && row.Status == NoAplica && strings.Contains(row.Reason, "el motor no ofrece signals_enabled = true"):
			na++
		default:
			t.Errorf("%s: %s %q con %d pruebas, se esperaba PASA con pruebas o NO APLICA porque el motor no ofrece signals_enabled = true", id, row.Status, row.Reason, len(row.Checks))
		}
	}
	if row, _ := findRow(rep, "FEM-VIII.2"); row.Status != NoAplica {
		t.Errorf("FEM-VIII.2 (las señas oficiales): %s, se esperaba NO APLICA", row.Status)
	}
	if na == 0 {
		t.Error("ningún artículo del capítulo VIII es NO APLICA")
	}
	if row, _ := findRow(rep, "FEM-VIII.8"); row.Status != Pasa {
		t.Errorf("FEM-VIII.8 (vocabulario, sin señas): %s", row.Status)
	}
	if s := rep.Summary.Scenarios; s.NoAplica == 0 || s.Falla+s.Error+s.Tiempo+s.Consecuencia != 0 {
		t.Errorf("escenarios: %+v", s)
	}
	if s := rep.Summary.Fixtures; s.NoAplica < 2 || s.Falla+s.Error != 0 {
		t.Errorf("registros: %+v, se esperaban al menos los 2 del juego v2 como NO APLICA", s)
	}
	if !strings.Contains(strings.Join(rep.Notes, " "), "seeds/v2/sena-vista-por-el-companero.json (requiere signals_enabled = true") {
		t.Errorf("las notas no dicen qué registro no aplica ni por qué: %q", rep.Notes)
	}

	// The same articles with señas: every one passes on its scenarios.
	full, err := Run(Options{Target: ReferenceTarget(), Selector: "FEM-VIII"})
	if err != nil {
		t.Fatal(err)
	}
	for _, id := range []string{"FEM-VIII.2", "FEM-VIII.3", "FEM-VIII.4", "FEM-VIII.6"} {
		if row, _ := findRow(full, id); row.Status != Pasa {
			t.Errorf("referencia, %s: %s %s", id, row.Status, row.Reason)
		}
	}
}

// TestOptionOfferedWithoutEvidenceIsNoProof: an article of kind option
// whose key the engine offers away from its default is SIN PRUEBAS when
// no check reaches it (D14), and that rejects the engine: offering an
// option and never being checked on it is not a pass.
func TestOptionOfferedWithoutEvidenceIsNoProof(t *testing.T) {
	rep, err := Run(Options{Target: ReferenceTarget(), Selector: "FEM-VIII.2", NoScenarios: true, NoFixtures: true})
	if err != nil {
		t.Fatal(err)
	}
	row, ok := findRow(rep, "FEM-VIII.2")
	if !ok || row.Status != SinPruebas || !rep.Failed() {
		t.Errorf("FEM-VIII.2 sin pruebas y con la opción ofrecida: %+v (%s), se esperaba SIN PRUEBAS y RECHAZADO", row, rep.Verdict)
	}
}

// TestNotOffered names the value an engine does not offer.
func TestNotOffered(t *testing.T) {
	for k, want := range map[string]string{
		"signals_enabled": "el motor no ofrece signals_enabled = true",
		"deje":            "el motor no ofrece deje = false",
		"gaze_max_ticks":  "el motor solo ofrece gaze_max_ticks = 6",
	} {
		if got := notOffered(k); got != want {
			t.Errorf("notOffered(%s) = %q, se esperaba %q", k, got, want)
		}
	}
}

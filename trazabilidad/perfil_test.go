package trazabilidad

import (
	"strings"
	"testing"

	"github.com/musfem/musfem/config"
	"github.com/musfem/musfem/engine"
	"github.com/musfem/musfem/escenarios"
	"github.com/musfem/musfem/evidence"
	"github.com/musfem/musfem/reference"
)

// TestFixedProfileNeverPasses builds a report under a fixed profile from
// hand-made results: a NO APLICA scenario is counted apart, never as a
// pass; an article whose only scenarios do not apply is "sin cubrir" with
// their reason; one with a passing scenario besides is "cubierto"; the
// header names the profile and its description.
func TestFixedProfileNeverPasses(t *testing.T) {
	cat, err := reference.Load()
	if err != nil {
		t.Fatal(err)
	}
	const why = "requiere deje = true; el perfil fija deje = false"
	scs := []escenarios.Scenario{
		{Name: "solo no aplica", File: "features/fem/07-tanteo.feature", Line: 10, Tags: []string{"FEM-VII.1"}, Result: evidence.NoAplica, Message: why},
		{Name: "otro que no aplica", File: "features/fem/07-tanteo.feature", Line: 20, Tags: []string{"FEM-VII.1"}, Result: evidence.NoAplica, Message: why},
		{Name: "no aplica", File: "features/fem/06-envites.feature", Line: 30, Tags: []string{"FEM-VI.4"}, Result: evidence.NoAplica, Message: why},
		{Name: "pasa", File: "features/fem/06-envites.feature", Line: 40, Tags: []string{"FEM-VI.4"}, Result: evidence.Pasa},
	}
	rules := config.Default()
	rules.Deje = false
	r := Build(Input{Catalog: cat, Scenarios: scs, Rules: rules, ProfileName: "config/perfiles/mesa-habitual.toml",
		ProfileDescription: "Lo más habitual en la mesa.", Fixed: true, Engine: "musfem-referencia"})
	if sc := r.Summary.Scenarios; sc.Pasa != 1 || sc.NoAplica != 3 || sc.Total != 4 {
		t.Errorf("escenarios %+v, se esperaba 1 pasa y 3 no aplican de 4", sc)
	}
	rows := map[string]ArticleRow{}
	for _, ch := range r.Chapters {
		for _, a := range ch.Articles {
			rows[a.ID] = a
		}
	}
	if a := rows["FEM-VII.1"]; a.Status != evidence.SinPruebas || a.Justification != "Ninguno de sus 2 escenarios aplica al perfil: "+why+"." {
		t.Errorf("FEM-VII.1: %s %q, se esperaba sin cubrir con el motivo", a.Status, a.Justification)
	}
	if a := rows["FEM-VI.4"]; a.Status != evidence.Pasa || a.Justification != "" {
		t.Errorf("FEM-VI.4: %s %q, se esperaba cubierto", a.Status, a.Justification)
	}
	if r.Summary.EnforceableCovered != 1 {
		t.Errorf("artículos aplicables cubiertos: %d, se esperaba 1 (FEM-VI.4)", r.Summary.EnforceableCovered)
	}
	md := string(r.Markdown())
	for _, want := range []string{
		"perfil: config/perfiles/mesa-habitual.toml (1 valor distinto de los por defecto) — Lo más habitual en la mesa.",
		"- Perfil fijo config/perfiles/mesa-habitual.toml: un escenario que pide otro valor de una regla no aplica (3 escenarios)",
		"⚠ SIN PRUEBAS — Ninguno de sus 2 escenarios aplica al perfil: " + why,
	} {
		if !strings.Contains(md, want) {
			t.Errorf("el Markdown no dice %q", want)
		}
	}
	html, err := r.HTML()
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(html), `<li id="perfil-fijo">Perfil fijo config/perfiles/mesa-habitual.toml`) {
		t.Error("el HTML no dice que el perfil es fijo")
	}
}

// TestNotApplicableWhy checks the reasons given for a row left uncovered.
func TestNotApplicableWhy(t *testing.T) {
	na := func(msg string) ScenarioRef { return ScenarioRef{Result: evidence.NoAplica, Message: msg} }
	a, b := "requiere deje = true; el perfil fija deje = false", "requiere games_to_win = 1; el perfil fija games_to_win = 3"
	for _, tt := range []struct {
		refs []ScenarioRef
		want string
	}{
		{nil, ""},
		{[]ScenarioRef{na(a), {Result: evidence.Pasa}}, ""},
		{[]ScenarioRef{na(a), {Result: evidence.Error}}, ""},
		{[]ScenarioRef{na(a)}, "Su único escenario no aplica al perfil: " + a + "."},
		{[]ScenarioRef{na(a), na(b), na(a)}, "Ninguno de sus 3 escenarios aplica al perfil: " + a + " · " + b + "."},
	} {
		if got := notApplicableWhy(tt.refs); got != tt.want {
			t.Errorf("notApplicableWhy(%v) = %q, se esperaba %q", tt.refs, got, tt.want)
		}
	}
}

// TestProfileSwitchesAnOptionOff: under a fixed profile whose value of an
// option article's applies_when key is another (penalties "off" for FEM
// VI.11, which applies only with "penalizar" or "reglamento"), the article is NO APLICA
// with that reason and does not count among the applicable ones; under
// "penalizar" the same NO APLICA scenarios leave it "sin cubrir".
func TestProfileSwitchesAnOptionOff(t *testing.T) {
	cat, err := reference.Load()
	if err != nil {
		t.Fatal(err)
	}
	const why = "requiere games_to_win = 1; el perfil fija games_to_win = 3"
	scs := []escenarios.Scenario{
		{Name: "penalización", File: "features/fem/06-envites.feature", Line: 10, Tags: []string{"FEM-VI.11"}, Result: evidence.NoAplica, Message: why},
	}
	row := func(r *Report, id string) ArticleRow {
		for _, ch := range r.Chapters {
			for _, a := range ch.Articles {
				if a.ID == id {
					return a
				}
			}
		}
		t.Fatalf("%s no está en el informe", id)
		return ArticleRow{}
	}
	off := config.Default()
	rOff := Build(Input{Catalog: cat, Scenarios: scs, Rules: off, ProfileName: "p.toml", Fixed: true})
	a := row(rOff, "FEM-VI.11")
	// FEM-VI.11 applies under either of two values (applies_when names the
	// key twice): the reason lists both.
	wantWhy := `El perfil lo desactiva: el artículo solo se aplica con ordago_postre_penalties = "penalizar" o "reglamento", y el perfil fija ordago_postre_penalties = "off".`
	if a.Status != evidence.NoAplica || a.Justification != wantWhy {
		t.Errorf("con off: %s %q, se esperaba no aplica con %q", a.Status, a.Justification, wantWhy)
	}
	on := config.Default()
	on.OrdagoPostrePenalties = engine.PenaltiesPenalizar
	rOn := Build(Input{Catalog: cat, Scenarios: scs, Rules: on, ProfileName: "p.toml", Fixed: true})
	if a := row(rOn, "FEM-VI.11"); a.Status != evidence.SinPruebas {
		t.Errorf("con penalizar: %s, se esperaba sin cubrir", a.Status)
	}
	text := config.Default()
	text.OrdagoPostrePenalties = engine.PenaltiesReglamento
	if a := row(Build(Input{Catalog: cat, Scenarios: scs, Rules: text, ProfileName: "p.toml", Fixed: true}), "FEM-VI.11"); a.Status != evidence.SinPruebas {
		t.Errorf("con reglamento: %s, se esperaba sin cubrir", a.Status)
	}
	// FEM VI.11, VI.12 and VI.24 apply only with "penalizar" or "reglamento" (and have
	// no passing scenario here): under "off" none of the three counts.
	if rOff.Summary.Enforceable != rOn.Summary.Enforceable-3 {
		t.Errorf("aplicables: %d con off y %d con penalizar; con off no deben contar FEM-VI.11, VI.12 y VI.24", rOff.Summary.Enforceable, rOn.Summary.Enforceable)
	}
	// Without a fixed profile (the default run) nothing is switched off.
	if a := row(Build(Input{Catalog: cat, Scenarios: scs, Rules: off}), "FEM-VI.11"); a.Status != evidence.SinPruebas {
		t.Errorf("sin perfil fijo: %s, se esperaba sin cubrir", a.Status)
	}
}

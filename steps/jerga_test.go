package steps

import (
	"fmt"
	"regexp"
	"strings"
	"testing"

	"github.com/cucumber/godog"
	messages "github.com/cucumber/messages/go/v34"

	"github.com/musfem/musfem/internal/jerga"
)

// titled is a name or a description of a Gherkin document, where it is
// and what it is.
type titled struct {
	where string // file:line
	what  string // "el nombre del escenario", "la descripción de la regla"…
	text  string
}

// titles returns every name and description of the feature files — of
// the Característica, its Antecedentes, each Regla, each Escenario and
// each Ejemplos block — and the name of every scenario as the report
// prints it (an outline's name with the values of its Examples row).
func titles(t *testing.T) []titled {
	t.Helper()
	suite := godog.TestSuite{Options: &godog.Options{Paths: featurePaths}}
	feats, err := suite.RetrieveFeatures()
	if err != nil {
		t.Fatal(err)
	}
	var out []titled
	for _, f := range feats {
		doc := f.GherkinDocument
		if doc.Feature == nil {
			continue
		}
		add := func(loc *messages.Location, kind, name, desc string) {
			where := fmt.Sprintf("%s:%d", f.Uri, loc.Line)
			out = append(out, titled{where, "el nombre de " + kind, name})
			if strings.TrimSpace(desc) != "" {
				out = append(out, titled{where, "la descripción de " + kind, desc})
			}
		}
		scenario := func(sc *messages.Scenario) {
			add(sc.Location, "el escenario", sc.Name, sc.Description)
			for _, ex := range sc.Examples {
				add(ex.Location, "los ejemplos", ex.Name, ex.Description)
			}
		}
		children := func(cs []*messages.FeatureChild, rs []*messages.RuleChild) {
			for _, c := range cs {
				switch {
				case c.Background != nil:
					add(c.Background.Location, "los antecedentes", c.Background.Name, c.Background.Description)
				case c.Scenario != nil:
					scenario(c.Scenario)
				case c.Rule != nil:
					add(c.Rule.Location, "la regla", c.Rule.Name, c.Rule.Description)
					for _, rc := range c.Rule.Children {
						switch {
						case rc.Background != nil:
							add(rc.Background.Location, "los antecedentes", rc.Background.Name, rc.Background.Description)
						case rc.Scenario != nil:
							scenario(rc.Scenario)
						}
					}
				}
			}
		}
		add(doc.Feature.Location, "la característica", doc.Feature.Name, doc.Feature.Description)
		children(doc.Feature.Children, nil)
		for _, p := range f.Pickles {
			out = append(out, titled{f.Uri, "el nombre del escenario tal como sale en el informe", p.Name})
		}
	}
	return out
}

// placeholder is a parameter of an outline's name, <modo>: its values are
// checked in the names of the scenarios it expands to.
var placeholder = regexp.MustCompile(`<[^<>]+>`)

// TestNamesSayTheRule: the names and descriptions of features/ — what the
// reports print of a scenario and what a reader reads first — say the rule
// in Spanish, not the configuration that sets it: no key of the rules or
// of the referee's settings (min_discard, on_timeout), no snake_case value
// (corte_libre), no "clave = valor" and no true or false. The steps keep
// them (`la regla "deje" vale false`), and docs/LEEME.md explains them.
func TestNamesSayTheRule(t *testing.T) {
	for _, ti := range titles(t) {
		if m := jerga.Setting(placeholder.ReplaceAllString(ti.text, "")); m != "" {
			t.Errorf("%s: %s dice «%s», que es del fichero de reglas: dígase la regla en castellano (%q)", ti.where, ti.what, m, ti.text)
		}
	}
}

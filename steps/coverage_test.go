package steps

import (
	"regexp"
	"strings"
	"testing"

	"github.com/cucumber/godog"
	"github.com/musfem/musfem/engine"
	"github.com/musfem/musfem/reference"
)

// codesOutsideScenarios are the error codes no scenario can show, and why.
var codesOutsideScenarios = map[string]string{
	"TRANSITION": "a phase transition outside the table is an engine bug; the property tests walk the table instead",
}

// stepTexts returns the text of every step the specification runs, an
// outline's once per Examples row with its values in place.
func stepTexts(t *testing.T) []string {
	t.Helper()
	suite := godog.TestSuite{Options: &godog.Options{Paths: featurePaths}}
	feats, err := suite.RetrieveFeatures()
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, f := range feats {
		for _, p := range f.Pickles {
			for _, st := range p.Steps {
				out = append(out, st.Text)
			}
		}
	}
	return out
}

var (
	reStepNoun   = regexp.MustCompile(`^(?:no )?constan? (.+)$`)
	reStepSeen   = regexp.MustCompile(`^(?:todos ven|nadie en la mesa ve) ((?:el|la|los|las|un|una) .+)$`)
	reStepOwn    = regexp.MustCompile(`^solo el asiento [0-3] ve (.+)$`)
	reStepList   = regexp.MustCompile(`^consta, en este orden y nada más: (.+)$`)
	reStepRefuse = regexp.MustCompile(`^(?:la acción se rechaza|la partida no empieza) porque (.+?)(?: \((?:FEM|CONVENCION)-[^)]*\))?$`)
)

// namedIn returns the event kinds and error codes the steps name through
// the glossary.
func namedIn(t *testing.T, steps []string) (kinds, codes map[string]bool) {
	kinds, codes = map[string]bool{}, map[string]bool{}
	for _, s := range steps {
		var err error
		switch {
		case strings.HasPrefix(s, "consta que "):
			var k string
			k, _, err = readEvent(strings.TrimPrefix(s, "consta que "))
			kinds[k] = true
		case reStepList.MatchString(s):
			var ks []string
			ks, err = readNounList(reStepList.FindStringSubmatch(s)[1])
			for _, k := range ks {
				kinds[k] = true
			}
		case reStepNoun.MatchString(s), reStepSeen.MatchString(s), reStepOwn.MatchString(s):
			var e eventEntry
			if m := reStepOwn.FindStringSubmatch(s); m != nil {
				e, err = readNoun(m[1], true)
			} else if m := reStepSeen.FindStringSubmatch(s); m != nil {
				e, err = readNoun(m[1], false)
			} else {
				e, err = readNoun(reStepNoun.FindStringSubmatch(s)[1], false)
			}
			kinds[e.kind] = true
		case reStepRefuse.MatchString(s):
			var c string
			c, err = codeOf(reStepRefuse.FindStringSubmatch(s)[1])
			codes[c] = true
		}
		if err != nil {
			t.Errorf("«%s»: %v", s, err)
		}
	}
	return kinds, codes
}

// TestEveryEventAndErrorAppears checks that the scenarios name every event
// kind of the catalog v2 and show every error code, through the
// glossary's Spanish.
func TestEveryEventAndErrorAppears(t *testing.T) {
	kinds, codes := namedIn(t, stepTexts(t))
	for _, k := range engine.EventKindsV2() {
		if !kinds[k.String()] {
			t.Errorf("ningún escenario comprueba el evento %s («%s»)", k, nounOf(k.String()))
		}
	}
	for _, c := range engine.CodesV2() {
		if _, ok := codesOutsideScenarios[c.String()]; ok {
			continue
		}
		if !codes[c.String()] {
			t.Errorf("ningún escenario muestra el error %s («%s»)", c, wordOf(glossary.codes, c.String()))
		}
	}
}

// TestEveryEnforceableEntryHasAScenario checks that every article the
// engine enforces (kinds enforced, option, vocabulary) and every convention
// (a not-implemented one shows its refusal) carries at least one scenario.
func TestEveryEnforceableEntryHasAScenario(t *testing.T) {
	cat, err := reference.Load()
	if err != nil {
		t.Fatal(err)
	}
	scs, _ := loadScenarios(t)
	tagged := map[string]int{}
	for _, sc := range scs {
		for _, tg := range sc.tags {
			tagged[tg]++
		}
	}
	for _, a := range cat.Articles() {
		if a.IsChapter() {
			continue
		}
		switch a.Kind {
		case reference.KindEnforced, reference.KindOption, reference.KindVocabulary:
			if tagged[a.ID] == 0 {
				t.Errorf("%s (%s, %s) no tiene ningún escenario", a.ID, a.Kind, a.Pos)
			}
		}
	}
	for _, c := range cat.Conventions() {
		if tagged[c.ID] == 0 {
			t.Errorf("%s (%s, %s) no tiene ningún escenario", c.ID, c.Status, c.Pos)
		}
	}
}

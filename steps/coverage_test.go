package steps

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/musfem/musfem/driver"
	"github.com/musfem/musfem/reference"
)

// codesOutsideScenarios are the error codes no scenario can show, and why.
var codesOutsideScenarios = map[string]string{
	"TRANSITION": "a phase transition outside the table is an engine bug; the property tests walk the table instead",
}

// featureText returns the text of every feature of the specification.
func featureText(t *testing.T) string {
	t.Helper()
	var b strings.Builder
	for _, dir := range featurePaths {
		files, _ := filepath.Glob(filepath.Join(dir, "*.feature"))
		for _, f := range files {
			data, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			b.Write(data)
		}
	}
	return b.String()
}

// TestEveryEventAndErrorAppears checks that every event kind of the
// catalog and every error code appears in at least one scenario.
func TestEveryEventAndErrorAppears(t *testing.T) {
	text := featureText(t)
	for _, k := range driver.EventKinds() {
		if !strings.Contains(text, k) {
			t.Errorf("ningún escenario menciona el evento %s", k)
		}
	}
	for _, c := range driver.ErrorCodes() {
		if _, ok := codesOutsideScenarios[c]; ok {
			continue
		}
		if !strings.Contains(text, "con "+c+" por") && !strings.Contains(text, "el motor dice "+c) {
			t.Errorf("ningún escenario muestra el error %s", c)
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

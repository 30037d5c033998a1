package steps

import (
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/cucumber/godog"
	messages "github.com/cucumber/messages/go/v34"
	"github.com/musfem/musfem/reference"
)

// featurePaths are the specification's feature folders, relative to steps/.
var featurePaths = []string{"../features/fem", "../features/convencion", "../features/preguntas"}

// scenarioInfo is one scenario of the specification with its inherited
// tags and position.
type scenarioInfo struct {
	file string
	line int64
	name string
	tags []string
}

func (s scenarioInfo) String() string { return fmt.Sprintf("%s:%d (%s)", s.file, s.line, s.name) }

func tagNames(ts []*messages.Tag) []string {
	var out []string
	for _, t := range ts {
		out = append(out, strings.TrimPrefix(t.Name, "@"))
	}
	return out
}

// loadScenarios walks the Gherkin documents of the specification.
func loadScenarios(t *testing.T) ([]scenarioInfo, map[string][]int64) {
	t.Helper()
	suite := godog.TestSuite{Options: &godog.Options{Paths: featurePaths}}
	feats, err := suite.RetrieveFeatures()
	if err != nil {
		t.Fatal(err)
	}
	var out []scenarioInfo
	tagLines := map[string][]int64{} // "file:tag" → lines
	for _, f := range feats {
		doc := f.GherkinDocument
		if doc.Feature == nil {
			t.Errorf("%s: no tiene Característica", f.Uri)
			continue
		}
		file := f.Uri
		record := func(ts []*messages.Tag) {
			for _, tg := range ts {
				k := file + "|" + strings.TrimPrefix(tg.Name, "@")
				tagLines[k] = append(tagLines[k], tg.Location.Line)
			}
		}
		record(doc.Feature.Tags)
		ftags := tagNames(doc.Feature.Tags)
		add := func(sc *messages.Scenario, inherited []string) {
			record(sc.Tags)
			tags := append(append([]string{}, inherited...), tagNames(sc.Tags)...)
			for _, ex := range sc.Examples {
				record(ex.Tags)
				tags = append(tags, tagNames(ex.Tags)...)
			}
			out = append(out, scenarioInfo{file: file, line: sc.Location.Line, name: sc.Name, tags: tags})
		}
		for _, ch := range doc.Feature.Children {
			switch {
			case ch.Scenario != nil:
				add(ch.Scenario, ftags)
			case ch.Rule != nil:
				record(ch.Rule.Tags)
				rtags := append(append([]string{}, ftags...), tagNames(ch.Rule.Tags)...)
				for _, rc := range ch.Rule.Children {
					if rc.Scenario != nil {
						add(rc.Scenario, rtags)
					}
				}
			}
		}
	}
	return out, tagLines
}

func isCatalogTag(tag string) bool {
	return strings.HasPrefix(tag, "FEM-") || strings.HasPrefix(tag, "CONVENCION-")
}

// TestFeatureFilesAreSpanish checks the header of every feature file.
func TestFeatureFilesAreSpanish(t *testing.T) {
	for _, dir := range featurePaths {
		files, _ := filepath.Glob(filepath.Join(dir, "*.feature"))
		for _, f := range files {
			b, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			first := strings.SplitN(string(b), "\n", 2)[0]
			if strings.TrimSpace(first) != "# language: es" {
				t.Errorf("%s:1: la primera línea debe ser \"# language: es\"", f)
			}
		}
	}
}

// TestEveryScenarioNamesCatalogEntries checks that every scenario carries
// at least one @FEM-… or @CONVENCION-… tag and that every such tag names an
// entry of the catalog; a failure names the file and line.
func TestEveryScenarioNamesCatalogEntries(t *testing.T) {
	cat, err := reference.Load()
	if err != nil {
		t.Fatal(err)
	}
	scs, tagLines := loadScenarios(t)
	if len(scs) == 0 {
		t.Fatal("no hay escenarios")
	}
	for _, sc := range scs {
		n := 0
		for _, tg := range sc.tags {
			if isCatalogTag(tg) {
				n++
			}
		}
		if n == 0 {
			t.Errorf("%s: el escenario no lleva ninguna etiqueta @FEM-… ni @CONVENCION-…", sc)
		}
	}
	var keys []string
	for k := range tagLines {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		file, tag, _ := strings.Cut(k, "|")
		if !isCatalogTag(tag) {
			continue
		}
		if _, ok := cat.Lookup(tag); !ok {
			t.Errorf("%s:%d: la etiqueta @%s no nombra ninguna entrada del catálogo (reference/)", file, tagLines[k][0], tag)
		}
	}
}

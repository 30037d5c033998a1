package steps

import (
	"fmt"
	"io/fs"
	"sort"
	"strings"

	"github.com/cucumber/godog"
	"github.com/musfem/musfem/reference"
)

// SelectTags returns, for the features under paths (in fsys, or on disk
// when fsys is nil), the godog tag expression that runs every scenario
// tagged with an id the selector covers: "FEM-VI" selects FEM-VI and
// FEM-VI.* but not FEM-VII (godog's own filter has no prefix match); an
// open question's id, "P4", selects the scenarios tagged with it. An
// empty selector returns "" (everything). A selector that names no catalog
// entry, or that no scenario carries, is an error.
func SelectTags(fsys fs.FS, paths []string, selector string) (string, error) {
	selector = strings.TrimPrefix(strings.TrimSpace(selector), "@")
	if selector == "" {
		return "", nil
	}
	cat, err := reference.Load()
	if err != nil {
		return "", err
	}
	known := false
	for _, a := range cat.Articles() {
		if reference.Covers(selector, a.ID) {
			known = true
			break
		}
	}
	for _, c := range cat.Conventions() {
		if reference.Covers(selector, c.ID) {
			known = true
			break
		}
	}
	if _, ok := cat.LookupQuestion(selector); ok {
		known = true // P4 selects the scenarios of the question (features/preguntas)
	}
	if !known {
		return "", fmt.Errorf("artículo desconocido: %q no es ni contiene ninguna entrada del catálogo (reference/)", selector)
	}
	suite := godog.TestSuite{Options: &godog.Options{FS: fsys, Paths: paths}}
	feats, err := suite.RetrieveFeatures()
	if err != nil {
		return "", err
	}
	set := map[string]bool{}
	for _, f := range feats {
		for _, p := range f.Pickles {
			for _, t := range p.Tags {
				if id := strings.TrimPrefix(t.Name, "@"); reference.Covers(selector, id) {
					set[t.Name] = true
				}
			}
		}
	}
	if len(set) == 0 {
		return "", fmt.Errorf("ningún escenario lleva una etiqueta de %s", selector)
	}
	tags := make([]string, 0, len(set))
	for t := range set {
		tags = append(tags, t)
	}
	sort.Strings(tags)
	return strings.Join(tags, ","), nil
}

package escenarios

import (
	"errors"
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
	if err := cat.CheckSelector(selector); err != nil {
		return "", err
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
		msg := fmt.Sprintf("ningún escenario lleva una etiqueta de %s", selector)
		if n := reference.MovedNotice(selector); n != "" {
			msg += ": " + n
		}
		return "", errors.New(msg)
	}
	tags := make([]string, 0, len(set))
	for t := range set {
		tags = append(tags, t)
	}
	sort.Strings(tags)
	return strings.Join(tags, ","), nil
}

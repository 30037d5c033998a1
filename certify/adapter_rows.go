package certify

import (
	"github.com/musfem/musfem/diferencial"
	"github.com/musfem/musfem/reference"
)

// adapterArticles returns the catalog ids whose every aspect rule is
// covered by a behaviour the engine declares its adapter computes
// (protocols 3 and 4; reference.CoveredBy says which behaviour covers a
// rule under each): their passes are the adapter's, not the engine's.
func adapterArticles(table *reference.AspectTable, protocol int, declared []string) map[string]bool {
	out := map[string]bool{}
	if len(declared) == 0 {
		return out
	}
	isDeclared := map[string]bool{}
	for _, x := range declared {
		isDeclared[x] = true
	}
	covered, uncovered := map[string]bool{}, map[string]bool{}
	for _, rule := range table.Rules() {
		arts := rule.Articles
		if contains(arts, reference.ErrorArticle) {
			arts = diferencial.ErrorArticles()
		}
		by := reference.CoveredBy(protocol, rule)
		for _, a := range arts {
			if by != "" && isDeclared[by] {
				covered[a] = true
			} else {
				uncovered[a] = true
			}
		}
	}
	for a := range covered {
		if !uncovered[a] {
			out[a] = true
		}
	}
	return out
}

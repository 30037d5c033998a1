package engine

import (
	"os"
	"strings"
	"testing"
)

// TestCatalogV2DocCoversCode fails when the draft docs/catalog-v2.md
// misses an action type, an event kind, a payload field, a concept, a seña
// or an error code of the v2 lists, so the draft cannot drift from the
// code either; it must also say it is a draft.
// Artículo: FEM-VIII.2
func TestCatalogV2DocCoversCode(t *testing.T) {
	raw, err := os.ReadFile("../docs/catalog-v2.md")
	if err != nil {
		t.Fatalf("reading docs/catalog-v2.md: %v", err)
	}
	doc := string(raw)
	has := func(what, s string) {
		t.Helper()
		if !strings.Contains(doc, "`"+s+"`") {
			t.Errorf("docs/catalog-v2.md does not mention %s `%s`", what, s)
		}
	}
	for _, a := range ActionTypesV2() {
		has("action type", a.String())
	}
	for _, k := range EventKindsV2() {
		has("event kind", k.String())
		rt := payloadTypes[k]
		if rt == nil {
			t.Fatalf("%s has no payload type", k)
		}
		for i := 0; i < rt.NumField(); i++ {
			has(k.String()+" field", strings.Split(rt.Field(i).Tag.Get("json"), ",")[0])
		}
	}
	for c := NoConcept + 1; c < numConcepts; c++ {
		has("concept", c.String())
	}
	for _, c := range CodesV2() {
		has("error code", c.String())
	}
	for _, g := range Signals() {
		has("seña", g.String())
	}
	for _, f := range []string{"clock", "gazes", "signals", "seen_by"} {
		has("observation field", f)
	}
	if !strings.Contains(doc, "version 2 (BORRADOR)") || DraftCatalogVersion != 2 || CatalogVersion != 1 {
		t.Errorf("docs/catalog-v2.md must be the draft of version 2 while CatalogVersion is 1")
	}
}

package engine

import (
	"os"
	"strings"
	"testing"
)

// TestCatalogV2DocCoversCode fails when docs/catalog-v2.md (frozen)
// misses an action type, an event kind, a payload field, a concept, a seña,
// an observation field or an error code of the v2 lists, so the catalog
// cannot drift from the code; it must say it is frozen and be the version
// the engine speaks.
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
	if !strings.Contains(doc, "# Catalog of actions, events and errors — version 2") || !strings.Contains(doc, "**frozen**") ||
		strings.Contains(doc, "BORRADOR") || CatalogVersion != 2 {
		t.Errorf("docs/catalog-v2.md must be version 2, frozen, and CatalogVersion 2 (it is %d)", CatalogVersion)
	}
	for _, r := range []struct {
		rules Rules
		want  int
	}{{DefaultRules(), 1}, {func() Rules { r := DefaultRules(); r.SignalsEnabled = true; return r }(), 2}} {
		if got := CatalogVersionFor(r.rules); got != r.want {
			t.Errorf("CatalogVersionFor(signals_enabled = %v) = %d, want %d", r.rules.SignalsEnabled, got, r.want)
		}
	}
}

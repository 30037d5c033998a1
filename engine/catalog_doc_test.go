package engine

import (
	"os"
	"strings"
	"testing"
)

// TestCatalogDocCoversCode fails when docs/catalog.md misses an action
// type, an event kind, a payload field, a concept or an error code, so the
// wire contract cannot drift from the code unnoticed.
// Artículo: FEM-VIII.8
func TestCatalogDocCoversCode(t *testing.T) {
	raw, err := os.ReadFile("../docs/catalog.md")
	if err != nil {
		t.Fatalf("reading docs/catalog.md: %v", err)
	}
	doc := string(raw)
	has := func(what, s string) {
		t.Helper()
		if !strings.Contains(doc, "`"+s+"`") {
			t.Errorf("docs/catalog.md does not mention %s `%s`", what, s)
		}
	}
	for _, a := range ActionTypes() {
		has("action type", a.String())
	}
	for _, k := range EventKinds() {
		has("event kind", k.String())
		rt := payloadTypes[k]
		if rt == nil {
			t.Fatalf("%s has no payload type", k)
		}
		for i := 0; i < rt.NumField(); i++ {
			tag := strings.Split(rt.Field(i).Tag.Get("json"), ",")[0]
			if tag == "" || tag == "-" {
				t.Errorf("%s.%s has no JSON name", rt.Name(), rt.Field(i).Name)
				continue
			}
			has(k.String()+" field", tag)
		}
	}
	for c := NoConcept + 1; c < numConcepts; c++ {
		has("concept", c.String())
	}
	for _, c := range Codes() {
		has("error code", c.String())
	}
	if !strings.Contains(doc, "version 1") {
		t.Errorf("docs/catalog.md does not state catalog version %d", CatalogVersion)
	}
}

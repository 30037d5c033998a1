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
	if !strings.Contains(doc, "version 1") || !strings.Contains(doc, "It is frozen") {
		t.Errorf("docs/catalog.md does not state that it is catalog version 1, frozen")
	}
	// Version 1 is a part of version 2: its lists are the first ones of
	// the v2 lists, in the same order.
	if v2 := ActionTypesV2(); len(v2) <= len(ActionTypes()) || v2[len(ActionTypes())-1] != ActionTypes()[len(ActionTypes())-1] {
		t.Errorf("ActionTypesV2 does not extend ActionTypes")
	}
	if v2 := EventKindsV2(); len(v2) <= len(EventKinds()) || v2[len(EventKinds())-1] != EventKinds()[len(EventKinds())-1] {
		t.Errorf("EventKindsV2 does not extend EventKinds")
	}
	if v2 := CodesV2(); len(v2) <= len(Codes()) || v2[len(Codes())-1] != Codes()[len(Codes())-1] {
		t.Errorf("CodesV2 does not extend Codes")
	}
}

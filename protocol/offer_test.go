package protocol

import (
	"strings"
	"testing"
)

// TestParseOffer reads --ofrece: bare words of enumerated keys are quoted,
// a repeated key offers several values, a comma inside brackets belongs to
// the value, and a bad item names itself.
func TestParseOffer(t *testing.T) {
	c, err := ParseOffer("discard_order=mano_primero, deje=false,min_raise=1,min_raise=3,gaze_weights=[3,1,1],signals_enabled=true")
	if err != nil {
		t.Fatal(err)
	}
	b, _ := c.MarshalJSON()
	if want := `{"discard_order":["mano_primero"],"deje":[false],"min_raise":[1,3],"gaze_weights":[[3,1,1]],"signals_enabled":[true]}`; string(b) != want {
		t.Errorf("ParseOffer = %s, want %s", b, want)
	}
	for spec, want := range map[string]string{
		"deje":                   `"deje": se esperaba clave=valor`,
		"":                       "no nombra ningún valor",
		"min_raise=0":            "min_raise",
		"no_existe=1":            "no_existe",
		"discard_order=al_reves": "discard_order",
		"gaze_weights=[3,1,1]":   "gaze_weights",
	} {
		if _, err := ParseOffer(spec); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("ParseOffer(%q) = %v, want an error with %q", spec, err, want)
		}
	}
}

// TestRestrictRefusesTheDefault: a server restricted by an offer claims
// only the offered values of those keys, in every protocol's hello, and
// the others as before.
func TestRestrictRefusesTheDefault(t *testing.T) {
	offer, err := ParseOffer("discard_order=mano_primero,deje=false")
	if err != nil {
		t.Fatal(err)
	}
	s := ReferenceServer("x", "1", Protocol4, nil)
	s.Restrict(offer)
	for _, c := range []Capabilities{s.Capabilities, *s.CapabilitiesV2, *s.CapabilitiesV3, *s.CapabilitiesV4} {
		h := Hello{Protocol: Protocol4, Capabilities: c}
		if h.ClaimsValue("discard_order", `"repartidor_primero"`) || h.ClaimsValue("deje", "true") {
			t.Error("the restricted server still claims a default")
		}
		if !h.ClaimsValue("discard_order", `"mano_primero"`) || !h.ClaimsValue("deje", "false") || !h.ClaimsValue("min_raise", "1") {
			t.Error("the restricted server does not claim an offered value, or a value of a key it leaves alone")
		}
	}
}

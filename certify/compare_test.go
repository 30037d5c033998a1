package certify

import "testing"

func TestFocus(t *testing.T) {
	a := string(make([]byte, 1000)) + "AAA" + "ñ"
	b := string(make([]byte, 1000)) + "BBB" + "ñ"
	fa, fb := focus(a, b)
	if len(fa) > 500 || fa[0:3] != "…" || fa[len(fa)-5:] != "AAAñ" || fb[len(fb)-5:] != "BBBñ" {
		t.Fatalf("%q %q", fa, fb)
	}
	if x, y := focus("abc", "abd"); x != "abc" || y != "abd" {
		t.Fatalf("%q %q", x, y)
	}
}

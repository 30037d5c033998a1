package errtext

import "testing"

// TestLocated: every part, and each left out.
func TestLocated(t *testing.T) {
	for _, c := range []struct{ where, key, msg, want string }{
		{"rules.toml:12", "target_points", "debe estar entre 5 y 100", "rules.toml:12: target_points: debe estar entre 5 y 100"},
		{"rules.toml", "", "no existe", "rules.toml: no existe"},
		{"", "grande", "sin artículo", "grande: sin artículo"},
		{"", "", "vacío", "vacío"},
	} {
		if got := Located(c.where, c.key, c.msg); got != c.want {
			t.Errorf("Located(%q, %q, %q) = %q, want %q", c.where, c.key, c.msg, got, c.want)
		}
	}
}

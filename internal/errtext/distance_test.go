package errtext

import "testing"

// TestEditDistance: distances worked out by hand, and the limit.
func TestEditDistance(t *testing.T) {
	for _, c := range []struct {
		a, b  string
		limit int
		want  int
	}{
		{"semilla", "semilla", 3, 0},
		{"semila", "semilla", 3, 1},    // one insertion
		{"partidsa", "partidas", 3, 2}, // a transposition is two edits
		{"gmaes", "games", 9, 2},       // the same
		{"target_point", "target_points", 3, 1},
		{"x", "paralelo", 3, 3},      // lengths differ by 7: the limit
		{"kitten", "sitting", 10, 3}, // k→s, e→i, +g
	} {
		if got := EditDistance(c.a, c.b, c.limit); got != c.want {
			t.Errorf("EditDistance(%q, %q, %d) = %d, se esperaba %d", c.a, c.b, c.limit, got, c.want)
		}
	}
}

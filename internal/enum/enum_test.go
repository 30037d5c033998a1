package enum

import "testing"

type color uint8

// TestName: a value in the table is its word, one past it is the type and
// the number.
func TestName(t *testing.T) {
	names := []string{"", "rojo", "verde"}
	tests := []struct {
		in   color
		want string
	}{
		{0, ""},
		{1, "rojo"},
		{2, "verde"},
		{3, "color(3)"},
		{255, "color(255)"},
	}
	for _, tt := range tests {
		if got := Name(tt.in, names, "color"); got != tt.want {
			t.Errorf("Name(%d) = %q, want %q", tt.in, got, tt.want)
		}
	}
}

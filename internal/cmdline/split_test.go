package cmdline

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestSplit(t *testing.T) {
	for _, tt := range []struct {
		in   string
		want []string
		err  string
	}{
		{"python3 mibot.py", []string{"python3", "mibot.py"}, ""},
		{`python3 "mi bot.py"  --x`, []string{"python3", "mi bot.py", "--x"}, ""},
		{`a "di \"hola\""`, []string{"a", `di "hola"`}, ""},
		{`a ""`, []string{"a", ""}, ""},
		{`a "b`, nil, "comillas sin cerrar"},
		{"  \t", nil, "orden vacía"},
	} {
		got, err := Split(tt.in)
		if tt.err != "" {
			if err == nil || !strings.Contains(err.Error(), tt.err) {
				t.Errorf("Split(%q) error %v, want %q", tt.in, err, tt.err)
			}
			continue
		}
		if err != nil || !cmp.Equal(got, tt.want) {
			t.Errorf("Split(%q) = %q, %v; want %q", tt.in, got, err, tt.want)
		}
	}
}

package certify

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/musfem/musfem/internal/cmdline"
)

// TestAbsCommand: the words of an engine's command line that name files
// relative to the folder of the certification become absolute, quoted so
// that the command line reads back; programs of the PATH, options and
// words that name no file stay as they are.
func TestAbsCommand(t *testing.T) {
	wd := filepath.Join(t.TempDir(), "mi carpeta")
	if err := os.MkdirAll(filepath.Join(wd, "sub"), 0o755); err != nil {
		t.Fatal(err)
	}
	for _, f := range []string{"motor.py", "sub/motor", "python3"} {
		if err := os.WriteFile(filepath.Join(wd, f), nil, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	for _, tc := range []struct{ in, want string }{
		{"musfem serve", "musfem serve"},
		{"python3 motor.py --rapido", `python3 "` + wd + `/motor.py" --rapido`},
		{"./sub/motor sub", `"` + wd + `/sub/motor" sub`},
		{"python3 no-existe.py", "python3 no-existe.py"},
		{`python3 "sin cerrar`, `python3 "sin cerrar`},
	} {
		got := absCommand(tc.in, wd)
		if got != tc.want {
			t.Errorf("absCommand(%q) = %q, se esperaba %q", tc.in, got, tc.want)
			continue
		}
		if got != tc.in {
			if _, err := cmdline.Split(got); err != nil {
				t.Errorf("absCommand(%q) = %q no se lee: %v", tc.in, got, err)
			}
		}
	}
}

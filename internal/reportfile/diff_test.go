package reportfile

import (
	"strings"
	"testing"
)

func TestFirstDiff(t *testing.T) {
	got := FirstDiff([]byte("uno\ndos\ntres\n"), []byte("uno\ndós\ntres\n"))
	want := "línea 2, columna 2:\n  guardado: dos\n  actual:   dós"
	if got != want {
		t.Errorf("FirstDiff = %q, se esperaba %q", got, want)
	}
	if got := FirstDiff([]byte("a\n"), []byte("a\nb")); !strings.HasPrefix(got, "línea 2, columna 1:") {
		t.Errorf("una línea de más: %q", got)
	}
	long := strings.Repeat("x", 100)
	got = FirstDiff([]byte(long+"a"), []byte(long+"b"))
	if want := "línea 1, columna 101:\n  guardado: …" + strings.Repeat("x", 40) + "a\n  actual:   …" + strings.Repeat("x", 40) + "b"; got != want {
		t.Errorf("línea larga: %q", got)
	}
	if got := FirstDiff([]byte("igual"), []byte("igual")); got != "(sin diferencias por líneas)" {
		t.Errorf("textos iguales: %q", got)
	}
}

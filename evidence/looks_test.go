package evidence

import "testing"

// TestLooks checks the table of marks and words: every status once, in
// the order the reports count them, each with a mark and its words.
func TestLooks(t *testing.T) {
	want := []Status{Pasa, Falla, Error, Tiempo, NoAplica, Esperado, Consecuencia, Adaptador, SinPruebas}
	got := Statuses()
	if len(got) != len(want) {
		t.Fatalf("Statuses() = %v, se esperaba %v", got, want)
	}
	for i, s := range want {
		if got[i] != s {
			t.Errorf("Statuses()[%d] = %s, se esperaba %s", i, got[i], s)
		}
		l := lookOf(s)
		if l.mark == "" || l.label == "" || l.one == "" || l.many == "" {
			t.Errorf("%s: sin marca o sin palabras: %+v", s, l)
		}
		if s != Adaptador && s.Label() != string(s) {
			t.Errorf("%s.Label() = %q, se esperaba su valor", s, s.Label())
		}
	}
	for _, tc := range []struct {
		s          Status
		mark, lbl  string
		n          int // a count other than 1
		one, other string
		slug       string
	}{
		{Pasa, "✓", "PASA", 3, "1 pasa", "3 pasan", "pasa"},
		{Error, "⚠", "ERROR", 0, "1 con error", "0 con error", "error"},
		{NoAplica, "–", "NO APLICA", 2, "1 no aplica", "2 no aplican", "no-aplica"},
		{Adaptador, "◇", "LO CALCULA EL ADAPTADOR", 2, "1 lo calcula el adaptador", "2 los calcula el adaptador", "adaptador"},
		{SinPruebas, "⚠", "SIN PRUEBAS", 4, "1 sin pruebas", "4 sin pruebas", "sin-pruebas"},
	} {
		got := [...]string{tc.s.Mark(), tc.s.Label(), tc.s.Count(1), tc.s.Count(tc.n), tc.s.Slug()}
		if want := [...]string{tc.mark, tc.lbl, tc.one, tc.other, tc.slug}; got != want {
			t.Errorf("%s: %q, se esperaba %q", tc.s, got, want)
		}
	}
	if s := Status("OTRO"); s.Mark() != "" || s.Label() != "OTRO" {
		t.Errorf("un estado desconocido: %q %q, se esperaba sin marca y su valor", s.Mark(), s.Label())
	}
}

package jerga

import "testing"

// TestChecks: each check finds what it must in sentences written by hand,
// and lets plain Spanish through.
func TestChecks(t *testing.T) {
	tests := []struct {
		name  string
		check func(string) string
		in    string
		want  string
	}{
		{"seed", Internal, "Inspira la documentación (seed 000 §1.4).", "seed"},
		{"section", Internal, "según el esquema, §3.4", "§"},
		{"seed decisions", Internal, "fuentes: seed-decisions", "seed"},
		{"design seeds", Internal, "4 según las semillas", "semillas"},
		{"numbered seed", Internal, "como en la semilla 003", "semilla 00"},
		{"rulings", Internal, "véase rulings", "rulings"},
		{"decision", Internal, "(decisión D16)", "D16"},
		{"issue", Internal, "pide la pregunta P5 (issue 9)", "issue 9"},
		{"outline", Internal, "fem-outline da 1 tanto", "fem-outline"},
		{"musst", Internal, "según musst", "musst"},
		{"musbot", Internal, "según MUSBOT", "MUSBOT"},
		{"arena", Internal, "el diseño de la Arena", "Arena"},
		{"runner", Internal, "lo aplica el runner", "runner"},
		{"stacked", Internal, "un mazo (stacked deck)", "stacked"},
		{"prepared deck", Internal, "o un mazo preparado", "mazo preparado"},
		{"go file", Internal, "véase engine/phase.go", ".go"},
		{"plain", Internal, "con la semilla 42 reparte el asiento 2; la seña D de duples no existe", ""},
		{"event", CatalogName, "se emite BetRejected", "BetRejected"},
		{"code", CatalogName, "se rechaza con NOT_YOUR_TURN", "NOT_YOUR_TURN"},
		{"action", CatalogName, "la acción Signal", "Signal"},
		{"mus is spanish", CatalogName, "los cuatro dan mus; Mus corrido", ""},
		{"key", Setting, "con min_bet 3 el envido no vale", "min_bet"},
		{"value", Setting, `con "corte_libre", el asiento 2 corta`, "corte_libre"},
		{"assignment", Setting, "con deje = <deje> la pareja A cobra", "deje = "},
		{"boolean", Setting, "Ejemplos: confirmar (true)", "true"},
		{"no key", Setting, "con un envite mínimo de 3, el envido no vale; sin deje no hay tanto de más", ""},
	}
	for _, tt := range tests {
		if got := tt.check(tt.in); got != tt.want {
			t.Errorf("%s: %q gives %q, want %q", tt.name, tt.in, got, tt.want)
		}
	}
}

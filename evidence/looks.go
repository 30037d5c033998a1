package evidence

import (
	"fmt"
	"strings"
)

// look is how the reports draw a status.
type look struct {
	status Status
	// mark is the sign shown beside the status's words: colour and shape
	// never carry a status alone.
	mark string
	// label is the status as the reports print it, in words a reader who
	// is not a programmer understands.
	label string
	// one and many count checks in the status, singular and plural: «1
	// pasa», «3 pasan».
	one, many string
}

// looks is the one table of the marks and words of every status, in the
// order the reports count them (Statuses). ERROR is drawn ⚠, as TIEMPO
// and SIN PRUEBAS are: something to look at, not a result.
var looks = [...]look{
	{Pasa, "✓", "PASA", "pasa", "pasan"},
	{Falla, "✗", "FALLA", "falla", "fallan"},
	{Error, "⚠", "ERROR", "con error", "con error"},
	{Tiempo, "⚠", "TIEMPO", "sin respuesta a tiempo", "sin respuesta a tiempo"},
	{NoAplica, "–", "NO APLICA", "no aplica", "no aplican"},
	{Esperado, "≈", "ESPERADO", "esperado", "esperados"},
	{Consecuencia, "↳", "CONSECUENCIA", "falla por otra divergencia", "fallan por otra divergencia"},
	{Adaptador, "◇", "LO CALCULA EL ADAPTADOR", "lo calcula el adaptador", "los calcula el adaptador"},
	{SinPruebas, "⚠", "SIN PRUEBAS", "sin pruebas", "sin pruebas"},
}

// lookOf returns the look of s; a status that is not one of the constants
// is printed as its value, without a mark.
func lookOf(s Status) look {
	for _, l := range looks {
		if l.status == s {
			return l
		}
	}
	return look{status: s, label: string(s), one: string(s), many: string(s)}
}

// Mark returns the sign drawn beside the status: ✓ PASA, ✗ FALLA, ⚠ ERROR,
// TIEMPO and SIN PRUEBAS, – NO APLICA, ≈ ESPERADO, ↳ CONSECUENCIA, ◇
// ADAPTADOR.
func (s Status) Mark() string { return lookOf(s).mark }

// Label returns the status as the reports print it: its value, but «LO
// CALCULA EL ADAPTADOR» for Adaptador.
func (s Status) Label() string { return lookOf(s).label }

// Count says n checks in the status in Spanish: «1 pasa», «3 pasan», «0
// con error».
func (s Status) Count(n int) string {
	l := lookOf(s)
	if n == 1 {
		return fmt.Sprintf("%d %s", n, l.one)
	}
	return fmt.Sprintf("%d %s", n, l.many)
}

// Slug returns the status as one lower-case word with hyphens, for the
// class and filter names of the HTML pages: «sin-pruebas», «no-aplica».
func (s Status) Slug() string {
	return strings.ToLower(strings.ReplaceAll(string(s), " ", "-"))
}

package mutantes

import (
	"fmt"
	"regexp"
	"strings"
)

// This file says, for the professor who reads reports/mutantes.html, what
// the mutants of an article mean for its rule and what each kind of change
// does, in words; the Go diffs stay on the page, folded, for developers.

// operatorWords says what each operator changes, for a reader who is not
// a programmer (Operators says it in Go).
var operatorWords = map[string]string{
	"comparacion-limite": "un «menor que» pasa a «menor o igual que» (o un «mayor» a «mayor o igual»), o al revés: un límite se corre en uno",
	"comparacion-negada": "una comparación se da la vuelta: un «igual» pasa a «distinto», un «menor» a «mayor o igual»…",
	"aritmetica":         "una suma pasa a resta, una multiplicación a división, o al revés",
	"asignacion":         "una cuenta que suma pasa a restar, o al revés",
	"incremento":         "un contador que sube pasa a bajar, o al revés",
	"constante":          "un número pasa a ser uno más o uno menos, o un «sí» pasa a «no»",
	"logico":             "un «y» entre dos condiciones pasa a «o», o al revés",
	"quitar-operando":    "de dos condiciones unidas se queda solo una",
	"negar-condicion":    "una condición se da la vuelta: se hace lo suyo justo cuando no se cumple",
	"quitar-condicion":   "una condición se da siempre por cumplida",
	"intercambiar-ramas": "lo que se hace cuando una condición se cumple y lo que se hace cuando no se intercambian",
	"quitar-sentencia":   "desaparece un paso del código: una cuenta, una comprobación o una llamada",
	"asiento":            "un jugador se confunde con el de al lado, o con él mismo",
	"negativo":           "desaparece un signo menos o un «no»",
	"bucle":              "al recorrer una lista, «dejar de mirar» pasa a «pasar al siguiente», o al revés",
}

// veces writes n with the singular or plural form of a phrase.
func veces(n int, uno, varios string) string {
	if n == 1 {
		return "1 " + uno
	}
	return fmt.Sprintf("%d %s", n, varios)
}

// articleSays tells what the mutants of an article's code mean for its
// rule, in plain Spanish.
func articleSays(c Counts, none bool) string {
	judged := c.Mutants - c.Equivalent - c.OutOfContract
	detected := c.Killed + c.TimedOut
	rule := "esta regla"
	if none {
		rule = "el juego"
	}
	var s []string
	switch {
	case c.Mutants == 0:
		return ""
	case judged == 0:
		s = append(s, "Ninguno de sus cambios altera cómo juega el motor: no hay nada que la especificación deba notar.")
	case c.Survived == 0 && judged == 1:
		s = append(s, fmt.Sprintf("La especificación nota el único cambio que altera cómo juega el motor %s: un motor que se equivoque en %s de esa manera no la pasaría.", rule, rule))
	case c.Survived == 0:
		s = append(s, fmt.Sprintf("La especificación nota los %d cambios que alteran cómo juega el motor %s: un motor que se equivoque en %s de cualquiera de esas maneras no la pasaría.",
			judged, rule, rule))
	default:
		s = append(s, fmt.Sprintf("La especificación nota %d de los %d cambios que alteran cómo juega el motor %s.", detected, judged, rule))
		v := veces(c.Survived, "pasa inadvertido: un motor con ese error", "pasan inadvertidos: un motor con uno de esos errores")
		s = append(s, fmt.Sprintf("%s podría jugar mal %s sin que ningún escenario lo note; hace falta un escenario más, o explicar por qué el cambio no altera el juego.", v, rule))
		if c.NoCoverage > 0 {
			s = append(s, fmt.Sprintf("De ellos, %s en código al que no llega ningún escenario: un hueco de cobertura.", veces(c.NoCoverage, "está", "están")))
		}
		if c.Observed > 0 {
			s = append(s, fmt.Sprintf("El observador del motor distingue %d de ellos del motor sin cambios (no pueden ser equivalentes); la especificación, no.", c.Observed))
		}
	}
	if c.Equivalent > 0 {
		s = append(s, "Además, "+veces(c.Equivalent, "cambio no cambia nada de lo que hace el motor (es equivalente: el observador del motor no ve ninguna diferencia): no dice nada de la regla, ni a favor ni en contra.",
			"cambios no cambian nada de lo que hace el motor (son equivalentes: el observador del motor no ve ninguna diferencia): no dicen nada de la regla, ni a favor ni en contra."))
	}
	if c.OutOfContract > 0 {
		s = append(s, fmt.Sprintf("%s en código que el contrato de la especificación con un motor no incluye, y no cuentan.", veces(c.OutOfContract, "cambio está", "cambios están")))
	}
	return strings.Join(s, " ")
}

// survivorMeans tells what a surviving mutant means for the rules it
// belongs to.
func survivorMeans(m MutantEntry, titles map[string]string) string {
	what := operatorWords[m.Operator]
	if what == "" {
		what = "un cambio pequeño del código"
	}
	if len(m.Articles) == 0 {
		return "Un motor con este error (" + what + ") podría jugar distinto y ningún escenario lo notaría; su código no nombra ninguna regla."
	}
	var rules []string
	for _, a := range m.Articles {
		r := a
		if t := titles[a]; t != "" {
			r += " («" + t + "»)"
		}
		rules = append(rules, r)
	}
	return "Un motor con este error (" + what + ") podría jugar mal " + joinY(rules) + " y ningún escenario lo notaría."
}

// joinY joins a list the Spanish way: «a, b y c».
func joinY(s []string) string {
	if len(s) <= 1 {
		return strings.Join(s, "")
	}
	return strings.Join(s[:len(s)-1], ", ") + " y " + s[len(s)-1]
}

// outsideRef matches a reference, in parentheses, to the design documents
// the project was written from, which are not in the repository («(seed
// 003 §1)»): the equivalents files may cite them, the page does not.
var outsideRef = regexp.MustCompile(`\s*\((?:seeds?|rulings?|semillas?) \d+(?:\s*§\s*[\d.]+)?\)`)

// withoutOutsideRefs drops those references from a text of the
// equivalents files.
func withoutOutsideRefs(s string) string { return outsideRef.ReplaceAllString(s, "") }

package trazabilidad

import (
	"strconv"
	"strings"
)

// This file says a config value as a Mus player says it at the table
// («con señas», «sin deje», «la negada vale dos tantos»), for the scenarios
// of the report: a step «la regla "signals_enabled" vale true» is shown as
// «se juega con señas», with the key kept in a tooltip for developers.

// valueText is one value of a key as a rules file writes it (TOML text):
// a number, a boolean, a quoted string or a list.
type valueText string

// str returns the text of a quoted string without its quotes, and whether
// it was one.
func (v valueText) str() (string, bool) {
	s := string(v)
	if len(s) >= 2 && s[0] == '"' && s[len(s)-1] == '"' {
		return s[1 : len(s)-1], true
	}
	return "", false
}

// num returns the integer of a number, and whether it is one.
func (v valueText) num() (int, bool) {
	n, err := strconv.Atoi(strings.TrimSpace(string(v)))
	return n, err == nil
}

// boolean returns the value of true or false, and whether it is one.
func (v valueText) boolean() (bool, bool) {
	switch strings.TrimSpace(string(v)) {
	case "true":
		return true, true
	case "false":
		return false, true
	}
	return false, false
}

// numberWords are the numbers a player says in words.
var numberWords = []string{"cero", "uno", "dos", "tres", "cuatro", "cinco", "seis", "siete", "ocho", "nueve", "diez"}

// numero writes n as a player says it: in words up to ten, in figures
// beyond, «menos» before a negative number.
func numero(n int) string {
	if n < 0 {
		return "menos " + numero(-n)
	}
	if n < len(numberWords) {
		return numberWords[n]
	}
	return strconv.Itoa(n)
}

// cantidad writes n things: «un tanto», «dos tantos», «40 tantos»,
// «ninguna carta» (uno is the form before a masculine noun, una before a
// feminine one).
func cantidad(n int, una, singular, plural string) string {
	switch {
	case n < 0:
		return strconv.Itoa(n) + " " + plural
	case n == 1:
		return una + " " + singular
	case n == 0 && una == "una":
		return "ninguna " + singular
	}
	return numero(n) + " " + plural
}

// faltan says how many tantos a pair lacks: «le falta un tanto», «le
// faltan cuatro tantos».
func faltan(n int) string {
	if n == 1 {
		return "le falta un tanto"
	}
	return "le faltan " + tantos(n)
}

func tantos(n int) string { return cantidad(n, "un", "tanto", "tantos") }
func naipes(n int) string { return cantidad(n, "una", "carta", "cartas") }
func pasos(n int) string  { return cantidad(n, "un", "paso", "pasos") }
func juegos(n int) string { return cantidad(n, "un", "juego", "juegos") }

// phrasing says the values of one key: enum values by name (without
// quotes), booleans by yes and no, and numbers (and any other value)
// through other. A nil field has no values of that kind.
type phrasing struct {
	name     string // what the key sets, for a value it does not take
	enum     map[string]string
	yes, no  string
	number   func(n int) string
	fallback func(v string) string
}

// phrasings has one entry per config key (config.Keys; a test checks it).
var phrasings = map[string]phrasing{
	"deck_mode": {name: "la modalidad de baraja", enum: map[string]string{
		"ocho_reyes":   "se juega a ocho reyes, con los treses por reyes y los doses por ases",
		"cuatro_reyes": "se juega a cuatro reyes",
	}},
	"target_points": {name: "los tantos del juego", number: func(n int) string { return "el juego es a " + tantos(n) }},
	"games_to_win":  {name: "los juegos de la partida", number: func(n int) string { return "la partida es a " + juegos(n) }},
	"first_dealer": {name: "el primer repartidor",
		enum:   map[string]string{"sorteo": "el primer repartidor se sortea"},
		number: func(n int) string { return "reparte primero el asiento " + strconv.Itoa(n) },
	},
	"shuffler_seat": {name: "quien baraja para el sorteo", number: func(n int) string { return "baraja para el sorteo el asiento " + strconv.Itoa(n) }},
	"min_discard": {name: "el mínimo de cartas de un descarte", number: func(n int) string {
		if n == 0 {
			return "quien pide mus puede quedarse servido, sin descartarse de ninguna carta"
		}
		return "hay que descartarse al menos de " + naipes(n)
	}},
	"max_discard": {name: "el máximo de cartas de un descarte", number: func(n int) string { return "uno se descarta como mucho de " + naipes(n) }},
	"discard_order": {name: "el orden del descarte", enum: map[string]string{
		"repartidor_primero": "se descarta empezando por el postre, el que reparte",
		"mano_primero":       "se descarta empezando por la mano",
	}},
	"serve_order": {name: "el orden en que se sirve", enum: map[string]string{
		"descarte": "los descartes se sirven en el orden en que se descartan",
		"reparto":  "los descartes se sirven en el orden del reparto, de la mano al postre",
	}},
	"reshuffle_includes_current_round": {name: "qué descartes se rebarajan",
		yes: "al rebarajar entran también los descartes de esta vuelta",
		no:  "al rebarajar entran solo los descartes de las vueltas anteriores",
	},
	"stock_size_public": {name: "si se ve el mazo",
		yes: "todos ven cuántas cartas quedan en el mazo",
		no:  "no se dice cuántas cartas quedan en el mazo",
	},
	"min_bet":   {name: "el envite mínimo", number: func(n int) string { return "el envite mínimo es de " + tantos(n) }},
	"min_raise": {name: "la subida mínima", number: func(n int) string { return "se sube como poco " + numero(n) + " más" }},
	"max_bet":   {name: "el tope de los envites", number: func(n int) string { return "ningún envite pasa de " + tantos(n) + ", salvo el órdago" }},
	"raise_mode": {name: "la manera de subir", enum: map[string]string{
		"mas":   "se sube con «tantos más»",
		"doble": "el reenvido dobla",
	}},
	"negada_points":   {name: "la negada", number: func(n int) string { return "la negada vale " + tantos(n) }},
	"paso_points":     {name: "la grande o la chica en paso", number: func(n int) string { return "la grande o la chica en paso vale " + tantos(n) }},
	"par_points":      {name: "un par", number: func(n int) string { return "un par vale " + tantos(n) + " por jugador" }},
	"medias_points":   {name: "las medias", number: func(n int) string { return "las medias valen " + tantos(n) + " por jugador" }},
	"duples_points":   {name: "los duples", number: func(n int) string { return "los duples valen " + tantos(n) + " por jugador" }},
	"juego_31_points": {name: "la treinta y una", number: func(n int) string { return "la treinta y una vale " + tantos(n) + " por jugador" }},
	"juego_points":    {name: "otro juego", number: func(n int) string { return "cualquier otro juego vale " + tantos(n) + " por jugador" }},
	"punto_points":    {name: "el punto", number: func(n int) string { return "el punto vale " + tantos(n) }},
	"piedra_de_paso": {name: "la piedra de paso",
		yes: "pares o juego en paso dan un tanto más, la piedra de paso, a la pareja que los gana",
		no:  "pares y juego en paso solo cobran sus jugadas",
	},
	"count_order": {name: "el orden del tanteo", enum: map[string]string{
		"lances":  "al final de la jugada se tantea lance a lance, grande, chica, pares y juego o punto, y gana la primera pareja que llega",
		"parejas": "al final de la jugada se tantea pareja a pareja, primero todos los tantos de la pareja mano, y gana la primera que llega",
	}},
	"jugadas_tras_no_quiero": {name: "quién cobra las jugadas tras un «no quiero»", enum: map[string]string{
		"ganador_del_lance": "tras un «no quiero», las jugadas las cobra la pareja que ganó el lance",
		"mejor_jugada":      "tras un «no quiero», las jugadas las cobra la pareja con la mejor, como si nadie hubiera envidado",
	}},
	"quiero_singular": {name: "qué hace un «quiero»", enum: map[string]string{
		"cierra":       "el primer «quiero» cierra el envite por su pareja",
		"rectificable": "tras un «quiero», el compañero aún puede subir (el «quiero» en singular habla solo por quien lo dice)",
	}},
	"deje": {name: "el deje", yes: "se juega con deje", no: "se juega sin deje"},
	"end_on_immediate_points": {name: "cuándo se acaba el juego",
		yes: "el juego se acaba en cuanto una pareja llega a los tantos, aunque sea a mitad de jugada",
		no:  "el juego se acaba al terminar la jugada, aunque una pareja llegue antes a los tantos",
	},
	"announce_within": {name: "el aviso «estamos dentro»", number: func(n int) string {
		return "se avisa «estamos dentro» cuando a una pareja " + faltan(n) + " o menos"
	}},
	"falta_de_tanto_within": {name: "el margen de la falta de tanto", number: func(n int) string {
		return "se está a falta de tanto cuando a una pareja " + faltan(n) + " o menos"
	}},
	"falta_de_tanto": {name: "la falta de tanto", enum: map[string]string{
		"turno":       "a falta de tanto, el mus se corta en su turno",
		"corte_libre": "a falta de tanto, cualquiera que no haya hablado puede cortar el mus",
	}},
	"ordago_postre_penalties": {name: "el postre con treinta y tres ante un órdago", enum: map[string]string{
		"off":        "el postre con treinta y tres no puede querer a secas un órdago a juego",
		"penalizar":  "el postre con treinta y tres puede querer un órdago a juego, con las penalizaciones al enseñar",
		"reglamento": "el postre del lance con la jugada mínima puede querer un órdago, con las penalizaciones del Reglamento",
	}},
	"signals_enabled": {name: "las señas", yes: "se juega con señas", no: "se juega sin señas"},
	"gaze_weights": {name: "los pesos de las miradas", fallback: func(v string) string {
		w := strings.Split(strings.Trim(v, "[] "), ",")
		if len(w) != 3 {
			return "las miradas al azar se reparten así: " + v
		}
		for i := range w {
			w[i] = strings.TrimSpace(w[i])
		}
		return "las miradas al azar van al compañero, a cada rival y a la mesa en la proporción " + w[0] + ", " + w[1] + " y " + w[2]
	}},
	"gaze_min_ticks": {name: "lo menos que dura una mirada", number: func(n int) string { return "una mirada al azar dura como poco " + pasos(n) + " de reloj" }},
	"gaze_max_ticks": {name: "lo más que dura una mirada", number: func(n int) string { return "una mirada dura como mucho " + pasos(n) + " de reloj" }},
	"signal_moment": {name: "el momento de las señas", enum: map[string]string{
		"cada_corte": "las señas se hacen desde cada corte del mus hasta el final de la jugada",
		"reglamento": "las señas se hacen cuando dice el Reglamento: desde el primer corte del mus de la partida, en cualquier momento",
	}},
}

// Phrase says the value of a config key (as a rules file writes it: true,
// 2, "mas", [2, 1, 1]) the way a player says it at the table: «se juega
// con señas», «la negada vale dos tantos», «el reenvido dobla». A value the
// key does not take (one a scenario shows being refused) is said in the
// same words when it is a number, and quoted otherwise; a key that is not
// in the table is named with its value.
func Phrase(key, value string) string {
	v := valueText(strings.TrimSpace(value))
	p, ok := phrasings[key]
	if !ok {
		return "la regla «" + key + "» vale " + string(v)
	}
	if s, ok := v.str(); ok {
		if t, ok := p.enum[s]; ok {
			return t
		}
		if n, err := strconv.Atoi(s); err == nil && p.number != nil {
			return p.number(n)
		}
	}
	if b, ok := v.boolean(); ok && p.yes != "" {
		if b {
			return p.yes
		}
		return p.no
	}
	if n, ok := v.num(); ok && p.number != nil {
		return p.number(n)
	}
	if p.fallback != nil {
		return p.fallback(string(v))
	}
	if s, ok := v.str(); ok {
		v = valueText(s)
	}
	return p.name + ": «" + string(v) + "»"
}

package steps

import (
	"encoding/json"
	"fmt"
	"strings"
)

// This file is the one table of the Spanish the scenarios speak for the
// items of the catalog (docs/catalog.md, docs/catalog-v2.md): event kinds
// and their fields, error codes, phases, action templates, the concepts of
// a tanto, why a lance or a juego is won, and the incidents of the time of
// play. The steps read and write only through it, and docs/pasos.md lists
// it (TestPasosDocListsTheGlossary).

// eventEntry is the Spanish of one event kind.
type eventEntry struct {
	kind   string // the catalog name
	noun   string // «consta el corte del mus», «todos ven el corte del mus»
	plural bool   // the noun is plural: «constan las cuatro manos enseñadas»
	own    string // «solo el asiento 0 ve sus cartas del reparto» (kinds seen by one seat)
	phrase string // the sentence of «consta que …», a template of frase.go
}

// wordEntry is the Spanish of one catalog item that is a single word or
// phrase: an error code, a phase, a concept…
type wordEntry struct{ item, es string }

// glossary is the table: the steps' Spanish for every catalog item they
// name.
var glossary = struct {
	events       []eventEntry
	codes        []wordEntry // «la acción se rechaza porque …»
	phases       []wordEntry // «la partida está en …»
	actions      []wordEntry // «las acciones legales del asiento N son: …»; {min} {max}
	concepts     []wordEntry // «la pareja A se apunta 1 tanto de …»
	lanceReasons []wordEntry // «el lance de grande lo gana la pareja A …»
	gameReasons  []wordEntry // «la partida termina y gana la pareja A …»
	incidents    []wordEntry // «el árbitro anota que el asiento 0 …»
	situations   []wordEntry // «… en el mus, con un límite de 60 segundos»
}{
	events: []eventEntry{
		{"GameStarted", "el comienzo de un juego", false, "",
			"empieza [el juego {game:número}|un juego][ a {target:número} tantos][ de una partida a {games_to_win:número} juegos][, con {deck_mode:modalidad}][, con el marcador {score:marcador}]"},
		{"DealerAssigned", "la elección del que reparte", false, "",
			"reparte el asiento {dealer:asiento}[ y es mano el asiento {mano:asiento}][, {method:elección}][: {cutter:corte}][ y {cut_card:carta del corte}]"},
		{"RoundStarted", "el comienzo de una jugada", false, "",
			"empieza [la jugada {round:número}|una jugada][, reparte el asiento {dealer:asiento}][, es mano el asiento {mano:asiento}][, con el marcador {score:marcador}]"},
		{"DeckShuffled", "el barajado", false, "",
			"{purpose:barajado}[, {source:orden}][, y las cartas quedan en este orden: {order:cartas}]"},
		{"CardsDealt", "las cartas repartidas a un asiento", true, "sus cartas del reparto",
			"el asiento {seat:asiento} recibe en el reparto {cards:cartas}"},
		{"CardsDealtPublic", "el número de cartas repartidas a un asiento", false, "",
			"el asiento {seat:asiento} recibe {count:n cartas} en el reparto"},
		{"MusRequested", "el mus de un asiento", false, "",
			"el asiento {seat:asiento} da mus"},
		{"MusCut", "el corte del mus", false, "",
			"el asiento {seat:asiento} corta el mus[, {out_of_turn:turno}]"},
		{"CardsDiscarded", "las cartas que descarta un asiento", true, "las cartas de su descarte",
			"el asiento {seat:asiento} se descarta de {cards:cartas}"},
		{"CardsDiscardedPublic", "el número de cartas que descarta un asiento", false, "",
			"el asiento {seat:asiento} se descarta de {count:n cartas}"},
		{"DeckReshuffled", "el mazo nuevo hecho con los descartes", false, "",
			"los descartes forman un mazo nuevo[ de {count:n cartas}]"},
		{"CardsServed", "las cartas servidas a un asiento", true, "las cartas que le sirven",
			"al asiento {seat:asiento} le sirven {cards:cartas}"},
		{"CardsServedPublic", "el número de cartas servidas a un asiento", false, "",
			"al asiento {seat:asiento} le sirven {count:n cartas}"},
		{"LanceStarted", "el comienzo de un lance", false, "",
			"el lance de {lance:lance} empieza[ con mano el asiento {mano:asiento}][ y hablan los asientos {participants:asientos}]"},
		{"ParesDeclared", "la declaración de pares de un asiento", false, "",
			"el asiento {seat:asiento} declara que {has:tiene} pares"},
		{"JuegoDeclared", "la declaración de juego de un asiento", false, "",
			"el asiento {seat:asiento} declara que {has:tiene} juego"},
		{"Passed", "un paso", false, "",
			"el asiento {seat:asiento} pasa[ en {lance:lance}]"},
		{"BetPlaced", "un envite", false, "",
			"el asiento {seat:asiento} envida {amount:número}[ {lance:a lance}][, y el envite queda en {total:número}]"},
		{"BetRaised", "una subida", false, "",
			"el asiento {seat:asiento} sube {amount:número}[ {lance:a lance}][, y el envite queda en {total:número}]"},
		{"OrdagoDeclared", "un órdago", false, "",
			"el asiento {seat:asiento} echa órdago[ {lance:a lance}]"},
		{"BetAccepted", "un quiero", false, "",
			"el asiento {seat:asiento} quiere el envite[ de {total:número}][ {lance:a lance}][, {no_pierdo:respuesta}]"},
		{"BetRejected", "un no quiero", false, "",
			"el asiento {seat:asiento} no quiere[ {lance:a lance}][, {final:compañero}]"},
		{"OrdagoAccepted", "un órdago querido", false, "",
			"el asiento {seat:asiento} quiere el órdago[ {lance:a lance}][, {no_pierdo:respuesta}]"},
		{"LanceResolved", "el resultado de un lance", false, "",
			"el lance de {lance:lance} lo gana la pareja {winner:pareja}[ con el asiento {seat:asiento}][ {reason:motivo del lance}]"},
		{"HandsRevealed", "las cuatro manos enseñadas", true, "",
			"se enseñan las cuatro manos[: {hands:manos}]"},
		{"PointsAwarded", "un apunte de tantos", false, "",
			"la pareja {team:pareja} se apunta {points:n tantos}[ de {concept:concepto}][ en {lance:lance}][ por el asiento {seat:asiento}][, y el marcador queda {score:marcador}]"},
		{"TeamIsIn", "un «estamos dentro»", false, "",
			"la pareja {team:pareja} anuncia \"estamos dentro\"[, con el marcador {score:marcador}]"},
		{"RoundFinished", "el final de una jugada", false, "",
			"termina [la jugada {round:número}|una jugada][, con el marcador {score:marcador}]"},
		{"GameFinished", "el final de un juego", false, "",
			"termina [el juego {game:número}|un juego][ y lo gana la pareja {winner:pareja}][ {reason:motivo del juego}][, con el marcador {score:marcador}][, y los juegos quedan {games:marcador}]"},
		{"MatchFinished", "el final de la partida", false, "",
			"termina la partida[ y la gana la pareja {winner:pareja}][, y los juegos quedan {games:marcador}]"},
		{"GazeChanged", "un cambio de mirada", false, "",
			"cambia la mirada del asiento {seat:asiento}[: mira {target:mirada}][, {fixed:mirada elegida}]"},
		{"ClockTicked", "un instante", false, "",
			"pasa [el instante {clock:número}|un instante]"},
		{"SignalMade", "una seña hecha", false, "quién ha visto su seña",
			"el asiento {seat:asiento} hace la seña de {signal:seña}[, y {seen_by:quién la ve}]"},
		{"SignalSeen", "una seña vista", false, "la seña que ve",
			"se ve la seña de {signal:seña} del asiento {seat:asiento}"},
	},
	codes: []wordEntry{
		{"NO_GAME", "no hay partida empezada"},
		{"GAME_OVER", "la partida ha terminado"},
		{"BAD_SEAT", "ese asiento no existe"},
		{"UNKNOWN_ACTION", "no es una acción del juego"},
		{"NOT_YOUR_TURN", "no le toca hablar"},
		{"WRONG_PHASE", "no es el momento de esa acción"},
		{"NOT_PARTICIPANT", "no habla en este lance"},
		{"DISCARD_COUNT", "no puede descartarse de ese número de cartas"},
		{"CARD_NOT_IN_HAND", "se descarta de cartas que no tiene"},
		{"BET_PENDING", "hay un envite sin contestar"},
		{"NO_BET", "no hay envite que contestar"},
		{"BET_TOO_LOW", "la cantidad no llega al mínimo"},
		{"BET_TOO_HIGH", "la cantidad pasa del tope"},
		{"ORDAGO_RAISE", "un órdago no se sube"},
		{"POSTRE_33", "el postre con 33 no puede querer a secas un órdago a juego"},
		{"NO_PIERDO", "no le corresponde \"quiero y no pierdo\""},
		{"DECK_EXHAUSTED", "no quedan mazos fijados de antemano"},
		{"BAD_SETUP", "la preparación de la partida no es válida"},
		{"TRANSITION", "el motor pasa a una fase que ninguna regla permite"},
		{"SIGNALS_OFF", "no se juega con señas"},
		{"SIGNAL_FALSE", "sus cartas no dan esa seña"},
		{"SIGNAL_TIMING", "no es el momento de esa seña"},
		{"SIGNAL_REPEATED", "ya ha hecho esa seña en esta jugada"},
		{"BAD_GAZE", "solo se mira al compañero, a un rival o a la mesa"},
	},
	phases: []wordEntry{
		{"NONE", "ninguna fase"},
		{"DEALING", "el reparto"},
		{"MUS_DECISION", "el mus"},
		{"DISCARD", "el descarte"},
		{"GRANDE", "el lance de grande"},
		{"CHICA", "el lance de chica"},
		{"PARES_DECLARATION", "la declaración de pares"},
		{"PARES", "el lance de pares"},
		{"JUEGO_DECLARATION", "la declaración de juego"},
		{"JUEGO", "el lance de juego"},
		{"PUNTO", "el lance de punto"},
		{"SHOWDOWN", "el recuento"},
		{"ORDAGO_SHOWDOWN", "el recuento del órdago"},
		{"SCORING", "el tanteo"},
		{"CHECK_GAME_END", "la comprobación del final del juego"},
		{"GAME_OVER", "su final"},
	},
	actions: []wordEntry{
		{"Mus", "dar mus"},
		{"CutMus", "cortar el mus"},
		{"Discard", "descartarse de {min} a {max} cartas"},
		{"Pass", "pasar"},
		{"Bet", "envidar de {min} a {max}"},
		{"Raise", "subir de {min} a {max}"},
		{"Accept", "querer"},
		{"AcceptNoLose", "decir \"quiero y no pierdo\""},
		{"Reject", "no querer"},
		{"Ordago", "echar órdago"},
		{"Signal", "hacer una seña"},
		{"Look", "mirar"},
		{"Tick", "dejar pasar un instante"},
	},
	concepts: []wordEntry{
		{"negada", "negada"},
		{"envite_no_querido", "envite no querido"},
		{"deje", "deje"},
		{"envite", "envite"},
		{"paso", "paso"},
		{"pares", "pares"},
		{"juego", "juego"},
		{"punto", "punto"},
		{"penalizacion", "penalización"},
	},
	lanceReasons: []wordEntry{
		{"mejor_jugada", "por mejor jugada"},
		{"no_quiero", "por el no quiero"},
		{"una_pareja", "por no tener rival"},
		{"ordago", "por el órdago"},
		{"ordago_nulo", "por órdago nulo"},
	},
	gameReasons: []wordEntry{
		{"tantos", "por tantos"},
		{"ordago", "por órdago"},
	},
	incidents: []wordEntry{
		{"PlayerTimedOut", "no contesta a tiempo"},
		{"PlayerDisconnected", "se desconecta"},
		{"IllegalAnswer", "contesta algo que no vale"},
	},
	situations: []wordEntry{
		{"mus", "en el mus"},
		{"descarte", "en el descarte"},
		{"envite", "ante un envite"},
		{"ordago", "ante un órdago"},
		{"palabra", "cuando le toca hablar"},
		{"otra", "en otro momento"},
	},
}

// quoted is the canonical JSON of a string.
func quoted(s string) string { b, _ := json.Marshal(s); return string(b) }

// wordPairs turns glossary words into enum values whose JSON is the
// quoted item.
func wordPairs(ws []wordEntry) []valuePair {
	out := make([]valuePair, 0, len(ws))
	for _, w := range ws {
		out = append(out, valuePair{quoted(w.item), w.es})
	}
	return out
}

// lancePairs are the lances, bare («grande») or with the article the bets
// take («a la grande», «al punto»).
func lancePairs(withArticle bool) []valuePair {
	names := []string{"grande", "chica", "pares", "juego", "punto"}
	articles := []string{"a la grande", "a la chica", "a pares", "a juego", "al punto"}
	out := make([]valuePair, 0, len(names))
	for i, n := range names {
		es := n
		if withArticle {
			es = articles[i]
		}
		out = append(out, valuePair{quoted(strings.ToUpper(n)), es})
	}
	return out
}

// senaPairs are the señas of FEM VIII.2 by their Spanish name.
func senaPairs() []valuePair {
	out := make([]valuePair, 0, len(senaNames))
	for _, n := range senaNames {
		out = append(out, valuePair{quoted(n.wire), n.spanish})
	}
	return out
}

// valueTypes are the slots of the event phrases, by the name a template
// gives them.
var valueTypes = func() map[string]valueType {
	ts := []valueType{
		{name: "asiento", re: `[0-3]`, read: seatText, write: seatJSON, doc: "un asiento, 0-3"},
		numberType("número", "", "", "un número"),
		numberType("n cartas", "carta", "cartas", "«1 carta», «4 cartas»"),
		numberType("n tantos", "tanto", "tantos", "«1 tanto», «2 tantos»"),
		{name: "pareja", re: `[AB]`, doc: "`A` o `B`",
			read: func(es string) (string, error) { return quoted(es), nil },
			write: func(js string) (string, bool) {
				if js == `"A"` || js == `"B"` {
					return js[1:2], true
				}
				return "", false
			}},
		{name: "marcador", re: `A \d+ - B \d+`, doc: "«A 3 - B 1»: `[3,1]`",
			read: func(es string) (string, error) {
				m := reScore.FindStringSubmatch(es)
				return "[" + m[1] + "," + m[2] + "]", nil
			},
			write: func(js string) (string, bool) {
				var p [2]int
				if err := json.Unmarshal([]byte(js), &p); err != nil {
					return "", false
				}
				return fmt.Sprintf("A %d - B %d", p[0], p[1]), true
			}},
		{name: "cartas", re: `"[^"]*"`, doc: "cartas entre comillas, en orden: «\"Ro 3c\"» = `[\"Ro\",\"3c\"]`",
			read:  func(es string) (string, error) { return cardsJSON(es[1 : len(es)-1]) },
			write: func(js string) (string, bool) { s, ok := cardsText(js); return `"` + s + `"`, ok }},
		{name: "manos", re: `"[^"]*", "[^"]*", "[^"]*" y "[^"]*"`, doc: "las cuatro manos, de los asientos 0 a 3: «\"Ro Rc 5e 4b\", \"…\", \"…\" y \"…\"»",
			read: func(es string) (string, error) {
				es = strings.Replace(es, `" y "`, `", "`, 1)
				var hands []json.RawMessage
				for _, h := range strings.Split(es[1:len(es)-1], `", "`) {
					js, err := cardsJSON(h)
					if err != nil {
						return "", err
					}
					hands = append(hands, json.RawMessage(js))
				}
				b, _ := json.Marshal(hands)
				return string(b), nil
			},
			write: func(js string) (string, bool) {
				var hands []json.RawMessage
				if err := json.Unmarshal([]byte(js), &hands); err != nil || len(hands) != 4 {
					return "", false
				}
				var out []string
				for _, h := range hands {
					s, ok := cardsText(string(h))
					if !ok {
						return "", false
					}
					out = append(out, `"`+s+`"`)
				}
				return strings.Join(out[:3], ", ") + " y " + out[3], true
			}},
		{name: "asientos", re: `[0-3](?:, [0-3])*`, read: seatsJSON, write: seatsText, doc: "«1, 2, 3»: `[1,2,3]`"},
		{name: "quién la ve", re: `no la ve nadie|la ve el asiento [0-3]|la ven los asientos [0-3](?:, [0-3])+`,
			doc: "«no la ve nadie» = `[]`, «la ve el asiento 2» = `[2]`, «la ven los asientos 0, 1, 3» = `[0,1,3]`",
			read: func(es string) (string, error) {
				switch {
				case es == "no la ve nadie":
					return "[]", nil
				case strings.HasPrefix(es, "la ve el asiento "):
					return seatsJSON(strings.TrimPrefix(es, "la ve el asiento "))
				}
				return seatsJSON(strings.TrimPrefix(es, "la ven los asientos "))
			},
			write: func(js string) (string, bool) {
				if js == "[]" {
					return "no la ve nadie", true
				}
				s, ok := seatsText(js)
				if strings.Contains(s, ",") {
					return "la ven los asientos " + s, ok
				}
				return "la ve el asiento " + s, ok
			}},
		seatOrNone("corte", "corta el asiento ", "no corta nadie", 1),
		{name: "carta del corte", re: `sale "[^"]*"|no sale carta`, doc: "«sale \"3e\"» = `\"3e\"`, «no sale carta» = `null`",
			read: func(es string) (string, error) {
				if es == "no sale carta" {
					return "null", nil
				}
				js, err := cardsJSON(strings.Trim(strings.TrimPrefix(es, "sale "), `"`))
				if err != nil || strings.Count(js, ",") > 0 || js == "[]" {
					return "", fmt.Errorf("«%s»: se esperaba una carta", es)
				}
				return js[1 : len(js)-1], err
			},
			write: func(js string) (string, bool) {
				if js == "null" {
					return "no sale carta", true
				}
				s, ok := cardsText("[" + js + "]")
				return `sale "` + s + `"`, ok
			}},
		seatOrNone("mirada", "al asiento ", "a la mesa", 2),
		enumType("lance", lancePairs(false)...),
		enumType("a lance", lancePairs(true)...),
		enumType("modalidad", valuePair{`"ocho_reyes"`, "ocho reyes"}, valuePair{`"cuatro_reyes"`, "cuatro reyes"}),
		enumType("elección", valuePair{`"sorteo"`, "por sorteo"}, valuePair{`"config"`, "por las reglas"}, valuePair{`"rotacion"`, "por turno"}),
		enumType("barajado", valuePair{`"reparto"`, "se baraja para repartir"}, valuePair{`"rebarajado"`, "se barajan los descartes"}),
		enumType("orden", valuePair{`"semilla"`, "al azar"}, valuePair{`"mazo_preparado"`, "en el orden fijado de antemano"}),
		enumType("turno", valuePair{"false", "en su turno"}, valuePair{"true", "fuera de turno"}),
		enumType("tiene", valuePair{"true", "tiene"}, valuePair{"false", "no tiene"}),
		enumType("respuesta", valuePair{"false", "a secas"}, valuePair{"true", "con \"quiero y no pierdo\""}),
		enumType("compañero", valuePair{"false", "y aún contesta su compañero"}, valuePair{"true", "y queda no querido"}),
		enumType("mirada elegida", valuePair{"true", "elegida por él"}, valuePair{"false", "sorteada"}),
		enumType("motivo del lance", wordPairs(glossary.lanceReasons)...),
		enumType("motivo del juego", wordPairs(glossary.gameReasons)...),
		enumType("concepto", wordPairs(glossary.concepts)...),
		enumType("seña", senaPairs()...),
	}
	out := map[string]valueType{}
	for _, t := range ts {
		out[t.name] = t
	}
	return out
}()

package certify

import (
	"encoding/json"
	"fmt"
	"strings"

	"github.com/musfem/musfem/engine"
	"github.com/musfem/musfem/evidence"
	"github.com/musfem/musfem/narrate"
)

// This file says in Spanish what differs in a divergence, from the parts
// of its aspect (evidence.Aspect: area, subject, detail, field, case): the
// event, the concept or lance, the field and the situation, each a word of
// the tables below. TestEveryAspectHasWords checks that every part an
// aspect can hold has its words.

// noun is a Spanish noun phrase with its article, and whether it is plural
// (for the verb that follows it).
type noun struct {
	text   string
	plural bool
}

// conceptWords name the concepts of PointsAwarded: what is paid.
var conceptWords = map[string]noun{
	"negada":            {"la negada", false},
	"envite_no_querido": {"el envite no querido", false},
	"deje":              {"el deje", false},
	"envite":            {"el envite querido", false},
	"paso":              {"la jugada en paso", false},
	"pares":             {"los pares", true},
	"juego":             {"el juego", false},
	"punto":             {"el punto", false},
	"penalizacion":      {"la penalización", false},
}

// lanceWords name the lances as the third segment of an aspect holds them.
var lanceWords = map[string]string{
	"grande": "la grande", "chica": "la chica", "pares": "los pares", "juego": "el juego", "punto": "el punto",
}

// purposeWords name the purposes of DeckShuffled.
var purposeWords = map[string]string{
	"reparto":    "el barajado para repartir",
	"rebarajado": "el rebarajado del mazo",
}

// eventWords name each kind of event; %s is the lance, when the event
// has one.
var eventWords = map[string]string{
	"GameStarted":          "el comienzo del juego",
	"DealerAssigned":       "quién reparte y quién es mano",
	"RoundStarted":         "el comienzo de la jugada",
	"DeckShuffled":         "el barajado",
	"CardsDealt":           "el reparto de cartas a un asiento",
	"CardsDealtPublic":     "el reparto que ven los demás",
	"MusRequested":         "un «mus»",
	"MusCut":               "el corte del mus",
	"CardsDiscarded":       "un descarte",
	"CardsDiscardedPublic": "el descarte que ven los demás",
	"DeckReshuffled":       "el rebarajado de los descartes",
	"CardsServed":          "las cartas servidas tras el descarte",
	"CardsServedPublic":    "las cartas servidas que ven los demás",
	"LanceStarted":         "el comienzo de %s",
	"ParesDeclared":        "la declaración de pares",
	"JuegoDeclared":        "la declaración de juego",
	"Passed":               "un paso en %s",
	"BetPlaced":            "un envite en %s",
	"BetRaised":            "una subida en %s",
	"OrdagoDeclared":       "un órdago en %s",
	"BetAccepted":          "un «quiero» en %s",
	"BetRejected":          "un «no quiero» en %s",
	"OrdagoAccepted":       "el órdago querido en %s",
	"LanceResolved":        "quién gana %s",
	"HandsRevealed":        "las manos enseñadas",
	"PointsAwarded":        "unos tantos",
	"TeamIsIn":             "el «estamos dentro»",
	"RoundFinished":        "el final de la jugada",
	"GameFinished":         "el final del juego",
	"MatchFinished":        "el final de la partida",
	"GazeChanged":          "adónde mira un jugador",
	"ClockTicked":          "el paso del tiempo",
	"SignalMade":           "una seña",
	"SignalSeen":           "una seña vista",
}

// fieldWords say, for each field an event, an observation or a legal
// action can differ in, what the engine gives instead: «otros tantos».
var fieldWords = map[string]string{
	// envelope
	"round": "otra jugada", "phase": "otra fase", "actor": "otro actor", "type": "otro tipo de evento",
	"visibility": "otra visibilidad (lo ven otros)", "seq": "otro número de orden",
	// payloads
	"game": "otro juego", "target": "otro objetivo", "games_to_win": "otros juegos de la partida",
	"deck_mode": "otra modalidad de baraja", "score": "otro tanteo", "dealer": "otro repartidor",
	"mano": "otra mano", "method": "otra manera de elegir quién reparte", "cutter": "otro asiento que corta",
	"cut_card": "otra carta al cortar", "purpose": "otro motivo", "source": "otro origen del mazo",
	"order": "otro orden de las cartas", "seat": "otro asiento", "cards": "otras cartas", "count": "otro número de cartas",
	"out_of_turn": "otro turno", "lance": "otro lance", "participants": "otros jugadores que hablan",
	"has": "otra declaración", "amount": "otra cantidad", "total": "otro total", "no_pierdo": "otro «no pierdo»",
	"final": "otro final", "winner": "otro ganador", "reason": "otro motivo", "hands": "otras manos",
	"team": "otra pareja", "points": "otros tantos", "concept": "otro concepto", "games": "otros juegos ganados",
	"clock": "otra hora", "signal": "otra seña", "seen_by": "otros que la ven", "fixed": "otra mirada fija",
	// observations
	"viewer": "otro observador", "partner": "otro compañero", "team_of": "otra pareja", "hand": "otra mano de cartas",
	"discards": "otros descartes", "lance_mano": "otra mano del lance", "turn": "otro turno", "pares": "otras declaraciones de pares",
	"juego": "otras declaraciones de juego", "bet": "otro envite en curso", "history": "otro historial",
	"revealed": "otras cartas enseñadas", "stock_size": "otro tamaño del mazo", "legal": "otras acciones legales",
	"stock": "otro mazo", "gazes": "otras miradas", "signals": "otras señas",
	// legal actions
	"min": "otro mínimo", "max": "otro máximo", "presencia": "otra respuesta a si se puede",
}

// caseWords say the situation of an aspect's fifth segment.
var caseWords = map[string]string{
	"-":             "",
	"empate":        "en un empate",
	"maxima":        "con la jugada máxima",
	"fin":           "al llegar al objetivo",
	"ordago":        "con un órdago",
	"acto":          "en el acto, en pleno lance",
	"clase":         "pagando otra clase de jugada",
	"apertura":      "al abrir el envite",
	"respuesta":     "al responder a un envite",
	"rebarajado":    "al rebarajar",
	"sin-respuesta": "sin que contesten los contrarios",
}

// actionWords name the actions.
var actionWords = map[string]string{
	"Mus": "«mus»", "CutMus": "cortar el mus", "Discard": "descartarse", "Pass": "pasar", "Bet": "envidar",
	"Raise": "subir", "Accept": "querer", "AcceptNoLose": "querer «no pierdo»", "Reject": "no querer", "Ordago": "echar un órdago",
	"Look": "mirar", "Tick": "dejar pasar el tiempo", "Signal": "hacer una seña", "-": "una acción", "?": "una acción",
}

// phaseWords name the phases.
var phaseWords = map[string]string{
	"NONE": "antes de empezar", "DEALING": "el reparto", "MUS_DECISION": "el mus", "DISCARD": "el descarte",
	"GRANDE": "la grande", "CHICA": "la chica", "PARES_DECLARATION": "la declaración de pares", "PARES": "los pares",
	"JUEGO_DECLARATION": "la declaración de juego", "JUEGO": "el juego", "PUNTO": "el punto", "SHOWDOWN": "la muestra de las manos",
	"ORDAGO_SHOWDOWN": "la muestra de un órdago", "SCORING": "el tanteo", "CHECK_GAME_END": "el fin de la jugada",
	"GAME_OVER": "el final del juego", "-": "la partida",
}

// viewerWords name the viewer classes.
var viewerWords = map[string]string{"asiento": "un asiento", "espectador": "el espectador"}

// eventNoun names an event from its kind and detail (concept, purpose or
// lance).
func eventNoun(kind, detail string) (string, bool) {
	w, ok := eventWords[kind]
	if !ok {
		return "", false
	}
	switch kind {
	case "PointsAwarded":
		c, ok := conceptWords[detail]
		return c.text, ok
	case "DeckShuffled":
		if p, ok := purposeWords[detail]; ok {
			return p, true
		}
	}
	if strings.Contains(w, "%s") {
		l, ok := lanceWords[detail]
		if detail == "-" {
			l, ok = "un lance", true
		}
		if !ok {
			return "", false
		}
		w = fmt.Sprintf(w, l)
	}
	return w, true
}

// DiffersText says in Spanish what differs in a divergence of aspect a:
// «la negada no se cobra», «quién gana la grande: el motor da otro
// ganador, en un empate». ok is false when a part of the aspect has no
// words (TestEveryAspectHasWords keeps that from happening).
func DiffersText(a evidence.Aspect) (string, bool) {
	s := a.Segments()
	area, subject, detail, field, kase := s[0], s[1], s[2], s[3], s[4]
	var text string
	ok := true
	// word looks a segment up in its words; one without words leaves
	// the text incomplete.
	word := func(words map[string]string, segment string) string {
		w, k := words[segment]
		ok = ok && k
		return w
	}
	switch area {
	case "evento":
		text, ok = eventDiffers(subject, detail, field)
	case "turno":
		text = "habla otro asiento en " + word(phaseWords, detail)
	case "legales":
		act, p := word(actionWords, subject), word(phaseWords, detail)
		if field == "rechazada" {
			// The case is the reference's refusal code, shown as it is.
			return fmt.Sprintf("las acciones legales en %s: el motor ofrece %s, que la referencia rechaza (%s)", p, act, kase), ok
		}
		f := "otra cosa"
		if field != "-" {
			f = word(fieldWords, field)
		}
		text = fmt.Sprintf("las acciones legales en %s: para %s el motor da %s", p, act, f)
	case "rechazo":
		text = fmt.Sprintf("el motor rechaza %s en %s, y la referencia lo admite", word(actionWords, subject), word(phaseWords, detail))
	case "error":
		act, code := word(actionWords, subject), detail
		if field == "aceptada" {
			text = fmt.Sprintf("el motor admite %s, que la referencia rechaza (%s)", act, code)
		} else {
			text = fmt.Sprintf("el motor rechaza %s con otro motivo que la referencia (%s)", act, code)
		}
	case "observacion":
		text = fmt.Sprintf("lo que ve %s: el motor le muestra %s", word(viewerWords, detail), word(fieldWords, subject))
	case "fuga":
		text = fmt.Sprintf("%s ve %s que no debe ver", capital(word(viewerWords, detail)), word(leakWords, subject))
	default:
		return "", false
	}
	if c := word(caseWords, kase); c != "" {
		text += ", " + c
	}
	return text, ok
}

// leakWords name what a leak shows (the second segment of a fuga aspect:
// the observation field that shows it).
var leakWords = map[string]string{
	"hand": "cartas", "hands": "cartas", "revealed": "cartas", "discards": "descartes", "stock": "cartas del mazo",
	"history": "acciones", "signals": "señas", "-": "algo",
}

// eventDiffers says what differs in an event: missing, left over, or a
// field with another value.
func eventDiffers(kind, detail, field string) (string, bool) {
	n, ok := eventNoun(kind, detail)
	if !ok {
		return "", false
	}
	if kind == "PointsAwarded" {
		c := conceptWords[detail]
		verb := "se cobra"
		if c.plural {
			verb = "se cobran"
		}
		switch field {
		case "falta":
			return n + " no " + verb, true
		case "sobra":
			return n + " " + verb + " sin que toque", true
		case "momento":
			return n + " " + verb + " en otro momento: en el acto o al contar, no cuando la referencia", true
		}
		f, ok := fieldWords[field]
		return n + " " + verb + " con " + f, ok
	}
	switch field {
	case "falta":
		return "el motor no da " + n, true
	case "sobra":
		return "el motor da " + n + " que la referencia no da", true
	}
	f, ok := fieldWords[field]
	return n + ": el motor da " + f, ok
}

// capital upper-cases the first letter.
func capital(s string) string {
	if s == "" {
		return s
	}
	r := []rune(s)
	return strings.ToUpper(string(r[0])) + string(r[1:])
}

// SideText says one side of a divergence in Spanish when it is an event
// («+1 para la pareja A por negada (no quiero al primer envite) en chica →
// A 1 - B 0»), "nada" when the side has nothing, and the value as it is
// otherwise.
func SideText(s string) string {
	if s == "" {
		return "nada"
	}
	var e engine.Event
	// The compared events leave seq out (events.go); the decoder wants it.
	withSeq := s
	if strings.HasPrefix(s, "{") && !strings.Contains(s, `"seq"`) {
		withSeq = `{"seq":0,` + strings.TrimPrefix(s, "{")
	}
	if json.Unmarshal([]byte(withSeq), &e) == nil && e.Payload != nil {
		if line := strings.TrimSpace(narrate.Line(e)); line != "" {
			return line
		}
	}
	if text, ok := legalText(s); ok {
		return text
	}
	return s
}

// legalText says legal actions in Spanish — a list of templates
// («querer, no querer o subir de 2 a 97») or one of them — when s is their
// JSON.
func legalText(s string) (string, bool) {
	var ts []engine.Template
	if strings.HasPrefix(s, "{") {
		var t engine.Template
		if json.Unmarshal([]byte(s), &t) != nil || t.Type == engine.NoActionType {
			return "", false
		}
		ts = []engine.Template{t}
	} else if !strings.HasPrefix(s, "[") || json.Unmarshal([]byte(s), &ts) != nil {
		return "", false
	}
	if len(ts) == 0 {
		return "ninguna acción", true
	}
	words := make([]string, 0, len(ts))
	for _, t := range ts {
		w, ok := actionWords[t.Type.String()]
		if !ok {
			return "", false
		}
		switch {
		case t.Type == engine.ActDiscard && t.Min == t.Max:
			w += " de " + plural(t.Min, "carta", "cartas")
		case t.Type == engine.ActDiscard:
			w += fmt.Sprintf(" de %d a %d cartas", t.Min, t.Max)
		case (t.Type == engine.ActBet || t.Type == engine.ActRaise) && t.Min == t.Max:
			w += fmt.Sprintf(" %d", t.Min)
		case t.Type == engine.ActBet || t.Type == engine.ActRaise:
			w += fmt.Sprintf(" de %d a %d", t.Min, t.Max)
		}
		words = append(words, w)
	}
	if len(words) == 1 {
		return words[0], true
	}
	return strings.Join(words[:len(words)-1], ", ") + " o " + words[len(words)-1], true
}

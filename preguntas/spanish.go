package preguntas

import (
	"encoding/json"
	"fmt"
	"strconv"
	"strings"

	"github.com/musfem/musfem/engine"
)

// This file says in Spanish, for a reader who plays Mus, what the
// side-by-side tables compare: the actions of the scenarios, what a seat
// may do, and what a seat sees (its observation), field by field.

// actionText says an action in canonical JSON as what the seat does: "el
// asiento 3 no quiere".
func actionText(seat engine.Seat, js string) string {
	who := fmt.Sprintf("el asiento %d", seat)
	a, err := engine.UnmarshalAction([]byte(js))
	if err != nil {
		return who + " hace una jugada que no se entiende"
	}
	switch a := a.(type) {
	case engine.Mus:
		return who + " da mus"
	case engine.CutMus:
		return who + " corta el mus"
	case engine.Discard:
		if len(a.Cards) == 0 {
			return who + " se queda servido"
		}
		return who + " se descarta de «" + engine.FormatCards(a.Cards) + "»"
	case engine.Pass:
		return who + " pasa"
	case engine.Bet:
		if a.Amount == 2 {
			return who + " envida"
		}
		return fmt.Sprintf("%s envida %d", who, a.Amount)
	case engine.Raise:
		return fmt.Sprintf("%s sube %d", who, a.Amount)
	case engine.Accept:
		return who + " quiere"
	case engine.AcceptNoLose:
		return who + " dice «quiero y no pierdo»"
	case engine.Reject:
		return who + " no quiere"
	case engine.Ordago:
		return who + " echa órdago"
	case engine.Sena:
		return who + " hace la seña de " + a.Signal.Spanish()
	case engine.Look:
		if !a.Target.Valid() {
			return who + " mira a la mesa"
		}
		return fmt.Sprintf("%s mira al asiento %d", who, a.Target)
	case engine.Tick:
		return who + " deja pasar un instante"
	}
	return who + " hace otra jugada"
}

// templateText says what a legal-action template lets the seat do.
func templateText(t engine.Template) string {
	switch t.Type {
	case engine.ActMus:
		return "dar mus"
	case engine.ActCutMus:
		return "cortar el mus"
	case engine.ActDiscard:
		if t.Min == t.Max {
			return fmt.Sprintf("descartarse de %s", cardsCount(t.Min))
		}
		return fmt.Sprintf("descartarse de %d a %d cartas", t.Min, t.Max)
	case engine.ActPass:
		return "pasar"
	case engine.ActBet:
		return "envidar " + span(t)
	case engine.ActRaise:
		return "subir " + span(t)
	case engine.ActAccept:
		return "querer"
	case engine.ActAcceptNoLose:
		return "decir «quiero y no pierdo»"
	case engine.ActReject:
		return "no querer"
	case engine.ActOrdago:
		return "echar órdago"
	case engine.ActSignal:
		return "hacer una seña"
	case engine.ActLook:
		return "mirar a otro asiento"
	case engine.ActTick:
		return "dejar pasar el tiempo"
	}
	return "otra jugada"
}

// span says the amounts a template allows: "2" or "de 2 a 99".
func span(t engine.Template) string {
	if t.Min == t.Max {
		return strconv.Itoa(t.Min)
	}
	return fmt.Sprintf("de %d a %d", t.Min, t.Max)
}

func cardsCount(n int) string {
	if n == 1 {
		return "1 carta"
	}
	return strconv.Itoa(n) + " cartas"
}

// templatesText says what a canonical JSON list of templates lets a seat
// do: "puede dar mus o cortar el mus", or "no puede hacer nada".
func templatesText(js string) string {
	var ts []engine.Template
	if err := json.Unmarshal([]byte(js), &ts); err != nil || len(ts) == 0 {
		return "no puede hacer nada"
	}
	out := make([]string, len(ts))
	for i, t := range ts {
		out[i] = templateText(t)
	}
	return "puede " + joinO(out)
}

// joinO joins alternatives with commas and a final "o".
func joinO(s []string) string {
	if len(s) < 2 {
		return strings.Join(s, "")
	}
	return strings.Join(s[:len(s)-1], ", ") + " o " + s[len(s)-1]
}

// joinY joins items with commas and a final "y".
func joinY(s []string) string {
	if len(s) < 2 {
		return strings.Join(s, "")
	}
	return strings.Join(s[:len(s)-1], ", ") + " y " + s[len(s)-1]
}

// observationFields name the fields of an observation (docs/catalog.md,
// «Observations») in Spanish, with how to say their values.
var observationFields = map[string]struct {
	name string
	say  func(json.RawMessage) string
}{
	"viewer":       {"quién mira", sayViewer},
	"seat":         {"su asiento", saySeat},
	"partner":      {"su compañero", saySeat},
	"team":         {"su pareja", sayPlain},
	"hand":         {"sus cartas", sayCards},
	"discards":     {"sus descartes de esta vuelta", sayCards},
	"phase":        {"el momento de la jugada", sayPhase},
	"lance":        {"el lance", sayLance},
	"lance_mano":   {"el mano del lance", saySeat},
	"participants": {"quién habla en el lance", saySeats},
	"dealer":       {"quién reparte", saySeat},
	"mano":         {"quién es mano", saySeat},
	"turn":         {"quién tiene la palabra", saySeat},
	"game":         {"el número de juego", sayPlain},
	"round":        {"el número de jugada", sayPlain},
	"score":        {"el marcador", sayScore},
	"games":        {"los juegos ganados", sayScore},
	"target":       {"los tantos del juego", sayPlain},
	"pares":        {"quién tiene pares", sayDeclarations},
	"juego":        {"quién tiene juego", sayDeclarations},
	"bet":          {"el envite en curso", sayBet},
	"history":      {"lo hablado en esta jugada", sayHistory},
	"revealed":     {"las cartas enseñadas", sayRevealed},
	"stock_size":   {"las cartas que quedan en el mazo", sayStock},
	"legal":        {"lo que puede hacer", sayLegal},
	"hands":        {"las cartas de todos", sayRevealed},
	"stock":        {"el mazo", sayCards},
}

// fieldName names an observation field in Spanish.
func fieldName(k string) string {
	if f, ok := observationFields[k]; ok {
		return f.name
	}
	return "otro dato (" + strings.ReplaceAll(k, "_", " ") + ")"
}

// sayField says the value of an observation field in Spanish.
func sayField(k string, v json.RawMessage) string {
	if string(v) == "null" || len(v) == 0 {
		return "nada"
	}
	if f, ok := observationFields[k]; ok {
		return f.say(v)
	}
	return sayPlain(v)
}

func sayPlain(v json.RawMessage) string {
	var x any
	if json.Unmarshal(v, &x) != nil {
		return "—"
	}
	switch x := x.(type) {
	case nil:
		return "nada"
	case bool:
		return yesNo(x)
	case string:
		return x
	case float64:
		return strconv.FormatFloat(x, 'f', -1, 64)
	}
	return "un valor compuesto"
}

func sayViewer(v json.RawMessage) string {
	var x struct {
		Kind string `json:"kind"`
		Seat *int   `json:"seat"`
	}
	if json.Unmarshal(v, &x) != nil {
		return "—"
	}
	switch {
	case x.Kind == "seat" && x.Seat != nil:
		return fmt.Sprintf("el asiento %d", *x.Seat)
	case x.Kind == "spectator":
		return "un espectador"
	}
	return "quien lo ve todo"
}

func saySeat(v json.RawMessage) string {
	var n *int
	if json.Unmarshal(v, &n) != nil || n == nil {
		return "nadie"
	}
	return fmt.Sprintf("el asiento %d", *n)
}

func saySeats(v json.RawMessage) string {
	var ns []int
	if json.Unmarshal(v, &ns) != nil || len(ns) == 0 {
		return "nadie"
	}
	out := make([]string, len(ns))
	for i, n := range ns {
		out[i] = strconv.Itoa(n)
	}
	return "los asientos " + joinY(out)
}

// sayCards writes a list of cards as their codes between «»: the HTML
// draws them (internal/cartas).
func sayCards(v json.RawMessage) string {
	var cs []string
	if json.Unmarshal(v, &cs) != nil {
		return "—"
	}
	if len(cs) == 0 {
		return "ninguna"
	}
	return "«" + strings.Join(cs, " ") + "»"
}

var phaseNames = map[string]string{
	"NONE": "antes de empezar", "DEALING": "el reparto", "MUS_DECISION": "el mus", "DISCARD": "el descarte",
	"GRANDE": "la grande", "CHICA": "la chica", "PARES_DECLARATION": "la declaración de pares", "PARES": "los pares",
	"JUEGO_DECLARATION": "la declaración de juego", "JUEGO": "el juego", "PUNTO": "el punto",
	"SHOWDOWN": "se enseñan las cartas", "ORDAGO_SHOWDOWN": "se enseñan las cartas del órdago", "SCORING": "el tanteo",
	"CHECK_GAME_END": "el final de la jugada", "GAME_OVER": "la partida ha terminado",
}

func sayPhase(v json.RawMessage) string {
	var s string
	if json.Unmarshal(v, &s) != nil {
		return "—"
	}
	if n, ok := phaseNames[s]; ok {
		return n
	}
	return strings.ToLower(strings.ReplaceAll(s, "_", " "))
}

func sayLance(v json.RawMessage) string {
	var s string
	if json.Unmarshal(v, &s) != nil {
		return "—"
	}
	return strings.ToLower(s)
}

func sayScore(v json.RawMessage) string {
	var s [2]int
	if json.Unmarshal(v, &s) != nil {
		return "—"
	}
	return fmt.Sprintf("A %d - B %d", s[0], s[1])
}

func sayDeclarations(v json.RawMessage) string {
	var ds []*string
	if json.Unmarshal(v, &ds) != nil {
		return "—"
	}
	var out []string
	for i, d := range ds {
		if d == nil {
			continue
		}
		s := map[string]string{"si": "sí", "no": "no"}[*d]
		if s == "" {
			s = *d
		}
		out = append(out, fmt.Sprintf("el %d dice %s", i, s))
	}
	if len(out) == 0 {
		return "nadie lo ha dicho todavía"
	}
	return joinY(out)
}

func sayBet(v json.RawMessage) string {
	var b struct {
		Lance     string `json:"lance"`
		Bettor    *int   `json:"bettor"`
		Accepted  bool   `json:"accepted"`
		Total     int    `json:"total"`
		Ordago    bool   `json:"ordago"`
		Responder *int   `json:"responder"`
	}
	if json.Unmarshal(v, &b) != nil {
		return "—"
	}
	s := fmt.Sprintf("%d a %s", b.Total, strings.ToLower(b.Lance))
	if b.Ordago {
		s = "órdago a " + strings.ToLower(b.Lance)
	}
	if b.Bettor != nil {
		s += fmt.Sprintf(", del asiento %d", *b.Bettor)
	}
	switch {
	case b.Accepted:
		s += ", querido"
	case b.Responder != nil:
		s += fmt.Sprintf(", contesta el asiento %d", *b.Responder)
	}
	return s
}

func sayHistory(v json.RawMessage) string {
	var h []json.RawMessage
	if json.Unmarshal(v, &h) != nil {
		return "—"
	}
	if len(h) == 1 {
		return "1 jugada"
	}
	return fmt.Sprintf("%d jugadas", len(h))
}

func sayRevealed(v json.RawMessage) string {
	var hs [][]string
	if json.Unmarshal(v, &hs) != nil {
		return "—"
	}
	var out []string
	for i, h := range hs {
		out = append(out, fmt.Sprintf("%d: «%s»", i, strings.Join(h, " ")))
	}
	return strings.Join(out, ", ")
}

func sayStock(v json.RawMessage) string {
	var n int
	if json.Unmarshal(v, &n) != nil {
		return "—"
	}
	if n < 0 {
		return "no se sabe (el mazo no se ve)"
	}
	return strconv.Itoa(n)
}

// sayLegal says the templates after «lo que puede hacer»: "querer o no
// querer", or "nada".
func sayLegal(v json.RawMessage) string {
	s := templatesText(string(v))
	if s == "no puede hacer nada" {
		return "nada"
	}
	return strings.TrimPrefix(s, "puede ")
}

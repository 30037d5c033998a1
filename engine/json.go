package engine

import (
	"bytes"
	"encoding/json"
	"fmt"
	"reflect"
	"strconv"
	"strings"

	"github.com/musfem/musfem/internal/errtext"
)

// This file holds the stable JSON encoding of docs/catalog.md: cards as
// text ("Ro"), seats as numbers, pairs as "A"/"B", enums by name, absent
// values as null, fields in a fixed order, no HTML escaping, integers only.

// Canonical encodes v as canonical JSON: struct fields in declaration
// order, no HTML escaping, no trailing newline.
func Canonical(v any) ([]byte, error) {
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		return nil, err
	}
	return bytes.TrimSuffix(b.Bytes(), []byte{'\n'}), nil
}

var jsonNull = []byte("null")

func unquote(data []byte, what string) (string, bool, error) {
	if bytes.Equal(data, jsonNull) {
		return "", true, nil
	}
	var s string
	if err := json.Unmarshal(data, &s); err != nil {
		return "", false, fmt.Errorf("mus: %s: se esperaba un texto, no %s", what, data)
	}
	return s, false, nil
}

// MarshalJSON writes the card text, or null for NoCard.
func (c Card) MarshalJSON() ([]byte, error) {
	if !c.Valid() {
		return jsonNull, nil
	}
	return []byte(`"` + c.String() + `"`), nil
}

// UnmarshalJSON reads the card text or null.
func (c *Card) UnmarshalJSON(data []byte) error {
	s, null, err := unquote(data, "carta")
	if err != nil {
		return err
	}
	if null {
		*c = NoCard
		return nil
	}
	x, err := ParseCard(s)
	if err != nil {
		return err
	}
	*c = x
	return nil
}

// MarshalJSON writes the seat number, or null for NoSeat.
func (s Seat) MarshalJSON() ([]byte, error) {
	if !s.Valid() {
		return jsonNull, nil
	}
	return []byte(strconv.Itoa(int(s))), nil
}

// UnmarshalJSON reads a seat number 0–3 or null.
func (s *Seat) UnmarshalJSON(data []byte) error {
	if bytes.Equal(data, jsonNull) {
		*s = NoSeat
		return nil
	}
	n, err := strconv.Atoi(string(data))
	if err != nil || n < 0 || n >= NumSeats {
		return fmt.Errorf("mus: asiento %s: se esperaba un número del 0 al 3", data)
	}
	*s = Seat(n)
	return nil
}

// MarshalJSON writes "A", "B" or null.
func (t Team) MarshalJSON() ([]byte, error) {
	if !t.Valid() {
		return jsonNull, nil
	}
	return []byte(`"` + t.String() + `"`), nil
}

// UnmarshalJSON reads "A", "B" or null.
func (t *Team) UnmarshalJSON(data []byte) error {
	s, null, err := unquote(data, "pareja")
	if err != nil {
		return err
	}
	switch {
	case null:
		*t = NoTeam
	case s == "A":
		*t = TeamA
	case s == "B":
		*t = TeamB
	default:
		return fmt.Errorf("mus: pareja %q: se esperaba \"A\" o \"B\"", s)
	}
	return nil
}

// MarshalJSON writes the lance name, or null for NoLance.
func (l Lance) MarshalJSON() ([]byte, error) {
	if l == NoLance || l >= numLances {
		return jsonNull, nil
	}
	return []byte(`"` + l.String() + `"`), nil
}

// UnmarshalJSON reads a lance name or null.
func (l *Lance) UnmarshalJSON(data []byte) error {
	s, null, err := unquote(data, "lance")
	if err != nil {
		return err
	}
	if null {
		*l = NoLance
		return nil
	}
	x, ok := ParseLance(s)
	if !ok {
		return fmt.Errorf("mus: lance %q desconocido", s)
	}
	*l = x
	return nil
}

// MarshalText writes the phase name.
func (p Phase) MarshalText() ([]byte, error) { return []byte(p.String()), nil }

// UnmarshalText reads a phase name.
func (p *Phase) UnmarshalText(b []byte) error {
	x, ok := ParsePhase(string(b))
	if !ok {
		return fmt.Errorf("mus: fase %q desconocida", b)
	}
	*p = x
	return nil
}

// MarshalText writes the concept name.
func (c Concept) MarshalText() ([]byte, error) { return []byte(c.String()), nil }

// UnmarshalText reads a concept name.
func (c *Concept) UnmarshalText(b []byte) error {
	x, ok := ParseConcept(string(b))
	if !ok {
		return fmt.Errorf("mus: concepto %q desconocido", b)
	}
	*c = x
	return nil
}

// MarshalText writes the action type name.
func (t ActionType) MarshalText() ([]byte, error) { return []byte(t.String()), nil }

// UnmarshalText reads an action type name.
func (t *ActionType) UnmarshalText(b []byte) error {
	x, ok := ParseActionType(string(b))
	if !ok {
		return fmt.Errorf("mus: acción %q desconocida", b)
	}
	*t = x
	return nil
}

// MarshalJSON writes "si", "no" or null.
func (d Declaration) MarshalJSON() ([]byte, error) {
	switch d {
	case DeclaredYes:
		return []byte(`"si"`), nil
	case DeclaredNo:
		return []byte(`"no"`), nil
	}
	return jsonNull, nil
}

// MarshalJSON writes {"kind":"seat","seat":N}, {"kind":"spectator"} or
// {"kind":"developer"}.
func (v Viewer) MarshalJSON() ([]byte, error) {
	switch v.Kind {
	case ViewerSeat:
		return []byte(`{"kind":"seat","seat":` + strconv.Itoa(int(v.Seat)) + `}`), nil
	case ViewerSpectator:
		return []byte(`{"kind":"spectator"}`), nil
	}
	return []byte(`{"kind":"developer"}`), nil
}

// MarshalJSON writes {"kind":"PUBLIC","seats":[]} and the like; seats are
// listed for PRIVATE only.
func (v Visibility) MarshalJSON() ([]byte, error) {
	return v.appendJSON(make([]byte, 0, 40)), nil
}

// appendJSON appends what MarshalJSON writes.
func (v Visibility) appendJSON(b []byte) []byte {
	b = append(b, `{"kind":`...)
	b = appendString(b, v.Audience.String())
	b = append(b, `,"seats":[`...)
	if v.Audience == AudiencePrivate {
		n := 0
		for s := Seat(0); s < NumSeats; s++ {
			if v.Seats&bit(s) != 0 {
				if n > 0 {
					b = append(b, ',')
				}
				b = strconv.AppendInt(b, int64(s), 10)
				n++
			}
		}
	}
	return append(b, "]}"...)
}

// UnmarshalJSON reads the form written by MarshalJSON.
func (v *Visibility) UnmarshalJSON(data []byte) error {
	var x struct {
		Kind  string `json:"kind"`
		Seats []Seat `json:"seats"`
	}
	if err := strictUnmarshal(data, &x); err != nil {
		return fmt.Errorf("mus: visibilidad: %v", err)
	}
	var out Visibility
	switch x.Kind {
	case "PUBLIC":
		out.Audience = AudiencePublic
	case "SYSTEM":
		out.Audience = AudienceSystem
	case "PRIVATE":
		out.Audience = AudiencePrivate
		for _, s := range x.Seats {
			if !s.Valid() {
				return fmt.Errorf("mus: visibilidad PRIVATE con asiento inválido")
			}
			out.Seats |= bit(s)
		}
	default:
		return fmt.Errorf("mus: visibilidad %q desconocida", x.Kind)
	}
	*v = out
	return nil
}

// MarshalJSON writes {"type":"Bet","min":2,"max":99}; min and max are
// omitted for the types without parameters.
func (t Template) MarshalJSON() ([]byte, error) {
	return t.appendJSON(make([]byte, 0, 40)), nil
}

// appendJSON appends what MarshalJSON writes.
func (t Template) appendJSON(b []byte) []byte {
	b = append(b, `{"type":`...)
	b = appendString(b, t.Type.String())
	switch t.Type {
	case ActBet, ActRaise, ActDiscard:
		b = append(b, `,"min":`...)
		b = strconv.AppendInt(b, int64(t.Min), 10)
		b = append(b, `,"max":`...)
		b = strconv.AppendInt(b, int64(t.Max), 10)
	}
	return append(b, '}')
}

// UnmarshalJSON reads the form written by MarshalJSON.
func (t *Template) UnmarshalJSON(data []byte) error {
	var x struct {
		Type ActionType `json:"type"`
		Min  int        `json:"min,omitempty"`
		Max  int        `json:"max,omitempty"`
	}
	if err := strictUnmarshal(data, &x); err != nil {
		return fmt.Errorf("mus: plantilla: %v", err)
	}
	*t = Template{Type: x.Type, Min: x.Min, Max: x.Max}
	return nil
}

// DecodeStrict decodes one JSON object into the struct v points to, the way
// every decoder of the catalog does: keys must match the field names exactly
// (case included), none may repeat, none may be unknown, every field without
// omitempty must be present, and nothing may follow the object.
func DecodeStrict(data []byte, v any) error { return strictUnmarshal(data, v) }

func strictUnmarshal(data []byte, v any) error {
	if err := checkKeys(data, v); err != nil {
		return DescribeJSON(data, err)
	}
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		return DescribeJSON(data, err)
	}
	if dec.More() {
		return at(data, dec.InputOffset(), "datos de más tras el objeto")
	}
	return nil
}

// checkKeys enforces what encoding/json does not: object keys match the
// field names exactly (case included), none is repeated, and every field
// without omitempty is present. v must point to a struct.
func checkKeys(data []byte, v any) error {
	t := reflect.TypeOf(v)
	if t == nil || t.Kind() != reflect.Pointer || t.Elem().Kind() != reflect.Struct {
		return nil
	}
	t = t.Elem()
	var required []string // in declaration order
	known := map[string]bool{}
	for i := 0; i < t.NumField(); i++ {
		name, opts, _ := strings.Cut(t.Field(i).Tag.Get("json"), ",")
		if name == "" || name == "-" {
			continue
		}
		known[name] = true
		if !strings.Contains(opts, "omitempty") {
			required = append(required, name)
		}
	}
	dec := json.NewDecoder(bytes.NewReader(data))
	tok, err := dec.Token()
	if err != nil {
		return err
	}
	if d, ok := tok.(json.Delim); !ok || d != '{' {
		return at(data, keyStart(data, 0), "se esperaba un objeto JSON { … }")
	}
	seen := map[string]bool{}
	for dec.More() {
		off := dec.InputOffset()
		tok, err := dec.Token()
		if err != nil {
			return err
		}
		key, _ := tok.(string)
		if !known[key] {
			return at(data, keyStart(data, off), fmt.Sprintf("campo desconocido %q", errtext.Clip(key, 40)))
		}
		if seen[key] {
			return at(data, keyStart(data, off), fmt.Sprintf("campo %q repetido", errtext.Clip(key, 40)))
		}
		seen[key] = true
		var skip json.RawMessage
		if err := dec.Decode(&skip); err != nil {
			return err
		}
	}
	for _, name := range required {
		if !seen[name] {
			return &JSONError{Offset: -1, Msg: fmt.Sprintf("falta el campo %q", name)}
		}
	}
	return nil
}

// actionJSON is the wire form of an action or a play.
type actionJSON struct {
	Seat   *int            `json:"seat,omitempty"`
	Type   ActionType      `json:"type"`
	Amount *int            `json:"amount,omitempty"`
	Cards  *[]Card         `json:"cards,omitempty"`
	Signal *Signal         `json:"signal,omitempty"` // Signal (catalog v2)
	Target json.RawMessage `json:"target,omitempty"` // Look: a seat or null (catalog v2)
}

func toWire(a Action) (actionJSON, error) {
	if a == nil {
		return actionJSON{}, fmt.Errorf("mus: acción vacía")
	}
	w := actionJSON{Type: a.Type()}
	switch x := a.(type) {
	case Bet:
		w.Amount = &x.Amount
	case Raise:
		w.Amount = &x.Amount
	case Discard:
		cards := append([]Card{}, x.Cards...)
		w.Cards = &cards
	case Sena:
		w.Signal = &x.Signal
	case Look:
		t, err := x.Target.MarshalJSON()
		if err != nil {
			return actionJSON{}, err
		}
		w.Target = t
	}
	return w, nil
}

func fromWire(w actionJSON) (Action, error) {
	needAmount := w.Type == ActBet || w.Type == ActRaise
	if needAmount != (w.Amount != nil) {
		if needAmount {
			return nil, fmt.Errorf("mus: acción %s: falta \"amount\"", w.Type)
		}
		return nil, fmt.Errorf("mus: acción %s: sobra \"amount\"", w.Type)
	}
	if w.Type != ActDiscard && w.Cards != nil {
		return nil, fmt.Errorf("mus: acción %s: sobra \"cards\"", w.Type)
	}
	if a, ok, err := fromWireSide(w); ok {
		return a, err
	}
	switch w.Type {
	case ActMus:
		return Mus{}, nil
	case ActCutMus:
		return CutMus{}, nil
	case ActDiscard:
		if w.Cards == nil {
			return nil, fmt.Errorf("mus: acción Discard: falta \"cards\"")
		}
		return Discard{Cards: *w.Cards}, nil
	case ActPass:
		return Pass{}, nil
	case ActBet:
		return Bet{Amount: *w.Amount}, nil
	case ActRaise:
		return Raise{Amount: *w.Amount}, nil
	case ActAccept:
		return Accept{}, nil
	case ActAcceptNoLose:
		return AcceptNoLose{}, nil
	case ActReject:
		return Reject{}, nil
	case ActOrdago:
		return Ordago{}, nil
	}
	return nil, fmt.Errorf("mus: tipo de acción desconocido")
}

// MarshalAction encodes an action: {"type":"Bet","amount":2}.
func MarshalAction(a Action) ([]byte, error) {
	w, err := toWire(a)
	if err != nil {
		return nil, err
	}
	return Canonical(w)
}

// UnmarshalAction decodes an action; unknown fields, missing or extra
// parameters are errors.
func UnmarshalAction(data []byte) (Action, error) {
	var w actionJSON
	if err := strictUnmarshal(data, &w); err != nil {
		return nil, fmt.Errorf("mus: acción: %v", err)
	}
	if w.Seat != nil {
		return nil, fmt.Errorf("mus: acción: sobra \"seat\" (una acción sola no lleva asiento)")
	}
	return fromWire(w)
}

// MarshalJSON encodes a play flat: {"seat":1,"type":"Bet","amount":2}.
func (p Play) MarshalJSON() ([]byte, error) {
	w, err := toWire(p.Action)
	if err != nil {
		return nil, err
	}
	seat := int(p.Seat)
	w.Seat = &seat
	return Canonical(w)
}

// UnmarshalJSON decodes a play; the seat is required.
func (p *Play) UnmarshalJSON(data []byte) error {
	var w actionJSON
	if err := strictUnmarshal(data, &w); err != nil {
		return fmt.Errorf("mus: jugada: %v", err)
	}
	if w.Seat == nil {
		return fmt.Errorf("mus: jugada: falta \"seat\"")
	}
	if *w.Seat < 0 || *w.Seat >= NumSeats {
		return fmt.Errorf("mus: jugada: asiento %d fuera de 0-3", *w.Seat)
	}
	a, err := fromWire(w)
	if err != nil {
		return err
	}
	*p = Play{Seat: Seat(*w.Seat), Action: a}
	return nil
}

// eventJSON is the wire form of an event.
type eventJSON struct {
	Seq        int             `json:"seq"`
	Round      int             `json:"round"`
	Phase      Phase           `json:"phase"`
	Actor      Seat            `json:"actor"`
	Type       string          `json:"type"`
	Visibility Visibility      `json:"visibility"`
	Payload    json.RawMessage `json:"payload"`
}

// MarshalJSON encodes {"seq":…,"round":…,"phase":…,"actor":…,"type":…,
// "visibility":…,"payload":{…}}, the fields of eventJSON in their order.
func (e Event) MarshalJSON() ([]byte, error) {
	if e.Payload == nil {
		return nil, fmt.Errorf("mus: evento %d sin contenido", e.Seq)
	}
	p, err := Canonical(e.Payload)
	if err != nil {
		return nil, err
	}
	b := append(make([]byte, 0, len(p)+128), `{"seq":`...)
	b = strconv.AppendInt(b, int64(e.Seq), 10)
	b = append(b, `,"round":`...)
	b = strconv.AppendInt(b, int64(e.Round), 10)
	b = append(b, `,"phase":`...)
	b = appendString(b, e.Phase.String())
	b = append(b, `,"actor":`...)
	if e.Actor.Valid() {
		b = strconv.AppendInt(b, int64(e.Actor), 10)
	} else {
		b = append(b, jsonNull...)
	}
	b = append(b, `,"type":`...)
	b = appendString(b, e.Payload.Kind().String())
	b = append(b, `,"visibility":`...)
	b = e.Visibility.appendJSON(b)
	b = append(b, `,"payload":`...)
	b = append(b, p...)
	return append(b, '}'), nil
}

// appendString appends s as a JSON string, as Canonical writes it: text
// that needs no escape as it is, anything else through encoding/json.
func appendString(b []byte, s string) []byte {
	for i := 0; i < len(s); i++ {
		if c := s[i]; c < 0x20 || c == '"' || c == '\\' || c >= 0x80 {
			q, _ := Canonical(s)
			return append(b, q...)
		}
	}
	b = append(b, '"')
	b = append(b, s...)
	return append(b, '"')
}

// UnmarshalJSON decodes an event of any kind of the catalog; unknown kinds
// and unknown fields are errors.
func (e *Event) UnmarshalJSON(data []byte) error {
	var w eventJSON
	if err := strictUnmarshal(data, &w); err != nil {
		return fmt.Errorf("mus: evento: %v", err)
	}
	k, ok := ParseEventKind(w.Type)
	if !ok {
		return fmt.Errorf("mus: evento %d: tipo %q desconocido", w.Seq, w.Type)
	}
	p, err := decodePayload(k, w.Payload)
	if err != nil {
		return fmt.Errorf("mus: evento %d (%s): %v", w.Seq, w.Type, err)
	}
	*e = Event{Seq: w.Seq, Round: w.Round, Phase: w.Phase, Actor: w.Actor, Visibility: w.Visibility, Payload: p}
	return nil
}

// payloadTypes maps every event kind to its payload type.
var payloadTypes = [numAllEventKinds]reflect.Type{
	KindGameStarted:          reflect.TypeOf(GameStarted{}),
	KindDealerAssigned:       reflect.TypeOf(DealerAssigned{}),
	KindRoundStarted:         reflect.TypeOf(RoundStarted{}),
	KindDeckShuffled:         reflect.TypeOf(DeckShuffled{}),
	KindCardsDealt:           reflect.TypeOf(CardsDealt{}),
	KindCardsDealtPublic:     reflect.TypeOf(CardsDealtPublic{}),
	KindMusRequested:         reflect.TypeOf(MusRequested{}),
	KindMusCut:               reflect.TypeOf(MusCut{}),
	KindCardsDiscarded:       reflect.TypeOf(CardsDiscarded{}),
	KindCardsDiscardedPublic: reflect.TypeOf(CardsDiscardedPublic{}),
	KindDeckReshuffled:       reflect.TypeOf(DeckReshuffled{}),
	KindCardsServed:          reflect.TypeOf(CardsServed{}),
	KindCardsServedPublic:    reflect.TypeOf(CardsServedPublic{}),
	KindLanceStarted:         reflect.TypeOf(LanceStarted{}),
	KindParesDeclared:        reflect.TypeOf(ParesDeclared{}),
	KindJuegoDeclared:        reflect.TypeOf(JuegoDeclared{}),
	KindPassed:               reflect.TypeOf(Passed{}),
	KindBetPlaced:            reflect.TypeOf(BetPlaced{}),
	KindBetRaised:            reflect.TypeOf(BetRaised{}),
	KindOrdagoDeclared:       reflect.TypeOf(OrdagoDeclared{}),
	KindBetAccepted:          reflect.TypeOf(BetAccepted{}),
	KindBetRejected:          reflect.TypeOf(BetRejected{}),
	KindOrdagoAccepted:       reflect.TypeOf(OrdagoAccepted{}),
	KindLanceResolved:        reflect.TypeOf(LanceResolved{}),
	KindHandsRevealed:        reflect.TypeOf(HandsRevealed{}),
	KindPointsAwarded:        reflect.TypeOf(PointsAwarded{}),
	KindTeamIsIn:             reflect.TypeOf(TeamIsIn{}),
	KindRoundFinished:        reflect.TypeOf(RoundFinished{}),
	KindGameFinished:         reflect.TypeOf(GameFinished{}),
	KindMatchFinished:        reflect.TypeOf(MatchFinished{}),
	// Draft catalog v2: señas y miradas (docs/catalog-v2.md).
	KindGazeChanged: reflect.TypeOf(GazeChanged{}),
	KindClockTicked: reflect.TypeOf(ClockTicked{}),
	KindSignalMade:  reflect.TypeOf(SignalMade{}),
	KindSignalSeen:  reflect.TypeOf(SignalSeen{}),
}

// decodePayload decodes the payload of an event of kind k strictly.
func decodePayload(k EventKind, data []byte) (Payload, error) {
	if k >= numAllEventKinds || payloadTypes[k] == nil {
		return nil, fmt.Errorf("tipo desconocido")
	}
	ptr := reflect.New(payloadTypes[k])
	if err := strictUnmarshal(data, ptr.Interface()); err != nil {
		return nil, err
	}
	return ptr.Elem().Interface().(Payload), nil
}

// ZeroPayload returns the zero payload of an event kind (for tools that
// walk the catalog).
func ZeroPayload(k EventKind) (Payload, bool) {
	if k >= numAllEventKinds || payloadTypes[k] == nil {
		return nil, false
	}
	return reflect.New(payloadTypes[k]).Elem().Interface().(Payload), true
}

// UnmarshalJSON reads "si", "no" or null.
func (d *Declaration) UnmarshalJSON(data []byte) error {
	s, null, err := unquote(data, "declaración")
	if err != nil {
		return err
	}
	switch {
	case null:
		*d = Undeclared
	case s == "si":
		*d = DeclaredYes
	case s == "no":
		*d = DeclaredNo
	default:
		return fmt.Errorf("mus: declaración %q: se esperaba \"si\", \"no\" o null", s)
	}
	return nil
}

// UnmarshalJSON reads the form written by MarshalJSON; a seat viewer needs
// a seat 0–3, the others take none.
func (v *Viewer) UnmarshalJSON(data []byte) error {
	var x struct {
		Kind string `json:"kind"`
		Seat *int   `json:"seat,omitempty"`
	}
	if err := strictUnmarshal(data, &x); err != nil {
		return fmt.Errorf("mus: espectador: %v", err)
	}
	switch x.Kind {
	case "seat":
		if x.Seat == nil || *x.Seat < 0 || *x.Seat >= NumSeats {
			return fmt.Errorf("mus: espectador \"seat\": falta un asiento 0-3")
		}
		*v = SeatViewer(Seat(*x.Seat))
		return nil
	case "spectator", "developer":
		if x.Seat != nil {
			return fmt.Errorf("mus: espectador %q: sobra \"seat\"", x.Kind)
		}
		if x.Kind == "spectator" {
			*v = Spectator()
		} else {
			*v = Developer()
		}
		return nil
	}
	return fmt.Errorf("mus: espectador %q desconocido: se esperaba \"seat\", \"spectator\" o \"developer\"", x.Kind)
}

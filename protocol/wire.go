package protocol

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"strconv"

	"github.com/musfem/musfem/engine"
)

// The error codes of the protocol besides the engine's rule codes.
const (
	CodeProtocol    = "PROTOCOL"
	CodeUnsupported = "UNSUPPORTED"
)

// EngineInfo names an engine in its hello answer.
type EngineInfo struct {
	Name    string `json:"name"`
	Version string `json:"version"`
}

// WireError is the "error" object of a failed answer.
type WireError struct {
	Code    string  `json:"code"`
	Article *string `json:"article"`
	Detail  string  `json:"detail"`
}

// message is an answer on the wire: the fields an op does not use are
// omitted. Observations is the type of the five observations of a step:
// a fixed array for the server, which always writes five, and a slice for
// the client, which checks how many come.
type message[Observations any] struct {
	ID           *int64              `json:"id"`
	OK           bool                `json:"ok"`
	Error        *WireError          `json:"error,omitempty"`
	Protocol     int                 `json:"protocol,omitempty"`
	Engine       *EngineInfo         `json:"engine,omitempty"`
	Capabilities *Capabilities       `json:"capabilities,omitempty"`
	Events       *[]engine.Event     `json:"events,omitempty"`
	Observation  *engine.Observation `json:"observation,omitempty"`
	Observations *Observations       `json:"observations,omitempty"`
	Legal        json.RawMessage     `json:"legal,omitempty"`
	// tail, when set, is the whole answer after `{"id":N,` (an accepted
	// step the server writes, stepAnswerTail); the other fields are then
	// empty.
	tail []byte
}

// response is every answer the server writes.
type response = message[[5]engine.Observation]

// answer is a response as the client reads it, decoded in one pass; legal
// is kept raw (a list of templates, or four lists for step).
type answer = message[[]engine.Observation]

// encode writes the response as one canonical JSON line without its
// newline.
func (r message[O]) encode() ([]byte, error) {
	if r.tail == nil {
		return engine.Canonical(r)
	}
	b := make([]byte, 0, len(r.tail)+24)
	b = append(b, `{"id":`...)
	if r.ID == nil {
		b = append(b, "null"...)
	} else {
		b = strconv.AppendInt(b, *r.ID, 10)
	}
	b = append(b, ',')
	return append(b, r.tail...), nil
}

// decodeAnswer decodes an answer line: unknown fields anywhere outside
// the catalog's own decoders (which are strict themselves) are errors.
func decodeAnswer(line []byte, a *answer) error {
	dec := json.NewDecoder(bytes.NewReader(line))
	dec.DisallowUnknownFields()
	if err := dec.Decode(a); err != nil {
		return engine.DescribeJSON(line, err)
	}
	if dec.More() {
		return errors.New("datos de más tras la respuesta")
	}
	return nil
}

// The requests, strictly decoded (docs/protocol.md).
type (
	helloReq struct {
		ID       int64  `json:"id"`
		Op       string `json:"op"`
		Protocol int    `json:"protocol"`
	}
	startReq struct {
		ID    int64           `json:"id"`
		Op    string          `json:"op"`
		Rules json.RawMessage `json:"rules,omitempty"`
		Seed  string          `json:"seed"`
		Decks [][]engine.Card `json:"decks,omitempty"`
		Score *[2]int         `json:"score,omitempty"`
	}
	playReq struct {
		ID   int64           `json:"id"`
		Op   string          `json:"op"`
		Play json.RawMessage `json:"play"`
	}
	observeReq struct {
		ID     int64         `json:"id"`
		Op     string        `json:"op"`
		Viewer engine.Viewer `json:"viewer"`
	}
	legalReq struct {
		ID   int64  `json:"id"`
		Op   string `json:"op"`
		Seat int    `json:"seat"`
	}
	byeReq struct {
		ID int64  `json:"id"`
		Op string `json:"op"`
	}
)

// playWire is a play on the wire: a seat and an action, whose type may be
// null or a name outside the catalog (the engine then answers
// UNKNOWN_ACTION).
type playWire struct {
	Seat   int             `json:"seat"`
	Type   json.RawMessage `json:"type"`
	Amount json.RawMessage `json:"amount,omitempty"`
	Cards  json.RawMessage `json:"cards,omitempty"`
	Signal json.RawMessage `json:"signal,omitempty"` // protocol 2
	Target json.RawMessage `json:"target,omitempty"` // protocol 2
}

// inCatalog reports whether an action type belongs to the catalog of the
// protocol version: catalog 1 under protocol 1, catalog 2 (Signal, Look,
// Tick besides) under protocol 2.
func inCatalog(t engine.ActionType, version int) bool {
	for _, x := range engine.ActionTypes() {
		if x == t {
			return true
		}
	}
	return version >= Protocol2
}

// decodePlay reads a play under a protocol version: the seat may be any
// integer (outside 0–3 the engine answers BAD_SEAT) and a type outside the
// version's catalog gives a nil action (UNKNOWN_ACTION). A seña name
// outside FEM VIII.2 gives a seña the engine refuses as UNKNOWN_ACTION
// (FEM-VIII.1). From protocol 4 a look's target may be any integer: one
// that is no seat gives a look the engine refuses as BAD_GAZE
// (CONVENCION-senas), as a seat outside 0–3 gives BAD_SEAT.
func decodePlay(raw json.RawMessage, version int) (engine.Seat, engine.Action, error) {
	var p playWire
	if err := engine.DecodeStrict(raw, &p); err != nil {
		return 0, nil, fmt.Errorf("play: %v", err)
	}
	seat := engine.NoSeat
	if p.Seat >= -128 && p.Seat <= 127 {
		seat = engine.Seat(p.Seat)
	}
	var name string
	if json.Unmarshal(p.Type, &name) != nil {
		if string(p.Type) == "null" && p.Amount == nil && p.Cards == nil && p.Signal == nil && p.Target == nil {
			return seat, nil, nil
		}
		return 0, nil, fmt.Errorf("play: \"type\" debe ser un texto o null")
	}
	var t engine.ActionType
	if t.UnmarshalText([]byte(name)) != nil || !inCatalog(t, version) {
		return seat, nil, nil
	}
	if t == engine.ActLook && version >= Protocol4 && p.Amount == nil && p.Cards == nil && p.Signal == nil {
		var n int
		if json.Unmarshal(p.Target, &n) == nil && (n < 0 || n >= engine.NumSeats) {
			target := engine.Seat(engine.NumSeats) // no seat, whatever its size
			if n >= -128 && n <= 127 && n != int(engine.NoSeat) {
				target = engine.Seat(n)
			}
			return seat, engine.Look{Target: target}, nil
		}
	}
	if t == engine.ActSignal && p.Amount == nil && p.Cards == nil && p.Target == nil {
		var sig string
		if json.Unmarshal(p.Signal, &sig) == nil {
			if _, ok := engine.ParseSignal(sig); !ok {
				return seat, engine.Sena{}, nil
			}
		}
	}
	var b bytes.Buffer
	b.WriteString(`{"type":`)
	b.Write(p.Type)
	for _, f := range [...]struct {
		name  string
		value json.RawMessage
	}{{"amount", p.Amount}, {"cards", p.Cards}, {"signal", p.Signal}, {"target", p.Target}} {
		if f.value != nil {
			b.WriteString(`,"` + f.name + `":`)
			b.Write(f.value)
		}
	}
	b.WriteByte('}')
	a, err := engine.UnmarshalAction(b.Bytes())
	if err != nil {
		return 0, nil, fmt.Errorf("play: %v", err)
	}
	return seat, a, nil
}

// UnofficialSignal is the seña name the client sends for a seña that is
// not one of FEM VIII.2 (a Sena without a valid Signal), which catalog 2
// cannot name: the engine must answer UNKNOWN_ACTION, FEM-VIII.1
// (docs/protocol-v2.md).
const UnofficialSignal = "no_oficial"

// outsideTable reports whether a look's target is a number that is no
// seat and not the table (null).
func outsideTable(target engine.Seat) bool {
	return target != engine.NoSeat && !target.Valid()
}

// encodePlay writes a play; a nil action has type null, a seña outside
// FEM VIII.2 the name UnofficialSignal, a look at a number that is no seat
// that number (protocol 4).
func encodePlay(seat engine.Seat, a engine.Action) ([]byte, error) {
	if a == nil {
		return []byte(`{"seat":` + strconv.Itoa(int(seat)) + `,"type":null}`), nil
	}
	if x, ok := a.(engine.Sena); ok && !x.Signal.Valid() {
		return []byte(`{"seat":` + strconv.Itoa(int(seat)) + `,"type":"Signal","signal":"` + UnofficialSignal + `"}`), nil
	}
	if x, ok := a.(engine.Look); ok && outsideTable(x.Target) {
		return []byte(`{"seat":` + strconv.Itoa(int(seat)) + `,"type":"Look","target":` + strconv.Itoa(int(x.Target)) + `}`), nil
	}
	b, err := engine.MarshalAction(a)
	if err != nil {
		return nil, err
	}
	return append([]byte(`{"seat":`+strconv.Itoa(int(seat))+`,`), b[1:]...), nil
}

// errLineTooLong is returned by readLine for a line over the limit.
var errLineTooLong = errors.New("línea demasiado larga")

// readLine reads one line without its newline, at most max bytes; a last
// line without its newline is a line too. After errLineTooLong the rest of
// the line has been skipped when skip is true.
func readLine(r *bufio.Reader, max int, skip bool) ([]byte, error) {
	line, _, err := readLineEnd(r, max, skip)
	return line, err
}

// readLineEnd is readLine saying whether the line had its newline (a last
// line may not: the writer ended in the middle of it).
func readLineEnd(r *bufio.Reader, max int, skip bool) ([]byte, bool, error) {
	var line []byte
	for {
		chunk, err := r.ReadSlice('\n')
		if len(line)+len(chunk) > max+1 {
			if skip && err == bufio.ErrBufferFull {
				for err == bufio.ErrBufferFull {
					_, err = r.ReadSlice('\n')
				}
			}
			return nil, false, errLineTooLong
		}
		line = append(line, chunk...)
		switch err {
		case nil:
			line = bytes.TrimSuffix(line[:len(line)-1], []byte{'\r'})
			return line, true, nil
		case bufio.ErrBufferFull:
			continue
		default:
			if len(line) > 0 {
				return line, false, nil
			}
			return nil, false, err
		}
	}
}

// decodeStrict is engine.DecodeStrict.
func decodeStrict(data []byte, v any) error { return engine.DecodeStrict(data, v) }

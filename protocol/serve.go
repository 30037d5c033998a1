package protocol

import (
	"bufio"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strconv"

	"github.com/musfem/musfem/driver"
	"github.com/musfem/musfem/engine"
)

// Server is an engine behind the protocol.
type Server struct {
	Name, Version string
	// Capabilities are the answer to a hello of protocol 1.
	Capabilities Capabilities
	// CapabilitiesV2, when not nil, are the answer to a hello of protocol
	// 2 (docs/protocol-v2.md); nil: the server speaks protocol 1 only and
	// answers UNSUPPORTED to a hello of protocol 2.
	CapabilitiesV2 *Capabilities
	// CapabilitiesV3, when not nil, are the answer to a hello of protocol
	// 3 (docs/protocol-v3.md; CapabilitiesV2 must be set too); nil: the
	// server answers UNSUPPORTED to a hello of protocol 3.
	CapabilitiesV3 *Capabilities
	// CapabilitiesV4 are the capabilities of a hello of protocol 4
	// (docs/protocol-v4.md; CapabilitiesV3 must be set too); nil: the
	// server answers UNSUPPORTED to a hello of protocol 4.
	CapabilitiesV4 *Capabilities
	NewEngine      func() driver.Engine
	// MaxLine bounds a request line (16 MiB when 0).
	MaxLine int
}

// Serve answers the requests of in on out with engines of newEngine, under
// the reference engine's capabilities (protocols 1 to 4), until bye or the
// end of in.
func Serve(in io.Reader, out io.Writer, name, version string, newEngine func() driver.Engine) error {
	s := ReferenceServer(name, version, Version, newEngine)
	return s.Serve(in, out)
}

// ReferenceServer returns the Server of engines that play as the
// reference engine (musfem serve, the faulty engines): the reference
// engine's capabilities, up to protocol maxProtocol.
func ReferenceServer(name, version string, maxProtocol int, newEngine func() driver.Engine) Server {
	s := Server{Name: name, Version: version, Capabilities: ReferenceCapabilities(), NewEngine: newEngine}
	if maxProtocol >= Protocol2 {
		v2 := ReferenceCapabilitiesV2()
		s.CapabilitiesV2 = &v2
	}
	if maxProtocol >= Protocol3 {
		v3 := ReferenceCapabilitiesV3()
		s.CapabilitiesV3 = &v3
	}
	if maxProtocol >= Protocol4 {
		v4 := ReferenceCapabilitiesV4()
		s.CapabilitiesV4 = &v4
	}
	return s
}

// Serve answers requests until bye or the end of in. It returns an error
// only when reading or writing fails.
func (s *Server) Serve(in io.Reader, out io.Writer) error {
	max := s.MaxLine
	if max <= 0 {
		max = 16 << 20
	}
	r := bufio.NewReaderSize(in, 64<<10)
	w := bufio.NewWriterSize(out, 64<<10)
	st := &session{srv: s}
	for {
		line, err := readLine(r, max, true)
		var resp response
		bye := false
		switch {
		case errors.Is(err, errLineTooLong):
			resp = failure(nil, CodeProtocol, "", fmt.Sprintf("línea de más de %d bytes", max))
		case err == io.EOF:
			return nil
		case err != nil:
			return err
		default:
			if len(line) == 0 {
				continue
			}
			resp, bye = st.handle(line)
		}
		b, err := resp.encode()
		if err != nil {
			b, _ = engine.Canonical(failure(resp.ID, CodeProtocol, "", "respuesta imposible de escribir: "+err.Error()))
		}
		b = append(b, '\n')
		if _, err := w.Write(b); err != nil {
			return err
		}
		if err := w.Flush(); err != nil {
			return err
		}
		if bye {
			return nil
		}
	}
}

// session is the state of one connection: the protocol agreed in the last
// hello (1 until a hello of 2 is answered) and the game in course, if any.
type session struct {
	srv     *Server
	proto   int
	eng     driver.Engine
	started bool
}

// version is the protocol of the session: 1 until a hello of 2.
func (st *session) version() int {
	if st.proto == 0 {
		return Protocol1
	}
	return st.proto
}

// caps are the capabilities of the session's protocol.
func (st *session) caps() Capabilities {
	switch {
	case st.version() >= Protocol4 && st.srv.CapabilitiesV4 != nil:
		return *st.srv.CapabilitiesV4
	case st.version() >= Protocol3 && st.srv.CapabilitiesV3 != nil:
		return *st.srv.CapabilitiesV3
	case st.version() >= Protocol2 && st.srv.CapabilitiesV2 != nil:
		return *st.srv.CapabilitiesV2
	}
	return st.srv.Capabilities
}

// spoken returns the highest protocol the server speaks.
func (s *Server) spoken() int {
	switch {
	case s.CapabilitiesV2 == nil:
		return Protocol1
	case s.CapabilitiesV3 == nil:
		return Protocol2
	case s.CapabilitiesV4 == nil:
		return Protocol3
	}
	return Protocol4
}

// hello answers a hello: protocol 1 always, 2, 3 and 4 when the server
// offers them.
func (st *session) hello(id *int64, v int) response {
	spoken := map[int]string{Protocol1: "el protocolo 1", Protocol2: "los protocolos 1 y 2", Protocol3: "los protocolos 1, 2 y 3",
		Protocol4: "los protocolos 1, 2, 3 y 4"}[st.srv.spoken()]
	if v < Protocol1 || v > st.srv.spoken() {
		return failure(id, CodeUnsupported, "", fmt.Sprintf("protocolo %d: este motor habla %s", v, spoken))
	}
	st.proto = v
	caps := st.caps()
	return response{ID: id, OK: true, Protocol: v, Engine: &EngineInfo{st.srv.Name, st.srv.Version}, Capabilities: &caps}
}

func failure(id *int64, code, article, detail string) response {
	e := &WireError{Code: code, Detail: detail}
	if article != "" {
		e.Article = &article
	}
	return response{ID: id, Error: e}
}

// handle answers one request line; it never panics.
func (st *session) handle(line []byte) (resp response, bye bool) {
	var head struct {
		ID json.RawMessage `json:"id"`
		Op json.RawMessage `json:"op"`
	}
	if err := json.Unmarshal(line, &head); err != nil {
		return failure(nil, CodeProtocol, "", "la línea no es un objeto JSON: "+err.Error()), false
	}
	n, err := strconv.ParseInt(string(head.ID), 10, 64)
	if err != nil {
		return failure(nil, CodeProtocol, "", "falta \"id\" o no es un entero"), false
	}
	id := &n
	defer func() {
		if r := recover(); r != nil {
			resp, bye = failure(id, CodeProtocol, "", fmt.Sprintf("error interno del motor: %v", r)), false
		}
	}()
	var op string
	if json.Unmarshal(head.Op, &op) != nil {
		return failure(id, CodeProtocol, "", "falta \"op\" o no es un texto"), false
	}
	decode := func(v any) *response {
		if err := engine.DecodeStrict(line, v); err != nil {
			r := failure(id, CodeProtocol, "", op+": "+err.Error())
			return &r
		}
		return nil
	}
	switch op {
	case "hello":
		var q helloReq
		if r := decode(&q); r != nil {
			return *r, false
		}
		return st.hello(id, q.Protocol), false
	case "start":
		var q startReq
		if r := decode(&q); r != nil {
			return *r, false
		}
		return st.start(id, q), false
	case "apply", "step":
		var q playReq
		if r := decode(&q); r != nil {
			return *r, false
		}
		return st.play(id, op, q.Play), false
	case "observe":
		var q observeReq
		if r := decode(&q); r != nil {
			return *r, false
		}
		if !st.started {
			return failure(id, CodeProtocol, "", "observe antes de start"), false
		}
		o, err := st.eng.Observe(q.Viewer)
		if err != nil {
			return st.engineFailure(id, err), false
		}
		return response{ID: id, OK: true, Observation: &o}, false
	case "legal":
		var q legalReq
		if r := decode(&q); r != nil {
			return *r, false
		}
		if !st.started {
			return failure(id, CodeProtocol, "", "legal antes de start"), false
		}
		if q.Seat < 0 || q.Seat >= engine.NumSeats {
			return failure(id, CodeProtocol, "", fmt.Sprintf("legal: asiento %d fuera de 0-3", q.Seat)), false
		}
		ts, err := st.eng.Legal(engine.Seat(q.Seat))
		if err != nil {
			return st.engineFailure(id, err), false
		}
		return response{ID: id, OK: true, Legal: templates(ts)}, false
	case "bye":
		var q byeReq
		if r := decode(&q); r != nil {
			return *r, false
		}
		if st.eng != nil {
			st.eng.Close()
		}
		return response{ID: id, OK: true}, true
	}
	return failure(id, CodeProtocol, "", fmt.Sprintf("op %q desconocida", op)), false
}

// engineFailure turns an engine's error into an answer: its rule code, or
// PROTOCOL for any other failure.
func (st *session) engineFailure(id *int64, err error) response {
	var re *driver.RuleError
	if errors.As(err, &re) {
		return failure(id, re.Code, re.Article, re.Detail)
	}
	return failure(id, CodeProtocol, "", err.Error())
}

func templates(ts []engine.Template) json.RawMessage {
	if ts == nil {
		ts = []engine.Template{}
	}
	b, _ := engine.Canonical(ts)
	return b
}

func (st *session) start(id *int64, q startReq) response {
	caps := st.caps()
	rules, err := decodeRules(q.Rules, caps.Config)
	var ue *unsupportedError
	if errors.As(err, &ue) {
		return failure(id, CodeUnsupported, "", ue.Error())
	}
	if err != nil {
		return failure(id, "BAD_SETUP", "", err.Error())
	}
	seed, err := strconv.ParseUint(q.Seed, 10, 64)
	if err != nil {
		return failure(id, CodeProtocol, "", fmt.Sprintf("start: seed %q no es un número decimal de 64 bits", q.Seed))
	}
	setup := driver.Setup{Rules: rules, Seed: seed}
	if q.Decks != nil && !caps.StackedDecks {
		return failure(id, CodeUnsupported, "", "el motor no acepta mazos preparados (decks)")
	}
	for i, d := range q.Decks {
		if len(d) != engine.NumCards {
			return failure(id, "BAD_SETUP", "", fmt.Sprintf("start: el mazo %d tiene %d cartas, no %d", i+1, len(d), engine.NumCards))
		}
		var deck [engine.NumCards]engine.Card
		copy(deck[:], d)
		setup.Decks = append(setup.Decks, deck)
	}
	if q.Score != nil {
		setup.Score = *q.Score
	}
	if st.eng != nil {
		st.eng.Close()
	}
	st.eng, st.started = st.srv.NewEngine(), false
	evs, err := st.eng.Start(setup)
	if err != nil {
		return st.engineFailure(id, err)
	}
	st.started = true
	return response{ID: id, OK: true, Events: events(evs)}
}

func events(evs []engine.Event) *[]engine.Event {
	if evs == nil {
		evs = []engine.Event{}
	}
	return &evs
}

func (st *session) play(id *int64, op string, raw json.RawMessage) response {
	seat, a, err := decodePlay(raw, st.version())
	if err != nil {
		return failure(id, CodeProtocol, "", op+": "+err.Error())
	}
	if op == "apply" {
		if !st.started {
			// No game: a fresh engine refuses the action itself (NO_GAME).
			if st.eng == nil {
				st.eng = st.srv.NewEngine()
			}
		}
		evs, err := st.eng.Apply(seat, a)
		if err != nil {
			return st.engineFailure(id, err)
		}
		return response{ID: id, OK: true, Events: events(evs)}
	}
	if !st.started {
		return failure(id, CodeProtocol, "", "step antes de start")
	}
	res, err := step(st.eng, seat, a)
	var re *driver.RuleError
	if err != nil && !errors.As(err, &re) {
		return failure(id, CodeProtocol, "", err.Error())
	}
	if re == nil {
		if tail, err := stepAnswerTail(res); err == nil {
			return response{ID: id, OK: true, tail: tail}
		}
	}
	return stepResponse(id, res, re)
}

// stepResponse is the answer to a step with result res, refused with re
// (nil: accepted), as a response whose fields encoding/json writes; an
// accepted step is written faster by stepAnswerTail, to the same bytes.
func stepResponse(id *int64, res driver.StepResult, re *driver.RuleError) response {
	var legal [4][]engine.Template
	for i, ts := range res.Legal {
		if ts == nil {
			ts = []engine.Template{}
		}
		legal[i] = ts
	}
	lb, _ := engine.Canonical(legal)
	resp := response{ID: id, OK: true, Events: events(res.Events), Observations: &res.Observations, Legal: lb}
	if re != nil {
		f := failure(id, re.Code, re.Article, re.Detail)
		resp.OK, resp.Error, resp.Events = false, f.Error, nil
	}
	return resp
}

// step runs a batched step on any engine: its own Step when it has one.
func step(eng driver.Engine, seat engine.Seat, a engine.Action) (driver.StepResult, error) {
	if s, ok := eng.(driver.Stepper); ok {
		return s.Step(seat, a)
	}
	var res driver.StepResult
	evs, applyErr := eng.Apply(seat, a)
	var re *driver.RuleError
	if applyErr != nil && !errors.As(applyErr, &re) {
		return res, applyErr
	}
	res.Events = evs
	for i := 0; i < 5; i++ {
		v := engine.Spectator()
		if i < 4 {
			v = engine.SeatViewer(engine.Seat(i))
		}
		o, err := eng.Observe(v)
		if err != nil {
			return res, err
		}
		res.Observations[i] = o
		if i < 4 {
			if res.Legal[i], err = eng.Legal(engine.Seat(i)); err != nil {
				return res, err
			}
		}
	}
	return res, applyErr
}

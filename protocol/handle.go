package protocol

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"strconv"

	"github.com/musfem/musfem/config"
	"github.com/musfem/musfem/driver"
	"github.com/musfem/musfem/engine"
)

// handle is one game over the client's process: a driver.Engine and a
// driver.Stepper.
type handle struct {
	c       *Client
	started bool
}

// NewEngine returns a game handle over the process. Its Start sends start,
// launching the process again first if it died.
func (c *Client) NewEngine() driver.Engine { return &handle{c: c} }

var (
	_ driver.Engine        = (*handle)(nil)
	_ driver.Stepper       = (*handle)(nil)
	_ driver.ExpectStepper = (*handle)(nil)
)

func (h *handle) Name() string { return h.c.Hello().Name }

func (h *handle) Close() error { return nil }

// errNotStarted is the answer to observe and legal before Start, as the
// reference driver gives it.
var errNotStarted = errors.New("protocolo: la partida no ha empezado")

// errReplaced is the answer on a handle whose game another handle ended.
var errReplaced = errors.New("protocolo: otra partida ha empezado en el mismo proceso del motor")

func (h *handle) Start(s driver.Setup) ([]driver.Event, error) {
	c := h.c
	c.mu.Lock()
	defer c.mu.Unlock()
	h.started = false
	if c.p == nil {
		if err := c.launch(); err != nil {
			return nil, err
		}
	}
	var b bytes.Buffer
	b.WriteString(`"rules":`)
	b.Write(config.WireJSON(s.Rules)) // protocol-1 keys, later keys only when not default (D15)
	b.WriteString(`,"seed":"` + strconv.FormatUint(s.Seed, 10) + `"`)
	if s.Decks != nil {
		decks := make([][]engine.Card, len(s.Decks))
		for i := range s.Decks {
			decks[i] = s.Decks[i][:]
		}
		db, err := engine.Canonical(decks)
		if err != nil {
			return nil, err
		}
		b.WriteString(`,"decks":`)
		b.Write(db)
	}
	if s.Score != [2]int{} {
		b.WriteString(fmt.Sprintf(`,"score":[%d,%d]`, s.Score[0], s.Score[1]))
	}
	a, err := c.roundTrip("start", b.Bytes())
	if err != nil {
		return nil, err
	}
	c.game, c.owner = true, h
	if err := c.refusal("start", a); err != nil {
		return nil, err
	}
	evs, err := c.events("start", a.Events)
	if err != nil {
		return nil, err
	}
	h.started = true
	return evs, nil
}

// refusal turns an ok:false answer into a *driver.RuleError, or an
// *AnswerError for PROTOCOL and UNSUPPORTED.
func (c *Client) refusal(op string, a answer) error {
	if a.OK {
		return nil
	}
	art := ""
	if a.Error.Article != nil {
		art = engineText(*a.Error.Article)
	}
	code, detail := engineText(a.Error.Code), engineDetail(a.Error.Detail)
	if code == CodeProtocol || code == CodeUnsupported {
		return &AnswerError{Op: op, Code: code, Article: art, Detail: detail}
	}
	return &driver.RuleError{Code: code, Article: art, Detail: detail}
}

// events returns the events of an answer; none is out of protocol.
func (c *Client) events(op string, evs *[]driver.Event) ([]driver.Event, error) {
	if evs == nil {
		return nil, c.fail(KindProtocol, op, "falta \"events\"")
	}
	return *evs, nil
}

// ready checks that h holds the process's game; the caller holds mu.
func (h *handle) ready(op string) error {
	if !h.started {
		return errNotStarted
	}
	if h.c.owner != h {
		return errReplaced
	}
	if h.c.p == nil {
		return &TransportError{Kind: KindCrash, Op: op, Detail: "el motor no está en marcha (se relanza en el próximo Start)"}
	}
	return nil
}

func (h *handle) Apply(seat driver.Seat, act driver.Action) ([]driver.Event, error) {
	c := h.c
	c.mu.Lock()
	defer c.mu.Unlock()
	if !h.started {
		// An action before start goes to a process without a game, so
		// that the engine itself refuses it (NO_GAME).
		if c.game || c.p == nil {
			c.kill()
			if err := c.launch(); err != nil {
				return nil, err
			}
		}
	} else if err := h.ready("apply"); err != nil {
		return nil, err
	}
	if err := c.inProtocol("apply", act); err != nil {
		return nil, err
	}
	pb, err := encodePlay(seat, act)
	if err != nil {
		return nil, err
	}
	a, err := c.roundTrip("apply", append([]byte(`"play":`), pb...))
	if err != nil {
		return nil, err
	}
	if err := c.refusal("apply", a); err != nil {
		return nil, err
	}
	return c.events("apply", a.Events)
}

func (h *handle) Observe(v driver.Viewer) (driver.Observation, error) {
	c := h.c
	c.mu.Lock()
	defer c.mu.Unlock()
	if err := h.ready("observe"); err != nil {
		return driver.Observation{}, err
	}
	vb, err := engine.Canonical(v)
	if err != nil {
		return driver.Observation{}, err
	}
	a, err := c.roundTrip("observe", append([]byte(`"viewer":`), vb...))
	if err != nil {
		return driver.Observation{}, err
	}
	if err := c.refusal("observe", a); err != nil {
		return driver.Observation{}, err
	}
	if a.Observation == nil {
		return driver.Observation{}, c.fail(KindProtocol, "observe", "falta \"observation\"")
	}
	return *a.Observation, nil
}

func (h *handle) Legal(seat driver.Seat) ([]driver.Template, error) {
	c := h.c
	c.mu.Lock()
	defer c.mu.Unlock()
	if err := h.ready("legal"); err != nil {
		return nil, err
	}
	a, err := c.roundTrip("legal", []byte(`"seat":`+strconv.Itoa(int(seat))))
	if err != nil {
		return nil, err
	}
	if err := c.refusal("legal", a); err != nil {
		return nil, err
	}
	var ts []driver.Template
	if err := json.Unmarshal(a.Legal, &ts); err != nil || a.Legal == nil {
		why := "falta"
		if err != nil {
			why = engine.DescribeJSON(a.Legal, err).Error()
		}
		return nil, c.fail(KindProtocol, "legal", "legal: se esperaba una lista de plantillas ("+why+")")
	}
	if len(ts) == 0 {
		return nil, nil // as in process
	}
	return ts, nil
}

// Step implements driver.Stepper with one step request.
func (h *handle) Step(seat driver.Seat, act driver.Action) (driver.StepResult, error) {
	c := h.c
	c.mu.Lock()
	defer c.mu.Unlock()
	line, id, err := h.sendStep(seat, act)
	if err != nil {
		return driver.StepResult{}, err
	}
	return c.stepResult(id, line)
}

// StepExpect implements driver.ExpectStepper: the answer is compared with
// the canonical answer holding want (what musfem serve would write) before
// anything is decoded, and decoded only when it differs.
func (h *handle) StepExpect(seat driver.Seat, act driver.Action, want driver.StepResult) (driver.StepResult, bool, error) {
	c := h.c
	c.mu.Lock()
	defer c.mu.Unlock()
	line, id, err := h.sendStep(seat, act)
	if err != nil {
		return driver.StepResult{}, false, err
	}
	if tail, err := stepAnswerTail(want); err == nil && isAnswer(line, id, tail) {
		return want, true, nil
	}
	res, err := c.stepResult(id, line)
	return res, false, err
}

// sendStep sends a step request and returns its answer line and id; the
// caller holds mu.
func (h *handle) sendStep(seat driver.Seat, act driver.Action) ([]byte, int64, error) {
	c := h.c
	if err := h.ready("step"); err != nil {
		return nil, 0, err
	}
	if err := c.inProtocol("step", act); err != nil {
		return nil, 0, err
	}
	pb, err := encodePlay(seat, act)
	if err != nil {
		return nil, 0, err
	}
	return c.exchange("step", append([]byte(`"play":`), pb...))
}

// stepResult decodes the answer line to step request id; the caller holds
// mu.
func (c *Client) stepResult(id int64, line []byte) (driver.StepResult, error) {
	var res driver.StepResult
	a, err := c.decode("step", id, line)
	if err != nil {
		return res, err
	}
	refused := c.refusal("step", a)
	var re *driver.RuleError
	if refused != nil && !errors.As(refused, &re) {
		return res, refused
	}
	if a.OK {
		if res.Events, err = c.events("step", a.Events); err != nil {
			return res, err
		}
	}
	if a.Observations == nil || len(*a.Observations) != 5 {
		return res, c.fail(KindProtocol, "step", "observations: se esperaban 5 observaciones")
	}
	copy(res.Observations[:], *a.Observations)
	var legal [][]driver.Template
	if err := json.Unmarshal(a.Legal, &legal); err != nil || len(legal) != 4 {
		return res, c.fail(KindProtocol, "step", "legal: se esperaban 4 listas de plantillas")
	}
	for i, ts := range legal {
		if len(ts) > 0 { // an empty list is nil, as in process
			res.Legal[i] = ts
		}
	}
	return res, refused
}

// inProtocol refuses, without sending it, an action outside the catalog
// of the protocol the engine speaks (a seña, a look or a tick to an engine
// of protocol 1): UNSUPPORTED, as the engine would answer an option it
// does not offer. The caller holds mu.
//
// A look at a number that is no seat goes as that number from protocol 4
// on; under protocols 2 and 3, whose target is a seat or null, it is
// refused the same way.
func (c *Client) inProtocol(op string, act driver.Action) error {
	if act == nil {
		return nil
	}
	if !inCatalog(act.Type(), c.hello.Protocol) {
		return &AnswerError{Op: op, Code: CodeUnsupported, Cause: driver.ErrNotInCatalog,
			Detail: fmt.Sprintf("la acción %s es del catálogo 2 (protocolo 2) y el motor habla el protocolo %d", act.Type(), c.hello.Protocol)}
	}
	if l, ok := act.(driver.Look); ok && outsideTable(l.Target) && c.hello.Protocol < Protocol4 {
		return &AnswerError{Op: op, Code: CodeUnsupported, Cause: driver.ErrNotInCatalog,
			Detail: fmt.Sprintf("una mirada al número %d, que no es un asiento, se escribe desde el protocolo 4 y el motor habla el protocolo %d", l.Target, c.hello.Protocol)}
	}
	return nil
}

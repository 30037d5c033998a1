package protocol

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"strconv"
	"sync"
	"time"
	"unicode/utf8"

	"github.com/musfem/musfem/internal/errtext"
)

// Options configure Launch.
type Options struct {
	// Command is the engine's command line, split on spaces with simple
	// double-quote support.
	Command string
	// Timeout bounds each request (10s when 0).
	Timeout time.Duration
	// MaxLine bounds an answer line (16 MiB when 0).
	MaxLine int
	// Stderr, when not nil, also gets the engine's standard error.
	Stderr io.Writer
	// MaxProtocol is the highest protocol version the client asks for
	// (Version when 0); it falls back to protocol 1 when the engine
	// answers UNSUPPORTED.
	MaxProtocol int
	// Context, when not nil, stops the client when it ends: the engine's
	// process group is killed at once, the request in course and every
	// later one fail with ErrInterrupted, and no process is launched
	// again.
	Context context.Context
}

// helloTimeout is the least time the handshake waits, start-up included.
const helloTimeout = 5 * time.Second

// Hello is the engine's answer to hello.
type Hello struct {
	Protocol     int
	Name         string
	Version      string
	Capabilities Capabilities
}

// Client talks to one engine process. Its methods are safe for concurrent
// use, but the process holds one game: starting a game on one handle ends
// the game of any other.
type Client struct {
	o      Options
	argv   []string
	mu     sync.Mutex
	p      *process // nil when not running
	hello  Hello
	nextID int64
	stderr *tailBuffer
	owner  *handle // the handle whose game the process holds
	game   bool    // the process has received a start
}

// Launch starts the engine and does the hello handshake.
func Launch(o Options) (*Client, error) {
	if o.Timeout <= 0 {
		o.Timeout = 10 * time.Second
	}
	if o.MaxLine <= 0 {
		o.MaxLine = 16 << 20
	}
	argv, err := SplitCommand(o.Command)
	if err != nil {
		return nil, err
	}
	c := &Client{o: o, argv: argv, stderr: &tailBuffer{max: 1 << 20, tee: o.Stderr}}
	c.mu.Lock()
	defer c.mu.Unlock()
	if err := c.launch(); err != nil {
		return nil, err
	}
	return c, nil
}

// Hello returns the engine's handshake.
func (c *Client) Hello() Hello {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.hello
}

// Stderr returns the engine's standard error so far (its last MiB).
func (c *Client) Stderr() string { return c.stderr.String() }

// Close says bye and ends the process: docs/protocol.md §7 wants the answer
// {"id":N,"ok":true}, nothing more on standard output, and exit status 0.
// A breach of that (a half-written answer, output after it, another exit
// status, no exit within the time limit) is the error; the process group
// is killed in any case.
func (c *Client) Close() error {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.p == nil {
		return nil
	}
	a, err := c.roundTrip("bye", nil)
	if err != nil {
		return err
	}
	if !a.OK {
		return c.fail(KindProtocol, "bye", fmt.Sprintf("se esperaba {\"id\":%d,\"ok\":true} y llega un error %s", c.nextID, a.Error.Code))
	}
	return c.farewell()
}

// farewell waits for the process to end after its answer to bye; the
// caller holds mu.
func (c *Client) farewell() error {
	p := c.p
	timer := time.NewTimer(c.o.Timeout)
	defer timer.Stop()
	lr, timedOut, stopped := c.readLine(timer)
	switch {
	case timedOut:
		return c.fail(KindTimeout, "bye", fmt.Sprintf("el motor no termina en %v tras responder a bye", c.o.Timeout))
	case stopped:
		return c.interrupted("bye")
	}
	if lr.err == nil && lr.line != nil {
		return c.fail(KindProtocol, "bye", "el motor escribe tras responder a bye: "+clip(lr.line))
	}
	select {
	case <-p.done:
	case <-timer.C:
		return c.fail(KindTimeout, "bye", fmt.Sprintf("el motor cierra su salida pero no termina en %v tras responder a bye", c.o.Timeout))
	case <-c.interrupt():
		return c.interrupted("bye")
	}
	if st := p.state; !st.Success() {
		e := &TransportError{Kind: KindProtocol, Op: "bye", Detail: "el motor termina " + exitText(st) + " tras responder a bye (se espera 0)"}
		setExit(e, st)
		c.kill()
		return e
	}
	c.kill()
	return nil
}

// launch starts the process and says hello; the caller holds mu.
func (c *Client) launch() error {
	if err := c.interruptErr("hello"); err != nil {
		return err
	}
	p, err := startProcess(c.o.Context, c.argv, c.o.MaxLine, c.stderr)
	if err != nil {
		return &TransportError{Kind: KindCrash, Op: "hello", Detail: fmt.Sprintf("no se puede lanzar %q: %s", c.o.Command, errtext.File(err))}
	}
	c.p, c.game, c.owner = p, false, nil
	return c.handshake()
}

// handshake says hello asking for the highest protocol the client speaks
// (docs/protocol-v2.md) and, when the engine answers UNSUPPORTED, for the
// one below, down to protocol 1, in the same process. The caller holds mu.
func (c *Client) handshake() error {
	want := c.o.MaxProtocol
	if want <= 0 || want > Version {
		want = Version
	}
	for {
		a, err := c.roundTrip("hello", map[string]any{"protocol": want})
		if err != nil {
			return err
		}
		if !a.OK {
			if a.Error.Code == CodeUnsupported && want > Protocol1 {
				want--
				continue
			}
			c.kill()
			return &AnswerError{Op: "hello", Code: engineText(a.Error.Code), Detail: engineDetail(a.Error.Detail)}
		}
		// An engine that answers a lower version it speaks is taken at
		// its word; it can never speak a higher one than asked.
		if a.Protocol < Protocol1 || a.Protocol > want || a.Engine == nil || a.Capabilities == nil {
			return c.fail(KindProtocol, "hello", fmt.Sprintf("se esperaba protocol %d (o uno anterior), engine y capabilities", want))
		}
		if err := checkAdapter(a.Protocol, a.Capabilities.Adapter); err != nil {
			return c.fail(KindProtocol, "hello", err.Error())
		}
		c.hello = Hello{Protocol: a.Protocol, Name: engineText(a.Engine.Name), Version: engineText(a.Engine.Version), Capabilities: *a.Capabilities}
		return nil
	}
}

// kill ends the process group; the caller holds mu.
func (c *Client) kill() {
	if c.p == nil {
		return
	}
	c.p.stop()
	c.p, c.game, c.owner = nil, false, nil
}

// fail kills the process and returns a transport error (ErrInterrupted
// when the client's Context has ended: the failure is the interruption's).
func (c *Client) fail(kind Kind, op, detail string) error {
	if err := c.interruptErr(op); err != nil {
		c.kill()
		return err
	}
	c.kill()
	return &TransportError{Kind: kind, Op: op, Detail: detail}
}

// interrupt is the Done channel of the client's Context (nil without one).
func (c *Client) interrupt() <-chan struct{} {
	if c.o.Context == nil {
		return nil
	}
	return c.o.Context.Done()
}

// interruptErr returns ErrInterrupted (for op) once the Context has ended.
func (c *Client) interruptErr(op string) error {
	if c.o.Context != nil && c.o.Context.Err() != nil {
		return fmt.Errorf("%w: %s", ErrInterrupted, op)
	}
	return nil
}

// interrupted kills the process and returns ErrInterrupted for op.
func (c *Client) interrupted(op string) error {
	c.kill()
	return fmt.Errorf("%w: %s", ErrInterrupted, op)
}

// ended reports the end of the engine's output (or of its input) during
// op: an exit, with its status, when the process has ended within
// exitGrace; otherwise a closed output. what, when not "", says what came
// before (a half-written answer).
func (c *Client) ended(op, what string) error {
	if err := c.interruptErr(op); err != nil {
		c.kill()
		return err
	}
	st := c.p.exited()
	e := &TransportError{Kind: KindCrash, Op: op}
	switch {
	case st != nil:
		e.Detail = "el motor ha terminado " + exitText(st)
		setExit(e, st)
	default:
		e.Detail = "el motor ha cerrado su salida estándar sin terminar"
	}
	if what != "" {
		e.Detail = what + "; " + e.Detail
	}
	c.kill()
	return e
}

// setExit records a process's end in e.
func setExit(e *TransportError, st *os.ProcessState) {
	e.Exited, e.ExitCode, e.Signal = true, st.ExitCode(), exitSignal(st)
}

// roundTrip sends one request (op and its fields, in order: fields is a
// map only for hello; otherwise a pre-encoded tail) and reads and decodes
// its answer. The caller holds mu.
func (c *Client) roundTrip(op string, fields any) (answer, error) {
	line, id, err := c.exchange(op, fields)
	if err != nil {
		return answer{}, err
	}
	return c.decode(op, id, line)
}

// exchange sends one request, as roundTrip, and returns its answer line
// undecoded (without its end of line) and the request's id. The caller
// holds mu.
func (c *Client) exchange(op string, fields any) ([]byte, int64, error) {
	if c.p == nil {
		return nil, 0, &TransportError{Kind: KindCrash, Op: op, Detail: "el motor no está en marcha"}
	}
	if err := c.interruptErr(op); err != nil {
		c.kill()
		return nil, 0, err
	}
	p := c.p
	// A line before the request is output nobody asked for (or the end
	// of the output, while idle).
	select {
	case lr := <-p.lines:
		if lr.err == nil {
			return nil, 0, c.fail(KindProtocol, op, "el motor escribe sin que se le pida nada: "+clip(lr.line))
		}
		if errors.Is(lr.err, errLineTooLong) {
			return nil, 0, c.fail(KindFlood, op, fmt.Sprintf("sin que se le pida nada, una línea de más de %d bytes", c.o.MaxLine))
		}
		return nil, 0, c.ended(op, "")
	default:
	}
	c.nextID++
	id := c.nextID
	var b bytes.Buffer
	b.WriteString(`{"id":` + strconv.FormatInt(id, 10) + `,"op":"` + op + `"`)
	switch f := fields.(type) {
	case map[string]any:
		for _, k := range []string{"protocol"} {
			if v, ok := f[k]; ok {
				vb, _ := json.Marshal(v)
				b.WriteString(`,"` + k + `":`)
				b.Write(vb)
			}
		}
	case []byte:
		b.WriteByte(',')
		b.Write(f)
	}
	b.WriteString("}\n")
	limit := c.o.Timeout
	if op == "hello" && limit < helloTimeout {
		limit = helloTimeout // the process may still be starting
	}
	timer := time.NewTimer(limit)
	defer timer.Stop()
	wrote := make(chan error, 1)
	go func() {
		_, err := p.stdin.Write(b.Bytes())
		wrote <- err
	}()
	var werr error
	select {
	case werr = <-wrote:
	case <-p.done:
		// Its input is closed now, so the write ends at once; it may
		// have gone through before the end, with the answer.
		select {
		case werr = <-wrote:
		case <-time.After(exitGrace):
			werr = io.ErrClosedPipe
		}
	case <-timer.C:
		return nil, 0, c.fail(KindTimeout, op, fmt.Sprintf("el motor no lee la petición en %v", limit))
	case <-c.interrupt():
		return nil, 0, c.interrupted(op)
	}
	if werr != nil {
		return nil, 0, c.ended(op, "no lee la petición: ha cerrado su entrada estándar")
	}
	lr, timedOut, stopped := c.readLine(timer)
	switch {
	case timedOut:
		return nil, 0, c.fail(KindTimeout, op, fmt.Sprintf("sin respuesta en %v", limit))
	case stopped:
		return nil, 0, c.interrupted(op)
	case errors.Is(lr.err, errLineTooLong):
		return nil, 0, c.fail(KindFlood, op, fmt.Sprintf("una línea de más de %d bytes", c.o.MaxLine))
	case lr.err != nil:
		return nil, 0, c.ended(op, "")
	case !lr.ended:
		return nil, 0, c.ended(op, "una respuesta a medio escribir (sin fin de línea): "+clip(lr.line))
	}
	return lr.line, id, nil
}

// readLine waits for the engine's next line, until timer fires (timedOut)
// or the client is interrupted (stopped); once the process has ended,
// what it wrote before is read within exitGrace, io.EOF after. The
// caller holds mu.
func (c *Client) readLine(timer *time.Timer) (lr lineResult, timedOut, stopped bool) {
	p := c.p
	select {
	case lr = <-p.lines:
	case <-p.done:
		select {
		case lr = <-p.lines:
		case <-time.After(2 * exitGrace):
			lr.err = io.EOF
		}
	case <-timer.C:
		return lr, true, false
	case <-c.interrupt():
		return lr, false, true
	}
	return lr, false, false
}

// decode checks an answer line to request id; the caller holds mu.
func (c *Client) decode(op string, id int64, line []byte) (answer, error) {
	if !utf8.Valid(line) {
		return answer{}, c.fail(KindProtocol, op, "la respuesta no es UTF-8 válido: "+clip(line))
	}
	trimmed := bytes.TrimSpace(line)
	if !json.Valid(trimmed) || len(trimmed) == 0 || trimmed[0] != '{' {
		return answer{}, c.fail(KindGarbage, op, fmt.Sprintf("no es una respuesta JSON: %s", clip(line)))
	}
	if err := checkAnswerKeys(trimmed); err != nil {
		return answer{}, c.fail(KindProtocol, op, fmt.Sprintf("%v: %s", err, clip(line)))
	}
	var a answer
	if err := decodeAnswer(trimmed, &a); err != nil {
		return answer{}, c.fail(KindProtocol, op, fmt.Sprintf("%v: %s", err, clip(line)))
	}
	if a.ID == nil || *a.ID != id {
		got := "null"
		if a.ID != nil {
			got = strconv.FormatInt(*a.ID, 10)
		}
		return answer{}, c.fail(KindProtocol, op, fmt.Sprintf("se esperaba la respuesta %d y llega la %s", id, got))
	}
	if !a.OK && a.Error == nil {
		return answer{}, c.fail(KindProtocol, op, "\"ok\":false sin \"error\"")
	}
	if a.OK && a.Error != nil {
		return answer{}, c.fail(KindProtocol, op, "\"ok\":true con \"error\"")
	}
	return a, nil
}

// clip shortens a line for a message.
func clip(b []byte) string {
	if len(b) > 200 {
		return strconv.Quote(string(b[:200])) + "…"
	}
	return strconv.Quote(string(b))
}

// tailBuffer keeps the last max bytes written to it, in a ring that
// never grows nor moves once full: an engine that floods its standard
// error costs a copy of what it writes, nothing more.
type tailBuffer struct {
	mu    sync.Mutex
	max   int
	buf   []byte // up to max bytes; once full, a ring starting at start
	start int
	tee   io.Writer
	lost  bool
}

func (t *tailBuffer) Write(p []byte) (int, error) {
	t.mu.Lock()
	defer t.mu.Unlock()
	if t.tee != nil {
		_, _ = t.tee.Write(p)
	}
	n := len(p)
	if len(p) > t.max {
		p = p[len(p)-t.max:]
		t.lost = true
	}
	if room := t.max - len(t.buf); room > 0 {
		k := min(room, len(p))
		t.buf = append(t.buf, p[:k]...)
		p = p[k:]
	}
	for len(p) > 0 {
		t.lost = true
		k := copy(t.buf[t.start:], p)
		p = p[k:]
		t.start = (t.start + k) % t.max
	}
	return n, nil
}

func (t *tailBuffer) String() string {
	t.mu.Lock()
	defer t.mu.Unlock()
	s := string(t.buf[t.start:]) + string(t.buf[:t.start])
	if t.lost {
		return "[…]\n" + s
	}
	return s
}

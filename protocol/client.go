package protocol

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"strconv"
	"sync"
	"time"

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

// process is one running engine.
type process struct {
	cmd    *exec.Cmd
	stdin  io.WriteCloser
	stdout *os.File
	lines  chan lineResult
	done   chan struct{}
}

type lineResult struct {
	line []byte
	err  error
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

// Close says bye and ends the process.
func (c *Client) Close() error {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.p == nil {
		return nil
	}
	_, err := c.roundTrip("bye", nil)
	if c.p != nil {
		select {
		case <-c.p.done:
		case <-time.After(c.o.Timeout):
		}
		c.kill()
	}
	return err
}

// launch starts the process and says hello; the caller holds mu.
func (c *Client) launch() error {
	cmd := exec.Command(c.argv[0], c.argv[1:]...)
	setGroup(cmd)
	stdin, err := cmd.StdinPipe()
	if err != nil {
		return err
	}
	// A pipe of our own, not StdoutPipe: Wait must not close it before
	// the last answer is read.
	stdout, w, err := os.Pipe()
	if err != nil {
		return err
	}
	cmd.Stdout = w
	cmd.Stderr = c.stderr
	err = cmd.Start()
	w.Close()
	if err != nil {
		stdout.Close()
		stdin.Close()
		return &TransportError{Kind: KindCrash, Op: "hello", Detail: fmt.Sprintf("no se puede lanzar %q: %s", c.o.Command, errtext.File(err))}
	}
	p := &process{cmd: cmd, stdin: stdin, stdout: stdout, lines: make(chan lineResult, 1), done: make(chan struct{})}
	go func() {
		r := bufio.NewReaderSize(stdout, 64<<10)
		for {
			line, err := readLine(r, c.o.MaxLine, false)
			// Deliver the line (or the end of the output) whenever the
			// buffer has room, even if the process has already ended:
			// choosing done at random here would turn a crash into a
			// time-out. Give up only when nobody reads.
			select {
			case p.lines <- lineResult{line, err}:
			default:
				select {
				case p.lines <- lineResult{line, err}:
				case <-p.done:
					return
				}
			}
			if err != nil {
				return
			}
		}
	}()
	go func() {
		_ = cmd.Wait()
		close(p.done)
	}()
	c.p, c.game, c.owner = p, false, nil
	return c.handshake()
}

// handshake says hello asking for the highest protocol the client speaks
// (docs/protocol-v2.md) and, when the engine answers UNSUPPORTED, for
// protocol 1 in the same process. The caller holds mu.
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
			return &AnswerError{Op: "hello", Code: a.Error.Code, Detail: a.Error.Detail}
		}
		// An engine that answers a lower version it speaks is taken at
		// its word; it can never speak a higher one than asked.
		if a.Protocol < Protocol1 || a.Protocol > want || a.Engine == nil || a.Capabilities == nil {
			c.kill()
			return &TransportError{Kind: KindProtocol, Op: "hello", Detail: fmt.Sprintf("se esperaba protocol %d (o uno anterior), engine y capabilities", want)}
		}
		if err := checkAdapter(a.Protocol, a.Capabilities.Adapter); err != nil {
			c.kill()
			return &TransportError{Kind: KindProtocol, Op: "hello", Detail: err.Error()}
		}
		c.hello = Hello{Protocol: a.Protocol, Name: a.Engine.Name, Version: a.Engine.Version, Capabilities: *a.Capabilities}
		return nil
	}
}

// kill ends the process; the caller holds mu.
func (c *Client) kill() {
	if c.p == nil {
		return
	}
	killGroup(c.p.cmd)
	_ = c.p.stdin.Close()
	_ = c.p.stdout.Close()
	c.p, c.game, c.owner = nil, false, nil
}

// fail kills the process and returns a transport error.
func (c *Client) fail(kind, op, detail string) error {
	c.kill()
	return &TransportError{Kind: kind, Op: op, Detail: detail}
}

// roundTrip sends one request (op and its fields, in order: fields is a
// map only for hello; otherwise a pre-encoded tail) and reads its answer.
// The caller holds mu.
func (c *Client) roundTrip(op string, fields any) (answer, error) {
	if c.p == nil {
		return answer{}, &TransportError{Kind: KindCrash, Op: op, Detail: "el motor no está en marcha"}
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
	p := c.p
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
	select {
	case err := <-wrote:
		if err != nil {
			return answer{}, c.fail(KindCrash, op, "no se puede escribir al motor: "+errtext.File(err))
		}
	case <-timer.C:
		return answer{}, c.fail(KindTimeout, op, fmt.Sprintf("el motor no lee la petición en %v", limit))
	}
	var lr lineResult
	select {
	case lr = <-p.lines:
	case <-timer.C:
		return answer{}, c.fail(KindTimeout, op, fmt.Sprintf("sin respuesta en %v", limit))
	}
	switch {
	case errors.Is(lr.err, errLineTooLong):
		return answer{}, c.fail(KindFlood, op, fmt.Sprintf("una línea de más de %d bytes", c.o.MaxLine))
	case lr.err != nil:
		why := "el motor ha terminado o cerrado su salida"
		if !errors.Is(lr.err, io.EOF) {
			why += " (" + errtext.File(lr.err) + ")"
		}
		return answer{}, c.fail(KindCrash, op, why)
	}
	trimmed := bytes.TrimSpace(lr.line)
	if !json.Valid(trimmed) || len(trimmed) == 0 || trimmed[0] != '{' {
		return answer{}, c.fail(KindGarbage, op, fmt.Sprintf("no es una respuesta JSON: %s", clip(lr.line)))
	}
	var a answer
	if err := decodeAnswer(trimmed, &a); err != nil {
		return answer{}, c.fail(KindProtocol, op, fmt.Sprintf("%v: %s", err, clip(lr.line)))
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
	return a, nil
}

// clip shortens a line for a message.
func clip(b []byte) string {
	if len(b) > 200 {
		return strconv.Quote(string(b[:200])) + "…"
	}
	return strconv.Quote(string(b))
}

// tailBuffer keeps the last max bytes written to it.
type tailBuffer struct {
	mu   sync.Mutex
	max  int
	buf  []byte
	tee  io.Writer
	lost bool
}

func (t *tailBuffer) Write(p []byte) (int, error) {
	t.mu.Lock()
	defer t.mu.Unlock()
	if t.tee != nil {
		_, _ = t.tee.Write(p)
	}
	t.buf = append(t.buf, p...)
	if len(t.buf) > t.max {
		t.buf = append([]byte(nil), t.buf[len(t.buf)-t.max:]...)
		t.lost = true
	}
	return len(p), nil
}

func (t *tailBuffer) String() string {
	t.mu.Lock()
	defer t.mu.Unlock()
	if t.lost {
		return "[…]\n" + string(t.buf)
	}
	return string(t.buf)
}

package runner

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"sync"
	"sync/atomic"
	"time"

	"github.com/musfem/musfem/engine"
	"github.com/musfem/musfem/internal/cmdline"
	"github.com/musfem/musfem/internal/errtext"
	"github.com/musfem/musfem/tiempo"
)

// BotProtocol is the version of the bot protocol (docs/bots.md) that
// Subprocess speaks.
const BotProtocol = 1

// Limits of the bot protocol (docs/bots.md §Limits).
const (
	// BotHelloTimeout bounds the start of a bot: launch and hello answer.
	BotHelloTimeout = 10 * time.Second
	// BotMaxLine bounds an answer line; a longer one is garbage.
	BotMaxLine = 1 << 20
	// BotCloseGrace is how long Close waits for a bot to exit after bye
	// before it kills its process group.
	BotCloseGrace = time.Second
	// botStderrTail is how much of a bot's standard error is kept for
	// error messages.
	botStderrTail = 4 << 10
)

// SubprocessOptions configure StartSubprocess.
type SubprocessOptions struct {
	// Command is the bot's command line ("python3 mibot.py"), split on
	// spaces; double quotes group an argument (as certify --engine does:
	// internal/cmdline).
	Command string
	// Seat is the seat the bot plays.
	Seat engine.Seat
	// Rules are the rules of the game, sent in the hello.
	Rules engine.Rules
	// Name is the player's name; the command line when empty.
	Name string
	// HelloTimeout bounds the start (BotHelloTimeout when 0).
	HelloTimeout time.Duration
	// Stderr, when not nil, also receives the bot's standard error (a log
	// file); the last KiB are always kept for error messages.
	Stderr io.Writer
}

// Subprocess is a tiempo.Player that runs a bot as a process and speaks the bot
// protocol (docs/bots.md) over its standard input and output.
//
// Every request carries an id that the answer echoes. A decision whose
// context ends (time-out) returns ctx.Err() at once and leaves the process
// running; the bot's late answer, which carries the old id, is read and
// thrown away by the next Decide, so it can never be taken for the answer
// to a later request. A bot whose process ends or closes its output is
// disconnected for good (tiempo.ErrDisconnected); a line that is not the answer
// to the request in course is garbage (tiempo.ErrGarbage) and the bot stays.
// Close ends the process (bye, then SIGKILL to its process group).
type Subprocess struct {
	o      SubprocessOptions
	argv   []string
	cmd    *exec.Cmd
	stdin  io.WriteCloser
	stdout *os.File
	stderr *botTail

	out    chan []byte    // request lines for the writer goroutine
	lines  chan botLine   // answer lines from the reader goroutine
	exited chan struct{}  // closed when the process has been waited for
	wdead  chan struct{}  // closed when a write to the bot's input fails
	quit   chan struct{}  // closed by Close
	wg     sync.WaitGroup // the writer, reader and waiter goroutines

	nextID  atomic.Int64 // the last request id
	exitErr error        // the process's exit, read once exited is closed

	mu      sync.Mutex // serialises Decide and guards the fields below
	gone    error      // why the bot is disconnected, once it is
	botName string

	closeOnce sync.Once
	closeErr  error
}

// StartSubprocess launches the bot and does the hello handshake. A bot
// that cannot be launched, does not answer the hello in time or answers it
// wrongly is an error naming the seat, the command and the end of its
// standard error; its process is gone when StartSubprocess returns.
func StartSubprocess(ctx context.Context, o SubprocessOptions) (*Subprocess, error) {
	if !o.Seat.Valid() {
		return nil, fmt.Errorf("bot %q: asiento %d: debe ser 0-3", o.Command, int(o.Seat))
	}
	argv, err := cmdline.Split(o.Command)
	if err != nil {
		return nil, fmt.Errorf("bot del asiento %d: %v", int(o.Seat), err)
	}
	if o.Name == "" {
		o.Name = o.Command
	}
	if o.HelloTimeout <= 0 {
		o.HelloTimeout = BotHelloTimeout
	}
	p := &Subprocess{
		o: o, argv: argv,
		stderr: &botTail{max: botStderrTail, tee: o.Stderr},
		out:    make(chan []byte), lines: make(chan botLine),
		exited: make(chan struct{}), quit: make(chan struct{}), wdead: make(chan struct{}),
	}
	if err := p.launch(); err != nil {
		return nil, err
	}
	hctx, cancel := context.WithTimeout(ctx, o.HelloTimeout)
	defer cancel()
	if err := p.hello(hctx); err != nil {
		p.Close()
		if errors.Is(err, context.DeadlineExceeded) && ctx.Err() == nil {
			err = p.errorf(nil, "no contesta al hello en %v", o.HelloTimeout)
		}
		return nil, err
	}
	return p, nil
}

// launch starts the process and its writer, reader and waiter goroutines.
func (p *Subprocess) launch() error {
	cmd := exec.Command(p.argv[0], p.argv[1:]...)
	botSetGroup(cmd)
	stdin, err := cmd.StdinPipe()
	if err != nil {
		return err
	}
	// A pipe of our own, not StdoutPipe: Wait must not close it before
	// the last line is read.
	stdout, w, err := os.Pipe()
	if err != nil {
		stdin.Close()
		return err
	}
	cmd.Stdout = w
	cmd.Stderr = p.stderr
	cmd.WaitDelay = BotCloseGrace
	err = cmd.Start()
	w.Close()
	if err != nil {
		stdout.Close()
		stdin.Close()
		return fmt.Errorf("bot del asiento %d: no se puede lanzar %q: %s", int(p.o.Seat), p.o.Command, errtext.File(err))
	}
	p.cmd, p.stdin, p.stdout = cmd, stdin, stdout
	p.wg.Add(3)
	go p.writer()
	go p.reader()
	go p.waiter()
	return nil
}

// Name returns the player's name (the command line unless set).
func (p *Subprocess) Name() string { return p.o.Name }

// BotName returns the name the bot gave in its hello ("" if none).
func (p *Subprocess) BotName() string {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.botName
}

// Stderr returns the end of the bot's standard error (its last KiB).
func (p *Subprocess) Stderr() string { return p.stderr.String() }

// Pid returns the bot's process id.
func (p *Subprocess) Pid() int { return p.cmd.Process.Pid }

// hello sends the handshake and checks its answer.
func (p *Subprocess) hello(ctx context.Context) error {
	p.mu.Lock()
	defer p.mu.Unlock()
	line, id, err := p.exchange(ctx, func(id int64) []byte {
		return botHelloLine(id, p.o.Seat, p.o.Name, p.o.Rules)
	})
	if err != nil {
		return err
	}
	var a helloAnswer
	if err := decodeBotAnswer(line, &a); err != nil {
		return p.errorf(tiempo.ErrGarbage, "respuesta al hello ilegible (%v): %s", err, botClip(line))
	}
	switch {
	case a.ID == nil || *a.ID != id:
		return p.errorf(tiempo.ErrGarbage, "la respuesta al hello debe llevar \"id\":%d: %s", id, botClip(line))
	case a.Protocol == nil:
		return p.errorf(tiempo.ErrGarbage, "la respuesta al hello no dice \"protocol\": %s", botClip(line))
	case *a.Protocol != BotProtocol:
		return p.errorf(tiempo.ErrGarbage, "el bot habla el protocolo %d y el ejecutor el %d", *a.Protocol, BotProtocol)
	}
	if a.Name != nil {
		p.botName = *a.Name
	}
	return nil
}

// Decide sends the seat's observation and the time left, and returns the
// bot's action (decoded as docs/catalog.md §Actions, not checked against
// the rules: that is the runner's business).
func (p *Subprocess) Decide(ctx context.Context, r tiempo.Request) (engine.Action, error) {
	p.mu.Lock()
	defer p.mu.Unlock()
	obs, err := engine.Canonical(r.Observation)
	if err != nil {
		return nil, fmt.Errorf("asiento %d: observación: %v", int(p.o.Seat), err)
	}
	line, id, err := p.exchange(ctx, func(id int64) []byte {
		return botDecideLine(id, r.TimeLeft, obs)
	})
	if err != nil {
		return nil, err
	}
	var a decideAnswer
	if err := decodeBotAnswer(line, &a); err != nil {
		return nil, p.errorf(tiempo.ErrGarbage, "respuesta ilegible (%v): %s", err, botClip(line))
	}
	if a.ID == nil || *a.ID != id {
		return nil, p.errorf(tiempo.ErrGarbage, "se esperaba la respuesta con \"id\":%d: %s", id, botClip(line))
	}
	if a.Action == nil || bytes.Equal(a.Action, []byte("null")) {
		return nil, p.errorf(tiempo.ErrGarbage, "la respuesta %d no trae \"action\": %s", id, botClip(line))
	}
	act, err := engine.UnmarshalAction(a.Action)
	if err != nil {
		return nil, p.errorf(tiempo.ErrGarbage, "la acción no es del catálogo (%v): %s", err, botClip(line))
	}
	return act, nil
}

// exchange sends the request that build makes for a new id and returns
// the answer line carrying that id. Answers to earlier requests (late
// answers) are skipped. The caller holds mu.
func (p *Subprocess) exchange(ctx context.Context, build func(id int64) []byte) ([]byte, int64, error) {
	if p.gone != nil {
		return nil, 0, p.gone
	}
	id := p.nextID.Add(1)
	if _, err := p.await(ctx, id, build(id)); err != nil {
		return nil, id, err
	}
	for {
		lr, err := p.await(ctx, id, nil)
		if err != nil {
			return nil, id, err
		}
		if lr.err != nil && !errors.Is(lr.err, errBotLineTooLong) {
			p.gone = p.ended(id, "ha cerrado su salida estándar")
			return nil, id, p.gone
		}
		if err := ctx.Err(); err != nil {
			// Time is up even if a line came at the same moment: the
			// answer is as late as any other.
			return nil, id, err
		}
		if lr.err != nil {
			return nil, id, p.errorf(tiempo.ErrGarbage, "una línea de más de %d bytes", BotMaxLine)
		}
		trimmed := bytes.TrimSpace(lr.line)
		if len(trimmed) == 0 {
			continue // a blank line is skipped (docs/bots.md)
		}
		if old, ok := botAnswerID(trimmed); ok && old < id {
			continue // a late answer to an earlier request
		}
		return trimmed, id, nil
	}
}

// await hands the request line send to the writer or, send nil, waits
// for the next line of the bot, until ctx ends or the player is closed or
// its input closes (request id). The caller holds mu.
func (p *Subprocess) await(ctx context.Context, id int64, send []byte) (botLine, error) {
	out, in := p.out, p.lines
	if send != nil {
		in = nil // a nil channel is never ready: only the send is
	} else {
		out = nil
	}
	var lr botLine
	select {
	case out <- send:
	case lr = <-in:
	case <-ctx.Done():
		return lr, ctx.Err()
	case <-p.quit:
		return lr, p.errorf(tiempo.ErrDisconnected, "el jugador está cerrado")
	case <-p.wdead:
		p.gone = p.ended(id, "ha cerrado su entrada estándar")
		return lr, p.gone
	}
	return lr, nil
}

// Close says bye, waits BotCloseGrace for the bot to exit, kills its
// process group and waits for every goroutine of the player. It is safe to
// call more than once and while a Decide is in course (which then returns
// tiempo.ErrDisconnected).
func (p *Subprocess) Close() error {
	p.closeOnce.Do(func() {
		select {
		case p.out <- []byte(fmt.Sprintf("{\"id\":%d,\"op\":\"bye\"}\n", p.nextID.Add(1))):
		case <-time.After(10 * time.Millisecond):
		case <-p.exited:
		}
		close(p.quit) // the writer closes the bot's input
		select {
		case <-p.exited:
		case <-time.After(BotCloseGrace):
		}
		botKillGroup(p.cmd)
		_ = p.stdout.Close()
		p.wg.Wait()
	})
	return p.closeErr
}

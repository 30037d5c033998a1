package protocol

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"runtime"
	"sync"
	"time"
)

// exitGrace is how long, once the engine process has ended, the client
// still reads what it wrote before ending; a child that keeps its pipes
// open cannot make the client wait longer. It also bounds how long a
// closed output waits for the process to end, to tell an exit from a
// closed output.
const exitGrace = time.Second

// process is one running engine: its pipes and the goroutines that read
// its output and reap it.
//
// Both outputs are pipes of the client's own (not StdoutPipe, not a Go
// writer), so that cmd.Wait returns as soon as the process ends, whatever
// its children do with the pipes: the waiter then kills the process group
// (the children that could keep the pipes open) and gives the readers
// exitGrace to read what is left.
type process struct {
	cmd    *exec.Cmd
	stdin  *os.File // the write end of the engine's standard input
	stdout *os.File // the read end of the engine's standard output
	stderr *os.File // the read end of its standard error
	lines  chan lineResult
	quit   chan struct{} // closed by stop: the reader gives up
	done   chan struct{} // closed once the process is reaped and its group killed
	copied chan struct{} // closed once its standard error is copied to the end (or to the deadline)
	state  *os.ProcessState
	once   sync.Once
	// pipes identify the three pipes (pipeIDs), to find a process the
	// engine left behind that still holds one (killPipeHolders);
	// stderrHeld says that its standard error was still held open when
	// the engine had ended and its group was killed.
	pipes      []uint64
	stderrHeld bool
}

// lineResult is one line of the engine's output, or the end of it.
type lineResult struct {
	line  []byte
	ended bool // the line had its end of line (a last line may not)
	err   error
}

// startProcess starts argv in a process group of its own, with stderr
// getting its standard error. When ctx ends, the process group is killed.
func startProcess(ctx context.Context, argv []string, maxLine int, stderr io.Writer) (*process, error) {
	cmd := exec.Command(argv[0], argv[1:]...)
	setGroup(cmd)
	inR, inW, err := os.Pipe()
	if err != nil {
		return nil, err
	}
	outR, outW, err := os.Pipe()
	if err != nil {
		inR.Close()
		inW.Close()
		return nil, err
	}
	errR, errW, err := os.Pipe()
	if err != nil {
		inR.Close()
		inW.Close()
		outR.Close()
		outW.Close()
		return nil, err
	}
	cmd.Stdin, cmd.Stdout, cmd.Stderr = inR, outW, errW
	// The parent-death signal (deathSignal) follows the thread that
	// starts the process: a thread that the runtime keeps, once unlocked.
	runtime.LockOSThread()
	err = cmd.Start()
	runtime.UnlockOSThread()
	inR.Close()
	outW.Close()
	errW.Close()
	if err != nil {
		inW.Close()
		outR.Close()
		errR.Close()
		return nil, err
	}
	p := &process{cmd: cmd, stdin: inW, stdout: outR, stderr: errR, pipes: pipeIDs(inW, outR, errR),
		lines: make(chan lineResult, 1), quit: make(chan struct{}), done: make(chan struct{}), copied: make(chan struct{})}
	go p.read(maxLine)
	go func() {
		// A buffer of its own, as large as a pipe's: an engine that
		// floods its standard error (before hello, say) is drained as
		// fast as it writes.
		_, err := io.CopyBuffer(stderr, struct{ io.Reader }{errR}, make([]byte, 64<<10))
		p.stderrHeld = errors.Is(err, os.ErrDeadlineExceeded)
		close(p.copied)
	}()
	go p.wait(ctx)
	return p, nil
}

// read delivers the engine's output line by line, until its end, a line
// that is too long or a line without its end of line.
func (p *process) read(maxLine int) {
	r := bufio.NewReaderSize(p.stdout, 64<<10)
	for {
		line, ended, err := readLineEnd(r, maxLine, false)
		select {
		case p.lines <- lineResult{line, ended, err}:
		case <-p.quit:
			return
		}
		if err != nil || !ended {
			return
		}
	}
}

// wait reaps the process, kills what is left of its group and bounds the
// reading of its pipes; it kills the group at once when ctx ends.
func (p *process) wait(ctx context.Context) {
	reaped := make(chan struct{})
	if ctx != nil {
		go func() {
			select {
			case <-ctx.Done():
				killGroup(p.cmd)
			case <-reaped:
			}
		}()
	}
	_ = p.cmd.Wait()
	close(reaped)
	p.state = p.cmd.ProcessState
	killGroup(p.cmd)
	deadline := time.Now().Add(exitGrace)
	_ = p.stdout.SetReadDeadline(deadline)
	_ = p.stderr.SetReadDeadline(deadline)
	// What the engine wrote on its way out is part of why it ended: whoever
	// waits for done finds it copied (a certificate quotes its last lines).
	<-p.copied
	if p.stderrHeld {
		// A process outside the group (one that started a session of its
		// own, setsid) still holds the engine's pipes: it goes too.
		killPipeHolders(p.pipes)
	}
	close(p.done)
}

// stop kills the process group, closes the pipes and waits (at most
// exitGrace) for the process to be reaped. It is safe to call more than
// once.
func (p *process) stop() {
	p.once.Do(func() {
		killGroup(p.cmd)
		close(p.quit)
		_ = p.stdin.Close()
		_ = p.stdout.Close()
		// The standard error is closed only once the process is reaped and
		// what it wrote is copied (wait bounds that read to exitGrace, and
		// then kills what still holds the pipes): closing it first would
		// lose the engine's last words, which say why it failed.
		select {
		case <-p.done:
		case <-time.After(2 * exitGrace):
		}
		_ = p.stderr.Close()
	})
}

// exited returns the process's end when it has ended (within exitGrace
// from now), or nil.
func (p *process) exited() *os.ProcessState {
	select {
	case <-p.done:
		return p.state
	case <-time.After(exitGrace):
		return nil
	}
}

// exitText describes a process's end in Spanish: "con estado 3", "por la
// señal killed".
func exitText(st *os.ProcessState) string {
	if code := st.ExitCode(); code >= 0 {
		return fmt.Sprintf("con estado %d", code)
	}
	if sig := exitSignal(st); sig != "" {
		return "por la señal " + sig
	}
	return "de un modo que el sistema no dice"
}

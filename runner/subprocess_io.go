package runner

import (
	"bufio"
	"bytes"
	"errors"
	"io"
	"sync"
)

// botLine is one line of the bot's output, or the end of it.
type botLine struct {
	line []byte
	err  error
}

// errBotLineTooLong marks an answer line longer than BotMaxLine.
var errBotLineTooLong = errors.New("línea demasiado larga")

// writer writes the request lines, one at a time, so that a request whose
// decision timed out while being written can never interleave with the
// next one.
func (p *Subprocess) writer() {
	defer p.wg.Done()
	for {
		select {
		case b := <-p.out:
			if _, err := p.stdin.Write(b); err != nil {
				close(p.wdead) // the bot does not read its input any more
				return
			}
		case <-p.quit:
			_ = p.stdin.Close() // after the last request written: bye
			return
		}
	}
}

// reader delivers the bot's output line by line.
func (p *Subprocess) reader() {
	defer p.wg.Done()
	r := bufio.NewReaderSize(p.stdout, 64<<10)
	for {
		line, err := readBotLine(r, BotMaxLine)
		select {
		case p.lines <- botLine{line, err}:
		case <-p.quit:
			return
		}
		if err != nil && !errors.Is(err, errBotLineTooLong) {
			return
		}
	}
}

// waiter reaps the process.
func (p *Subprocess) waiter() {
	defer p.wg.Done()
	p.exitErr = p.cmd.Wait() // read only after exited is closed
	close(p.exited)
}

// readBotLine reads one line without its end; a line longer than max is
// skipped to its end and reported as errBotLineTooLong.
func readBotLine(r *bufio.Reader, max int) ([]byte, error) {
	var line []byte
	long := false
	for {
		chunk, err := r.ReadSlice('\n')
		if !long {
			if len(line)+len(chunk) > max+1 {
				long, line = true, nil
			} else {
				line = append(line, chunk...)
			}
		}
		switch {
		case err == nil:
			if long {
				return nil, errBotLineTooLong
			}
			return bytes.TrimSuffix(bytes.TrimSuffix(line, []byte{'\n'}), []byte{'\r'}), nil
		case errors.Is(err, bufio.ErrBufferFull):
			continue
		default:
			if long {
				return nil, errBotLineTooLong
			}
			if len(line) > 0 {
				return line, nil // a last line without its end
			}
			return nil, err
		}
	}
}

// botTail keeps the last max bytes written to it, and copies them to
// tee when set.
type botTail struct {
	mu  sync.Mutex
	max int
	buf []byte
	tee io.Writer
}

func (t *botTail) Write(b []byte) (int, error) {
	t.mu.Lock()
	defer t.mu.Unlock()
	if t.tee != nil {
		_, _ = t.tee.Write(b)
	}
	t.buf = append(t.buf, b...)
	if len(t.buf) > t.max {
		t.buf = append([]byte(nil), t.buf[len(t.buf)-t.max:]...)
	}
	return len(b), nil
}

func (t *botTail) String() string {
	t.mu.Lock()
	defer t.mu.Unlock()
	return string(t.buf)
}

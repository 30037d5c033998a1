package runner

import (
	"bytes"
	"errors"
	"fmt"
	"os/exec"
	"strconv"
	"syscall"
	"time"

	"github.com/musfem/musfem/internal/errtext"
	"github.com/musfem/musfem/tiempo"
)

// ended describes the end of the bot: the process has exited (its
// status, waited for a moment) or, as why says, closed its output or its
// input.
func (p *Subprocess) ended(id int64, why string) error {
	what := "a la petición " + strconv.FormatInt(id, 10)
	if id == 1 {
		what = "al hello"
	}
	select {
	case <-p.exited:
	case <-time.After(BotCloseGrace):
		return p.errorf(tiempo.ErrDisconnected, "sin respuesta %s: %s", what, why)
	}
	return p.errorf(tiempo.ErrDisconnected, "sin respuesta %s: el proceso ha terminado (%s)", what, botExitText(p.exitErr))
}

// botExitText describes a process's exit in Spanish.
func botExitText(err error) string {
	var ee *exec.ExitError
	switch {
	case err == nil:
		return "estado de salida 0"
	case errors.As(err, &ee) && ee.Exited():
		return fmt.Sprintf("estado de salida %d", ee.ExitCode())
	case errors.As(err, &ee):
		if ws, ok := ee.Sys().(interface{ Signal() syscall.Signal }); ok {
			return fmt.Sprintf("terminado por la señal %d", int(ws.Signal()))
		}
		return "terminado por una señal"
	}
	return errtext.File(err)
}

// errorf builds an error naming the seat and the command, wrapping kind
// (nil for none) and ending with the tail of the bot's standard error.
func (p *Subprocess) errorf(kind error, format string, args ...any) error {
	msg := fmt.Sprintf("bot del asiento %d (%s): %s", int(p.o.Seat), p.o.Command, fmt.Sprintf(format, args...))
	if tail := botLastLines(p.stderr.String(), 1<<10); tail != "" {
		msg += "; su salida de error termina con:\n" + tail
	}
	if kind == nil {
		return errors.New(msg)
	}
	return &botError{msg: msg, kind: kind}
}

// botError is an error of a bot that wraps tiempo.ErrGarbage or tiempo.ErrDisconnected.
type botError struct {
	msg  string
	kind error
}

func (e *botError) Error() string { return e.msg }
func (e *botError) Unwrap() error { return e.kind }

// botLastLines returns the end of s, at most max bytes, cut at a line start.
func botLastLines(s string, max int) string {
	s = string(bytes.TrimRight([]byte(s), "\n "))
	if len(s) <= max {
		return s
	}
	s = s[len(s)-max:]
	if i := bytes.IndexByte([]byte(s), '\n'); i >= 0 && i+1 < len(s) {
		s = s[i+1:]
	}
	return "[…]\n" + s
}

// botClip shortens a line for a message.
func botClip(b []byte) string {
	if len(b) > 200 {
		return strconv.Quote(string(b[:200])) + "…"
	}
	return strconv.Quote(string(b))
}

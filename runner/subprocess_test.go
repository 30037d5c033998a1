package runner

import (
	"context"
	"encoding/hex"
	"errors"
	"io"
	"runtime"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/musfem/musfem/config"
	"github.com/musfem/musfem/engine"

	"github.com/musfem/musfem/tiempo"
)

// startTestBot starts the test bot in mode at seat 0, closed at the end of
// the test.
func startTestBot(t *testing.T, mode string, args ...string) *Subprocess {
	t.Helper()
	p, err := StartSubprocess(context.Background(), SubprocessOptions{
		Command: testBotCommand(t, mode, args...), Seat: 0, Rules: config.Default(), Name: "testbot-" + mode,
	})
	if err != nil {
		t.Fatalf("StartSubprocess(%s): %v", mode, err)
	}
	t.Cleanup(func() { p.Close() })
	return p
}

// firstRequest returns seat 1's request at the start of the game of seed
// 7 with dealer 0: seat 1 is the mano and has the word in the mus.
func firstRequest(t *testing.T) tiempo.Request {
	t.Helper()
	r := config.Default()
	r.FirstDealer = 0
	s, _, err := engine.New(r, engine.Setup{Seed: 7})
	if err != nil {
		t.Fatal(err)
	}
	return tiempo.Request{Seat: s.Turn(), Observation: engine.Observe(s, engine.SeatViewer(s.Turn()))}
}

// TestSubprocessPlaysAWholeGame: four test bots with the trivial policy
// play a whole game through the bot protocol, and every action equals the
// one the same policy chooses in process from the same observation.
func TestSubprocessPlaysAWholeGame(t *testing.T) {
	rules := config.Default()
	var bots [4]*Subprocess
	for i := range bots {
		p, err := StartSubprocess(context.Background(), SubprocessOptions{
			Command: testBotCommand(t, "trivial"), Seat: engine.Seat(i), Rules: rules,
		})
		if err != nil {
			t.Fatal(err)
		}
		defer p.Close()
		bots[i] = p
	}
	if got := bots[2].BotName(); got != "testbot-trivial" {
		t.Errorf("BotName = %q, se esperaba el nombre del hello", got)
	}
	s, _, err := engine.New(rules, engine.Setup{Seed: 11})
	if err != nil {
		t.Fatal(err)
	}
	steps := 0
	for ; !s.Over(); steps++ {
		if steps > 5000 {
			t.Fatal("la partida no termina en 5000 acciones")
		}
		seat := s.Turn()
		o := engine.Observe(s, engine.SeatViewer(seat))
		a, err := bots[seat].Decide(context.Background(), tiempo.Request{Seat: seat, Observation: o, TimeLeft: 5 * time.Second})
		if err != nil {
			t.Fatalf("acción %d, asiento %d: %v", steps, seat, err)
		}
		ob, _ := engine.Canonical(o)
		want, _ := engine.UnmarshalAction([]byte(trivialAction(ob)))
		if got, _ := engine.MarshalAction(a); string(got) != trivialAction(ob) {
			t.Fatalf("acción %d: el bot juega %s, la política trivial %s (%v)", steps, got, trivialAction(ob), want)
		}
		if s, _, err = engine.Apply(s, seat, a); err != nil {
			t.Fatalf("acción %d: %v", steps, err)
		}
	}
	if steps < 20 {
		t.Errorf("solo %d acciones: la partida no ha pasado por el protocolo", steps)
	}
}

// TestSubprocessCrash: a bot that exits is disconnected, with its exit
// status and its standard error in the message, and stays so.
func TestSubprocessCrash(t *testing.T) {
	p := startTestBot(t, "crash")
	_, err := p.Decide(context.Background(), firstRequest(t))
	if !errors.Is(err, tiempo.ErrDisconnected) {
		t.Fatalf("err = %v, se esperaba ErrDisconnected", err)
	}
	for _, want := range []string{"asiento 0", "musfem-testbot crash", "estado de salida 3", "me caigo"} {
		if !strings.Contains(err.Error(), want) {
			t.Errorf("el error no dice %q:\n%v", want, err)
		}
	}
	if _, err := p.Decide(context.Background(), firstRequest(t)); !errors.Is(err, tiempo.ErrDisconnected) {
		t.Errorf("segunda decisión: err = %v, se esperaba ErrDisconnected", err)
	}
}

// TestSubprocessHangHonoursContext: a bot that never answers is left by
// Decide when its context ends, and Close kills it.
func TestSubprocessHangHonoursContext(t *testing.T) {
	p := startTestBot(t, "hang")
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() {
		_, err := p.Decide(ctx, firstRequest(t))
		done <- err
	}()
	cancel()
	select {
	case err := <-done:
		if !errors.Is(err, context.Canceled) {
			t.Fatalf("err = %v, se esperaba context.Canceled", err)
		}
	case <-time.After(hangBound):
		t.Fatal("Decide no vuelve al cancelar su contexto")
	}
	pid := p.Pid()
	p.Close()
	if processAlive(pid) {
		t.Errorf("el proceso %d sigue vivo tras Close", pid)
	}
}

// TestSubprocessLateAnswerIsDiscarded is the one test in real time: a bot
// that answers 400 ms late to a limit of 100 ms times out, and its late
// answer (to the mus: CutMus) is not taken for the answer to the next
// request (whose only legal action is Pass).
func TestSubprocessLateAnswerIsDiscarded(t *testing.T) {
	p := startTestBot(t, "sleep", "400")
	ctx, cancel := context.WithTimeout(context.Background(), 100*time.Millisecond)
	defer cancel()
	_, err := p.Decide(ctx, firstRequest(t))
	if !errors.Is(err, context.DeadlineExceeded) {
		t.Fatalf("err = %v, se esperaba context.DeadlineExceeded", err)
	}
	second := firstRequest(t)
	second.Observation.Legal = []engine.Template{{Type: engine.ActPass}}
	a, err := p.Decide(context.Background(), second)
	if err != nil {
		t.Fatal(err)
	}
	if _, ok := a.(engine.Pass); !ok {
		t.Fatalf("la segunda decisión devuelve %#v: la respuesta tardía a la primera se ha tomado por la suya", a)
	}
}

// TestSubprocessGarbage: answers that are not the action asked for are
// tiempo.ErrGarbage naming what the bot said, and the bot stays.
func TestSubprocessGarbage(t *testing.T) {
	for _, c := range []struct{ mode, want string }{
		{"garbage", `"hola"`},
		{"wrongid", `"id":2`},
		{"flood", "de más de 1048576 bytes"},
	} {
		t.Run(c.mode, func(t *testing.T) {
			p := startTestBot(t, c.mode)
			_, err := p.Decide(context.Background(), firstRequest(t))
			if !errors.Is(err, tiempo.ErrGarbage) {
				t.Fatalf("err = %v, se esperaba ErrGarbage", err)
			}
			if !strings.Contains(err.Error(), c.want) || !strings.Contains(err.Error(), "asiento 0") {
				t.Errorf("el error no dice %q ni el asiento: %v", c.want, err)
			}
			if c.mode == "flood" {
				if a, err := p.Decide(context.Background(), firstRequest(t)); err != nil {
					t.Errorf("tras la línea larga el bot debe seguir: %v", err)
				} else if _, ok := a.(engine.CutMus); !ok {
					t.Errorf("tras la línea larga: %#v, se esperaba CutMus", a)
				}
			}
		})
	}
}

// TestSubprocessAnswers: what the runner takes for an action, and what is
// garbage (docs/bots.md «What goes wrong»).
func TestSubprocessAnswers(t *testing.T) {
	cases := []struct{ line, want string }{
		{`{"id":ID,"action":{"type":"Pass"}}`, `{"type":"Pass"}`},
		{`  {"action":{"type":"Bet","amount":5},"id":ID}  `, `{"type":"Bet","amount":5}`},
		{`{"id":ID,"action":{"type":"Discard","cards":["Rc","1o"]}}`, `{"type":"Discard","cards":["Rc","1o"]}`},
		{`{"id":ID,"action":{"type":"Pass"},"action":{"type":"Pass"}}`, "repetido"},
		{`{"id":ID,"action":{"type":"Pass"},"ok":true}`, "campo desconocido"},
		{`{"id":ID}`, "falta el campo"},
		{`{"id":ID,"action":null}`, "no trae"},
		{`{"id":ID,"action":{"type":"Volar"}}`, "Volar"},
		{`{"id":ID,"action":{"type":"Bet"}}`, "amount"},
		{`{"id":ID,"action":{"type":"Pass","seat":1}}`, "seat"},
		{`{"id":ID,"action":{"type":"Discard","cards":["Xx"]}}`, "Xx"},
		{`{"id":"ID","action":{"type":"Pass"}}`, "ilegible"},
		{`[ID]`, "ilegible"},
		{`{"id":ID,"action":{"type":"Pass"}} {"id":ID}`, "ilegible"},
	}
	var lines []string
	for _, c := range cases {
		lines = append(lines, hex.EncodeToString([]byte(c.line)))
	}
	p := startTestBot(t, "says", lines...) // one bot: garbage does not end it
	for _, c := range cases {
		a, err := p.Decide(context.Background(), firstRequest(t))
		if strings.HasPrefix(c.want, "{") {
			got, _ := engine.MarshalAction(a)
			if err != nil || string(got) != c.want {
				t.Errorf("%s: %s, %v; se esperaba %s", c.line, got, err, c.want)
			}
		} else if !errors.Is(err, tiempo.ErrGarbage) || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: err = %v; se esperaba ErrGarbage que diga %q", c.line, err, c.want)
		}
	}
}

// TestSubprocessIllegalActionIsTheRunnersBusiness: an action of the
// catalog that the rules refuse is returned as it is.
func TestSubprocessIllegalActionIsTheRunnersBusiness(t *testing.T) {
	p := startTestBot(t, "illegal")
	a, err := p.Decide(context.Background(), firstRequest(t))
	if err != nil {
		t.Fatal(err)
	}
	if _, ok := a.(engine.Ordago); !ok {
		t.Fatalf("acción %#v, se esperaba Ordago", a)
	}
}

// TestSubprocessClosedOutput: a bot that closes its standard output but
// keeps running is disconnected.
func TestSubprocessClosedOutput(t *testing.T) {
	p := startTestBot(t, "closeout")
	_, err := p.Decide(context.Background(), firstRequest(t))
	if !errors.Is(err, tiempo.ErrDisconnected) || !strings.Contains(err.Error(), "salida estándar") {
		t.Fatalf("err = %v, se esperaba ErrDisconnected por la salida cerrada", err)
	}
}

// TestSubprocessClosedInput: a bot that closes its standard input but
// keeps running is disconnected at the request it cannot read, with no
// time limit to end the wait.
func TestSubprocessClosedInput(t *testing.T) {
	p := startTestBot(t, "closein")
	if _, err := p.Decide(context.Background(), firstRequest(t)); err != nil {
		t.Fatalf("la primera petición la lee: %v", err)
	}
	var err error
	for i := 0; i < 3 && err == nil; i++ { // the pipe may still take a request or two
		_, err = p.Decide(context.Background(), firstRequest(t))
	}
	if !errors.Is(err, tiempo.ErrDisconnected) || !strings.Contains(err.Error(), "entrada estándar") {
		t.Fatalf("err = %v, se esperaba ErrDisconnected por la entrada cerrada", err)
	}
}

// TestSubprocessBadStart: commands that cannot start a bot, and bots that
// fail the hello, are errors naming the seat and the command.
func TestSubprocessBadStart(t *testing.T) {
	for _, c := range []struct{ name, command, want string }{
		{"no existe", "/no/existe/mibot --rapido", `no se puede lanzar "/no/existe/mibot --rapido"`},
		{"comillas", `python3 "mi bot.py`, "comillas sin cerrar"},
		{"vacía", "   ", "orden vacía"},
		{"pancarta", testBotCommand(t, "nohello"), `"Bienvenidos a mi bot"`},
		{"versión", testBotCommand(t, "badproto"), "habla el protocolo 2"},
		{"sale", "true", "hello"},
	} {
		t.Run(c.name, func(t *testing.T) {
			p, err := StartSubprocess(context.Background(), SubprocessOptions{Command: c.command, Seat: 2, Rules: config.Default()})
			if err == nil {
				p.Close()
				t.Fatal("se esperaba un error")
			}
			if !strings.Contains(err.Error(), c.want) || !strings.Contains(err.Error(), "asiento 2") {
				t.Errorf("el error no dice %q ni el asiento 2: %v", c.want, err)
			}
		})
	}
}

// TestSubprocessHelloTimeout: a bot that does not answer the hello in
// time is an error, and its process is gone.
func TestSubprocessHelloTimeout(t *testing.T) {
	_, err := StartSubprocess(context.Background(), SubprocessOptions{
		Command: "sleep 30", Seat: 1, Rules: config.Default(), HelloTimeout: 50 * time.Millisecond,
	})
	if err == nil || !strings.Contains(err.Error(), "no contesta al hello") {
		t.Fatalf("err = %v, se esperaba que no contesta al hello", err)
	}
}

// TestSubprocessHelloMessage: the hello carries the protocol, the seat,
// the name and every rule, and decide the time left in ms and the
// observation.
func TestSubprocessHelloMessage(t *testing.T) {
	var log strings.Builder
	p, err := StartSubprocess(context.Background(), SubprocessOptions{
		Command: testBotCommand(t, "echo"), Seat: 3, Rules: config.Default(), Name: "eco", Stderr: &lockedWriter{w: &log},
	})
	if err != nil {
		t.Fatal(err)
	}
	r := firstRequest(t)
	r.TimeLeft = 1500 * time.Millisecond
	if _, err := p.Decide(context.Background(), r); err != nil {
		t.Fatal(err)
	}
	p.Close()
	lines := strings.Split(strings.TrimSpace(log.String()), "\n")
	want := `{"id":1,"op":"hello","protocol":1,"seat":3,"name":"eco","rules":` + string(config.JSON(config.Default())) + `}`
	if len(lines) < 2 || lines[0] != want {
		t.Fatalf("hello:\n got %q\nwant %q", lines[0], want)
	}
	obs, _ := engine.Canonical(r.Observation)
	if want := `{"id":2,"op":"decide","time_ms":1500,"observation":` + string(obs) + `}`; lines[1] != want {
		t.Errorf("decide:\n got %s\nwant %s", lines[1], want)
	}
	if len(lines) != 3 || lines[2] != `{"id":3,"op":"bye"}` {
		t.Errorf("tras Close se esperaba el bye: %q", lines[2:])
	}
}

// TestSubprocessCloseDuringDecide: Close while a decision waits ends it
// with tiempo.ErrDisconnected, and a second Close is harmless.
func TestSubprocessCloseDuringDecide(t *testing.T) {
	p := startTestBot(t, "hang")
	done := make(chan error, 1)
	go func() {
		_, err := p.Decide(context.Background(), firstRequest(t))
		done <- err
	}()
	time.Sleep(20 * time.Millisecond)
	if err := p.Close(); err != nil {
		t.Fatal(err)
	}
	select {
	case err := <-done:
		if !errors.Is(err, tiempo.ErrDisconnected) {
			t.Fatalf("err = %v, se esperaba ErrDisconnected", err)
		}
	case <-time.After(hangBound):
		t.Fatal("Decide no vuelve tras Close")
	}
	p.Close()
}

// TestSubprocessLeavesNothingBehind: after Close, every goroutine of the
// players has ended and every process is gone, whatever the bot did.
func TestSubprocessLeavesNothingBehind(t *testing.T) {
	before := runtime.NumGoroutine()
	var pids []int
	for _, mode := range []string{"trivial", "hang", "crash", "garbage", "closeout"} {
		p, err := StartSubprocess(context.Background(), SubprocessOptions{Command: testBotCommand(t, mode), Seat: 0, Rules: config.Default()})
		if err != nil {
			t.Fatal(err)
		}
		ctx, cancel := context.WithCancel(context.Background())
		if mode == "hang" {
			cancel()
		}
		p.Decide(ctx, firstRequest(t))
		cancel()
		pids = append(pids, p.Pid())
		p.Close()
	}
	deadline := time.Now().Add(hangBound)
	for runtime.NumGoroutine() > before && time.Now().Before(deadline) {
		time.Sleep(10 * time.Millisecond)
	}
	if n := runtime.NumGoroutine(); n > before {
		t.Errorf("%d goroutines antes, %d después de cerrar los jugadores", before, n)
	}
	for _, pid := range pids {
		if processAlive(pid) {
			t.Errorf("el proceso %d sigue vivo tras Close", pid)
		}
	}
}

// TestSubprocessCloseKillsTheGroup: the processes a bot started die with
// it.
func TestSubprocessCloseKillsTheGroup(t *testing.T) {
	p := startTestBot(t, "child")
	if _, err := p.Decide(context.Background(), firstRequest(t)); err != nil {
		t.Fatal(err)
	}
	var child int
	for _, l := range strings.Split(p.Stderr(), "\n") {
		if strings.HasPrefix(l, "child ") {
			child, _ = strconv.Atoi(strings.TrimPrefix(l, "child "))
		}
	}
	if child == 0 {
		t.Skipf("el bot no pudo lanzar sleep: %q", p.Stderr())
	}
	p.Close()
	deadline := time.Now().Add(hangBound)
	for processAlive(child) {
		if time.Now().After(deadline) {
			t.Fatalf("el hijo %d del bot sigue vivo tras Close", child)
		}
		time.Sleep(10 * time.Millisecond)
	}
}

// lockedWriter serialises writes to w (the bot's stderr copier writes
// from its own goroutine).
type lockedWriter struct {
	mu sync.Mutex
	w  io.Writer
}

func (l *lockedWriter) Write(b []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.w.Write(b)
}

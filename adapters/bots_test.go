package adapters_test

// The bot skeletons of adapters/python/musfem_bot.py and
// adapters/js/musfem_bot.js: they answer the example session of
// docs/bots.md, skip malformed messages with a word on standard error, and
// two of each play a whole game through the runner (runner.Subprocess),
// exactly as the trivial policy of docs/bots.md plays it in process.

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"github.com/musfem/musfem/internal/docsession"
	"os/exec"
	"strconv"
	"strings"
	"testing"

	"github.com/musfem/musfem/config"
	"github.com/musfem/musfem/engine"
	"github.com/musfem/musfem/gamelog"
	"github.com/musfem/musfem/runner"
	"github.com/musfem/musfem/tiempo"
)

var botSkeletons = []skeleton{
	{"python", "python3", "python/musfem_bot.py"},
	{"js", "node", "js/musfem_bot.js"},
}

// botSessionLines returns the runner's (">") and the bot's ("<") lines of
// the example session of docs/bots.md.
func botSessionLines(t *testing.T) (sent, answered []string) {
	t.Helper()
	sent, answered, err := docsession.Read("../docs/bots.md")
	if err != nil {
		t.Fatal(err)
	}
	return sent, answered
}

// runBot feeds lines to a skeleton and returns its standard output and
// error; the bot must exit with status 0 within answerBound.
func runBot(t *testing.T, sk skeleton, lines []string) (stdout, stderr string) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), answerBound)
	defer cancel()
	cmd := exec.CommandContext(ctx, interpreter(t, sk), sk.file)
	cmd.Stdin = strings.NewReader(strings.Join(lines, "\n") + "\n")
	var out, errb bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errb
	if err := cmd.Run(); err != nil {
		t.Fatalf("%s: %v (¿no termina en %v?); salida de error:\n%s", sk.file, err, answerBound, errb.String())
	}
	return out.String(), errb.String()
}

// TestBotSkeletonsSession: both skeletons answer the example session of
// docs/bots.md line for line and exit 0 after bye.
func TestBotSkeletonsSession(t *testing.T) {
	sent, answered := botSessionLines(t)
	for _, sk := range botSkeletons {
		t.Run(sk.name, func(t *testing.T) {
			out, errText := runBot(t, sk, sent)
			if got := strings.Split(strings.TrimSuffix(out, "\n"), "\n"); strings.Join(got, "\n") != strings.Join(answered, "\n") {
				t.Errorf("respuestas:\n%s\nse esperaban (docs/bots.md):\n%s\nsalida de error:\n%s", out, strings.Join(answered, "\n"), errText)
			}
		})
	}
}

// TestBotSkeletonsStrict: a message that breaks docs/bots.md gets no
// answer and a complaint on standard error naming what is wrong; the bot
// goes on and answers the next good message. Each bot gets every bad
// message in one session, each followed by a good one (one interpreter
// started per bot, not one per message): the answers are exactly the good
// ones', and the complaints come in the order of the bad messages.
func TestBotSkeletonsStrict(t *testing.T) {
	hello := `{"id":1,"op":"hello","protocol":1,"seat":0,"name":"yo","rules":{}}`
	good := `{"id":9,"op":"decide","time_ms":null,"observation":{"hand":["Rc","Ro","1e","4b"],"legal":[{"type":"Discard","min":2,"max":4}]}}`
	cases := []struct{ line, complaint string }{
		{`hola`, "mensaje ilegible"},
		{`[1,2]`, "no es un objeto"},
		{`{"id":"2","op":"decide"}`, `"id" debe ser un entero`},
		{`{"id":2,"op":"jugar"}`, "op desconocida"},
		{`{"id":2,"op":"decide","time_ms":5,"observation":{"hand":[],"legal":[{"type":"Pass"}]},"extra":1}`, `campo desconocido "extra"`},
		{`{"id":2,"op":"decide","observation":{"hand":[],"legal":[{"type":"Pass"}]}}`, `falta el campo "time_ms"`},
		{`{"id":2,"op":"decide","time_ms":0,"observation":{"hand":[],"legal":[{"type":"Pass"}]}}`, `"time_ms" debe ser un entero positivo o null`},
		{`{"id":2,"op":"decide","time_ms":5,"observation":{"hand":[],"legal":[]}}`, "no trae acciones legales"},
		{`{"id":2,"op":"hello","protocol":1,"seat":4,"name":"yo","rules":{}}`, `"seat" debe ser un asiento 0-3`},
	}
	sent := []string{hello}
	want := `{"id":1,"protocol":1,"name":"musfem-esqueleto"}` + "\n"
	for i, c := range cases {
		id := strconv.Itoa(100 + i)
		sent = append(sent, c.line, strings.Replace(good, `"id":9`, `"id":`+id, 1))
		want += `{"id":` + id + `,"action":{"type":"Discard","cards":["Rc","Ro"]}}` + "\n"
	}
	sent = append(sent, `{"id":10,"op":"bye"}`)
	for _, sk := range botSkeletons {
		t.Run(sk.name, func(t *testing.T) {
			out, errText := runBot(t, sk, sent)
			if out != want {
				t.Errorf("salida\n%s\nse esperaba\n%s", out, want)
			}
			rest := errText
			for _, c := range cases {
				i := strings.Index(rest, c.complaint)
				if i < 0 {
					t.Errorf("%s: la salida de error no dice %q después de las quejas anteriores:\n%s", c.line, c.complaint, errText)
					continue
				}
				rest = rest[i+len(c.complaint):]
			}
		})
	}
}

// trivial is the trivial policy of docs/bots.md, in Go.
func trivial(o engine.Observation) engine.Action {
	for _, want := range []engine.ActionType{engine.ActCutMus, engine.ActPass, engine.ActAccept} {
		for _, t := range o.Legal {
			if t.Type == want {
				a, _ := engine.UnmarshalAction([]byte(`{"type":"` + want.String() + `"}`))
				return a
			}
		}
	}
	t := o.Legal[0]
	switch t.Type {
	case engine.ActBet:
		return engine.Bet{Amount: t.Min}
	case engine.ActRaise:
		return engine.Raise{Amount: t.Min}
	case engine.ActDiscard:
		return engine.Discard{Cards: append([]engine.Card(nil), o.Hand[:t.Min]...)}
	}
	a, _ := engine.UnmarshalAction([]byte(`{"type":"` + t.Type.String() + `"}`))
	return a
}

// TestBotSkeletonsPlayAGame: two python and two js skeletons play a whole
// game through the runner; nobody times out or misbehaves, the log
// replays, and every play is the trivial policy's, computed in process.
func TestBotSkeletonsPlayAGame(t *testing.T) {
	rules := config.Default()
	const seed = 5
	var players [4]tiempo.Player
	for i := range players {
		sk := botSkeletons[i%2] // python at 0 and 2, js at 1 and 3
		cmd := fmt.Sprintf("%s %s", interpreter(t, sk), sk.file)
		p, err := runner.StartSubprocess(context.Background(), runner.SubprocessOptions{Command: cmd, Seat: engine.Seat(i), Rules: rules})
		if err != nil {
			t.Fatal(err)
		}
		defer p.Close()
		players[i] = p
	}
	r, err := runner.New(runner.Config{Rules: rules, Seed: seed, Settings: runner.DefaultSettings().WithTime(answerBound)}, players)
	if err != nil {
		t.Fatal(err)
	}
	res, err := r.Run(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Log.Runner) != 0 {
		b, _ := json.Marshal(res.Log.Runner)
		t.Errorf("hechos del ejecutor en una partida limpia: %s", b)
	}
	if _, err := gamelog.Replay(res.Log); err != nil {
		t.Fatalf("el registro no se repite: %v", err)
	}
	s, _, err := engine.New(rules, engine.Setup{Seed: seed})
	if err != nil {
		t.Fatal(err)
	}
	for i, p := range res.Log.Plays {
		want := trivial(engine.Observe(s, engine.SeatViewer(s.Turn())))
		wb, _ := engine.MarshalAction(want)
		gb, _ := engine.MarshalAction(p.Action)
		if p.Seat != s.Turn() || !bytes.Equal(wb, gb) {
			t.Fatalf("jugada %d: %s juega %s; la política trivial, %s juega %s", i+1, p.Seat, gb, s.Turn(), wb)
		}
		if s, _, err = engine.Apply(s, p.Seat, p.Action); err != nil {
			t.Fatal(err)
		}
	}
	if !s.Over() || len(res.Log.Plays) < 20 {
		t.Errorf("la partida no ha terminado (%d jugadas)", len(res.Log.Plays))
	}
}

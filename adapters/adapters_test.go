// Package adapters_test runs the engine skeletons of adapters/python and
// adapters/js as real processes and checks that they speak protocol v1
// (docs/protocol.md) honestly: the handshake claims nothing, every game
// operation answers UNSUPPORTED, malformed requests answer PROTOCOL, and
// bye or end of input end the process with status 0, within a bound.
//
// python3 or node missing skips that skeleton with a visible message; with
// MUSFEM_CI=1 it fails instead.
package adapters_test

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/musfem/musfem/config"
	"github.com/musfem/musfem/driver"
	"github.com/musfem/musfem/protocol"
)

// answerBound is the longest a test waits for a skeleton to answer one
// request or to exit before it says that it hangs. The skeletons answer
// in milliseconds: only a hang reaches it, however busy the machine (tests
// measure behaviour, not the machine's load).
const answerBound = 10 * time.Minute

// skeleton is one adapter skeleton and the interpreter that runs it.
type skeleton struct {
	name   string // test name
	interp string // interpreter command
	file   string // path from this folder
}

var skeletons = []skeleton{
	{"python", "python3", "python/musfem_adapter.py"},
	{"js", "node", "js/musfem_adapter.js"},
}

// interpreter returns the interpreter's path, or skips the test (fails it
// under MUSFEM_CI=1) when it is not installed.
func interpreter(t *testing.T, sk skeleton) string {
	t.Helper()
	p, err := exec.LookPath(sk.interp)
	if err != nil {
		if os.Getenv("MUSFEM_CI") == "1" {
			t.Fatalf("%s no está instalado y MUSFEM_CI=1: %v", sk.interp, err)
		}
		t.Skipf("AVISO: %s no está instalado; no se prueba el esqueleto %s (MUSFEM_CI=1 lo haría fallar)", sk.interp, sk.file)
	}
	return realInterpreter(p)
}

// realPaths caches realInterpreter's answers.
var realPaths sync.Map // path found → the interpreter's own executable

// realInterpreter returns the executable that the interpreter at p says it
// is (sys.executable, process.execPath), or p. A version manager's shim
// (pyenv's python3 is a shell script) costs several times the interpreter's
// own start, and the tests start the bots dozens of times; the interpreter
// is the same.
func realInterpreter(p string) string {
	if r, ok := realPaths.Load(p); ok {
		return r.(string)
	}
	ask := map[string][]string{"python3": {"-c", "import sys; print(sys.executable)"}, "node": {"-p", "process.execPath"}}[filepath.Base(p)]
	real := p
	if ask != nil {
		if out, err := exec.Command(p, ask...).Output(); err == nil {
			if r := strings.TrimSpace(string(out)); filepath.IsAbs(r) {
				real = r
			}
		}
	}
	realPaths.Store(p, real)
	return real
}

// lockedBuffer is a bytes.Buffer safe to read while the process writes.
type lockedBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (l *lockedBuffer) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.Write(p)
}

func (l *lockedBuffer) String() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.String()
}

// proc is a running skeleton: requests go to its stdin, answer lines come
// from its stdout through a channel.
type proc struct {
	t      *testing.T
	cmd    *exec.Cmd
	stdin  io.WriteCloser
	lines  chan string
	stderr *lockedBuffer
	done   chan error
}

// launch starts a skeleton; it is killed when the test ends.
func launch(t *testing.T, sk skeleton) *proc {
	t.Helper()
	return launchArgs(t, sk, interpreter(t, sk), sk.file)
}

// launchArgs starts a command for a skeleton's tests; it is killed when
// the test ends.
func launchArgs(t *testing.T, sk skeleton, name string, args ...string) *proc {
	t.Helper()
	cmd := exec.Command(name, args...)
	p := &proc{t: t, cmd: cmd, lines: make(chan string, 64), stderr: &lockedBuffer{}, done: make(chan error, 1)}
	cmd.Stderr = p.stderr
	var err error
	if p.stdin, err = cmd.StdinPipe(); err != nil {
		t.Fatal(err)
	}
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatalf("no se pudo arrancar %s: %v", sk.name, err)
	}
	go func() {
		r := bufio.NewReader(out)
		for {
			line, err := r.ReadString('\n')
			if line != "" {
				p.lines <- line
			}
			if err != nil {
				close(p.lines)
				p.done <- cmd.Wait()
				return
			}
		}
	}()
	t.Cleanup(func() {
		_ = p.stdin.Close()
		select {
		case <-p.done:
		case <-time.After(answerBound):
			_ = cmd.Process.Kill()
			<-p.done
		}
		if t.Failed() {
			t.Logf("stderr de %s:\n%s", sk.name, p.stderr.String())
		}
	})
	return p
}

// ask sends one request line and returns the answer line without its
// newline; no answer within answerBound fails the test.
func (p *proc) ask(req string) string {
	p.t.Helper()
	if _, err := io.WriteString(p.stdin, req+"\n"); err != nil {
		p.t.Fatalf("escribir %q: %v", req, err)
	}
	select {
	case line, ok := <-p.lines:
		if !ok {
			p.t.Fatalf("%q: el proceso cerró su salida sin responder", req)
		}
		if !strings.HasSuffix(line, "\n") {
			p.t.Fatalf("%q: respuesta sin fin de línea: %q", req, line)
		}
		return strings.TrimSuffix(line, "\n")
	case <-time.After(answerBound):
		p.t.Fatalf("%q: sin respuesta en %v", req, answerBound)
	}
	return ""
}

// exit closes nothing and waits for the process to end on its own; it
// fails if it does not end within answerBound, exits non-zero, or writes
// more lines.
func (p *proc) exit() {
	p.t.Helper()
	deadline := time.After(answerBound)
	for {
		select {
		case line, ok := <-p.lines:
			if ok {
				p.t.Errorf("salida inesperada tras el final: %q", line)
				continue
			}
			select {
			case err := <-p.done:
				p.done <- err // let Cleanup see it too
				if err != nil {
					p.t.Fatalf("el proceso no terminó con estado 0: %v", err)
				}
				return
			case <-deadline:
				p.t.Fatalf("el proceso cerró su salida pero no terminó en %v", answerBound)
			}
		case <-deadline:
			p.t.Fatalf("el proceso no terminó en %v", answerBound)
		}
	}
}

// wantPrefix fails unless the answer starts with the given canonical text
// (field order included) and is one valid JSON object.
func wantPrefix(t *testing.T, req, got, prefix string) {
	t.Helper()
	if !strings.HasPrefix(got, prefix) {
		t.Errorf("%s\n  respuesta: %s\n  esperado:  %s…", req, got, prefix)
	}
	var v map[string]any
	if err := json.Unmarshal([]byte(got), &v); err != nil {
		t.Errorf("%s: la respuesta no es un objeto JSON: %v: %s", req, err, got)
	}
}

func forEach(t *testing.T, f func(t *testing.T, sk skeleton)) {
	for _, sk := range skeletons {
		t.Run(sk.name, func(t *testing.T) {
			t.Parallel()
			f(t, sk)
		})
	}
}

// TestSkeletonHello checks the handshake: protocol 1, a name and a version,
// and every capability false or empty.
func TestSkeletonHello(t *testing.T) {
	forEach(t, func(t *testing.T, sk skeleton) {
		p := launch(t, sk)
		req := `{"id":1,"op":"hello","protocol":1}`
		got := p.ask(req)
		wantPrefix(t, req, got, `{"id":1,"ok":true,"protocol":1,"engine":{"name":"`)
		var h struct {
			ID       int  `json:"id"`
			OK       bool `json:"ok"`
			Protocol int  `json:"protocol"`
			Engine   struct {
				Name, Version string
			} `json:"engine"`
			Capabilities map[string]json.RawMessage `json:"capabilities"`
		}
		if err := json.Unmarshal([]byte(got), &h); err != nil {
			t.Fatalf("hello: %v: %s", err, got)
		}
		if h.Engine.Name == "" || h.Engine.Version == "" {
			t.Errorf("hello: falta el nombre o la versión del motor: %s", got)
		}
		want := map[string]string{
			"stacked_decks": "false", "reshuffle_decks": "false", "seeded_rng": "false",
			"signals": "false", "step": "false", "config": "{}",
		}
		if len(h.Capabilities) != len(want) {
			t.Errorf("hello: capacidades %d, se esperaban %d: %s", len(h.Capabilities), len(want), got)
		}
		for k, v := range want {
			if string(h.Capabilities[k]) != v {
				t.Errorf("hello: capacidad %s = %s, se esperaba %s (el esqueleto no afirma nada)", k, h.Capabilities[k], v)
			}
		}
		// Another protocol version is not offered.
		req = `{"id":2,"op":"hello","protocol":2}`
		wantPrefix(t, req, p.ask(req), `{"id":2,"ok":false,"error":{"code":"UNSUPPORTED","article":null,"detail":"`)
	})
}

// TestSkeletonUnsupported checks that every game operation the skeleton
// does not implement answers UNSUPPORTED (or PROTOCOL before a game), in
// time, without killing the loop.
func TestSkeletonUnsupported(t *testing.T) {
	forEach(t, func(t *testing.T, sk skeleton) {
		p := launch(t, sk)
		p.ask(`{"id":1,"op":"hello","protocol":1}`)
		deck := `["1o","2o","3o","4o","5o","6o","7o","So","Co","Ro","1c","2c","3c","4c","5c","6c","7c","Sc","Cc","Rc","1e","2e","3e","4e","5e","6e","7e","Se","Ce","Re","1b","2b","3b","4b","5b","6b","7b","Sb","Cb","Rb"]`
		cases := []struct{ req, prefix string }{
			{`{"id":2,"op":"start","rules":{},"seed":"7"}`,
				`{"id":2,"ok":false,"error":{"code":"UNSUPPORTED","article":null,"detail":"`},
			{`{"id":3,"op":"start","rules":{"deck_mode":"cuatro_reyes"},"seed":"18446744073709551615","decks":[` + deck + `],"score":[30,12]}`,
				`{"id":3,"ok":false,"error":{"code":"UNSUPPORTED","article":null,"detail":"`},
			{`{"id":4,"op":"step","play":{"seat":1,"type":"Bet","amount":2}}`,
				`{"id":4,"ok":false,"error":{"code":"UNSUPPORTED","article":null,"detail":"`},
			// No game was started: an action is the rule refusal NO_GAME
			// (FEM-III.1, as the reference answers); the other
			// operations are out of order.
			{`{"id":5,"op":"apply","play":{"seat":1,"type":"Bet","amount":2}}`,
				`{"id":5,"ok":false,"error":{"code":"NO_GAME","article":"FEM-III.1","detail":"`},
			{`{"id":6,"op":"observe","viewer":{"kind":"spectator"}}`,
				`{"id":6,"ok":false,"error":{"code":"PROTOCOL","article":null,"detail":"`},
			{`{"id":7,"op":"legal","seat":2}`,
				`{"id":7,"ok":false,"error":{"code":"PROTOCOL","article":null,"detail":"`},
		}
		for _, c := range cases {
			wantPrefix(t, c.req, p.ask(c.req), c.prefix)
		}
		// Still alive and answering.
		wantPrefix(t, "hello", p.ask(`{"id":8,"op":"hello","protocol":1}`), `{"id":8,"ok":true,"protocol":1,`)
	})
}

// protocolErrorCases are malformed requests and the canonical start of
// their answers: PROTOCOL, with the id when it could be read, else null.
var protocolErrorCases = []struct{ req, prefix string }{
	{`esto no es JSON{`, `{"id":null,"ok":false,"error":{"code":"PROTOCOL","article":null,"detail":"`},
	{`[1,2,3]`, `{"id":null,"ok":false,"error":{"code":"PROTOCOL","article":null,"detail":"`},
	{`{"op":"hello","protocol":1}`, `{"id":null,"ok":false,"error":{"code":"PROTOCOL","article":null,"detail":"`},
	{`{"id":"1","op":"hello","protocol":1}`, `{"id":null,"ok":false,"error":{"code":"PROTOCOL","article":null,"detail":"`},
	{`{"id":4,"op":"frobnicate"}`, `{"id":4,"ok":false,"error":{"code":"PROTOCOL","article":null,"detail":"`},
	{`{"id":5}`, `{"id":5,"ok":false,"error":{"code":"PROTOCOL","article":null,"detail":"`},
	{`{"id":6,"op":"hello"}`, `{"id":6,"ok":false,"error":{"code":"PROTOCOL","article":null,"detail":"`},
	{`{"id":7,"op":"start","rules":{},"seed":7}`, `{"id":7,"ok":false,"error":{"code":"PROTOCOL","article":null,"detail":"`},
	{`{"id":8,"op":"legal","seat":4}`, `{"id":8,"ok":false,"error":{"code":"PROTOCOL","article":null,"detail":"`},
	{`{"id":9,"op":"observe","viewer":{"kind":"rey"}}`, `{"id":9,"ok":false,"error":{"code":"PROTOCOL","article":null,"detail":"`},
	{`{"id":10,"op":"apply","play":{"type":"Pass"}}`, `{"id":10,"ok":false,"error":{"code":"PROTOCOL","article":null,"detail":"`},
	{"\xff\xfe", `{"id":null,"ok":false,"error":{"code":"PROTOCOL","article":null,"detail":"`},
}

// TestSkeletonProtocolErrors checks that malformed requests answer
// PROTOCOL, with the id when it could be read and null otherwise.
func TestSkeletonProtocolErrors(t *testing.T) {
	forEach(t, func(t *testing.T, sk skeleton) {
		p := launch(t, sk)
		cases := protocolErrorCases
		for _, c := range cases {
			wantPrefix(t, c.req, p.ask(c.req), c.prefix)
		}
		// A blank line is skipped without an answer, as the reference
		// server does: the next answer is the hello's.
		wantPrefix(t, "hello", p.ask("\r\n"+`{"id":11,"op":"hello","protocol":1}`), `{"id":11,"ok":true,"protocol":1,`)
	})
}

// TestSkeletonBye checks that bye is answered and the process exits 0
// without reading further.
func TestSkeletonBye(t *testing.T) {
	forEach(t, func(t *testing.T, sk skeleton) {
		p := launch(t, sk)
		p.ask(`{"id":1,"op":"hello","protocol":1}`)
		if got, want := p.ask(`{"id":2,"op":"bye"}`), `{"id":2,"ok":true}`; got != want {
			t.Errorf("bye: %s, se esperaba %s", got, want)
		}
		p.exit()
	})
}

// TestSkeletonEOF checks that the end of input ends the process with
// status 0 and no output, and that the engine's log goes to stderr.
func TestSkeletonEOF(t *testing.T) {
	forEach(t, func(t *testing.T, sk skeleton) {
		p := launch(t, sk)
		if err := p.stdin.Close(); err != nil && !errors.Is(err, os.ErrClosed) {
			t.Fatal(err)
		}
		p.exit()
		if p.stderr.String() == "" {
			t.Errorf("el esqueleto no escribió nada en stderr (debería anunciarse allí, no en stdout)")
		}
	})
}

// certifyBound is the longest a test waits for a whole certification of a
// skeleton before it says that it hangs. The skeleton cannot start a
// game, so every case fails at once: ERROR, never TIEMPO (checkReports).
const certifyBound = 20 * time.Minute

// buildMusfem builds cmd/musfem into a temporary folder.
func buildMusfem(t *testing.T) string {
	t.Helper()
	goCmd, err := exec.LookPath("go")
	if err != nil {
		t.Skipf("AVISO: no se encuentra la orden go para construir musfem: %v", err)
	}
	bin := filepath.Join(t.TempDir(), "musfem")
	build := exec.Command(goCmd, "build", "-o", bin, "./cmd/musfem")
	build.Dir = ".."
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("go build ./cmd/musfem: %v\n%s", err, out)
	}
	return bin
}

// TestSkeletonCertify runs musfem certify on each untouched skeleton and
// checks that the run ends (certifyBound: only a hang reaches it), exits
// with status 1 (an enforceable article errs: not a crash, not bad usage)
// and writes the three reports, where the enforceable FEM articles are
// ERROR and the skeleton's standard error is kept.
func TestSkeletonCertify(t *testing.T) {
	bin := buildMusfem(t)
	for _, sk := range skeletons {
		t.Run(sk.name, func(t *testing.T) {
			t.Parallel()
			interp := interpreter(t, sk)
			file, err := filepath.Abs(sk.file)
			if err != nil {
				t.Fatal(err)
			}
			dir := t.TempDir()
			name := "esqueleto-" + sk.name
			ctx, cancel := context.WithTimeout(context.Background(), certifyBound)
			defer cancel()
			cmd := exec.CommandContext(ctx, bin, "certify",
				"--engine", `"`+interp+`" "`+file+`"`,
				"--name", name, "--games", "3", "--seed", "1")
			cmd.Dir = dir
			var stdout, stderr bytes.Buffer
			cmd.Stdout, cmd.Stderr = &stdout, &stderr
			start := time.Now()
			err = cmd.Run()
			elapsed := time.Since(start)
			if ctx.Err() != nil {
				t.Fatalf("musfem certify no terminó en %v (cuelgue)\nstderr:\n%s", certifyBound, tail(stderr.String()))
			}
			var exit *exec.ExitError
			if !errors.As(err, &exit) || exit.ExitCode() != 1 {
				t.Fatalf("musfem certify sobre el esqueleto: %v, se esperaba estado 1 (artículos en ERROR)\nstderr:\n%s", err, tail(stderr.String()))
			}
			t.Logf("certificación de %s: %v, estado %d", sk.file, elapsed.Round(time.Millisecond), exit.ExitCode())
			checkReports(t, filepath.Join(dir, "reports", "certificacion-"+name))
		})
	}
}

// certReport is the part of the JSON certification report
// (certify.Report, schema musfem-certificacion) that the skeleton test
// reads; it is decoded here on purpose, as an outside reader would.
type certReport struct {
	Schema   string `json:"schema"`
	Verdict  string `json:"verdict"`
	Chapters []struct {
		Rows []certRow `json:"rows"`
	} `json:"chapters"`
	Stderr string `json:"stderr"`
}

type certRow struct {
	ID          string `json:"id"`
	Kind        string `json:"kind"`
	Enforceable bool   `json:"enforceable"`
	Status      string `json:"status"`
	Reason      string `json:"reason"`
}

// checkReports checks the certification reports of an untouched skeleton:
// the three files exist; the verdict is RECHAZADO; every enforceable
// article is ERROR (a missing capability, never a pass nor a rule failure:
// the skeleton plays no game) — except an article of kind option whose
// config keys the skeleton plays at their default only, which is NO APLICA
// saying which option it does not offer (docs/decisions.md D18) —; and the
// skeleton's standard error (its ready line) is kept. Articles that are not enforceable may
// pass: refusing signals_enabled = true is right even for a skeleton.
func checkReports(t *testing.T, base string) {
	t.Helper()
	for _, ext := range []string{".md", ".html"} {
		if b, err := os.ReadFile(base + ext); err != nil {
			t.Errorf("falta el informe: %v", err)
		} else if !strings.Contains(string(b), "ERROR") {
			t.Errorf("%s no menciona ningún ERROR", base+ext)
		}
	}
	b, err := os.ReadFile(base + ".json")
	if err != nil {
		t.Fatalf("falta el informe: %v", err)
	}
	var r certReport
	if err := json.Unmarshal(b, &r); err != nil {
		t.Fatalf("%s no es JSON válido: %v", base+".json", err)
	}
	if r.Schema != "musfem-certificacion" || r.Verdict != "RECHAZADO" {
		t.Errorf("informe: esquema %q, veredicto %q; se esperaba musfem-certificacion, RECHAZADO", r.Schema, r.Verdict)
	}
	enforceable := 0
	for _, ch := range r.Chapters {
		for _, row := range ch.Rows {
			if row.Enforceable {
				enforceable++
				notOffered := row.Kind == "aplicada como opción" && row.Status == "NO APLICA" &&
					(strings.Contains(row.Reason, "el motor no ofrece") || strings.Contains(row.Reason, "el motor solo ofrece"))
				if row.Status != "ERROR" && !notOffered {
					t.Errorf("artículo exigible %s: %s, se esperaba ERROR (el esqueleto no puede empezar una partida)", row.ID, row.Status)
				}
			}
		}
	}
	if enforceable == 0 {
		t.Errorf("el informe no tiene ningún artículo exigible")
	}
	if !strings.Contains(r.Stderr, "protocolo 1 listo") {
		t.Errorf("el informe no guarda la salida de error del motor (su línea «protocolo 1 listo»): %q", tail(r.Stderr))
	}
}

// tail returns the last lines of a long text, for failure messages.
func tail(s string) string {
	const max = 3000
	if len(s) > max {
		return "…" + s[len(s)-max:]
	}
	return s
}

// TestSkeletonThroughClient drives each skeleton with the certifier's own
// protocol client: the handshake decodes as protocol 1 claiming nothing,
// and a game's Start is refused as UNSUPPORTED in time, not as a transport
// failure (crash, garbage, timeout).
func TestSkeletonThroughClient(t *testing.T) {
	forEach(t, func(t *testing.T, sk skeleton) {
		interp := interpreter(t, sk)
		file, err := filepath.Abs(sk.file)
		if err != nil {
			t.Fatal(err)
		}
		var stderr lockedBuffer
		c, err := protocol.Launch(protocol.Options{
			Command: `"` + interp + `" "` + file + `"`,
			Timeout: answerBound,
			Stderr:  &stderr,
		})
		if err != nil {
			t.Fatalf("protocol.Launch: %v", err)
		}
		h := c.Hello()
		if h.Protocol != 1 || h.Name == "" || h.Version == "" {
			t.Errorf("hello: protocolo %d, nombre %q, versión %q", h.Protocol, h.Name, h.Version)
		}
		caps := h.Capabilities
		if caps.StackedDecks || caps.ReshuffleDecks || caps.SeededRNG || caps.Signals || caps.Step || len(caps.Config) != 0 {
			t.Errorf("hello: el esqueleto no debe afirmar ninguna capacidad: %+v", caps)
		}
		for _, s := range []driver.Setup{
			{Rules: config.Default(), Seed: 7},
			{Rules: config.Default(), Seed: 7, Score: [2]int{35, 10}},
		} {
			_, err := c.NewEngine().Start(s)
			var ae *protocol.AnswerError
			if !errors.As(err, &ae) || ae.Code != "UNSUPPORTED" {
				t.Errorf("Start: %v (%T), se esperaba una respuesta UNSUPPORTED", err, err)
			}
		}
		if err := c.Close(); err != nil {
			t.Errorf("Close (bye): %v", err)
		}
		if !strings.Contains(c.Stderr(), "protocolo 1 listo") || !strings.Contains(stderr.String(), "protocolo 1 listo") {
			t.Errorf("no se recogió la salida de error del esqueleto: %q", c.Stderr())
		}
	})
}

// TestReferenceAgrees checks the hand-written answers of
// protocolErrorCases against the reference engine behind the protocol
// (musfem serve), so that the skeletons answer malformed requests as the
// reference does.
func TestReferenceAgrees(t *testing.T) {
	var in strings.Builder
	for _, c := range protocolErrorCases {
		in.WriteString(c.req + "\n")
	}
	var out bytes.Buffer
	if err := protocol.Serve(strings.NewReader(in.String()), &out, "musfem-referencia", "1.0.0", driver.Reference); err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSuffix(out.String(), "\n"), "\n")
	if len(lines) != len(protocolErrorCases) {
		t.Fatalf("la referencia dio %d respuestas a %d peticiones:\n%s", len(lines), len(protocolErrorCases), out.String())
	}
	for i, c := range protocolErrorCases {
		wantPrefix(t, c.req, lines[i], c.prefix)
	}
}

// fakePython plugs a canned engine into the Python skeleton: it answers
// start with an echo of its arguments, refuses Pass with a rule error,
// raises on Boom, answers a float on Float.
const fakePython = `
import sys
sys.path.insert(0, sys.argv[1])
import musfem_adapter as m
m.CAPABILITIES["stacked_decks"] = True
m.CAPABILITIES["step"] = True
class Fake(m.Engine):
    def start(self, rules, seed, decks, score):
        return [{"seq": 1, "type": "GameStarted", "echo": [rules, seed, decks, score]}]
    def apply(self, play):
        t = play["type"]
        if t == "Pass":
            raise m.RuleError("BET_PENDING", "FEM-VI.2", "hay un envite pendiente: ¿quiere o no? <&>")
        if t == "Boom":
            raise ValueError("boom")
        if t == "Float":
            return [{"x": 1.5}]
        return [{"seq": 2, "type": "Passed", "play": play}]
    def observe(self, viewer):
        return {"viewer": viewer}
    def legal(self, seat):
        return [{"type": "Pass"}] if seat == 1 else []
sys.exit(m.serve(Fake()))
`

// fakeJS is fakePython for the JavaScript skeleton.
const fakeJS = `
const m = require(process.argv[1] + "/musfem_adapter.js");
m.CAPABILITIES.stacked_decks = true;
m.CAPABILITIES.step = true;
Object.assign(m.engine, {
  start(rules, seed, decks, score) {
    return [{ seq: 1, type: "GameStarted", echo: [rules, seed, decks, score] }];
  },
  apply(play) {
    if (play.type === "Pass") throw new m.RuleError("BET_PENDING", "FEM-VI.2", "hay un envite pendiente: ¿quiere o no? <&>");
    if (play.type === "Boom") throw new Error("boom");
    if (play.type === "Float") return [{ x: 1.5 }];
    return [{ seq: 2, type: "Passed", play: play }];
  },
  observe(viewer) { return { viewer: viewer }; },
  legal(seat) { return seat === 1 ? [{ type: "Pass" }] : []; },
});
m.serve();
`

// TestSkeletonWithEngine plugs a canned engine into each skeleton, as an
// engine author would, and checks the exact answers of the paths the
// untouched skeleton never takes: a started game, rule errors with their
// article, the batched step built from apply, observe and legal (on an
// illegal action too), an exception of the engine and a float in an
// answer, which must not kill the loop.
func TestSkeletonWithEngine(t *testing.T) {
	scripts := map[string][]string{
		"python": {"-c", fakePython, "python"},
		"js":     {"-e", fakeJS, "js"},
	}
	views := `"observations":[{"viewer":{"kind":"seat","seat":0}},{"viewer":{"kind":"seat","seat":1}},` +
		`{"viewer":{"kind":"seat","seat":2}},{"viewer":{"kind":"seat","seat":3}},{"viewer":{"kind":"spectator"}}],` +
		`"legal":[[],[{"type":"Pass"}],[],[]]`
	refusal := `"error":{"code":"BET_PENDING","article":"FEM-VI.2","detail":"hay un envite pendiente: ¿quiere o no? <&>"}`
	exact := []struct{ req, want string }{
		{`{"id":1,"op":"start","rules":{"deck_mode":"cuatro_reyes"},"seed":"7","decks":[["1o"]],"score":[3,4]}`,
			`{"id":1,"ok":true,"events":[{"seq":1,"type":"GameStarted","echo":[{"deck_mode":"cuatro_reyes"},"7",[["1o"]],[3,4]]}]}`},
		{`{"id":2,"op":"apply","play":{"seat":1,"type":"Bet","amount":2}}`,
			`{"id":2,"ok":true,"events":[{"seq":2,"type":"Passed","play":{"seat":1,"type":"Bet","amount":2}}]}`},
		{`{"id":3,"op":"apply","play":{"seat":1,"type":"Pass"}}`,
			`{"id":3,"ok":false,` + refusal + `}`},
		{`{"id":4,"op":"observe","viewer":{"kind":"seat","seat":2}}`,
			`{"id":4,"ok":true,"observation":{"viewer":{"kind":"seat","seat":2}}}`},
		{`{"id":5,"op":"legal","seat":1}`,
			`{"id":5,"ok":true,"legal":[{"type":"Pass"}]}`},
		{`{"id":6,"op":"step","play":{"seat":0,"type":"Mus"}}`,
			`{"id":6,"ok":true,"events":[{"seq":2,"type":"Passed","play":{"seat":0,"type":"Mus"}}],` + views + `}`},
		{`{"id":7,"op":"step","play":{"seat":1,"type":"Pass"}}`,
			`{"id":7,"ok":false,` + refusal + `,` + views + `}`},
	}
	protocolError := []string{
		`{"id":8,"op":"apply","play":{"seat":1,"type":"Boom"}}`,
		`{"id":9,"op":"apply","play":{"seat":1,"type":"Float"}}`,
	}
	forEach(t, func(t *testing.T, sk skeleton) {
		interp := interpreter(t, sk)
		dir, err := filepath.Abs(scripts[sk.name][2])
		if err != nil {
			t.Fatal(err)
		}
		p := launchArgs(t, sk, interp, scripts[sk.name][0], scripts[sk.name][1], dir)
		for _, c := range exact {
			if got := p.ask(c.req); got != c.want {
				t.Errorf("%s\n  respuesta: %s\n  esperado:  %s", c.req, got, c.want)
			}
		}
		for i, req := range protocolError {
			wantPrefix(t, req, p.ask(req), fmt.Sprintf(`{"id":%d,"ok":false,"error":{"code":"PROTOCOL","article":null,"detail":"`, 8+i))
		}
		if got, want := p.ask(`{"id":10,"op":"bye"}`), `{"id":10,"ok":true}`; got != want {
			t.Errorf("bye: %s, se esperaba %s", got, want)
		}
		p.exit()
		if !strings.Contains(p.stderr.String(), "boom") {
			t.Errorf("la excepción del motor no quedó en stderr:\n%s", p.stderr.String())
		}
	})
}

package protocol

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/musfem/musfem/config"
	"github.com/musfem/musfem/driver"
)

// fakeCommand is the command line of a fake engine of the given kind
// (fake_test.go) with its mark and pids files in dir.
func fakeCommand(kind, dir string) string {
	return `env GORACE=atexit_sleep_ms=0 ` + fakeEnv + `=` + kind + ` ` + fakeMarkEnv + `=` + filepath.Join(dir, "mark") +
		` ` + fakePidsEnv + `=` + filepath.Join(dir, "pids") + ` "` + os.Args[0] + `"`
}

// checkGone fails unless every process that a fake engine in dir started
// (the engine and the children it left behind) is gone: they are killed,
// or they would live on, so the wait is generous (hangBound) and no load
// makes it fail.
func checkGone(t *testing.T, dir string) {
	t.Helper()
	pids := readPids(filepath.Join(dir, "pids"))
	if len(pids) == 0 {
		t.Error("ningún proceso ha anotado su pid")
	}
	deadline := time.Now().Add(hangBound)
	for _, pid := range pids {
		for alive(pid) && time.Now().Before(deadline) {
			time.Sleep(20 * time.Millisecond)
		}
		if alive(pid) {
			t.Errorf("el proceso %d sigue vivo", pid)
		}
	}
}

// TestMisbehavingEngines checks each failure against a tiny engine that
// misbehaves at its first start (or right after it, then seen at the next
// request): the right TransportError — anything but a time-out is seen
// before the time limit, which is long (whatever the engine's children do
// with the pipes); a time-out never comes before its limit —, no process
// of it left, and the next Start relaunches the process and plays.
func TestMisbehavingEngines(t *testing.T) {
	cases := []struct {
		fake, op string
		kind     Kind
		exit     int    // the exit status the error must carry; -2: the process had not ended
		detail   string // part of the detail
	}{
		{"crash", "start", KindCrash, 3, "terminado con estado 3"},
		{"hang", "start", KindTimeout, -2, "sin respuesta"},
		{"garbage", "start", KindGarbage, -2, "no es una respuesta JSON"},
		{"wrongid", "start", KindProtocol, -2, "se esperaba la respuesta"},
		{"flood", "start", KindFlood, -2, "una línea de más"},
		{"orphan", "start", KindCrash, 3, "terminado con estado 3"},
		{"closeout", "start", KindCrash, -2, "cerrado su salida"},
		{"halfline", "start", KindCrash, 3, "a medio escribir"},
		{"badutf8", "start", KindProtocol, -2, "UTF-8"},
		{"dupkey", "start", KindProtocol, -2, `"ok" repetido`},
		{"upperkey", "start", KindProtocol, -2, `desconocido "OK"`},
		{"extrafield", "start", KindProtocol, -2, "extra"},
		{"okerror", "start", KindProtocol, -2, `"ok":true con "error"`},
		{"unsolicited", "legal", KindProtocol, -2, ""},
		{"idleexit", "legal", KindCrash, 3, "terminado con estado 3"},
	}
	for _, tc := range cases {
		t.Run(tc.fake, func(t *testing.T) {
			t.Parallel()
			dir := t.TempDir()
			limit := requestLimit(tc.kind)
			c, err := Launch(Options{Command: fakeCommand(tc.fake, dir), Timeout: limit, MaxLine: 64 << 10})
			if err != nil {
				t.Fatal(err)
			}
			defer c.Close()
			if got := c.Hello().Name; got != "falso-"+tc.fake {
				t.Errorf("hello: nombre %q", got)
			}
			eng := c.NewEngine()
			setup := driver.Setup{Rules: config.Default(), Seed: 7}
			t0 := time.Now()
			_, err = eng.Start(setup)
			if tc.op == "legal" {
				if err != nil {
					t.Fatalf("Start: %v", err)
				}
				t0 = time.Now()
				_, err = eng.Legal(0)
			}
			checkWait(t, tc.op, tc.kind, time.Since(t0), limit)
			var te *TransportError
			if !errors.As(err, &te) {
				t.Fatalf("%s: %v, se esperaba un TransportError %q", tc.op, err, tc.kind)
			}
			if te.Kind != tc.kind || te.Op != tc.op || !strings.Contains(te.Detail, tc.detail) {
				t.Errorf("%s: %v, se esperaba %q en %s con %q", tc.op, te, tc.kind, tc.op, tc.detail)
			}
			switch {
			case tc.exit == -2 && te.Exited:
				t.Errorf("%s: el error dice que el proceso ha terminado (estado %d)", tc.op, te.ExitCode)
			case tc.exit != -2 && (!te.Exited || te.ExitCode != tc.exit):
				t.Errorf("%s: terminado %v con estado %d, se esperaba el estado %d", tc.op, te.Exited, te.ExitCode, tc.exit)
			}
			checkGone(t, dir)
			// The dead process refuses until the next Start.
			if _, err := eng.Legal(0); err == nil {
				t.Error("Legal tras el fallo: sin error")
			}
			evs, err := eng.Start(setup)
			if err != nil {
				t.Fatalf("Start tras relanzar: %v", err)
			}
			if len(evs) != 12 {
				t.Errorf("Start tras relanzar: %d eventos, se esperaban 12 (2 de partida, ronda, barajado, 4+4 de reparto)", len(evs))
			}
			if !strings.Contains(c.Stderr(), "me porto mal") {
				t.Errorf("stderr del motor no guardado: %q", c.Stderr())
			}
			if err := c.Close(); err != nil {
				t.Errorf("Close: %v", err)
			}
			checkGone(t, dir)
		})
	}
}

// TestFarewells checks the end of an engine after bye (docs/protocol.md
// §7: the answer, nothing more, exit status 0): Close reports each breach
// (before the time limit, but for a time-out, which never comes before
// it) and leaves no process behind.
func TestFarewells(t *testing.T) {
	cases := []struct {
		fake   string
		kind   Kind // KindNone: Close succeeds
		exit   int  // the exit status the error must carry; -2: none
		detail string
	}{
		{"crash", KindNone, -2, ""}, // a good farewell (the fake misbehaves at start only)
		{"byeorphan", KindNone, -2, ""},
		{"byehalf", KindCrash, 3, "a medio escribir"},
		{"byeexit", KindProtocol, 3, "estado 3"},
		{"byeafter", KindProtocol, -2, "tras responder a bye"},
		{"byehang", KindTimeout, -2, "no termina"},
		{"byeerror", KindProtocol, -2, "PROTOCOL"},
	}
	for _, tc := range cases {
		t.Run(tc.fake, func(t *testing.T) {
			t.Parallel()
			dir := t.TempDir()
			limit := requestLimit(tc.kind)
			if err := os.WriteFile(filepath.Join(dir, "mark"), nil, 0o644); err != nil {
				t.Fatal(err) // no misbehaviour at start
			}
			c, err := Launch(Options{Command: fakeCommand(tc.fake, dir), Timeout: limit})
			if err != nil {
				t.Fatal(err)
			}
			if _, err := c.NewEngine().Start(driver.Setup{Rules: config.Default(), Seed: 7}); err != nil {
				t.Fatal(err)
			}
			t0 := time.Now()
			err = c.Close()
			checkWait(t, "bye", tc.kind, time.Since(t0), limit)
			if tc.kind == KindNone {
				if err != nil {
					t.Errorf("Close: %v", err)
				}
				checkGone(t, dir)
				return
			}
			var te *TransportError
			if !errors.As(err, &te) {
				t.Fatalf("Close: %v, se esperaba un TransportError %q", err, tc.kind)
			}
			if te.Kind != tc.kind || te.Op != "bye" || !strings.Contains(te.Detail, tc.detail) {
				t.Errorf("Close: %v, se esperaba %q en bye con %q", te, tc.kind, tc.detail)
			}
			if tc.exit != -2 && (!te.Exited || te.ExitCode != tc.exit) {
				t.Errorf("Close: terminado %v con estado %d, se esperaba el estado %d", te.Exited, te.ExitCode, tc.exit)
			}
			checkGone(t, dir)
		})
	}
}

// TestInterrupted checks that the end of the client's Context kills the
// engine at once, in the middle of a request: ErrInterrupted (not the
// time-out, which is long), no process left, and no process launched
// again.
func TestInterrupted(t *testing.T) {
	dir := t.TempDir()
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	c, err := Launch(Options{Command: fakeCommand("hang", dir), Timeout: hangBound, Context: ctx})
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	eng := c.NewEngine()
	time.AfterFunc(300*time.Millisecond, cancel)
	t0 := time.Now()
	_, err = eng.Start(driver.Setup{Rules: config.Default(), Seed: 7})
	if !errors.Is(err, ErrInterrupted) {
		t.Fatalf("Start: %v, se esperaba ErrInterrupted", err)
	}
	if d := time.Since(t0); d >= hangBound {
		t.Errorf("Start interrumpido tardó %v: esperó al límite de tiempo", d)
	}
	checkGone(t, dir)
	n := len(readPids(filepath.Join(dir, "pids")))
	if _, err := eng.Start(driver.Setup{Rules: config.Default(), Seed: 7}); !errors.Is(err, ErrInterrupted) {
		t.Errorf("Start tras la interrupción: %v, se esperaba ErrInterrupted", err)
	}
	if got := len(readPids(filepath.Join(dir, "pids"))); got != n {
		t.Errorf("tras la interrupción se lanzan %d procesos más", got-n)
	}
	if err := c.Close(); err != nil && !errors.Is(err, ErrInterrupted) {
		t.Errorf("Close: %v", err)
	}
}

// TestAnswerKeys checks the keys of answer objects, worked out by hand.
func TestAnswerKeys(t *testing.T) {
	for line, want := range map[string]string{
		`{"id":1,"ok":true}`:                                             "",
		`{"id":1,"ok":true,"events":[{"ok":1,"id":2}]}`:                  "",
		`{"id":1,"ok":false,"error":{"code":"X","detail":"a,\"ok\":b"}}`: "",
		`{"id":1,"legal":[[{"type":"Mus"}],[]],"ok":true}`:               "",
		`{"\u0069d":1,"ok":true}`:                                        "",
		`{"id":1,"ok":true,"ok":true}`:                                   `campo "ok" repetido`,
		`{"id":1,"Ok":true}`:                                             `campo desconocido "Ok"`,
		`{"id":1,"ok":true,"events":[],"x":{"id":1}}`:                    `campo desconocido "x"`,
		`{ "id" : 1 , "ok" : true , "id" : 2 }`:                          `campo "id" repetido`,
	} {
		err := checkAnswerKeys([]byte(line))
		got := ""
		if err != nil {
			got = err.Error()
		}
		if got != want {
			t.Errorf("%s: %q, se esperaba %q", line, got, want)
		}
	}
}

// requestLimit is the time limit of a fake engine's requests in the
// tests of a failure of the given kind. A time-out waits for it, so it is
// short, yet long enough for the good answers around it (the first
// start, the start after a relaunch) on a loaded machine: they take
// milliseconds. Any other failure must be seen before it: hangBound.
func requestLimit(kind Kind) time.Duration {
	if kind == KindTimeout {
		return timeoutLimit
	}
	return hangBound
}

// timeoutLimit is the time limit in the tests of a time-out.
const timeoutLimit = 2 * time.Second

// checkWait checks how long a request that failed with kind waited
// against its time limit: a time-out never before it (nor a long while
// after: hangBound), any other failure before it — whatever the load.
func checkWait(t *testing.T, op string, kind Kind, d, limit time.Duration) {
	t.Helper()
	switch {
	case kind == KindTimeout && d < limit:
		t.Errorf("%s: el tiempo se agota a los %v, antes de su límite %v", op, d, limit)
	case kind == KindTimeout && d >= limit+hangBound:
		t.Errorf("%s: el tiempo se agota a los %v, con un límite de %v", op, d, limit)
	case kind != KindTimeout && d >= limit:
		t.Errorf("%s: %v, espera al límite de tiempo (%v)", op, d, limit)
	}
}

// TestLaunchErrors checks a command that cannot start and a bad command
// line: clear errors, no panic.
func TestLaunchErrors(t *testing.T) {
	_, err := Launch(Options{Command: filepath.Join(t.TempDir(), "no-existe") + " serve"})
	var te *TransportError
	if !errors.As(err, &te) || te.Kind != KindCrash {
		t.Errorf("motor inexistente: %v, se esperaba un TransportError caida", err)
	}
	if _, err := Launch(Options{Command: `musfem "serve`}); err == nil || !strings.Contains(err.Error(), "comillas") {
		t.Errorf("comillas sin cerrar: %v", err)
	}
	if _, err := Launch(Options{Command: "  "}); err == nil {
		t.Error("orden vacía: sin error")
	}
}

func TestSplitCommand(t *testing.T) {
	got, err := SplitCommand(`python3  "mi motor.py" --x=1 "di \"hola\"" ""`)
	want := []string{"python3", "mi motor.py", "--x=1", `di "hola"`, ""}
	if err != nil || strings.Join(got, "|") != strings.Join(want, "|") {
		t.Errorf("SplitCommand: %q %v, se esperaba %q", got, err, want)
	}
}

// TestCloseSaysBye checks that Close ends the engine cleanly.
func TestCloseSaysBye(t *testing.T) {
	c, err := Launch(Options{Command: musfemBin + " serve"})
	if err != nil {
		t.Fatal(err)
	}
	if err := c.Close(); err != nil {
		t.Errorf("Close: %v", err)
	}
	if _, err := c.NewEngine().Legal(0); err == nil {
		t.Error("Legal tras Close: sin error")
	}
}

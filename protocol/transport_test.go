package protocol

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/musfem/musfem/config"
	"github.com/musfem/musfem/driver"
)

// TestMisbehavingEngines checks each failure kind against a tiny engine
// that misbehaves at its first start: the right TransportError, within a
// bound, and the next Start relaunches the process and plays.
func TestMisbehavingEngines(t *testing.T) {
	cases := []struct{ fake, kind string }{
		{"crash", KindCrash},
		{"hang", KindTimeout},
		{"garbage", KindGarbage},
		{"wrongid", KindProtocol},
		{"flood", KindFlood},
	}
	for _, tc := range cases {
		t.Run(tc.fake, func(t *testing.T) {
			t.Parallel()
			mark := filepath.Join(t.TempDir(), "mark")
			cmd := `env GORACE=atexit_sleep_ms=0 MUSFEM_FAKE=` + tc.fake + ` MUSFEM_FAKE_MARK=` + mark + ` "` + os.Args[0] + `"`
			limit := 3 * time.Second // a crash is seen at once; the limit only bounds a slow exit
			if tc.kind == KindTimeout {
				limit = 300 * time.Millisecond
			}
			c, err := Launch(Options{Command: cmd, Timeout: limit * timeScale(), MaxLine: 64 << 10})
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
			var te *TransportError
			if !errors.As(err, &te) {
				t.Fatalf("Start: %v, se esperaba un TransportError %q", err, tc.kind)
			}
			if te.Kind != tc.kind || te.Op != "start" {
				t.Errorf("Start: %v, se esperaba %q en start", te, tc.kind)
			}
			if d := time.Since(t0); d > limit*timeScale()+time.Second {
				t.Errorf("Start tardó %v", d)
			}
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
		})
	}
}

// timeScale widens the time limits under the race detector or a slow
// machine (MUSFEM_SLOW=1).
func timeScale() time.Duration {
	switch {
	case os.Getenv("MUSFEM_SLOW") != "":
		return 10
	case raceEnabled:
		return 4
	}
	return 1
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

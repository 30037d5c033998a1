package protocol

import (
	"bufio"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/musfem/musfem/config"
	"github.com/musfem/musfem/driver"
)

// musfemBin is the musfem binary built once for the tests.
var musfemBin string

func TestMain(m *testing.M) {
	if kind := os.Getenv("MUSFEM_FAKE"); kind != "" {
		fakeEngine(kind, os.Getenv("MUSFEM_FAKE_MARK"))
		os.Exit(0)
	}
	dir, err := os.MkdirTemp("", "musfem-protocol")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	musfemBin = filepath.Join(dir, "musfem")
	out, err := exec.Command("go", "build", "-o", musfemBin, "github.com/musfem/musfem/cmd/musfem").CombinedOutput()
	if err != nil {
		fmt.Fprintf(os.Stderr, "go build: %v\n%s", err, out)
		os.RemoveAll(dir)
		os.Exit(1)
	}
	code := m.Run()
	os.RemoveAll(dir)
	os.Exit(code)
}

// fakeEngine is a misbehaving engine: it answers like musfem serve, but
// at its first start (when the mark file does not exist yet) it crashes,
// hangs, prints garbage, answers with a wrong id or floods a huge line.
func fakeEngine(kind, mark string) {
	caps := ReferenceCapabilities()
	if kind == "protocolo1" {
		caps.Config = protocol1Caps(caps.Config)
	}
	st := &session{srv: &Server{Name: "falso-" + kind, Version: "0", Capabilities: caps, NewEngine: driver.Reference}}
	r := bufio.NewReader(os.Stdin)
	w := bufio.NewWriter(os.Stdout)
	for {
		line, err := readLine(r, 16<<20, true)
		if err != nil {
			return
		}
		var head struct {
			ID int64
			Op string
		}
		_ = json.Unmarshal(line, &head)
		if head.Op == "start" && kind == "protocolo1" {
			// An engine written for protocol 1: a key it does not know is
			// BAD_SETUP (docs/protocol.md §2).
			var req struct{ Rules map[string]json.RawMessage }
			_ = json.Unmarshal(line, &req)
			if k := laterKey(req.Rules); k != "" {
				id := head.ID
				b, _ := json.Marshal(failure(&id, "BAD_SETUP", "", "clave desconocida: "+k))
				w.Write(append(b, '\n'))
				w.Flush()
				continue
			}
		}
		if head.Op == "start" && kind != "protocolo1" {
			if _, err := os.Stat(mark); err != nil {
				_ = os.WriteFile(mark, nil, 0o644)
				fmt.Fprintln(os.Stderr, "falso: me porto mal:", kind)
				switch kind {
				case "crash":
					os.Exit(3)
				case "hang":
					time.Sleep(time.Hour)
				case "garbage":
					fmt.Fprintln(w, "hola, soy un motor")
				case "wrongid":
					fmt.Fprintf(w, `{"id":%d,"ok":true,"events":[]}`+"\n", head.ID+1000)
				case "flood":
					w.WriteString(`{"id":1,"ok":true,"events":["` + strings.Repeat("x", 1<<20) + `"]}` + "\n")
				}
				w.Flush()
				continue
			}
		}
		resp, bye := st.handle(line)
		b, _ := json.Marshal(resp)
		w.Write(append(b, '\n'))
		w.Flush()
		if bye {
			return
		}
	}
}

// protocol1Caps keeps the capabilities of the config keys of protocol 1.
func protocol1Caps(all ConfigCap) ConfigCap {
	var out ConfigCap
	for _, k := range all {
		if config.IsProtocol1Key(k.Key) {
			out = append(out, k)
		}
	}
	return out
}

// laterKey returns a key of rules added after protocol 1, in key order, or
// "".
func laterKey(rules map[string]json.RawMessage) string {
	var later []string
	for k := range rules {
		if !config.IsProtocol1Key(k) {
			later = append(later, k)
		}
	}
	sort.Strings(later)
	if len(later) == 0 {
		return ""
	}
	return later[0]
}

// launchServe launches musfem serve.
func launchServe(t testing.TB) *Client {
	t.Helper()
	c, err := Launch(Options{Command: musfemBin + " serve", Timeout: 20 * time.Second})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { c.Close() })
	return c
}

package protocol

import (
	"bufio"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

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
	st := &session{srv: &Server{Name: "falso-" + kind, Version: "0", Capabilities: ReferenceCapabilities(), NewEngine: driver.Reference}}
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
		if head.Op == "start" {
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

package protocol

import (
	"bufio"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"strings"
	"syscall"
	"time"

	"github.com/musfem/musfem/driver"
)

// The environment of the fake engines (TestMain runs the test binary as
// one when MUSFEM_FAKE is set).
const (
	fakeEnv     = "MUSFEM_FAKE"      // the misbehaviour (fakeEngine)
	fakeMarkEnv = "MUSFEM_FAKE_MARK" // a file that exists once the first start has misbehaved
	fakePidsEnv = "MUSFEM_FAKE_PIDS" // a file where every fake process writes its pid
)

// fakeEngine is a misbehaving engine: it answers like musfem serve, but
// at its first start (when the mark file does not exist yet) or at bye it
// misbehaves as kind says (misbehaveAtStart, afterFirstStart,
// misbehaveAtBye). Kind "sleep" is a child that a fake engine leaves
// behind with its pipes: it sleeps for an hour.
func fakeEngine(kind, mark string) {
	notePid()
	if kind == "sleep" {
		time.Sleep(time.Hour)
		return
	}
	caps := ReferenceCapabilities()
	if kind == "protocolo1" {
		caps.Config = protocol1Caps(caps.Config)
	}
	name := "falso-" + kind
	switch kind {
	case "nombrelargo":
		// A name of 2 MB, control characters included.
		name = "motor\n" + strings.Repeat("ñ", 1<<20)
	case "ruido":
		// 64 MB of standard error before it reads hello.
		chunk := []byte(strings.Repeat("ruido en la salida de error\n", 1<<12))
		for n := 0; n < 64<<20; n += len(chunk) {
			os.Stderr.Write(chunk)
		}
		os.Stderr.WriteString("última línea del ruido\n")
	}
	st := &session{srv: &Server{Name: name, Version: "0", Capabilities: caps, NewEngine: driver.Reference}}
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
		first := false
		if head.Op == "start" && kind != "protocolo1" {
			if _, err := os.Stat(mark); err != nil {
				first = true
				_ = os.WriteFile(mark, nil, 0o644)
				fmt.Fprintln(os.Stderr, "falso: me porto mal:", kind)
				if misbehaveAtStart(kind, head.ID, w) {
					w.Flush()
					continue
				}
			}
		}
		if head.Op == "bye" && misbehaveAtBye(kind, head.ID, w) {
			return
		}
		resp, bye := st.handle(line)
		b, _ := json.Marshal(resp)
		w.Write(append(b, '\n'))
		w.Flush()
		if first {
			afterFirstStart(kind, w)
		}
		if bye {
			return
		}
	}
}

// misbehaveAtStart answers the first start of kind's engine in its own
// way, or reports false to answer it well.
func misbehaveAtStart(kind string, id int64, w *bufio.Writer) bool {
	switch kind {
	case "crash":
		os.Exit(3)
	case "hang":
		time.Sleep(time.Hour)
	case "garbage":
		fmt.Fprintln(w, "hola, soy un motor")
	case "wrongid":
		fmt.Fprintf(w, `{"id":%d,"ok":true,"events":[]}`+"\n", id+1000)
	case "flood":
		w.WriteString(`{"id":1,"ok":true,"events":["` + strings.Repeat("x", 1<<20) + `"]}` + "\n")
	case "orphan":
		// It ends, and its child keeps standard output (and error) open.
		spawnSleeper()
		os.Exit(3)
	case "setsid":
		// It ends, and its child, in a session (and process group) of
		// its own, keeps the pipes open.
		spawnSleeper(ownSession())
		os.Exit(3)
	case "closeout":
		// It closes its standard output and goes on running.
		os.Stdout.Close()
		time.Sleep(time.Hour)
	case "halfline":
		fmt.Fprintf(w, `{"id":%d,"ok":tr`, id)
		w.Flush()
		os.Exit(3)
	case "badutf8":
		fmt.Fprintf(w, `{"id":%d,"ok":false,"error":{"code":"BAD_SETUP","article":null,"detail":"mal `+"\xff\xfe"+`"}}`+"\n", id)
	case "dupkey":
		fmt.Fprintf(w, `{"id":%d,"ok":false,"ok":true,"events":[]}`+"\n", id)
	case "upperkey":
		fmt.Fprintf(w, `{"id":%d,"OK":true,"events":[]}`+"\n", id)
	case "extrafield":
		fmt.Fprintf(w, `{"id":%d,"ok":true,"events":[],"extra":1}`+"\n", id)
	case "okerror":
		fmt.Fprintf(w, `{"id":%d,"ok":true,"error":{"code":"BAD_SETUP","article":null,"detail":"x"},"events":[]}`+"\n", id)
	default:
		return false
	}
	return true
}

// afterFirstStart misbehaves after a good answer to the first start.
func afterFirstStart(kind string, w *bufio.Writer) {
	switch kind {
	case "unsolicited":
		// A line nobody asked for.
		fmt.Fprintln(w, `{"id":0,"ok":true}`)
		w.Flush()
	case "idleexit":
		// It ends between two requests, its child keeping the pipes.
		spawnSleeper()
		os.Exit(3)
	}
}

// misbehaveAtBye ends kind's engine in its own way at bye, or reports
// false to answer it and end well.
func misbehaveAtBye(kind string, id int64, w *bufio.Writer) bool {
	good := fmt.Sprintf(`{"id":%d,"ok":true}`+"\n", id)
	switch kind {
	case "byehalf":
		fmt.Fprintf(w, `{"id":%d,"o`, id)
		w.Flush()
		os.Exit(3)
	case "byeexit":
		w.WriteString(good)
		w.Flush()
		os.Exit(3)
	case "byeafter":
		w.WriteString(good)
		w.WriteString(good)
		w.Flush()
		os.Exit(0)
	case "byehang":
		w.WriteString(good)
		w.Flush()
		time.Sleep(time.Hour)
	case "byeorphan":
		spawnSleeper()
		w.WriteString(good)
		w.Flush()
		os.Exit(0)
	case "byeerror":
		fmt.Fprintf(w, `{"id":%d,"ok":false,"error":{"code":"PROTOCOL","article":null,"detail":"no"}}`+"\n", id)
		w.Flush()
		os.Exit(0)
	default:
		return false
	}
	return true
}

// spawnSleeper starts a child with this process's standard input, output
// and error, which sleeps for an hour; attr, when given, sets how it
// starts.
func spawnSleeper(attr ...*syscall.SysProcAttr) {
	cmd := exec.Command(os.Args[0])
	cmd.Env = append(os.Environ(), fakeEnv+"=sleep")
	if len(attr) > 0 {
		cmd.SysProcAttr = attr[0]
	}
	cmd.Stdin, cmd.Stdout, cmd.Stderr = os.Stdin, os.Stdout, os.Stderr
	if err := cmd.Start(); err != nil {
		fmt.Fprintln(os.Stderr, "falso: no arranca el hijo:", err)
		os.Exit(4)
	}
	// Wait until it has noted its pid, so that the test knows it.
	for i := 0; i < 500 && !hasPid(cmd.Process.Pid); i++ {
		time.Sleep(10 * time.Millisecond)
	}
}

// notePid appends this process's pid to the pids file.
func notePid() {
	f, err := os.OpenFile(os.Getenv(fakePidsEnv), os.O_APPEND|os.O_CREATE|os.O_WRONLY, 0o644)
	if err != nil {
		return
	}
	fmt.Fprintln(f, os.Getpid())
	f.Close()
}

// hasPid reports whether the pids file holds pid.
func hasPid(pid int) bool {
	for _, p := range readPids(os.Getenv(fakePidsEnv)) {
		if p == pid {
			return true
		}
	}
	return false
}

// readPids reads a pids file.
func readPids(path string) []int {
	data, _ := os.ReadFile(path)
	var out []int
	for _, f := range strings.Fields(string(data)) {
		var p int
		if _, err := fmt.Sscan(f, &p); err == nil {
			out = append(out, p)
		}
	}
	return out
}

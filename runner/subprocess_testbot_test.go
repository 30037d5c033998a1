package runner

import (
	"bufio"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"testing"
	"time"
)

// The test binary doubles as a bot: run as "runner.test musfem-testbot
// MODE", it speaks the bot protocol (docs/bots.md) on its standard input
// and output and behaves as MODE says, then exits. The init runs before
// the testing package looks at the arguments.
func init() {
	if len(os.Args) >= 3 && os.Args[1] == "musfem-testbot" {
		os.Exit(testBotMain(os.Args[2], os.Args[3:]))
	}
}

// testBotCommand returns the command line of the test bot in mode, with
// extra arguments.
func testBotCommand(t testing.TB, mode string, args ...string) string {
	t.Helper()
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	cmd := strconv.Quote(exe) + " musfem-testbot " + mode
	for _, a := range args {
		cmd += " " + a
	}
	return cmd
}

// testBotMain is the test bot. Modes:
//
//	trivial    the trivial policy of docs/bots.md (CutMus, Pass, Accept, …)
//	crash      exits with status 3 at the first decide, after a word on stderr
//	hang       reads the requests and never answers a decide
//	sleep MS   answers every decide after sleeping MS milliseconds
//	garbage    answers "hola" to every decide
//	wrongid    answers every decide with the id plus one
//	illegal    answers {"type":"Ordago"} to every decide
//	nohello    prints a banner instead of the hello answer
//	badproto   answers the hello with protocol 2
//	closeout   closes its standard output at the first decide and keeps running
//	says HEX…  answers the n-th decide with the n-th hex-encoded line (in a
//	           loop), "ID" replaced by the request's id
//	closein    closes its standard input, answers the first decide and keeps running
//	flood      answers the first decide with a line of 2 MiB, then plays trivial
//	child      starts a child process that sleeps, then plays trivial
//	echo       writes every request line to stderr, then plays trivial
func testBotMain(mode string, args []string) int {
	in := bufio.NewScanner(os.Stdin)
	in.Buffer(make([]byte, 1<<20), 16<<20)
	out := bufio.NewWriter(os.Stdout)
	say := func(s string) {
		out.WriteString(s + "\n")
		out.Flush()
	}
	if mode == "child" {
		c := exec.Command("sleep", "60")
		if err := c.Start(); err == nil {
			fmt.Fprintf(os.Stderr, "child %d\n", c.Process.Pid)
		}
	}
	decides := 0
	for in.Scan() {
		line := in.Bytes()
		if mode == "echo" {
			fmt.Fprintf(os.Stderr, "%s\n", line)
		}
		var req struct {
			ID          int64           `json:"id"`
			Op          string          `json:"op"`
			Observation json.RawMessage `json:"observation"`
		}
		if err := json.Unmarshal(line, &req); err != nil {
			fmt.Fprintf(os.Stderr, "petición ilegible: %v\n", err)
			return 2
		}
		switch req.Op {
		case "bye":
			return 0
		case "hello":
			switch mode {
			case "nohello":
				say("Bienvenidos a mi bot")
			case "badproto":
				say(fmt.Sprintf(`{"id":%d,"protocol":2,"name":"futuro"}`, req.ID))
			default:
				say(fmt.Sprintf(`{"id":%d,"protocol":1,"name":"testbot-%s"}`, req.ID, mode))
			}
			continue
		}
		decides++
		switch mode {
		case "crash":
			fmt.Fprintln(os.Stderr, "me caigo: división por cero")
			return 3
		case "hang":
			continue
		case "sleep":
			ms, _ := strconv.Atoi(args[0])
			time.Sleep(time.Duration(ms) * time.Millisecond)
		case "garbage":
			say("hola")
			continue
		case "wrongid":
			say(fmt.Sprintf(`{"id":%d,"action":{"type":"Pass"}}`, req.ID+1))
			continue
		case "illegal":
			say(fmt.Sprintf(`{"id":%d,"action":{"type":"Ordago"}}`, req.ID))
			continue
		case "says":
			line, _ := hex.DecodeString(args[(decides-1)%len(args)])
			say(strings.ReplaceAll(string(line), "ID", strconv.FormatInt(req.ID, 10)))
			continue
		case "closein":
			// Close before answering, so that the runner's next request
			// finds the pipe closed however the two processes are scheduled.
			os.Stdin.Close()
			say(fmt.Sprintf(`{"id":%d,"action":%s}`, req.ID, trivialAction(req.Observation)))
			time.Sleep(time.Minute)
			return 0
		case "closeout":
			os.Stdout.Close()
			time.Sleep(time.Minute)
			return 0
		case "flood":
			if decides == 1 {
				say(strings.Repeat("x", 2<<20))
				continue
			}
		}
		say(fmt.Sprintf(`{"id":%d,"action":%s}`, req.ID, trivialAction(req.Observation)))
	}
	return 0
}

// trivialAction is the trivial policy of docs/bots.md, as the skeletons
// play it: cut the mus, pass, accept; otherwise the first legal template
// at its minimum (a discard throws the first cards of the hand).
func trivialAction(obs json.RawMessage) string {
	var o struct {
		Hand  []string `json:"hand"`
		Legal []struct {
			Type string `json:"type"`
			Min  int    `json:"min"`
		} `json:"legal"`
	}
	if err := json.Unmarshal(obs, &o); err != nil || len(o.Legal) == 0 {
		return `{"type":"Pass"}`
	}
	for _, want := range []string{"CutMus", "Pass", "Accept"} {
		for _, t := range o.Legal {
			if t.Type == want {
				return `{"type":"` + want + `"}`
			}
		}
	}
	t := o.Legal[0]
	switch t.Type {
	case "Bet", "Raise":
		return fmt.Sprintf(`{"type":%q,"amount":%d}`, t.Type, t.Min)
	case "Discard":
		cards, _ := json.Marshal(o.Hand[:t.Min])
		return fmt.Sprintf(`{"type":"Discard","cards":%s}`, cards)
	}
	return `{"type":"` + t.Type + `"}`
}

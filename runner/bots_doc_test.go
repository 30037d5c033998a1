package runner

import (
	"bytes"
	"encoding/json"
	"github.com/musfem/musfem/internal/docsession"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
	"github.com/musfem/musfem/config"
	"github.com/musfem/musfem/engine"
)

// docSession returns the runner's lines (">") and the bot's lines ("<") of
// the example session of docs/bots.md.
func docSession(t *testing.T) (sent, answered []string) {
	t.Helper()
	sent, answered, err := docsession.Read("../docs/bots.md")
	if err != nil {
		t.Fatal(err)
	}
	return sent, answered
}

// TestBotsDocSession: the runner's lines of the example session of
// docs/bots.md are what Subprocess sends for seat 1 of the game of seed 7
// with dealer 0 and target 30, two seconds per decision, when the bot cuts
// the mus and passes in grande; and the bot's lines decode as the answers
// Subprocess accepts. (The rules of the hello are compared as rules, so a
// later config key with its default value does not make the frozen page
// wrong.)
func TestBotsDocSession(t *testing.T) {
	sent, answered := docSession(t)
	rules := config.Default()
	rules.FirstDealer = 0
	rules.TargetPoints = 30
	s, _, err := engine.New(rules, engine.Setup{Seed: 7})
	if err != nil {
		t.Fatal(err)
	}
	obs := func() []byte {
		b, err := engine.Canonical(engine.Observe(s, engine.SeatViewer(1)))
		if err != nil {
			t.Fatal(err)
		}
		return b
	}
	want := []string{string(botHelloLine(1, 1, "python3 musfem_bot.py", rules)), string(botDecideLine(2, 2*time.Second, obs()))}
	if s, _, err = engine.Apply(s, 1, engine.CutMus{}); err != nil {
		t.Fatal(err)
	}
	want = append(want, string(botDecideLine(3, 2*time.Second, obs())), `{"id":4,"op":"bye"}`)
	if len(sent) != len(want) {
		t.Fatalf("la sesión tiene %d líneas del ejecutor, se esperaban %d", len(sent), len(want))
	}
	for i := range want {
		w := strings.TrimSuffix(want[i], "\n")
		if i == 0 {
			checkDocHello(t, sent[0], w)
			continue
		}
		if sent[i] != w {
			t.Errorf("línea %d del ejecutor:\n doc: %s\n hoy: %s", i+1, sent[i], w)
		}
	}
	wantActions := []string{"", `{"type":"CutMus"}`, `{"type":"Pass"}`}
	if len(answered) != len(wantActions) {
		t.Fatalf("la sesión tiene %d respuestas del bot, se esperaban %d", len(answered), len(wantActions))
	}
	var h helloAnswer
	if err := engine.DecodeStrict([]byte(answered[0]), &h); err != nil || *h.ID != 1 || *h.Protocol != BotProtocol {
		t.Errorf("respuesta al hello %s: %v", answered[0], err)
	}
	for i := 1; i < len(answered); i++ {
		var a decideAnswer
		if err := engine.DecodeStrict([]byte(answered[i]), &a); err != nil || *a.ID != int64(i+1) {
			t.Fatalf("respuesta %d %s: %v", i+1, answered[i], err)
		}
		if _, err := engine.UnmarshalAction(a.Action); err != nil || string(a.Action) != wantActions[i] {
			t.Errorf("respuesta %d: acción %s, se esperaba %s (%v)", i+1, a.Action, wantActions[i], err)
		}
	}
}

// checkDocHello compares the hello of the page with today's: every field
// but the rules byte for byte, the rules as rules.
func checkDocHello(t *testing.T, doc, today string) {
	t.Helper()
	split := func(line string) (head string, rules json.RawMessage) {
		var m map[string]json.RawMessage
		if err := json.Unmarshal([]byte(line), &m); err != nil {
			t.Fatalf("hello ilegible %s: %v", line, err)
		}
		i := strings.Index(line, `,"rules":`)
		if i < 0 {
			t.Fatalf("hello sin rules: %s", line)
		}
		return line[:i], m["rules"]
	}
	dh, dr := split(doc)
	th, tr := split(today)
	if dh != th {
		t.Errorf("hello:\n doc: %s\n hoy: %s", dh, th)
	}
	docRules, err := config.ParseJSON("docs/bots.md", dr)
	if err != nil {
		t.Fatal(err)
	}
	todayRules, err := config.ParseJSON("hoy", tr)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(config.JSON(docRules), config.JSON(todayRules)) {
		t.Errorf("las reglas del hello difieren:\n%s", cmp.Diff(string(config.JSON(docRules)), string(config.JSON(todayRules))))
	}
}

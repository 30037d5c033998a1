package runner

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"strconv"
	"time"

	"github.com/musfem/musfem/config"
	"github.com/musfem/musfem/engine"
)

// helloAnswer is the bot's answer to hello.
type helloAnswer struct {
	ID       *int64  `json:"id"`
	Protocol *int    `json:"protocol"`
	Name     *string `json:"name"`
}

// decideAnswer is the bot's answer to decide.
type decideAnswer struct {
	ID     *int64          `json:"id"`
	Action json.RawMessage `json:"action"`
}

// botHelloLine is the hello request (docs/bots.md §hello), newline ended.
func botHelloLine(id int64, seat engine.Seat, name string, rules engine.Rules) []byte {
	n, _ := engine.Canonical(name)
	var b bytes.Buffer
	fmt.Fprintf(&b, `{"id":%d,"op":"hello","protocol":%d,"seat":%d,"name":%s,"rules":%s}`+"\n",
		id, BotProtocol, int(seat), n, config.JSON(rules))
	return b.Bytes()
}

// botDecideLine is the decide request (docs/bots.md §decide) for an
// observation already in canonical JSON, newline ended. The time left is
// in whole milliseconds, at least 1; no limit (0) is null.
func botDecideLine(id int64, timeLeft time.Duration, obs []byte) []byte {
	timeMS := "null"
	if timeLeft > 0 {
		timeMS = strconv.FormatInt(max(timeLeft.Milliseconds(), 1), 10)
	}
	var b bytes.Buffer
	fmt.Fprintf(&b, `{"id":%d,"op":"decide","time_ms":%s,"observation":`, id, timeMS)
	b.Write(obs)
	b.WriteString("}\n")
	return b.Bytes()
}

// botAnswerID returns the integer "id" of an answer line, if it has one.
func botAnswerID(line []byte) (int64, bool) {
	var head struct {
		ID json.RawMessage `json:"id"`
	}
	if json.Unmarshal(line, &head) != nil || head.ID == nil {
		return 0, false
	}
	id, err := strconv.ParseInt(string(head.ID), 10, 64)
	return id, err == nil
}

// decodeBotAnswer decodes an answer line strictly into v (a pointer to
// helloAnswer or decideAnswer), with the reason in Spanish.
func decodeBotAnswer(line []byte, v any) error {
	if !json.Valid(line) {
		return errors.New("no es JSON")
	}
	if line[0] != '{' {
		return errors.New("no es un objeto JSON")
	}
	err := engine.DecodeStrict(line, v)
	var te *json.UnmarshalTypeError
	if errors.As(err, &te) {
		return fmt.Errorf("el campo %q no es del tipo del protocolo", te.Field)
	}
	return err
}

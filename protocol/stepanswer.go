package protocol

import (
	"bytes"
	"strconv"

	"github.com/musfem/musfem/driver"
)

// stepAnswerTail returns the canonical answer to an accepted step with
// result res, from its "ok" on: `"ok":true,"events":[…],"observations":
// […],"legal":[…]}`, the fields of response in their order. The server
// writes exactly these bytes after `{"id":N,` (TestStepExpect). They
// are written directly, not through encoding/json, because certification
// builds one for every step of every differential game.
func stepAnswerTail(res driver.StepResult) ([]byte, error) {
	b := make([]byte, 0, 4096)
	b = append(b, `"ok":true,"events":[`...)
	for i, e := range res.Events {
		if i > 0 {
			b = append(b, ',')
		}
		eb, err := e.MarshalJSON()
		if err != nil {
			return nil, err
		}
		b = append(b, eb...)
	}
	b = append(b, `],"observations":[`...)
	for i := range res.Observations {
		if i > 0 {
			b = append(b, ',')
		}
		var err error
		if b, err = res.Observations[i].AppendJSON(b); err != nil {
			return nil, err
		}
	}
	b = append(b, `],"legal":[`...)
	for i, ts := range res.Legal {
		if i > 0 {
			b = append(b, ',')
		}
		b = append(b, '[')
		for j, t := range ts {
			if j > 0 {
				b = append(b, ',')
			}
			tb, err := t.MarshalJSON()
			if err != nil {
				return nil, err
			}
			b = append(b, tb...)
		}
		b = append(b, ']')
	}
	return append(b, "]}"...), nil
}

// isAnswer reports whether line is the answer to request id with the
// canonical tail (stepAnswerTail), byte for byte.
func isAnswer(line []byte, id int64, tail []byte) bool {
	head := `{"id":` + strconv.FormatInt(id, 10) + `,`
	return len(line) == len(head)+len(tail) && string(line[:len(head)]) == head && bytes.Equal(line[len(head):], tail)
}

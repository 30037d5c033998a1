package protocol

import (
	"bytes"
	"encoding/json"
	"fmt"
)

// answerKeys are the fields an answer may carry (docs/protocol.md,
// docs/protocol-v2.md, docs/protocol-v3.md), spelled exactly.
var answerKeys = [...]string{"id", "ok", "error", "protocol", "engine", "capabilities", "events", "observation", "observations", "legal"}

// checkAnswerKeys checks the keys of an answer object: each one of
// answerKeys exactly as spelled, none repeated. encoding/json alone takes
// "OK" for "ok" and keeps the last of two "ok"s. obj is a valid JSON
// object (json.Valid); only its own keys are looked at, in one pass and
// without decoding the values: the catalog's decoders check the nested
// objects strictly themselves.
func checkAnswerKeys(obj []byte) error {
	var seen [len(answerKeys)]bool // indexed like answerKeys
	depth, wantKey := 0, false
	for i := 0; i < len(obj); i++ {
		switch obj[i] {
		case '{', '[':
			depth++
			wantKey = depth == 1
		case '}', ']':
			depth--
		case ',':
			wantKey = depth == 1
		case '"':
			j := stringEnd(obj, i)
			if wantKey {
				if err := markKey(obj[i:j+1], &seen); err != nil {
					return err
				}
				wantKey = false
			}
			i = j
		}
	}
	return nil
}

// markKey marks the key raw (a JSON string, quotes included) as seen.
func markKey(raw []byte, seen *[len(answerKeys)]bool) error {
	key := string(raw[1 : len(raw)-1])
	if bytes.IndexByte(raw, '\\') >= 0 {
		if err := json.Unmarshal(raw, &key); err != nil {
			return err
		}
	}
	for k, name := range answerKeys {
		if key == name {
			if seen[k] {
				return fmt.Errorf("campo %q repetido", key)
			}
			seen[k] = true
			return nil
		}
	}
	return fmt.Errorf("campo desconocido %q", key)
}

// stringEnd returns the index of the quote that ends the JSON string
// whose opening quote is at obj[i] (len(obj)-1 if it does not end).
func stringEnd(obj []byte, i int) int {
	for j := i + 1; j < len(obj); j++ {
		switch obj[j] {
		case '\\':
			j++
		case '"':
			return j
		}
	}
	return len(obj) - 1
}

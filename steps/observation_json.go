package steps

import (
	"bytes"
	"encoding/json"
	"fmt"

	"github.com/musfem/musfem/driver"
)

// plainObservation is an Observation without its MarshalJSON: what
// encoding/json writes from its fields and their tags.
type plainObservation driver.Observation

// observationJSON writes what the engine's observation says as the protocol
// carries it (docs/protocol.md), and checks it against what encoding/json
// writes from the observation's fields: an observation whose JSON says
// something else than the observation (a bet left out, a number in another
// base, the developer's stock dropped) would be read wrong by every
// program that talks to the engine. what names the viewer.
func observationJSON(o driver.Observation, what string) ([]byte, error) {
	got, err := json.Marshal(o)
	if err != nil {
		return nil, fmt.Errorf("la observación %s no se puede escribir en JSON: %v", what, err)
	}
	want, err := json.Marshal(plainObservation(o))
	if err != nil {
		return nil, fmt.Errorf("la observación %s no se puede escribir en JSON: %v", what, err)
	}
	if !bytes.Equal(got, want) {
		return nil, fmt.Errorf("la observación %s, escrita en JSON, no dice lo mismo que sus campos:\n%s\nlos campos dicen\n%s", what, got, want)
	}
	return got, nil
}

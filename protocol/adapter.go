package protocol

import (
	"fmt"

	"github.com/musfem/musfem/reference"
)

// checkAdapter checks the adapter behaviours of a hello answer: only
// protocol 3 has them, and each must be one of reference.AdapterBehaviours,
// named once.
func checkAdapter(protocol int, adapter []string) error {
	if len(adapter) == 0 {
		return nil
	}
	if protocol < Protocol3 {
		return fmt.Errorf("\"adapter\" solo existe desde el protocolo 3 (el motor habla el %d)", protocol)
	}
	seen := map[string]bool{}
	for _, a := range adapter {
		known := false
		for _, b := range reference.AdapterBehaviours {
			known = known || b.Name == a
		}
		if !known {
			return fmt.Errorf("\"adapter\": %q no es una conducta conocida (docs/protocol-v3.md)", a)
		}
		if seen[a] {
			return fmt.Errorf("\"adapter\": %q está repetida", a)
		}
		seen[a] = true
	}
	return nil
}

package protocol

import (
	"fmt"

	"github.com/musfem/musfem/reference"
)

// checkAdapter checks the adapter behaviours of a hello answer: only
// protocols 3 and 4 have them, each must be one of the behaviours of the
// protocol spoken (reference.AdapterBehavioursOf), named once.
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
		for _, b := range reference.AdapterBehavioursOf(protocol) {
			known = known || b.Name == a
		}
		if !known {
			return fmt.Errorf("\"adapter\": %q no es una conducta del protocolo %d (%s)", a, protocol, protocolDoc(protocol))
		}
		if seen[a] {
			return fmt.Errorf("\"adapter\": %q está repetida", a)
		}
		seen[a] = true
	}
	return nil
}

// protocolDoc names the document of a protocol version.
func protocolDoc(v int) string {
	if v <= Protocol1 {
		return "docs/protocol.md"
	}
	return fmt.Sprintf("docs/protocol-v%d.md", v)
}

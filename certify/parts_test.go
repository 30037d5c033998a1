package certify

import (
	"testing"
)

// testKey is the key the parts of these tests are sealed under.
var testKey = mustKey("clave de las pruebas de los lotes", "la prueba")

// mustKey returns the key of secret.
func mustKey(secret, source string) PartKey {
	k, err := NewPartKey([]byte(secret), source)
	if err != nil {
		panic(err)
	}
	return k
}

// sealedParts collects the n parts of a run, each sealed as musfem
// certify --lote writes it and read back from its JSON.
func sealedParts(t *testing.T, o Options, n int) []*Results {
	t.Helper()
	var out []*Results
	for _, p := range collectBatches(t, o, n) {
		p.Producer.Timeout = "10s"
		if err := p.Seal(testKey); err != nil {
			t.Fatal(err)
		}
		out = append(out, viaJSON(t, p))
	}
	return out
}

// files names parts as --unir reads them.
func files(parts ...*Results) []PartFile {
	var out []PartFile
	for i, p := range parts {
		out = append(out, PartFile{Path: "lotes/parte-" + string(rune('a'+i)) + ".json", Results: p})
	}
	return out
}

// clone copies a part through its JSON.
func clone(t *testing.T, r *Results) *Results { return viaJSON(t, r) }

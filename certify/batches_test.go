package certify

import (
	"encoding/json"
	"testing"
)

// viaJSON returns the results of a batch as they come back from their
// JSON: the batches of a certification travel as files (--lote K/N,
// --salida) before they are joined (--unir).
func viaJSON(t *testing.T, r *Results) *Results {
	t.Helper()
	b, err := json.Marshal(r)
	if err != nil {
		t.Fatal(err)
	}
	var back Results
	if err := json.Unmarshal(b, &back); err != nil {
		t.Fatal(err)
	}
	return &back
}

// collectBatches collects the n batches of a run, each through its JSON.
func collectBatches(t *testing.T, o Options, n int) []*Results {
	t.Helper()
	var parts []*Results
	for k := 1; k <= n; k++ {
		p := o
		p.Part, p.Parts = k, n
		r, err := Collect(p)
		if err != nil {
			t.Fatal(err)
		}
		parts = append(parts, viaJSON(t, r))
	}
	return parts
}

// joinedCertificate joins batches in the order given and returns the JSON
// of the certificate they build.
func joinedCertificate(t *testing.T, parts ...*Results) []byte {
	t.Helper()
	joined, err := Join(parts)
	if err != nil {
		t.Fatal(err)
	}
	rep, err := Build(joined)
	if err != nil {
		t.Fatal(err)
	}
	got, err := rep.JSON()
	if err != nil {
		t.Fatal(err)
	}
	return got
}

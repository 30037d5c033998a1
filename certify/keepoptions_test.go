package certify

import "testing"

// TestKeepOptionsKeepsEachOptionWhole: each option, with its value when it
// has one, goes whole into a code element that does not break, and the
// rest of the sentence is escaped.
func TestKeepOptionsKeepsEachOptionWhole(t *testing.T) {
	for in, want := range map[string]string{
		"muestra repartida por los cinco lances; --comparaciones todas las juega todas": `muestra repartida por los cinco lances; <code class="opcion">--comparaciones todas</code> las juega todas`,
		"catálogo v2; musfem --version).":                                               `catálogo v2; musfem <code class="opcion">--version</code>).`,
		"a < b -- nada":                                                                 `a &lt; b -- nada`,
		"sin opciones":                                                                  `sin opciones`,
	} {
		if got := string(keepOptions(in)); got != want {
			t.Errorf("keepOptions(%q) = %q, want %q", in, got, want)
		}
	}
}

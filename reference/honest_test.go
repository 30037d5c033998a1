package reference

import (
	"os"
	"slices"
	"strings"
	"testing"
	"testing/fstest"
)

// unbuiltPhrases are the words with which a justification says that
// something is merely not built yet. "Impossible by construction" must
// say why the digital game cannot let it happen at all; an article that is
// only unbuilt is enforceable and must show "sin cubrir", never "no
// aplica" (issue 10).
var unbuiltPhrases = []string{
	"no implementad", "no está implementad", "no están implementad", "sin implementar",
	"versión 1", "versión posterior", "versión futura", "queda para", "quedan para",
	"todavía no", "aún no",
}

// unbuiltImpossible returns, for every article or chapter of kind
// impossible whose justification says it is merely not implemented, its id
// and the phrase that gives it away.
func unbuiltImpossible(c *Catalog) []string {
	var out []string
	for _, a := range c.Articles() {
		if a.Kind != KindImpossible {
			continue
		}
		j := strings.ToLower(a.Justification)
		for _, p := range unbuiltPhrases {
			if strings.Contains(j, p) {
				out = append(out, a.ID+": «"+p+"»")
				break
			}
		}
	}
	return out
}

// TestImpossibleIsNotMerelyUnbuilt refuses an entry of kind "impossible"
// whose justification says it is merely not implemented: not implemented is
// not impossible (issue 10).
func TestImpossibleIsNotMerelyUnbuilt(t *testing.T) {
	for _, p := range unbuiltImpossible(mustLoad(t)) {
		t.Errorf("%s: un artículo «impossible» cuya justificación dice que no está implementado; no implementado no es imposible: póngale su tipo (enforced, option…) para que salga «sin cubrir»", p)
	}
}

// TestUnbuiltCheckCatchesTheOldChapterVIII runs the check on the catalog
// with the chapter VIII of before issue 10 (testdata/fem-08-viii-v1.toml,
// where VIII.1–VIII.7 were "impossible" because "no están implementadas en
// la versión 1"): it must name the six that said so, so the check can fail.
// The old VIII.5 gave a reason of construction (no conversation channel to
// ask for or agree señas) and is not named.
func TestUnbuiltCheckCatchesTheOldChapterVIII(t *testing.T) {
	old, err := os.ReadFile("testdata/fem-08-viii-v1.toml")
	if err != nil {
		t.Fatal(err)
	}
	m := realFS(t)
	m["fem-08-viii.toml"] = &fstest.MapFile{Data: old}
	// Catalog 2 sets VIII.3 and VIII.5 aside, which the old chapter,
	// where they were impossible, does not allow; and engine/rules_keys.go ties
	// signal_moment to VIII.5, which the old chapter did not know.
	replace(t, m, "convenciones.toml", `sets_aside = ["FEM-VIII.3", "FEM-VIII.5"]`, ``)
	replace(t, m, "convenciones.toml", `sets_aside_when = [{ key = "signal_moment", value = "cada_corte" }]`, ``)
	replace(t, m, "fem-08-viii.toml", `justification = "Sin señas ni canal de conversación no se pueden pedir ni pactar señas."`,
		`config_keys = ["signal_moment"]
justification = "Sin señas ni canal de conversación no se pueden pedir ni pactar señas."`)
	c, err := LoadFS(m)
	if err != nil {
		t.Fatalf("LoadFS with the old chapter VIII: %v", err)
	}
	got := unbuiltImpossible(c)
	var ids []string
	for _, p := range got {
		ids = append(ids, strings.SplitN(p, ":", 2)[0])
	}
	want := []string{"FEM-VIII.1", "FEM-VIII.2", "FEM-VIII.3", "FEM-VIII.4", "FEM-VIII.6", "FEM-VIII.7"}
	if !slices.Equal(ids, want) {
		t.Errorf("the check on the old chapter VIII names %v, want %v (phrases: %v)", ids, want, got)
	}
}

package mutantes

import (
	"os"
	"path/filepath"
	"time"
)

// built is what every use of the campaign's build needs: the module
// root (absolute) and its equivalents files, the fingerprints, the
// mutants, the folder of the build and the mutants that do not compile.
type built struct {
	root    string
	eqs     Justifications
	fp      [3]string // CodeInputs, ScenarioInputs, AllInputs
	g       *Generated
	dir     string
	dropped map[int]string
}

// prepare reads the equivalents files of the module at root, generates
// the mutants and builds the harness (mutantes/juez), or takes the build
// from the cache folder named by the code's fingerprint.
func prepare(root, cache string, logf func(string, ...any)) (*built, error) {
	var b built
	var err error
	if root, err = filepath.Abs(root); err != nil {
		return nil, err
	}
	if b.eqs, err = LoadEquivalents(root); err != nil {
		return nil, err
	}
	b.root = root
	for i, set := range []InputSet{CodeInputs, ScenarioInputs, AllInputs} {
		if b.fp[i], err = Fingerprint(root, set); err != nil {
			return nil, err
		}
	}
	b.dir = filepath.Join(cache, b.fp[0][:16])
	if err := os.MkdirAll(b.dir, 0o755); err != nil {
		return nil, err
	}
	if b.g, err = GenerateWithArticles(root); err != nil {
		return nil, err
	}
	logf("%d mutantes de engine/ (caché %s)", len(b.g.Mutants), b.dir)
	buildFile := filepath.Join(b.dir, "compilacion.json")
	if !readJSON(buildFile, &b.dropped) || !exists(filepath.Join(b.dir, "juez")) || !exists(filepath.Join(b.dir, "overlay.json")) {
		start := time.Now()
		if b.dropped, err = b.g.Build(b.dir, logf); err != nil {
			return nil, err
		}
		if err := writeJSON(buildFile, b.dropped); err != nil {
			return nil, err
		}
		logf("esquema compilado en %s: %d mutantes no compilan", time.Since(start).Round(time.Second), len(b.dropped))
	}
	return &b, nil
}

// ObserveOptions configure an observation without a campaign
// (cmd/mutantes --observar).
type ObserveOptions struct {
	Root, CacheDir string
	Workers        int
	Only           func(*Mutant) bool // the mutants to look at (all when nil)
	// All observes every compiled mutant Only accepts; otherwise only
	// those an [[equivalente]] entry names and that are not known to be
	// detected — by a result in the cache of this build or, failing that,
	// by the committed report (reports/mutantes.json, by key): the ones a
	// campaign would ask the observer about, as far as is known without
	// judging.
	All bool
	Log func(string, ...any)
}

// Observed is one mutant the observer looked at.
type Observed struct {
	Mutant *Mutant
	Observation
	Entry *Equivalence // the [[equivalente]] entry that names it, if any
}

// ObserveOnly builds (or takes from the cache) the harness and the
// observer, and observes the mutants the options select; it judges
// nothing against the specification.
func ObserveOnly(o ObserveOptions) ([]Observed, error) {
	logf := o.Log
	if logf == nil {
		logf = func(string, ...any) {}
	}
	b, err := prepare(o.Root, o.CacheDir, logf)
	if err != nil {
		return nil, err
	}
	root, eqs := b.root, b.eqs
	detected := knownDetected(root, b)
	var ms []*Mutant
	entry := map[int]*Equivalence{}
	for _, m := range b.g.Mutants {
		if _, bad := b.dropped[m.ID]; bad || (o.Only != nil && !o.Only(m)) {
			continue
		}
		for i := range eqs.Equivalents {
			if eqs.Equivalents[i].Matches(m.Key) {
				entry[m.ID] = &eqs.Equivalents[i]
				break
			}
		}
		if o.All || entry[m.ID] != nil && !detected[m.Key] {
			ms = append(ms, m)
		}
	}
	obs, err := Observe(root, b.dir, b.g, ms, o.Workers, logf)
	if err != nil {
		return nil, err
	}
	out := make([]Observed, 0, len(ms))
	for _, m := range ms {
		out = append(out, Observed{Mutant: m, Observation: obs[m.ID], Entry: entry[m.ID]})
	}
	return out, nil
}

// knownDetected returns the keys of the mutants known to be detected
// (killed or timed out): by the latest result in the build's cache, or
// else by the committed report.
func knownDetected(root string, b *built) map[string]bool {
	out := map[string]bool{}
	var rep struct {
		Mutants []struct {
			Key    string `json:"key"`
			Status Status `json:"status"`
		} `json:"mutants"`
	}
	if readJSON(filepath.Join(root, "reports", "mutantes.json"), &rep) {
		for _, m := range rep.Mutants {
			out[m.Key] = m.Status == Killed || m.Status == TimedOut
		}
	}
	if old, err := readResults(filepath.Join(b.dir, "resultados.jsonl"), b.g); err == nil {
		for id, rs := range old {
			var latest Result
			for _, r := range rs {
				if r.seq > latest.seq {
					latest = r
				}
			}
			out[b.g.Mutants[id-1].Key] = latest.Status == Killed || latest.Status == TimedOut
		}
	}
	return out
}

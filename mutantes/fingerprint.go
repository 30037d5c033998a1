package mutantes

import (
	"crypto/sha256"
	"encoding/hex"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"
)

// The fingerprints of a campaign, SHA-256 of files (test files never
// count):
//
//   - the code: engine/ (the code mutated), what runs the specification
//     (the step definitions of steps/, escenarios/, driver/, the golden fixtures
//     of fixtures/seeds/ and the code that checks them), the generator,
//     the schema and the harness (mutantes/generate.go, schema.go, build.go,
//     mutantes/juez/), internal/mutant, and every other package of the
//     module they import, with the files it embeds (harnessDeps,
//     TestFingerprintCoversWhatTheHarnessImports). It names the cache of
//     the build: the harness is built from this code;
//   - the scenarios: features/. The harness reads them from disk, so a new
//     scenario needs no new build, and a mutant killed by a scenario whose
//     text did not change stays killed (campaign.go);
//   - everything: both, plus what only changes what the report says: the
//     rest of this package and the equivalents files (the catalog the
//     articles come from, reference/data/, is in the code already). The committed report
//     records it and TestCommittedReportIsFresh recomputes it.

// resultsFiles are the files of this package that change the results.
var resultsFiles = map[string]bool{"mutantes/generate.go": true, "mutantes/schema.go": true, "mutantes/build.go": true}

// harnessDeps are the other packages of the module that the harness and
// the specification import (go list -deps), whose code and embedded data
// can change a verdict: the rules loader and its default rules, the
// catalog of articles, the time rules of FEM IV.1…
var harnessDeps = []string{"config", "evidence", "features", "internal/docjson", "internal/errtext", "reference", "tiempo"}

// InputSet selects the fingerprinted files.
type InputSet int

// The sets of inputs: the code that the harness is built from (everything
// that changes a result but the scenarios, which it reads from disk), the
// scenarios, and everything the report depends on.
const (
	CodeInputs InputSet = iota
	ScenarioInputs
	AllInputs
)

// Inputs lists the fingerprinted files of a set under root, sorted, with
// "/" separators.
func Inputs(root string, set InputSet) ([]string, error) {
	type dir struct {
		dir  string
		keep func(string) bool
	}
	code := []dir{
		{"engine", goSource},
		{"steps", goSource},
		{"escenarios", goSource},
		{"driver", goSource},
		{"fixtures", func(p string) bool { return goSource(p) || strings.HasPrefix(p, "fixtures/seeds/") }},
		{"internal/mutant", goSource},
		{"mutantes", func(p string) bool {
			return goSource(p) && (set == AllInputs || resultsFiles[p] || strings.HasPrefix(p, "mutantes/juez/"))
		}},
	}
	for _, d := range harnessDeps {
		code = append(code, dir{d, func(p string) bool {
			// features/'s own scenarios are the scenario set; the TOML
			// files are embedded data (config/rules.default.toml…).
			return goSource(p) || (strings.HasSuffix(p, ".toml") && !strings.HasPrefix(p, "features/"))
		}})
	}
	scenarios := []dir{{"features", suffix(".feature")}}
	var dirs []dir
	switch set {
	case CodeInputs:
		dirs = code
	case ScenarioInputs:
		dirs = scenarios
	default:
		dirs = append(code, scenarios...)
	}
	var out []string
	for _, d := range dirs {
		err := filepath.WalkDir(filepath.Join(root, d.dir), func(p string, e fs.DirEntry, err error) error {
			if err != nil || e.IsDir() {
				return err
			}
			rel, err := filepath.Rel(root, p)
			if err != nil {
				return err
			}
			rel = filepath.ToSlash(rel)
			if d.keep(rel) {
				out = append(out, rel)
			}
			return nil
		})
		if err != nil {
			return nil, err
		}
	}
	if set == AllInputs {
		eq, err := EquivalentsFiles(root)
		if err != nil {
			return nil, err
		}
		out = append(out, eq...)
	}
	sort.Strings(out)
	return out, nil
}

func goSource(p string) bool { return strings.HasSuffix(p, ".go") && !strings.HasSuffix(p, "_test.go") }

func suffix(s string) func(string) bool {
	return func(p string) bool { return strings.HasSuffix(p, s) }
}

// Fingerprint hashes the files of a set (their paths and contents) under
// root.
func Fingerprint(root string, set InputSet) (string, error) {
	files, err := Inputs(root, set)
	if err != nil {
		return "", err
	}
	return hashFiles(root, files)
}

// hashFiles hashes files (their names, with "/" separators, relative to
// dir, and the SHA-256 of their contents), in the given order.
func hashFiles(dir string, names []string) (string, error) {
	h := sha256.New()
	for _, f := range names {
		data, err := os.ReadFile(filepath.Join(dir, filepath.FromSlash(f)))
		if err != nil {
			return "", err
		}
		sum := sha256.Sum256(data)
		h.Write([]byte(f))
		h.Write([]byte{0})
		h.Write(sum[:])
	}
	return hex.EncodeToString(h.Sum(nil)), nil
}

package mutantes

import (
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"

	"github.com/BurntSushi/toml"
)

// EquivalentsDir is where the survivors are justified, in Spanish: one
// TOML file per file of engine/ (betting.toml for engine/betting.go,
// read in the order of their names), so that each is reviewed next to the
// code it speaks of, with two kinds of entry:
//
//   - [[equivalente]] names mutants that change no behaviour, by their key
//     (Mutant.Key), and gives the reason. A key with * is a pattern (*
//     stands for any text) that covers the survivors it matches, so that
//     one reason serves the mutants it holds for (every mutant of a
//     function that only reserves capacity, say); a key without * names
//     one mutant;
//   - [[fuera]] names functions, by "file|function" (a pattern too), that
//     the specification cannot reach because driver.Engine never runs them
//     — helpers for other packages — and gives the reason. Their mutants are "fuera del
//     contrato": out of the score, listed apart.
//
// The files are reviewed like code: make mutantes refuses an entry that
// matches no mutant, a plain key whose mutant is detected, a pattern that
// matches no survivor, and a [[fuera]] function that a scenario or a
// fixture reaches (one of its mutants has coverage); each refusal names
// the file.
const EquivalentsDir = "mutantes/equivalentes"

// Equivalence is one [[equivalente]] entry of an equivalents file.
type Equivalence struct {
	Key    string `toml:"clave" json:"key"`
	Reason string `toml:"motivo" json:"reason"`
	File   string `toml:"-" json:"-"` // the file it is written in
}

// OutOfContract is one [[fuera]] entry of an equivalents file.
type OutOfContract struct {
	Func   string `toml:"funcion" json:"func"` // "engine/fault.go|(*State).lanceKey", a pattern with *
	Reason string `toml:"motivo" json:"reason"`
	File   string `toml:"-" json:"-"`
}

// Matches reports whether the entry covers a mutant.
func (o OutOfContract) Matches(m *Mutant) bool {
	return (Equivalence{Key: o.Func}).Matches(m.File + "|" + m.Func)
}

// Pattern reports whether the entry's key is a pattern.
func (e Equivalence) Pattern() bool { return strings.Contains(e.Key, "*") }

// Matches reports whether the entry covers a mutant's key.
func (e Equivalence) Matches(key string) bool {
	if !e.Pattern() {
		return e.Key == key
	}
	return glob(e.Key, key)
}

// glob matches s against a pattern where * stands for any text.
func glob(pattern, s string) bool {
	parts := strings.Split(pattern, "*")
	if !strings.HasPrefix(s, parts[0]) {
		return false
	}
	s = s[len(parts[0]):]
	last := parts[len(parts)-1]
	for _, p := range parts[1 : len(parts)-1] {
		i := strings.Index(s, p)
		if i < 0 {
			return false
		}
		s = s[i+len(p):]
	}
	return strings.HasSuffix(s, last) && len(s) >= len(last)
}

// Justifications is the content of the equivalents files.
type Justifications struct {
	Equivalents []Equivalence   `toml:"equivalente"`
	Outside     []OutOfContract `toml:"fuera"`
}

// EquivalentsFiles lists the equivalents files under root, sorted, with
// "/" separators.
func EquivalentsFiles(root string) ([]string, error) {
	ents, err := os.ReadDir(filepath.Join(root, filepath.FromSlash(EquivalentsDir)))
	if err != nil {
		return nil, err
	}
	var out []string
	for _, e := range ents {
		if !e.IsDir() && strings.HasSuffix(e.Name(), ".toml") {
			out = append(out, EquivalentsDir+"/"+e.Name())
		}
	}
	sort.Strings(out)
	return out, nil
}

// LoadEquivalents reads every equivalents file under root.
func LoadEquivalents(root string) (Justifications, error) {
	var all Justifications
	files, err := EquivalentsFiles(root)
	if err != nil {
		return all, err
	}
	seen := map[string]string{}
	for _, f := range files {
		var doc Justifications
		data, err := os.ReadFile(filepath.Join(root, filepath.FromSlash(f)))
		if err != nil {
			return all, err
		}
		md, err := toml.Decode(string(data), &doc)
		if err != nil {
			return all, fmt.Errorf("%s: %v", f, err)
		}
		if un := md.Undecoded(); len(un) > 0 {
			return all, fmt.Errorf("%s: clave desconocida %s", f, un[0])
		}
		for i, o := range doc.Outside {
			if o.Func == "" || strings.TrimSpace(o.Reason) == "" {
				return all, fmt.Errorf("%s: la entrada fuera %d necesita funcion y motivo", f, i+1)
			}
			o.File = f
			all.Outside = append(all.Outside, o)
		}
		for i, e := range doc.Equivalents {
			switch {
			case e.Key == "":
				return all, fmt.Errorf("%s: el equivalente %d no tiene clave", f, i+1)
			case strings.TrimSpace(e.Reason) == "":
				return all, fmt.Errorf("%s: el equivalente %q no dice por qué", f, e.Key)
			case seen[e.Key] != "":
				return all, fmt.Errorf("%s: el equivalente %q ya está en %s", f, e.Key, seen[e.Key])
			}
			seen[e.Key] = f
			e.File = f
			all.Equivalents = append(all.Equivalents, e)
		}
	}
	return all, nil
}

// outside reports whether a [[fuera]] entry names the mutant's function.
func (j Justifications) outside(m *Mutant) bool {
	for _, o := range j.Outside {
		if o.Matches(m) {
			return true
		}
	}
	return false
}

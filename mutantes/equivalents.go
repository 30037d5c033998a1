package mutantes

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/BurntSushi/toml"
)

// EquivalentsFile is where the survivors are justified, in Spanish, in two
// kinds of entry:
//
//   - [[equivalente]] names mutants that change no behaviour, by their key
//     (Mutant.Key), and gives the reason. A key with * is a pattern (*
//     stands for any text) that covers the survivors it matches, so that
//     one reason serves the mutants it holds for (every mutant of a
//     function that only reserves capacity, say); a key without * names
//     one mutant;
//   - [[fuera]] names functions, by "file|function" (a pattern too), that
//     the specification cannot reach because driver.Engine never runs them
//     — the hooks of the faulty engines, with the fault off; helpers for
//     other packages — and gives the reason. Their mutants are "fuera del
//     contrato": out of the score, listed apart.
//
// The file is reviewed like code: make mutantes refuses an entry that
// matches no mutant, a plain key whose mutant is detected, a pattern that
// matches no survivor, and a [[fuera]] function that a scenario or a
// fixture reaches (one of its mutants has coverage).
const EquivalentsFile = "mutantes/equivalentes.toml"

// Equivalence is one entry of the equivalents file.
type Equivalence struct {
	Key    string `toml:"clave" json:"key"`
	Reason string `toml:"motivo" json:"reason"`
}

// OutOfContract is one [[fuera]] entry of the equivalents file.
type OutOfContract struct {
	Func   string `toml:"funcion" json:"func"` // "engine/fault.go|(*State).lanceKey", a pattern with *
	Reason string `toml:"motivo" json:"reason"`
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

// Justifications is the content of the equivalents file.
type Justifications struct {
	Equivalents []Equivalence   `toml:"equivalente"`
	Outside     []OutOfContract `toml:"fuera"`
}

// LoadEquivalents reads the equivalents file under root.
func LoadEquivalents(root string) (Justifications, error) {
	var doc Justifications
	data, err := os.ReadFile(filepath.Join(root, EquivalentsFile))
	if err != nil {
		return doc, err
	}
	md, err := toml.Decode(string(data), &doc)
	if err != nil {
		return doc, fmt.Errorf("%s: %v", EquivalentsFile, err)
	}
	if un := md.Undecoded(); len(un) > 0 {
		return doc, fmt.Errorf("%s: clave desconocida %s", EquivalentsFile, un[0])
	}
	for i, o := range doc.Outside {
		if o.Func == "" || strings.TrimSpace(o.Reason) == "" {
			return doc, fmt.Errorf("%s: la entrada fuera %d necesita funcion y motivo", EquivalentsFile, i+1)
		}
	}
	seen := map[string]bool{}
	for i, e := range doc.Equivalents {
		switch {
		case e.Key == "":
			return doc, fmt.Errorf("%s: el equivalente %d no tiene clave", EquivalentsFile, i+1)
		case strings.TrimSpace(e.Reason) == "":
			return doc, fmt.Errorf("%s: el equivalente %q no dice por qué", EquivalentsFile, e.Key)
		case seen[e.Key]:
			return doc, fmt.Errorf("%s: el equivalente %q aparece dos veces", EquivalentsFile, e.Key)
		}
		seen[e.Key] = true
	}
	return doc, nil
}

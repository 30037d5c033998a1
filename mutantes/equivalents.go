package mutantes

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/BurntSushi/toml"
)

// EquivalentsFile is where the mutants that change no behaviour are
// justified, one [[equivalente]] per mutant: its key (Mutant.Key) and the
// reason, in Spanish. It is reviewed like code: make mutantes refuses an
// entry whose mutant does not exist any more or is killed.
const EquivalentsFile = "mutantes/equivalentes.toml"

// Equivalence is one entry of the equivalents file.
type Equivalence struct {
	Key    string `toml:"clave" json:"key"`
	Reason string `toml:"motivo" json:"reason"`
}

// LoadEquivalents reads the equivalents file under root.
func LoadEquivalents(root string) ([]Equivalence, error) {
	data, err := os.ReadFile(filepath.Join(root, EquivalentsFile))
	if err != nil {
		return nil, err
	}
	var doc struct {
		Equivalente []Equivalence `toml:"equivalente"`
	}
	md, err := toml.Decode(string(data), &doc)
	if err != nil {
		return nil, fmt.Errorf("%s: %v", EquivalentsFile, err)
	}
	if un := md.Undecoded(); len(un) > 0 {
		return nil, fmt.Errorf("%s: clave desconocida %s", EquivalentsFile, un[0])
	}
	seen := map[string]bool{}
	for i, e := range doc.Equivalente {
		switch {
		case e.Key == "":
			return nil, fmt.Errorf("%s: el equivalente %d no tiene clave", EquivalentsFile, i+1)
		case strings.TrimSpace(e.Reason) == "":
			return nil, fmt.Errorf("%s: el equivalente %q no dice por qué", EquivalentsFile, e.Key)
		case seen[e.Key]:
			return nil, fmt.Errorf("%s: el equivalente %q aparece dos veces", EquivalentsFile, e.Key)
		}
		seen[e.Key] = true
	}
	return doc.Equivalente, nil
}

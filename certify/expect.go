package certify

import (
	"fmt"
	"os"

	"github.com/BurntSushi/toml"
)

// Expectation is a known failure declared outside the suite
// (web-platform-tests style): listed, never counted as a pass.
type Expectation struct {
	Articulo string `toml:"articulo"`
	Motivo   string `toml:"motivo"`
}

// LoadExpectations reads an expectations file:
//
//	[[esperado]]
//	articulo = "FEM-VI.4"
//	motivo = "…"
func LoadExpectations(path string) ([]Expectation, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("no se puede leer el fichero de fallos esperados: %v", err)
	}
	return ParseExpectations(string(data))
}

// ParseExpectations parses the text of an expectations file.
func ParseExpectations(text string) ([]Expectation, error) {
	var f struct {
		Esperado []Expectation `toml:"esperado"`
	}
	md, err := toml.Decode(text, &f)
	if err != nil {
		return nil, fmt.Errorf("fichero de fallos esperados: %v", err)
	}
	if u := md.Undecoded(); len(u) > 0 {
		return nil, fmt.Errorf("fichero de fallos esperados: clave desconocida %q", u[0].String())
	}
	for i, e := range f.Esperado {
		if e.Articulo == "" {
			return nil, fmt.Errorf("fichero de fallos esperados: la entrada %d no tiene articulo", i+1)
		}
		if e.Motivo == "" {
			return nil, fmt.Errorf("fichero de fallos esperados: %s no tiene motivo", e.Articulo)
		}
	}
	return f.Esperado, nil
}

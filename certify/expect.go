package certify

import (
	"errors"
	"fmt"
	"io/fs"
	"maps"
	"os"
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/BurntSushi/toml"

	"github.com/musfem/musfem/internal/errtext"
	"github.com/musfem/musfem/reference"
)

// Expectation is a known failure declared outside the suite
// (web-platform-tests style): listed, never counted as a pass.
type Expectation struct {
	Articulo string `toml:"articulo"`
	Motivo   string `toml:"motivo"`
}

// MaxMotivo is the length, in characters, of the longest motivo an
// expectations file may give: it is printed in the certificate.
const MaxMotivo = 500

// LoadExpectations reads an expectations file:
//
//	[[esperado]]
//	articulo = "FEM-VI.4"
//	motivo = "…"
//
// Every error names the file, the line of the entry when it can, and what
// is wrong, in Spanish. With a catalog, every articulo must be the id of
// one of its articles or conventions (a certificate row).
func LoadExpectations(path string, cat *reference.Catalog) ([]Expectation, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		why := errtext.File(err)
		if errors.Is(err, fs.ErrNotExist) {
			why = "no existe el fichero"
		}
		return nil, fmt.Errorf("%s: no se puede leer el fichero de fallos esperados: %s", path, why)
	}
	return parseExpectations(path, data, cat)
}

// ParseExpectations parses the text of an expectations file without
// checking its ids against a catalog.
func ParseExpectations(text string) ([]Expectation, error) {
	return parseExpectations("fichero de fallos esperados", []byte(text), nil)
}

// parseExpectations parses an expectations file named name in errors.
func parseExpectations(name string, data []byte, cat *reference.Catalog) ([]Expectation, error) {
	fail := func(line int, format string, a ...any) error {
		where := name
		if line > 0 {
			where = fmt.Sprintf("%s:%d", name, line)
		}
		return fmt.Errorf("%s: %s", where, fmt.Sprintf(format, a...))
	}
	var m map[string]any
	if _, err := toml.Decode(string(data), &m); err != nil {
		line, msg := errtext.TOML(err)
		return nil, fail(line, "sintaxis TOML no válida: %s", msg)
	}
	headers := entryLines(data)
	for _, k := range slices.Sorted(maps.Keys(m)) {
		if k != "esperado" {
			return nil, fail(0, "clave %s desconocida: el fichero solo tiene entradas [[esperado]] con articulo y motivo", errtext.Quote(k))
		}
	}
	raw, ok := m["esperado"]
	if !ok {
		return []Expectation{}, nil
	}
	entries, ok := raw.([]map[string]any)
	if !ok {
		return nil, fail(0, "esperado debe ser una lista de entradas [[esperado]] con articulo y motivo")
	}
	out := make([]Expectation, 0, len(entries))
	seen := map[string]int{}
	for i, e := range entries {
		line := 0
		if i < len(headers) {
			line = headers[i]
		}
		var x Expectation
		for _, k := range slices.Sorted(maps.Keys(e)) {
			s, isText := e[k].(string)
			switch {
			case k != "articulo" && k != "motivo":
				return nil, fail(line, "entrada %d: clave %s desconocida (se admiten articulo y motivo)", i+1, errtext.Quote(k))
			case !isText:
				return nil, fail(line, "entrada %d: %s debe ser un texto entre comillas", i+1, k)
			case k == "articulo":
				x.Articulo = s
			default:
				x.Motivo = s
			}
		}
		switch {
		case x.Articulo == "":
			return nil, fail(line, "entrada %d: falta articulo (el id de un artículo o convención del catálogo)", i+1)
		case strings.TrimSpace(x.Motivo) == "":
			return nil, fail(line, "entrada %d (%s): falta motivo", i+1, errtext.Quote(x.Articulo))
		case utf8.RuneCountInString(x.Motivo) > MaxMotivo:
			return nil, fail(line, "entrada %d (%s): el motivo tiene más de %d caracteres", i+1, errtext.Quote(x.Articulo), MaxMotivo)
		}
		if cat != nil {
			if err := rowID(cat, x.Articulo); err != "" {
				return nil, fail(line, "entrada %d: articulo %s %s", i+1, errtext.Quote(x.Articulo), err)
			}
		}
		if first, dup := seen[x.Articulo]; dup {
			return nil, fail(line, "entrada %d: %s ya está en la entrada %d", i+1, errtext.Quote(x.Articulo), first)
		}
		seen[x.Articulo] = i + 1
		out = append(out, x)
	}
	return out, nil
}

// rowID says why id is not a row of the certificate, or "".
func rowID(cat *reference.Catalog, id string) string {
	e, ok := cat.Lookup(id)
	if !ok {
		return "no está en el catálogo (reference/): escriba el id exacto, como FEM-VI.4 o CONVENCION-deje"
	}
	switch e.(type) {
	case reference.Article, reference.Convention:
		return ""
	}
	return "es una pregunta abierta, no un artículo ni una convención"
}

// entryLines returns the line of every [[esperado]] header, in order.
func entryLines(data []byte) []int {
	var out []int
	for i, l := range strings.Split(string(data), "\n") {
		l = strings.TrimSpace(l)
		if !strings.HasPrefix(l, "[[") {
			continue
		}
		name, _, _ := strings.Cut(strings.TrimPrefix(l, "[["), "]]")
		if strings.Trim(strings.TrimSpace(name), `"'`) == "esperado" {
			out = append(out, i+1)
		}
	}
	return out
}

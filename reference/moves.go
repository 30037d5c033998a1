package reference

import (
	_ "embed"
	"fmt"

	"github.com/BurntSushi/toml"
)

// movesData is the table of ids whose meaning changed from catalog 1 to
// catalog 2 (reference/cambios/v1-a-v2.toml).
//
//go:embed cambios/v1-a-v2.toml
var movesData string

// Move is an id of catalog 1 that means another rule in catalog 2, or
// that no longer exists. Text fields are Spanish.
type Move struct {
	ID     string   // the id of catalog 1
	Before string   // what catalog 1 said it regulated
	Now    string   // what it regulates in the text; "" when the id no longer exists
	Dest   []string // where the rules catalog 1 kept under the id are now (catalog 2 ids)
}

// Removed reports whether the id no longer exists in catalog 2.
func (m Move) Removed() bool { return m.Now == "" }

// Moves returns the ids whose meaning changed from catalog 1 to catalog 2,
// in the order of the table. It fails only if the embedded table is broken,
// which the package's tests rule out.
func Moves() ([]Move, error) {
	var raw struct {
		Cambio []struct {
			ID      string   `toml:"id"`
			Antes   string   `toml:"antes"`
			Ahora   string   `toml:"ahora"`
			Destino []string `toml:"destino"`
		} `toml:"cambio"`
	}
	md, err := toml.Decode(movesData, &raw)
	if err != nil {
		return nil, fmt.Errorf("reference/cambios/v1-a-v2.toml: %w", err)
	}
	if u := md.Undecoded(); len(u) > 0 {
		return nil, fmt.Errorf("reference/cambios/v1-a-v2.toml: unknown key %q", u[0].String())
	}
	out := make([]Move, len(raw.Cambio))
	for i, c := range raw.Cambio {
		out[i] = Move{ID: c.ID, Before: c.Antes, Now: c.Ahora, Dest: c.Destino}
	}
	return out, nil
}

// MoveOf returns the change of meaning of a catalog 1 id, if it has one.
func MoveOf(id string) (Move, bool) {
	ms, err := Moves()
	if err != nil {
		return Move{}, false
	}
	for _, m := range ms {
		if m.ID == id {
			return m, true
		}
	}
	return Move{}, false
}

package engine

import "fmt"

// Lance is one of the betting rounds of a jugada (FEM VII.2, VIII.8):
// Grande, Chica, Pares, Juego or Punto (Punto is played only when nobody
// holds juego).
type Lance uint8

// The lances in counting order (FEM VII.2). NoLance is the zero value.
const (
	NoLance Lance = iota
	Grande
	Chica
	Pares
	Juego
	Punto
	numLances
)

var lanceNames = [numLances]string{"", "GRANDE", "CHICA", "PARES", "JUEGO", "PUNTO"}

// String returns the lance name used in JSON ("GRANDE", "CHICA", …).
func (l Lance) String() string {
	if l >= numLances {
		return fmt.Sprintf("Lance(%d)", uint8(l))
	}
	return lanceNames[l]
}

// ParseLance reads the name returned by [Lance.String].
func ParseLance(s string) (Lance, bool) {
	for l := Grande; l < numLances; l++ {
		if lanceNames[l] == s {
			return l, true
		}
	}
	return NoLance, false
}

// Phase returns the phase in which the lance's bets are made.
func (l Lance) Phase() Phase {
	switch l {
	case Grande:
		return PhaseGrande
	case Chica:
		return PhaseChica
	case Pares:
		return PhasePares
	case Juego:
		return PhaseJuego
	case Punto:
		return PhasePunto
	}
	return PhaseNone
}

// hasDeje reports whether a refused raise in the lance adds the deje tanto
// (FEM VII.1, VIII.8 "Deje": pares, juego and punto).
func (l Lance) hasDeje() bool { return l == Pares || l == Juego || l == Punto }

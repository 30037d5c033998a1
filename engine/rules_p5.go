package engine

import "fmt"

// DiscardOrder is who discards first after four "mus" (FEM III.11,
// CONVENCION-orden-descarte, open question P5).
type DiscardOrder uint8

// The discard orders: the dealer (postre) first and the mano last, as FEM
// III.11 writes it, or the mano first and the dealer last, as many tables
// play. With serve_order = "descarte" the discards are served in the same
// order.
const (
	DiscardRepartidorPrimero DiscardOrder = iota
	DiscardManoPrimero
)

// discardOrderWords are the config values, in the order of the constants (DiscardRepartidorPrimero, DiscardManoPrimero).
var discardOrderWords = []string{"repartidor_primero", "mano_primero"}

// String returns the config value of the order.
func (o DiscardOrder) String() string { return configWord(discardOrderWords, o, "DiscardOrder") }

// JugadasTrasNoQuiero is who scores the jugada values of pares, juego and
// punto at the count after a refused bet in that lance
// (CONVENCION-jugadas-tras-no-quiero, open question P5).
type JugadasTrasNoQuiero uint8

// The readings: the pair that won the refused lance scores its own
// jugadas (docs/decisions.md D6), or the refused bet only pays its
// negada/deje on the spot and the jugadas go, at the count, to the pair
// with the best jugada, as if nobody had bet.
const (
	JugadasGanadorDelLance JugadasTrasNoQuiero = iota
	JugadasMejorJugada
)

// jugadasTrasNoQuieroWords are the config values, in the order of the constants (JugadasGanadorDelLance, JugadasMejorJugada).
var jugadasTrasNoQuieroWords = []string{"ganador_del_lance", "mejor_jugada"}

// String returns the config value of the reading.
func (j JugadasTrasNoQuiero) String() string {
	return configWord(jugadasTrasNoQuieroWords, j, "JugadasTrasNoQuiero")
}

// ComboError reports values of two or more config keys that the engine
// cannot honour together (a combination a rules committee may write by
// mistake). Keys and Values are parallel: Values[i] is the TOML text of
// Keys[i]. Detail says, in Spanish, why and how to fix it.
type ComboError struct {
	Keys   []string
	Values []string
	Detail string
}

func (e *ComboError) Error() string {
	s := "mus: reglas incompatibles"
	for i, k := range e.Keys {
		sep := ", "
		if i == 0 {
			sep = ": "
		}
		v := ""
		if i < len(e.Values) {
			v = e.Values[i]
		}
		s += sep + k + " = " + v
	}
	return s + ": " + e.Detail
}

// validateCombos returns the first combination of values r cannot honour
// (docs/config.md, "Combinaciones que se rechazan"); every value is already
// in its own range.
func (r Rules) validateCombos() error {
	d := DefaultRules()
	combo := func(detail string, kv ...string) error {
		e := &ComboError{Detail: detail}
		for i := 0; i+1 < len(kv); i += 2 {
			e.Keys = append(e.Keys, kv[i])
			e.Values = append(e.Values, kv[i+1])
		}
		return e
	}
	q := func(s fmt.Stringer) string { return `"` + s.String() + `"` }
	n := func(x int) string { return fmt.Sprint(x) }
	switch {
	case r.MinDiscard > r.MaxDiscard:
		return combo(fmt.Sprintf("el mínimo de cartas por descarte (%d) es mayor que el máximo (%d): nadie podría descartarse (CONVENCION-descarte); baje min_discard o suba max_discard", r.MinDiscard, r.MaxDiscard),
			"min_discard", n(r.MinDiscard), "max_discard", n(r.MaxDiscard))
	case r.MinBet > r.MaxBet:
		return combo(fmt.Sprintf("el envite mínimo (%d) es mayor que el máximo (%d): no se podría envidar (CONVENCION-envite-minimo, CONVENCION-tope-envite); baje min_bet o suba max_bet", r.MinBet, r.MaxBet),
			"min_bet", n(r.MinBet), "max_bet", n(r.MaxBet))
	case r.RaiseMode == RaiseDoble && r.MinRaise != d.MinRaise:
		return combo(`con raise_mode = "doble" el reenvido dobla y min_raise no se usa (CONVENCION-subida); quite min_raise o use raise_mode = "mas"`,
			"raise_mode", q(r.RaiseMode), "min_raise", n(r.MinRaise))
	case r.RaiseMode == RaiseMas && r.MinRaise != d.MinRaise && r.MinBet+r.MinRaise > r.MaxBet:
		return combo(fmt.Sprintf("con «N más» la menor subida posible llega a %d + %d = %d, más que max_bet (%d): min_raise no se podría usar nunca (CONVENCION-subida, CONVENCION-tope-envite); baje min_raise o suba max_bet", r.MinBet, r.MinRaise, r.MinBet+r.MinRaise, r.MaxBet),
			"min_raise", n(r.MinRaise), "max_bet", n(r.MaxBet))
	case r.FaltaDeTanto == FaltaCorteLibre && r.FaltaDeTantoWithin == 0:
		return combo(`con falta_de_tanto_within = 0 nunca se está «a falta de tanto» y el corte libre no se aplicaría nunca (FEM IV.7, CONVENCION-falta-de-tanto); dé un margen de 1 a 20 o use falta_de_tanto = "turno"`,
			"falta_de_tanto", q(r.FaltaDeTanto), "falta_de_tanto_within", n(r.FaltaDeTantoWithin))
	case r.FaltaDeTanto == FaltaCorteLibre && r.FaltaDeTantoWithin >= r.TargetPoints:
		return combo(fmt.Sprintf("con un margen de %d tantos y un objetivo de %d se estaría «a falta de tanto» desde el primer reparto y el mus se podría cortar siempre fuera de turno (FEM IV.7, CONVENCION-falta-de-tanto); el margen debe ser menor que el objetivo", r.FaltaDeTantoWithin, r.TargetPoints),
			"target_points", n(r.TargetPoints), "falta_de_tanto", q(r.FaltaDeTanto), "falta_de_tanto_within", n(r.FaltaDeTantoWithin))
	}
	return nil
}

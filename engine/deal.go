package engine

import "fmt"

// DeckFor builds the 40-card order (top card first) that deals the given
// hands when dealer deals (FEM III.2: one card at a time,
// counter-clockwise, starting with the mano, the seat to the dealer's
// right). stock lists the first cards of the stock, top first; the
// remaining cards follow in canonical order. Every card may appear once.
// It is the inverse of the deal, for stacked-deck scenarios (docs/rng.md).
func DeckFor(dealer Seat, hands [NumSeats][]Card, stock []Card) ([NumCards]Card, error) {
	var d [NumCards]Card
	if !dealer.Valid() {
		return d, fmt.Errorf("mus: repartidor %d: debe ser un asiento 0-3", dealer)
	}
	var used [NumCards]bool
	take := func(c Card, where string) error {
		if !c.Valid() {
			return fmt.Errorf("mus: %s: carta inválida", where)
		}
		if used[c] {
			return fmt.Errorf("mus: %s: la carta %s aparece dos veces", where, c)
		}
		used[c] = true
		return nil
	}
	mano := dealer.Next()
	for seat := Seat(0); seat < NumSeats; seat++ {
		if len(hands[seat]) != 4 {
			return d, fmt.Errorf("mus: la mano del %s tiene %d cartas: deben ser 4", seat, len(hands[seat]))
		}
	}
	for i := 0; i < 16; i++ {
		seat := (mano + Seat(i)) & 3
		c := hands[seat][i/4]
		if err := take(c, fmt.Sprintf("mano del %s", seat)); err != nil {
			return d, err
		}
		d[i] = c
	}
	n := 16
	for i, c := range stock {
		if n >= NumCards {
			return d, fmt.Errorf("mus: el mazo tiene más de 40 cartas")
		}
		if err := take(c, fmt.Sprintf("mazo, posición %d", i+1)); err != nil {
			return d, err
		}
		d[n] = c
		n++
	}
	for c := Card(0); c < NumCards; c++ {
		if !used[c] {
			d[n] = c
			n++
		}
	}
	return d, nil
}

package engine

import (
	"fmt"
	"strings"
)

// Suit is one of the four suits of the Spanish deck (FEM II.3).
type Suit uint8

// The four suits in canonical order: oros, copas, espadas, bastos.
const (
	Oros Suit = iota
	Copas
	Espadas
	Bastos
	numSuits
)

var suitLetters = [numSuits]byte{'o', 'c', 'e', 'b'}
var suitNames = [numSuits]string{"oros", "copas", "espadas", "bastos"}

// String returns the Spanish name of the suit.
func (s Suit) String() string {
	if s >= numSuits {
		return fmt.Sprintf("Suit(%d)", uint8(s))
	}
	return suitNames[s]
}

// Rank is the printed rank of a card: 1–7, Sota (10), Caballo (11) and Rey (12).
// Ranks 8 and 9 are not in the 40-card deck (FEM II.3).
type Rank uint8

// The ten ranks of the 40-card Spanish deck.
const (
	As      Rank = 1
	Dos     Rank = 2
	Tres    Rank = 3
	Cuatro  Rank = 4
	Cinco   Rank = 5
	Seis    Rank = 6
	Siete   Rank = 7
	Sota    Rank = 10
	Caballo Rank = 11
	Rey     Rank = 12
)

// rankOrder lists the ranks in canonical order; a card's index within its
// suit is its position here.
var rankOrder = [10]Rank{As, Dos, Tres, Cuatro, Cinco, Seis, Siete, Sota, Caballo, Rey}
var rankLetters = [10]byte{'1', '2', '3', '4', '5', '6', '7', 'S', 'C', 'R'}

// Card is one of the 40 cards, numbered 0–39 in canonical order: suit by
// suit (oros, copas, espadas, bastos), and within a suit 1, 2, 3, 4, 5, 6, 7,
// sota, caballo, rey. The canonical order is the starting order of every
// shuffle (docs/rng.md).
type Card uint8

// NumCards is the size of the Spanish deck (FEM II.3).
const NumCards = 40

// NoCard marks an empty slot.
const NoCard Card = 255

// NewCard returns the card of the given rank and suit, or false if the pair
// is not in the 40-card deck.
func NewCard(r Rank, s Suit) (Card, bool) {
	if s >= numSuits {
		return NoCard, false
	}
	for i, x := range rankOrder {
		if x == r {
			return Card(int(s)*10 + i), true
		}
	}
	return NoCard, false
}

// Valid reports whether c is one of the 40 cards.
func (c Card) Valid() bool { return c < NumCards }

// Suit returns the card's suit.
func (c Card) Suit() Suit { return Suit(c / 10) }

// Rank returns the card's printed rank.
func (c Card) Rank() Rank { return rankOrder[c%10] }

// String returns the card text of docs/catalog.md: a rank letter
// (1 2 3 4 5 6 7 S C R) followed by a suit letter (o c e b), e.g. "Ro", "3c".
// Case matters: "C" is caballo, "c" is copas.
func (c Card) String() string {
	if !c.Valid() {
		return fmt.Sprintf("Card(%d)", uint8(c))
	}
	return string([]byte{rankLetters[c%10], suitLetters[c/10]})
}

// ParseCard reads the card text of [Card.String].
func ParseCard(s string) (Card, error) {
	if len(s) != 2 {
		return NoCard, fmt.Errorf("mus: carta %q: se esperan dos caracteres (rango 1-7 S C R y palo o c e b)", s)
	}
	ri := strings.IndexByte(string(rankLetters[:]), s[0])
	si := strings.IndexByte(string(suitLetters[:]), s[1])
	if ri < 0 || si < 0 {
		return NoCard, fmt.Errorf("mus: carta %q desconocida (rango 1-7 S C R y palo o c e b)", s)
	}
	return Card(si*10 + ri), nil
}

// ParseCards reads a list of card texts separated by spaces.
func ParseCards(s string) ([]Card, error) {
	fields := strings.Fields(s)
	out := make([]Card, 0, len(fields))
	for _, f := range fields {
		c, err := ParseCard(f)
		if err != nil {
			return nil, err
		}
		out = append(out, c)
	}
	return out, nil
}

// CanonicalDeck returns the 40 cards in canonical order.
func CanonicalDeck() [NumCards]Card {
	var d [NumCards]Card
	for i := range d {
		d[i] = Card(i)
	}
	return d
}

// FormatCards writes cards as space-separated card texts.
func FormatCards(cs []Card) string {
	var b strings.Builder
	for i, c := range cs {
		if i > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(c.String())
	}
	return b.String()
}
